"""The edges of the table's limits, types and order: each test pins a boundary a one-character
change to the model would move (a ``>`` that becomes ``>=``, an ``or`` that becomes ``and``)."""

from __future__ import annotations

import pytest

from crapsrepl import Game, GameError, OddsCap, TableRules
from crapsrepl.games.craps.model.events import BetLost, BetWon
from tests.helpers import conserved


def seated(rules: TableRules | None = None) -> Game:
    g = Game(seed=1, rules=rules)
    g.add_player("Bob", 500)
    g.add_player("Adam", 500)
    return g


def test_a_bet_exactly_at_the_table_maximum_is_taken() -> None:
    g = seated(TableRules(table_max=50))
    g.place_line_bet("Bob", 50)
    assert g.chips("Bob") == 450


def test_adding_to_a_bet_up_to_the_maximum_is_taken_and_one_more_is_refused() -> None:
    g = seated(TableRules(table_max=50))
    g.place_line_bet("Bob", 30)
    g.place_line_bet("Bob", 20)
    assert [b.amount for b in g.bets("Bob")] == [50]
    with pytest.raises(GameError, match=r"the table maximum is \$50"):
        g.place_line_bet("Bob", 1)
    assert g.chips("Bob") == 450


def test_a_table_whose_minimum_equals_its_maximum() -> None:
    g = seated(TableRules(table_min=25, table_max=25))
    with pytest.raises(GameError, match=r"the table minimum is \$25"):
        g.place_line_bet("Bob", 24)
    g.place_line_bet("Bob", 25)
    assert g.chips("Bob") == 475
    with pytest.raises(GameError, match=r"the table maximum is \$25"):
        g.place_line_bet("Adam", 26)


def test_a_maximum_below_the_minimum_is_refused() -> None:
    with pytest.raises(ValueError, match="below the table minimum"):
        TableRules(table_min=25, table_max=24)


@pytest.mark.parametrize(("text", "label"), [("1x", "1x"), ("1-2-3", "1-2-3x"), ("1", "1x")])
def test_odds_caps_of_one(text: str, label: str) -> None:
    cap = OddsCap.parse(text)
    assert cap.text == label
    assert cap.limit(4, 10) == 10


def test_a_one_times_cap_allows_odds_equal_to_the_line_bet_only() -> None:
    g = seated(TableRules(max_odds=OddsCap.parse("1x")))
    g.place_line_bet("Bob", 10)
    g.roll(4)
    with pytest.raises(GameError, match=r"capped at \$10 \(1x on a \$10 bet\)"):
        g.place_odds_bet("Bob", 4, 11)
    g.place_odds_bet("Bob", 4, 10)
    assert g.bets("Bob")[0].odds == 10


@pytest.mark.parametrize("text", ["0x", "0-1-1", "1-0-1"])
def test_a_cap_multiple_of_zero_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        OddsCap.parse(text)


def test_cap_multiples_have_at_most_six_digits() -> None:
    assert OddsCap.parse("999999x").limit(6, 1) == 999999
    with pytest.raises(ValueError, match="must look like"):
        OddsCap.parse("1000000x")


def test_two_players_leaving_take_both_racks_home() -> None:
    g = Game(seed=1)
    for name, chips in (("Bob", 100), ("Adam", 70), ("Cy", 50)):
        g.add_player(name, chips)
    g.remove_player("Adam")
    g.remove_player("Cy")
    assert g.table.cashed_out == 120
    assert conserved(g)


def test_the_saved_ledger_counts_every_player_who_left(tmp_path: object) -> None:
    from crapsrepl.games.craps.console.persistence import to_document

    g = Game(seed=1)
    for name, chips in (("Bob", 100), ("Adam", 70), ("Cy", 50)):
        g.add_player(name, chips)
    g.remove_player("Adam")
    g.remove_player("Cy")
    doc = to_document(g)
    assert (doc["brought"], doc["cashed_out"]) == (220, 120)


@pytest.mark.parametrize("bad", [10.5, True, "10"])
def test_the_api_refuses_amounts_that_are_not_whole_dollars(bad: object) -> None:
    g = seated()
    with pytest.raises(GameError, match="whole number of dollars"):
        g.place_line_bet("Bob", bad)  # type: ignore[arg-type]
    with pytest.raises(GameError, match="whole number of dollars"):
        g.add_player("Cy", bad)  # type: ignore[arg-type]
    assert g.chips("Bob") == 500
    assert g.players == ["Bob", "Adam"]


@pytest.mark.parametrize("bad", [10.5, True])
def test_the_api_refuses_odds_that_are_not_whole_dollars(bad: object) -> None:
    g = seated()
    g.place_line_bet("Bob", 10)
    g.roll(6)
    with pytest.raises(GameError, match="whole number of dollars"):
        g.place_odds_bet("Bob", 6, bad)  # type: ignore[arg-type]
    g.place_odds_bet("Bob", 6, 10)
    with pytest.raises(GameError, match="whole number of dollars"):
        g.change_odds_bet("Bob", 6, bad)  # type: ignore[arg-type]
    assert (g.bets("Bob")[0].odds, g.chips("Bob")) == (10, 480)


@pytest.mark.parametrize("dice", [(6.0,), (True,), (3, 2.5), (True, 3), (3, True)])
def test_the_api_refuses_dice_that_are_not_whole_numbers(dice: tuple[object, ...]) -> None:
    g = seated()
    g.place_line_bet("Bob", 10)
    with pytest.raises(GameError, match="roll takes whole numbers"):
        g.roll(*dice)  # type: ignore[arg-type]
    assert g.point is None


def test_the_pass_line_settles_before_a_come_bet_of_an_earlier_seat() -> None:
    """Settlement goes by step first (pass line, then the come line), seat order only within."""
    g = Game(seed=1)
    g.add_player("Adam", 100)
    g.add_player("Bob", 100)
    g.place_line_bet("Adam", 10)
    g.place_line_bet("Bob", 10)
    g.roll(6)
    g.place_come_bet("Adam", 10)
    events = [e for e in g.roll(7) if isinstance(e, BetWon | BetLost)]
    assert [(type(e).__name__, e.player, e.bet) for e in events] == [
        ("BetLost", "Adam", "pass"),
        ("BetLost", "Bob", "pass"),
        ("BetWon", "Adam", "come"),
    ]
