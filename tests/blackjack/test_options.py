from __future__ import annotations

import pytest

from crapsrepl.games.blackjack.model import BlackjackGame, Doubles, Payout, TableRules
from crapsrepl.games.blackjack.model.rules import SIX_TO_FIVE, THREE_TO_TWO


def test_defaults_are_a_common_six_deck_shoe_game() -> None:
    rules = TableRules()
    assert (rules.decks, rules.dealer, rules.blackjack_pays) == (6, "S17", THREE_TO_TWO)
    assert rules.double_after_split and rules.doubles is Doubles.ANY
    assert (rules.max_hands, rules.resplit_aces, rules.late_surrender) == (4, False, False)
    assert rules.insurance_pays == Payout(2, 1) and rules.penetration == 75
    assert BlackjackGame(seed=1).shoe.size == 312


@pytest.mark.parametrize("decks", [1, 2, 8])
def test_decks(decks: int) -> None:
    assert BlackjackGame(seed=1, rules=TableRules(decks=decks)).shoe.size == 52 * decks


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"decks": 0}, "1 to 8 decks"),
        ({"decks": 9}, "1 to 8 decks"),
        ({"dealer": "S18"}, "S17 or H17"),
        ({"max_hands": 0}, "1-8"),
        ({"penetration": 99}, "25-95"),
        ({"penetration": 10}, "25-95"),
    ],
)
def test_bad_options(fields: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        TableRules(**fields)  # type: ignore[arg-type]


def test_payouts() -> None:
    assert Payout.parse("6:5") == SIX_TO_FIVE and SIX_TO_FIVE.text == "6:5"
    dollar_chips = TableRules(chip_cents=100)  # the model's own default: $1 chips
    assert [dollar_chips.blackjack_win(b) for b in (2, 5, 10, 25)] == [3, 7, 15, 37]
    six_to_five = TableRules(blackjack_pays=SIX_TO_FIVE)
    assert [six_to_five.blackjack_win(b) for b in (5, 7, 10)] == [6, 8, 12]
    assert THREE_TO_TWO.text == "3:2"
    for bad in ("3/2", "3:0", "x:2", "1234:1"):
        with pytest.raises(ValueError, match="payout"):
            Payout.parse(bad)


def test_doubles_parse_by_value() -> None:
    assert [Doubles.parse(v) for v in ("any", "9-11", " 10-11 ")] == list(Doubles)
    with pytest.raises(ValueError, match="doubles are any, 9-11 or 10-11, not '8-11'"):
        Doubles.parse("8-11")
