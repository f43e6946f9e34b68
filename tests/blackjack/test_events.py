"""Every event of a round, in order and field by field: the table prints one line for each
and ``--json`` writes each field, so a wrong name, hand number or total is a wrong line."""

from __future__ import annotations

from crapsrepl.games.blackjack.model import Phase
from crapsrepl.games.blackjack.model.events import (
    BetPlaced,
    Busted,
    CardDealt,
    DealerBusted,
    DealerPeeked,
    DealerStood,
    Doubled,
    HandSettled,
    HoleRevealed,
    InsuranceClosed,
    InsuranceDeclined,
    InsuranceOffered,
    InsurancePlaced,
    InsuranceSettled,
    Outcome,
    PlayerSeated,
    RoundOver,
    Shuffled,
    Split,
    Stood,
    TurnStarted,
)
from tests.helpers import blackjack_conserved, blackjack_table


def test_seating_and_betting() -> None:
    g = blackjack_table("", {})
    assert g.add_player("Bob", 100) == [PlayerSeated("Bob", 100)]
    assert g.bet("bob", 10) == [BetPlaced("Bob", 10, 90)]


def test_the_deal_shows_the_up_card_and_hides_the_hole_card() -> None:
    g = blackjack_table("10 6 7 9 K", {"Bob": 10})
    assert not g.hole_shown
    assert g.deal() == [
        CardDealt("Bob", 1, "10", "10"),
        CardDealt(None, 1, "6", "6"),
        CardDealt("Bob", 1, "7", "17"),
        CardDealt(None, 1, "", "", hole=True),
        TurnStarted("Bob", 1, "17"),
    ]
    assert not g.hole_shown  # the console prints "6 ?" for the dealer until the round ends


def test_standing_reveals_the_hole_card_and_the_dealer_draws() -> None:
    g = blackjack_table("10 6 7 9 K", {"Bob": 10})
    g.deal()
    assert g.stand("Bob") == [
        Stood("Bob", 1, 17),
        HoleRevealed("9", "15"),
        CardDealt(None, 1, "K", "25 bust"),
        DealerBusted(25),
        HandSettled("Bob", 1, Outcome.WIN, 10, 20, 1010),
        RoundOver("25 bust"),
    ]
    assert g.hole_shown and blackjack_conserved(g)


def test_hitting_to_a_bust() -> None:
    g = blackjack_table("10 6 6 7 K", {"Bob": 10})
    g.deal()
    assert g.hit("Bob") == [
        CardDealt("Bob", 1, "K", "26 bust"),
        Busted("Bob", 1, 26),
        HandSettled("Bob", 1, Outcome.LOSE, 10, 0, 990),
        HoleRevealed("7", "13"),
        RoundOver("13"),
    ]


def test_hitting_to_21_stands_once() -> None:
    g = blackjack_table("5 7 6 10 K", {"Bob": 10})
    g.deal()
    assert g.hit("Bob") == [
        CardDealt("Bob", 1, "K", "21"),
        Stood("Bob", 1, 21),
        HoleRevealed("10", "17"),
        DealerStood(17),
        HandSettled("Bob", 1, Outcome.WIN, 10, 20, 1010),
        RoundOver("17"),
    ]


def test_a_hit_that_leaves_the_hand_open() -> None:
    g = blackjack_table("2 7 3 10 4", {"Bob": 10})
    g.deal()
    assert g.hit("Bob") == [CardDealt("Bob", 1, "4", "9")]
    assert g.turn() == ("Bob", 1)


def test_doubling_to_18_ends_the_hand() -> None:
    g = blackjack_table("6 9 5 7 7 K", {"Bob": 10})
    g.deal()
    assert g.double("Bob") == [
        Doubled("Bob", 1, 20, 980),
        CardDealt("Bob", 1, "7", "18"),
        Stood("Bob", 1, 18),
        HoleRevealed("7", "16"),
        CardDealt(None, 1, "K", "26 bust"),
        DealerBusted(26),
        HandSettled("Bob", 1, Outcome.WIN, 20, 40, 1020),
        RoundOver("26 bust"),
    ]


def test_doubling_to_a_bust() -> None:
    g = blackjack_table("10 9 6 7 K", {"Bob": 10})
    g.deal()
    assert g.double("Bob") == [
        Doubled("Bob", 1, 20, 980),
        CardDealt("Bob", 1, "K", "26 bust"),
        Busted("Bob", 1, 26),
        HandSettled("Bob", 1, Outcome.LOSE, 20, 0, 980),
        HoleRevealed("7", "16"),
        RoundOver("16"),
    ]


def test_doubling_as_the_first_decision_closes_insurance() -> None:
    g = blackjack_table("6 A 5 7 9", {"Bob": 10})
    assert g.deal()[-1] == InsuranceOffered("A")
    assert g.double("Bob") == [
        InsuranceClosed(),
        DealerPeeked(False),
        TurnStarted("Bob", 1, "11"),
        Doubled("Bob", 1, 20, 980),
        CardDealt("Bob", 1, "9", "20"),
        Stood("Bob", 1, 20),
        HoleRevealed("7", "18 soft"),
        DealerStood(18),
        HandSettled("Bob", 1, Outcome.WIN, 20, 40, 1020),
        RoundOver("18 soft"),
    ]


def test_doubling_the_second_split_hand() -> None:
    g = blackjack_table("8 9 8 7 10 3 K 6", {"Bob": 10})
    g.deal()
    g.split("Bob")
    g.stand("Bob")
    assert g.double("Bob") == [
        Doubled("Bob", 2, 20, 970),
        CardDealt("Bob", 2, "K", "21"),
        Stood("Bob", 2, 21),
        HoleRevealed("7", "16"),
        CardDealt(None, 1, "6", "22 bust"),
        DealerBusted(22),
        HandSettled("Bob", 1, Outcome.WIN, 10, 20, 990),
        HandSettled("Bob", 2, Outcome.WIN, 20, 40, 1030),
        RoundOver("22 bust"),
    ]


def test_a_split_hand_that_draws_to_21_stands_and_is_not_a_blackjack() -> None:
    g = blackjack_table("K 9 K 7 5 A 8", {"Bob": 10})
    g.deal()
    assert g.split("Bob") == [
        Split("Bob", 1, 2, 10, 980),
        CardDealt("Bob", 1, "5", "15"),
        TurnStarted("Bob", 1, "15"),
    ]
    assert g.stand("Bob") == [
        Stood("Bob", 1, 15),
        CardDealt("Bob", 2, "A", "21 soft"),
        Stood("Bob", 2, 21),
        HoleRevealed("7", "16"),
        CardDealt(None, 1, "8", "24 bust"),
        DealerBusted(24),
        HandSettled("Bob", 1, Outcome.WIN, 10, 20, 1000),
        HandSettled("Bob", 2, Outcome.WIN, 10, 20, 1020),
        RoundOver("24 bust"),
    ]


def test_split_aces_take_one_card_and_stand() -> None:
    g = blackjack_table("A 9 A 7 K 5 2", {"Bob": 10})
    g.deal()
    assert g.split("Bob") == [
        Split("Bob", 1, 2, 10, 980),
        CardDealt("Bob", 1, "K", "21 soft"),
        Stood("Bob", 1, 21),
        CardDealt("Bob", 2, "5", "16 soft"),
        Stood("Bob", 2, 16),
        HoleRevealed("7", "16"),
        CardDealt(None, 1, "2", "18"),
        DealerStood(18),
        HandSettled("Bob", 1, Outcome.WIN, 10, 20, 1000),
        HandSettled("Bob", 2, Outcome.LOSE, 10, 0, 1000),
        RoundOver("18"),
    ]


def test_a_player_blackjack_is_not_played_or_announced_as_standing() -> None:
    g = blackjack_table("A 9 8 K 7 9", {"Bob": 10, "Al": 10})
    assert g.deal() == [
        CardDealt("Bob", 1, "A", "11 soft"),
        CardDealt("Al", 1, "9", "9"),
        CardDealt(None, 1, "8", "8"),
        CardDealt("Bob", 1, "K", "21 blackjack"),
        CardDealt("Al", 1, "7", "16"),
        CardDealt(None, 1, "", "", hole=True),
        TurnStarted("Al", 1, "16"),
    ]
    assert g.stand("Al") == [
        Stood("Al", 1, 16),
        HoleRevealed("9", "17"),
        DealerStood(17),
        HandSettled("Bob", 1, Outcome.BLACKJACK, 10, 25, 1015),
        HandSettled("Al", 1, Outcome.LOSE, 10, 0, 990),
        RoundOver("17"),
    ]


def test_a_dealer_blackjack_found_by_the_peek_ends_the_round_without_drawing() -> None:
    g = blackjack_table("9 K 8 A", {"Bob": 10})
    assert g.deal() == [
        CardDealt("Bob", 1, "9", "9"),
        CardDealt(None, 1, "K", "10"),
        CardDealt("Bob", 1, "8", "17"),
        CardDealt(None, 1, "", "", hole=True),
        DealerPeeked(True),
        HoleRevealed("A", "21 blackjack"),
        HandSettled("Bob", 1, Outcome.LOSE, 10, 0, 990),
        RoundOver("21 blackjack"),
    ]


def test_insurance_placed_waits_for_the_others_with_its_chips_on_the_felt() -> None:
    g = blackjack_table("10 9 A 6 9 7", {"Bob": 10, "Al": 10})
    g.deal()
    assert g.take_insurance("Bob", 5) == [InsurancePlaced("Bob", 5, 985)]
    assert g.insurance("Bob") == 5 and g.insurance("Al") == 0
    assert blackjack_conserved(g)
    assert g.decline_insurance("Al") == [
        InsuranceDeclined("Al"),
        InsuranceClosed(),
        DealerPeeked(False),
        InsuranceSettled("Bob", 5, False, 0, 985),
        TurnStarted("Bob", 1, "16"),
    ]
    assert g.insurance("Bob") == 0 and blackjack_conserved(g)


def test_every_shuffle_names_the_decks() -> None:
    g = blackjack_table("", {"Bob": 1}, decks=2, penetration=25)
    seen: list[Shuffled] = []
    for _ in range(12):
        events = g.deal()
        while g.phase is not Phase.BETTING:
            events += g.decline_insurance("Bob") if g.phase is Phase.INSURANCE else g.stand("Bob")
        seen += [e for e in events if isinstance(e, Shuffled)]
        g.bet("Bob", 1)
    assert seen and seen == [Shuffled(2)] * len(seen)


def test_insurance_settles_at_the_peek() -> None:
    g = blackjack_table("10 A 9 K", {"Bob": 10})
    g.deal()
    assert g.take_insurance("Bob", 5) == [
        InsurancePlaced("Bob", 5, 985),
        InsuranceClosed(),
        DealerPeeked(True),
        InsuranceSettled("Bob", 5, True, 15, 1000),
        HoleRevealed("K", "21 blackjack"),
        HandSettled("Bob", 1, Outcome.LOSE, 10, 0, 1000),
        RoundOver("21 blackjack"),
    ]
    assert g.insurance("Bob") == 0
