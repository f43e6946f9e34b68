"""One round at a time, cards stacked in casino order: each player's first card, the
dealer's up card, each player's second card, the hole card, then hits and dealer draws."""

from __future__ import annotations

import pytest

from crapsrepl.games.blackjack.model import BlackjackError, Phase, parse_card
from crapsrepl.games.blackjack.model.events import (
    CardDealt,
    DealerBusted,
    DealerPeeked,
    DealerStood,
    Event,
    HandSettled,
    InsuranceOffered,
    Outcome,
    RoundOver,
    Shuffled,
    Stood,
)
from tests.helpers import blackjack_conserved, blackjack_table


def settled(events: list[Event]) -> list[tuple[str, int, Outcome, int]]:
    return [(e.player, e.hand, e.outcome, e.paid) for e in events if isinstance(e, HandSettled)]


def test_casino_order_of_the_deal() -> None:
    g = blackjack_table("2 3 4 5 6 7", {"Bob": 10, "Al": 10})
    events = g.deal()
    dealt = [(e.player, e.card, e.hole) for e in events if isinstance(e, CardDealt)]
    assert dealt == [
        ("Bob", "2", False),
        ("Al", "3", False),
        (None, "4", False),
        ("Bob", "5", False),
        ("Al", "6", False),
        (None, "", True),
    ]
    assert g.turn() == ("Bob", 1) and g.phase is Phase.PLAYING


def test_only_players_who_bet_get_cards() -> None:
    g = blackjack_table("9 7 K 8", {"Bob": 10})
    g.add_player("Al", 100)
    g.deal()
    assert g.hands("Al") == [] and [c.label for c in g.hands("Bob")[0].cards] == ["9", "K"]


@pytest.mark.parametrize(
    ("cards", "outcome", "rack"),
    [
        ("10 10 9 7", Outcome.WIN, 1010),  # 19 against 17
        ("10 10 7 7", Outcome.PUSH, 1000),  # 17 against 17
        ("10 10 7 8", Outcome.LOSE, 990),  # 17 against 18
        ("10 6 7 K 10", Outcome.WIN, 1010),  # dealer 16 draws 10 and busts
    ],
)
def test_stand_and_settle(cards: str, outcome: Outcome, rack: int) -> None:
    g = blackjack_table(cards, {"Bob": 10})
    g.deal()
    events = g.stand("Bob")
    assert settled(events) == [
        ("Bob", 1, outcome, {Outcome.WIN: 20, Outcome.PUSH: 10}.get(outcome, 0))
    ]
    assert g.chips("Bob") == rack and g.phase is Phase.BETTING
    assert isinstance(events[-1], RoundOver) and blackjack_conserved(g)


def test_dealer_bust_event() -> None:
    g = blackjack_table("10 6 7 K 10", {"Bob": 10})
    g.deal()
    events = g.stand("Bob")
    assert DealerBusted(26) in events and g.dealer.describe() == "26 bust"


@pytest.mark.parametrize(
    ("bet", "payout", "win"), [(10, "3:2", 15), (5, "3:2", 7), (10, "6:5", 12), (7, "6:5", 8)]
)
def test_blackjack_pays_and_rounds_down(bet: int, payout: str, win: int) -> None:
    from crapsrepl.games.blackjack.model import Payout

    g = blackjack_table("A 9 K 7", {"Bob": bet}, blackjack_pays=Payout.parse(payout))
    events = g.deal()
    assert settled(events) == [("Bob", 1, Outcome.BLACKJACK, bet + win)]
    assert g.chips("Bob") == 1000 + win and g.phase is Phase.BETTING


def test_blackjack_stops_dealer_drawing() -> None:
    g = blackjack_table("A 5 K 7", {"Bob": 10})
    events = g.deal()
    assert not any(isinstance(e, (DealerStood, DealerBusted)) for e in events)
    assert [c.label for c in g.dealer.cards] == ["5", "7"]


def test_bust_loses_at_once_and_dealer_does_not_draw() -> None:
    g = blackjack_table("10 6 6 7 K", {"Bob": 10})
    g.deal()
    events = g.hit("Bob")
    assert settled(events) == [("Bob", 1, Outcome.LOSE, 0)]
    assert len(g.dealer.cards) == 2 and g.chips("Bob") == 990


def test_twenty_one_stands_by_itself() -> None:
    g = blackjack_table("5 10 6 7 K 8", {"Bob": 10})
    g.deal()
    events = g.hit("Bob")
    assert Stood("Bob", 1, 21) in events and g.phase is Phase.BETTING


@pytest.mark.parametrize(("rule", "draws"), [("S17", False), ("H17", True)])
def test_soft_17(rule: str, draws: bool) -> None:
    g = blackjack_table("10 A 9 6 3", {"Bob": 10}, dealer=rule)
    g.deal()
    events = g.stand("Bob")
    assert (len(g.dealer.cards) == 3) is draws
    assert (DealerStood(20) in events) is draws and (DealerStood(17) in events) is not draws


def test_dealer_ten_peeks_and_blackjack_ends_the_round() -> None:
    g = blackjack_table("9 7 K 9 8 A", {"Bob": 10, "Al": 10})
    events = g.deal()
    assert DealerPeeked(True) in events and g.phase is Phase.BETTING
    assert settled(events) == [("Bob", 1, Outcome.LOSE, 0), ("Al", 1, Outcome.LOSE, 0)]


def test_dealer_blackjack_pushes_a_player_blackjack() -> None:
    g = blackjack_table("A K K A", {"Bob": 10})
    events = g.deal()
    assert settled(events) == [("Bob", 1, Outcome.PUSH, 10)] and g.chips("Bob") == 1000


def test_no_peek_under_a_low_card() -> None:
    g = blackjack_table("9 6 9 K", {"Bob": 10})
    assert not any(isinstance(e, DealerPeeked) for e in g.deal())


def test_shuffle_at_the_cut_card() -> None:
    g = blackjack_table("", {"Bob": 1}, decks=1, penetration=50)
    seen = []
    for _ in range(20):
        if g.phase is Phase.BETTING and g.pending_bet("Bob") == 0:
            g.bet("Bob", 1)
        events = g.deal()
        while g.phase is not Phase.BETTING:
            events += g.decline_insurance("Bob") if g.phase is Phase.INSURANCE else g.stand("Bob")
        seen += [e for e in events if isinstance(e, Shuffled)]
        assert blackjack_conserved(g)
    assert seen and g.shoe.remaining > 0


def test_refusals_between_rounds() -> None:
    g = blackjack_table("", {"Bob": 10})
    with pytest.raises(BlackjackError, match="already bet \\$10"):
        g.bet("Bob", 5)
    with pytest.raises(BlackjackError, match="no hand is in play"):
        g.hit("Bob")
    g.add_player("Al", 5)
    with pytest.raises(BlackjackError, match="Al has only \\$5"):
        g.bet("Al", 6)
    with pytest.raises(BlackjackError, match="no player named Zed"):
        g.bet("Zed", 6)


def test_deal_needs_a_bet_and_no_round_in_play() -> None:
    g = blackjack_table("", {})
    g.add_player("Bob", 100)
    with pytest.raises(BlackjackError, match="nobody has bet"):
        g.deal()
    g.bet("Bob", 10)
    g.stack([parse_card(c) for c in ("10", "9", "7", "8")])
    g.deal()
    with pytest.raises(BlackjackError, match="a round is in play"):
        g.deal()
    with pytest.raises(BlackjackError, match="bets go down between rounds"):
        g.bet("Bob", 10)


def test_turn_order_is_seat_order() -> None:
    g = blackjack_table("10 10 9 7 8 8", {"Bob": 10, "Al": 10})
    g.deal()
    with pytest.raises(BlackjackError, match="it is Bob's turn, not Al's"):
        g.stand("Al")
    g.stand("Bob")
    assert g.turn() == ("Al", 1)


def test_seating_refusals() -> None:
    g = blackjack_table("", {"Bob": 10})
    for name, chips, message in [
        ("bob", 10, "Bob is already seated"),
        ("9lives", 10, "a name starts with a letter"),
        ("Al", 0, "chips must be at least one chip \\(\\$1\\)"),
        ("Al", True, "chips must be a whole number"),
        ("x" * 21, 10, "a name has 1 to 20 characters"),
    ]:
        with pytest.raises(BlackjackError, match=message):
            g.add_player(name, chips)
    for n in range(6):
        g.add_player(f"P{n}", 10)
    with pytest.raises(BlackjackError, match="7 seats"):
        g.add_player("Late", 10)


def test_insurance_is_offered_on_an_ace() -> None:
    g = blackjack_table("10 A 9 7", {"Bob": 10})
    assert InsuranceOffered("A") in g.deal() and g.phase is Phase.INSURANCE
