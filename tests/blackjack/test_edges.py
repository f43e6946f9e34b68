"""The edges of the table's rules: the last value each limit allows, the house rules on
exactly 17, where a split hand goes, and a shoe that survives a save."""

from __future__ import annotations

import random

from crapsrepl.games.blackjack.model import (
    BlackjackGame,
    Payout,
    Phase,
    Shoe,
    TableRules,
    parse_card,
)
from crapsrepl.games.blackjack.model.events import (
    CardDealt,
    DealerBusted,
    DealerStood,
    HandSettled,
    HoleRevealed,
    Outcome,
    PlayerSeated,
    RoundOver,
    Split,
    Stood,
)
from tests.helpers import blackjack_conserved, blackjack_table


def labels(g: BlackjackGame, name: str = "Bob") -> list[list[str]]:
    return [[c.label for c in h.cards] for h in g.hands(name)]


def test_a_name_of_exactly_20_characters_sits_down() -> None:
    g = blackjack_table("", {})
    assert g.add_player("A" * 20, 10) == [PlayerSeated("A" * 20, 10)]


def test_the_widest_table_options_are_accepted() -> None:
    rules = TableRules(decks=8, max_hands=8, penetration=95)
    assert (rules.decks, rules.max_hands, rules.penetration) == (8, 8, 95)
    assert TableRules(decks=1, max_hands=1, penetration=25).max_hands == 1


def test_payouts_of_one_and_of_three_digits() -> None:
    assert Payout.parse("1:1") == Payout(1, 1) and Payout.parse("999:100") == Payout(999, 100)


def test_a_blackjack_paid_one_to_one() -> None:
    g = blackjack_table("A 9 K 7", {"Bob": 10}, blackjack_pays=Payout.parse("1:1"))
    assert HandSettled("Bob", 1, Outcome.BLACKJACK, 10, 20, 1010) in g.deal()


def test_a_dealer_hitting_soft_17_stands_on_hard_17() -> None:
    g = blackjack_table("9 7 9 K", {"Bob": 10}, dealer="H17")
    g.deal()
    events = g.stand("Bob")
    assert DealerStood(17) in events and labels(g) == [["9", "9"]]
    assert [c.label for c in g.dealer.cards] == ["7", "K"] and g.chips("Bob") == 1010


def test_split_aces_that_pair_again_stand_when_the_hands_are_used_up() -> None:
    g = blackjack_table("A 9 A 7 A 5 K", {"Bob": 10}, resplit_aces=True, max_hands=2)
    g.deal()
    assert g.split("Bob") == [
        Split("Bob", 1, 2, 10, 980),
        CardDealt("Bob", 1, "A", "12 soft"),
        Stood("Bob", 1, 12),
        CardDealt("Bob", 2, "5", "16 soft"),
        Stood("Bob", 2, 16),
        HoleRevealed("7", "16"),
        CardDealt(None, 1, "K", "26 bust"),
        DealerBusted(26),
        HandSettled("Bob", 1, Outcome.WIN, 10, 20, 1000),
        HandSettled("Bob", 2, Outcome.WIN, 10, 20, 1020),
        RoundOver("26 bust"),
    ]


def test_a_split_hand_sits_right_after_the_hand_it_came_from() -> None:
    g = blackjack_table("8s 9 8h 7 8d 2 3 4 K", {"Bob": 10})
    g.deal()
    g.split("Bob")
    assert labels(g) == [["8s", "8d"], ["8h"]]
    g.split("Bob")
    assert labels(g) == [["8s", "2"], ["8d"], ["8h"]] and g.turn() == ("Bob", 1)
    g.stand("Bob")
    g.stand("Bob")
    g.stand("Bob")
    assert labels(g) == [["8s", "2"], ["8d", "3"], ["8h", "4"]]
    assert g.phase is Phase.BETTING and blackjack_conserved(g)


def test_a_table_keeps_its_seed_for_the_saved_game() -> None:
    assert BlackjackGame(seed=7).seed == 7 and BlackjackGame().seed is None


def test_a_shoe_state_restored_deals_the_same_cards() -> None:
    shoe = Shoe(1, 75, random.Random(5))
    for _ in range(7):
        shoe.draw()
    shoe.stack([parse_card("As"), parse_card("K")])
    state = shoe.state()
    assert state["next"] == 7 and state["stacked"] == ["As", "K"]
    copy = Shoe(1, 75, random.Random(99))
    cards, stacked = state["cards"], state["stacked"]
    assert isinstance(cards, list) and isinstance(stacked, list)
    next_card = state["next"]
    assert isinstance(next_card, int)
    copy.restore([parse_card(c) for c in cards], next_card, [parse_card(c) for c in stacked])
    assert [copy.draw().label for _ in range(20)] == [shoe.draw().label for _ in range(20)]
    assert copy.remaining == shoe.remaining == 52 - 7 - 18
