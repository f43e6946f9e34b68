"""Every blackjack refusal's words, exactly as a player reads them (after ``error: ``).

A refusal is the only thing a player learns from a wrong command, so its text is
behaviour: these pin the whole sentence, the names and numbers in it, not a fragment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from crapsrepl.games.blackjack.model import BlackjackError, Doubles, Payout, Phase, TableRules
from crapsrepl.games.blackjack.model import parse_card as card
from crapsrepl.games.blackjack.model.events import InsurancePlaced
from tests.helpers import blackjack_table


def refused(call: Callable[[], object]) -> str:
    with pytest.raises(BlackjackError) as refusal:
        call()
    return str(refusal.value)


def invalid(call: Callable[[], object]) -> str:
    """A table option or payout refused when the table is set up (a ValueError)."""
    with pytest.raises(ValueError) as refusal:
        call()
    return str(refusal.value)


# seating and betting ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "chips", "said"),
    [
        ("bob", 10, "Bob is already seated"),
        ("", 10, "a name has 1 to 20 characters"),
        ("x" * 21, 10, "a name has 1 to 20 characters"),
        ("9lives", 10, "a name starts with a letter and has only letters, digits, '_', '-' or '.'"),
        ("Al!", 10, "a name starts with a letter and has only letters, digits, '_', '-' or '.'"),
        ("Al", 0, "chips must be at least one chip ($1), not $0"),
        ("Al", -5, "chips must be at least one chip ($1), not -$5"),
        ("Al", 2.5, "chips must be a whole number of chips"),
        ("Al", True, "chips must be a whole number of chips"),
    ],
)
def test_seating_refusals(name: str, chips: Any, said: str) -> None:
    g = blackjack_table("", {"Bob": 10})
    assert refused(lambda: g.add_player(name, chips)) == said


def test_the_eighth_player_is_refused() -> None:
    g = blackjack_table("", {})
    for n in range(7):
        g.add_player(f"P{n}", 10)
    assert refused(lambda: g.add_player("Late", 10)) == "the table has 7 seats, all taken"


@pytest.mark.parametrize(
    ("amount", "said"),
    [
        (0, "a bet must be at least one chip ($1), not $0"),
        (-1, "a bet must be at least one chip ($1), not -$1"),
        (1.5, "a bet must be a whole number of chips"),
        (False, "a bet must be a whole number of chips"),
        (101, "Bob has only $100"),
    ],
)
def test_bet_refusals(amount: Any, said: str) -> None:
    g = blackjack_table("", {})
    g.add_player("Bob", 100)
    assert refused(lambda: g.bet("Bob", amount)) == said


def test_a_second_bet_and_a_stranger() -> None:
    g = blackjack_table("", {"Bob": 10})
    assert refused(lambda: g.bet("bob", 5)) == "Bob has already bet $10 on this round"
    assert refused(lambda: g.bet("Zed", 5)) == "no player named Zed"
    assert refused(lambda: g.chips("Zed")) == "no player named Zed"


def test_refusals_while_a_round_is_in_play() -> None:
    g = blackjack_table("10 10 9 7", {"Bob": 10})
    g.deal()
    assert refused(g.deal) == "a round is in play: finish it before dealing again"
    assert refused(lambda: g.bet("Bob", 10)) == "bets go down between rounds, not during one"


def test_deal_without_a_bet() -> None:
    g = blackjack_table("", {})
    g.add_player("Bob", 10)
    assert refused(g.deal) == "nobody has bet: bet(p, amount) first"


# insurance -------------------------------------------------------------------------------
def test_insurance_refusals() -> None:
    g = blackjack_table("10 9 A 7 7 7", {"Bob": 10, "Al": 10}, chips=12)
    g.add_player("Zed", 50)
    g.deal()
    assert refused(lambda: g.take_insurance("Bob", 6)) == "insurance is at most half the bet: $5"
    assert (
        refused(lambda: g.take_insurance("Bob", 0))
        == "insurance must be at least one chip ($1), not $0"
    )
    assert refused(lambda: g.take_insurance("Bob", 3)) == "Bob has only $2"
    assert refused(lambda: g.take_insurance("Zed", 1)) == "Zed has no hand in this round"
    assert refused(lambda: g.even_money("Bob")) == (
        "even money is for a blackjack; Bob has not got one"
    )
    g.decline_insurance("Bob")
    assert refused(lambda: g.decline_insurance("bob")) == (
        "Bob has already answered the insurance offer"
    )


def test_the_insurance_limit_rounds_down() -> None:
    g = blackjack_table("10 A 9 7", {"Bob": 15})
    g.deal()
    assert refused(lambda: g.take_insurance("Bob", 8)) == "insurance is at most half the bet: $7"
    assert g.take_insurance("Bob", 7)[0] == InsurancePlaced("Bob", 7, 978)


def test_playing_a_blackjack_while_insurance_is_open_is_refused() -> None:
    """Bob's blackjack is finished: he answers even money or insurance, he does not play.
    (The words are those for no hand in play; only the refusal itself is pinned here.)"""
    g = blackjack_table("A A K 7", {"Bob": 10})
    g.deal()
    assert g.phase is Phase.INSURANCE and g.turn() is None and g.allowed("Bob") == frozenset()
    for play in (g.stand, g.hit, g.double, g.split):
        with pytest.raises(BlackjackError):
            play("Bob")
    assert g.phase is Phase.INSURANCE and g.awaiting_insurance() == ["Bob"]
    assert [c.label for c in g.hands("Bob")[0].cards] == ["A", "K"] and g.chips("Bob") == 990


def test_insurance_without_an_ace() -> None:
    g = blackjack_table("10 9 9 7", {"Bob": 10})
    g.deal()
    assert refused(lambda: g.decline_insurance("Bob")) == (
        "insurance is offered only when the dealer shows an ace"
    )


# playing a hand ----------------------------------------------------------------------------
def test_playing_out_of_turn_or_between_rounds() -> None:
    g = blackjack_table("10 10 9 7 8 8", {"Bob": 10, "Al": 10})
    assert refused(lambda: g.stand("Bob")) == "no hand is in play: bet and deal() first"
    g.deal()
    assert refused(lambda: g.hit("al")) == "it is Bob's turn, not Al's"


def test_doubling_refusals() -> None:
    g = blackjack_table("2 9 3 7 2", {"Bob": 10})
    g.deal()
    g.hit("Bob")
    assert refused(lambda: g.double("Bob")) == "a hand doubles only on its first two cards"
    g = blackjack_table("8 9 8 7 3", {"Bob": 10}, double_after_split=False)
    g.deal()
    g.split("Bob")
    assert refused(lambda: g.double("Bob")) == "no doubling after a split at this table"
    g = blackjack_table("5 9 3 7", {"Bob": 10}, doubles=Doubles.NINE_TO_ELEVEN)
    g.deal()
    assert refused(lambda: g.double("Bob")) == "doubles are allowed on hard 9-11 only"
    g = blackjack_table("6 9 5 7", {"Bob": 10}, chips=15)
    g.deal()
    assert refused(lambda: g.double("Bob")) == "Bob has only $5"


def test_splitting_refusals() -> None:
    g = blackjack_table("J 9 Q 7", {"Bob": 10})
    g.deal()
    assert refused(lambda: g.split("Bob")) == "only two cards of the same rank split"
    g = blackjack_table("8 9 8 7 8 8", {"Bob": 10}, max_hands=2)
    g.deal()
    g.split("Bob")
    assert refused(lambda: g.split("Bob")) == "a player splits to at most 2 hands"
    g = blackjack_table("8 9 8 7", {"Bob": 10}, chips=19)
    g.deal()
    assert refused(lambda: g.split("Bob")) == "Bob has only $9"


def test_split_aces_take_no_hit_nor_double() -> None:
    g = blackjack_table("A 9 A 7 A 5", {"Bob": 10}, resplit_aces=True)
    g.deal()
    g.split("Bob")
    assert refused(lambda: g.hit("Bob")) == "split aces take one card each"
    assert refused(lambda: g.double("Bob")) == "split aces take one card each"


def test_surrender_refusals() -> None:
    g = blackjack_table("10 9 6 K", {"Bob": 10})
    g.deal()
    assert refused(lambda: g.surrender("Bob")) == "no surrender at this table"
    g = blackjack_table("8 9 8 7 2 2", {"Bob": 10}, late_surrender=True)
    g.deal()
    g.hit("Bob")
    assert refused(lambda: g.surrender("Bob")) == (
        "surrender is only the first decision on the first two cards"
    )


# cards and table options ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["1", "Ax", "", " 11 "])
def test_a_card_that_is_not_one(text: str) -> None:
    assert refused(lambda: card(text)) == (
        f"a card is a rank 2-10, J, Q, K or A with an optional suit s/h/d/c, not {text!r}"
    )


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"decks": 0}, "a shoe holds 1 to 8 decks, not 0"),
        ({"decks": 9}, "a shoe holds 1 to 8 decks, not 9"),
        ({"dealer": "s17"}, "the dealer rule is S17 or H17, not 's17'"),
        ({"max_hands": 0}, "split hands are limited to 1-8, not 0"),
        ({"max_hands": 9}, "split hands are limited to 1-8, not 9"),
        (
            {"penetration": 24},
            "penetration is 25-95 (% of the shoe), or 0 for a shuffle before every round, not 24",
        ),
        (
            {"penetration": 96},
            "penetration is 25-95 (% of the shoe), or 0 for a shuffle before every round, not 96",
        ),
        (
            {"penetration": 1},
            "penetration is 25-95 (% of the shoe), or 0 for a shuffle before every round, not 1",
        ),
    ],
)
def test_table_options_out_of_range(fields: dict[str, Any], said: str) -> None:
    assert invalid(lambda: TableRules(**fields)) == said


@pytest.mark.parametrize("text", ["3/2", "x:2", "1234:1", "3:2:1", ":2"])
def test_a_payout_that_does_not_look_like_one(text: str) -> None:
    assert invalid(lambda: Payout.parse(text)) == f"a payout looks like 3:2 or 6:5, not {text!r}"


@pytest.mark.parametrize("text", ["0:2", "3:0"])
def test_a_payout_with_a_zero(text: str) -> None:
    assert invalid(lambda: Payout.parse(text)) == "a payout's numbers are at least 1"


def test_doubles_that_are_not_a_rule() -> None:
    assert invalid(lambda: Doubles.parse("8-11")) == "doubles are any, 9-11 or 10-11, not '8-11'"
