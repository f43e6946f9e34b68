"""Every refusal's words, exactly as a player reads them (after ``error: ``).

A refusal is the only thing a player learns from a wrong command, so its text is
behaviour: these pin the words, the numbers in them and the command they point to.
"""

from __future__ import annotations

import pytest

from crapsrepl import Game, GameError
from crapsrepl.games.craps.model.rules import Limit, OddsCap, TableRules


def table(*players: tuple[str, int], rules: TableRules | None = None) -> Game:
    game = Game(seed=1, rules=rules or TableRules())
    for name, chips in players:
        game.add_player(name, chips)
    return game


def point_six(**rules: object) -> Game:
    """Bob has $10 on the pass line and the point is 6."""
    game = table(("Bob", 100), rules=TableRules(**rules))  # type: ignore[arg-type]
    game.place_line_bet("Bob", 10)
    game.roll(3, 3)
    return game


def refused(call: object, *args: object) -> str:
    with pytest.raises(GameError) as refusal:
        call(*args)  # type: ignore[operator]
    return str(refusal.value)


def test_a_bet_kind_that_is_not_a_name() -> None:
    got = refused(table(("Bob", 100)).place_bet, "Bob", 5, 10)
    assert got == "the kind of bet is a name such as 'place' or 'field'"


def test_a_bet_kind_nobody_offers_lists_the_kinds() -> None:
    got = refused(table(("Bob", 100)).place_bet, "Bob", "parlay", 10)
    assert got.startswith("no bet called 'parlay'; bets: hard, pass, come, put, dont_pass, ")


def test_an_up_front_commission_the_rack_cannot_cover_says_the_total() -> None:
    got = refused(table(("Bob", 20)).place_bet, "Bob", "buy", 20, 4)
    assert got == "Bob has only $20: the bet and its $1 commission need $21"


def test_odds_changed_to_a_negative_amount() -> None:
    got = refused(point_six().change_odds_bet, "Bob", 6, -1)
    assert got == "the new odds must be a whole number of dollars, 0 or more"


def test_changing_odds_never_placed_points_to_the_right_command() -> None:
    assert refused(point_six().change_odds_bet, "Bob", 6, 10) == (
        "Bob has no odds on 6 to change; use placeOddsBet"
    )
    game = table(("Bob", 100), ("Al", 100))
    game.place_line_bet("Bob", 10)
    game.place_bet("Al", "dont_pass", 10)
    game.roll(3, 3)
    assert refused(game.change_odds_bet, "Al", 6, 10, "dont") == (
        "Al has no odds on 6 to change; use placeLayOddsBet"
    )


def test_odds_on_a_kind_of_bet_that_takes_none_names_those_that_do() -> None:
    got = refused(point_six().place_odds_bet, "Bob", 6, 10, "field")
    assert got == "odds go on pass, come, put, dont_pass, dont_come, not 'field'"


@pytest.mark.parametrize(
    ("on", "said"),
    [
        (None, "Bob has no line bet on 8"),
        ("come", "Bob has no come bet on 8"),
        ("dont_come", "Bob has no don't come bet on 8"),
        ("dont", "Bob has no don't bet on 8"),
    ],
)
def test_odds_with_no_bet_under_them_name_the_bet_looked_for(on: str | None, said: str) -> None:
    assert refused(point_six().place_odds_bet, "Bob", 8, 10, on) == said


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("hop",), "Bob has no bet on hop"),
        (("place",), "Bob has no bet on place"),
        (("place", 6), "Bob has no bet on place 6"),
        (("field",), "Bob has no bet on the field"),
        (("dont_pass",), "Bob has no bet on don't pass"),
    ],
)
def test_taking_down_a_bet_that_is_not_there(args: tuple[object, ...], said: str) -> None:
    assert refused(point_six().take_down, "Bob", *args) == said


def test_a_bet_that_must_stay_names_its_spot() -> None:
    game = point_six()
    game.place_come_bet("Bob", 10)
    game.roll(4, 4)
    assert (
        refused(game.take_down, "Bob", "come", 8) == "Bob's bet on come 8 can't be taken down now"
    )
    assert refused(game.take_down, "Bob", "pass") == (
        "Bob's bet on the pass line can't be taken down now"
    )


def test_the_dice_refusals() -> None:
    game = table(("Bob", 100))
    assert refused(game.roll, 1.5, 2) == "roll takes whole numbers"
    assert refused(game.roll, 1, 2, 3) == "roll takes at most 2 numbers, not 3"
    assert refused(Game(seed=1).roll) == "no players seated: addPlayer first"


def test_a_name_too_long() -> None:
    assert refused(table().add_player, "A" * 21, 10) == "a name has at most 20 characters"


def test_the_fire_bet_keeps_the_shooter_and_remembers_the_points_made() -> None:
    game = table(("Bob", 100))
    game.place_bet("Bob", "fire", 5)
    game.place_line_bet("Bob", 10)
    game.roll(3, 3)
    game.roll(4, 2)
    fire = next(b for b in game.bets("Bob") if b.kind == "fire")
    assert fire.progress == (6,)
    assert refused(game.pass_dice) == "a fire bet rides on this shooter's hand until the seven-out"


@pytest.mark.parametrize(
    ("rules", "said"),
    [
        ({"table_min": 0}, "the table minimum is at least $1"),
        ({"table_min": 10, "table_max": 5}, "the table maximum is below the table minimum"),
        ({"field_twelve": 4}, "the field pays 2:1 or 3:1 on 12"),
        ({"commission_percent": 101}, "the commission is 0 to 100 percent"),
        ({"limits": (Limit("place", 10, 9),)}, "the place limits place:10-9 are not a range"),
    ],
)
def test_table_rules_that_cannot_be(rules: dict[str, object], said: str) -> None:
    with pytest.raises(ValueError) as refusal:
        TableRules(**rules)  # type: ignore[arg-type]
    assert str(refusal.value) == said


def test_table_rules_at_their_edges_are_accepted() -> None:
    assert TableRules(commission_percent=100).commission_on(20) == 20
    assert TableRules(limits=(Limit("place", 10, 10),)).limits_for("place") == (10, 10, "place")


def test_odds_multiples_below_one() -> None:
    with pytest.raises(ValueError, match="^max odds multiples must be at least 1$"):
        OddsCap.parse("0x")
