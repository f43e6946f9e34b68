"""Don't pass, don't come, lay odds and put bets: wins, losses, pushes, travels, odds."""

from __future__ import annotations

import pytest

from crapsrepl import Game, GameError, OddsCap, TableRules
from crapsrepl.games.craps.model.events import BetPushed, BetTravelled
from tests.helpers import conserved


def kinds(game: Game, name: str) -> list[tuple[str, int | None, int, int]]:
    return [(b.kind, b.number, b.amount, b.odds) for b in game.bets(name)]


@pytest.mark.parametrize(("total", "rack"), [(2, 110), (3, 110), (7, 90), (11, 90)])
def test_dont_pass_on_the_come_out(game: Game, total: int, rack: int) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    game.roll(total)
    assert game.chips("Adam") == rack
    assert kinds(game, "Adam") == []


def test_dont_pass_pushes_on_a_come_out_twelve(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    events = game.roll(6, 6)
    assert any(isinstance(e, BetPushed) for e in events)
    assert game.chips("Adam") == 100 and kinds(game, "Adam") == []


@pytest.mark.parametrize(("second", "rack"), [(7, 110), (6, 90)])
def test_dont_pass_after_the_point(game: Game, second: int, rack: int) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    game.roll(6)
    assert kinds(game, "Adam") == [("dont_pass", 6, 10, 0)]
    game.roll(second)
    assert game.chips("Adam") == rack and conserved(game)


@pytest.mark.parametrize(
    ("point", "odds", "win"), [(4, 20, 10), (10, 21, 10), (5, 30, 20), (9, 31, 20), (6, 30, 25)]
)
def test_lay_odds_pay_true_odds_rounded_down(game: Game, point: int, odds: int, win: int) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    game.roll(point)
    game.place_odds_bet("Adam", point, odds, on="dont_pass")
    game.roll(7)
    assert game.chips("Adam") == 100 + 10 + win


def test_lay_odds_lose_with_the_dont_bet(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    game.roll(4)
    game.place_odds_bet("Adam", 4, 40, on="dont")
    game.roll(4)
    assert game.chips("Adam") == 50


def test_dont_come_travels_then_wins_on_seven_with_working_lay_odds(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(5)
    game.place_bet("Adam", "dont_come", 10)
    events = game.roll(9)
    assert BetTravelled("Adam", "dont_come", 9, 10) in events
    game.place_odds_bet("Adam", 9, 30, on="dont_come")
    game.roll(5)  # point made: a come-out follows
    game.place_line_bet("Bob", 10)
    game.roll(7)  # come-out 7: don't come and its lay odds work
    assert game.chips("Adam") == 100 + 10 + 20


@pytest.mark.parametrize(("total", "rack"), [(2, 110), (3, 110), (12, 100), (7, 90), (11, 90)])
def test_dont_come_on_its_own_come_out(game: Game, total: int, rack: int) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(8)
    game.place_bet("Adam", "dont_come", 10)
    game.roll(total)
    assert game.chips("Adam") == rack


def test_change_lay_odds_and_cap_by_the_win(game: Game) -> None:
    g = Game(rules=TableRules(max_lay_odds=OddsCap.parse("6x")))
    g.add_player("Bob", 500)
    g.place_bet("Bob", "dont_pass", 10)
    g.roll(4)
    g.place_odds_bet("Bob", 4, 120, on="dont")  # wins 60 = 6x
    with pytest.raises(GameError, match="may win at most \\$60"):
        g.change_odds_bet("Bob", 4, 122, on="dont")
    g.change_odds_bet("Bob", 4, 40, on="dont")
    assert g.bets("Bob")[0].odds == 40 and g.chips("Bob") == 450


def test_put_bet_wins_takes_odds_and_stays_put(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(4)
    game.place_bet("Adam", "put", 10, 8)
    game.place_odds_bet("Adam", 8, 10, on="put")
    with pytest.raises(GameError, match="can't be taken down"):
        game.take_down("Adam", "put", 8)
    game.roll(8)
    assert game.chips("Adam") == 100 + 10 + 12


def test_put_bet_loses_on_seven_and_needs_the_point_on(game: Game) -> None:
    with pytest.raises(GameError, match="no put bets while the point is off"):
        game.place_bet("Adam", "put", 10, 6)
    game.place_line_bet("Bob", 10)
    game.roll(4)
    game.place_bet("Adam", "put", 10, 6)
    game.roll(7)
    assert game.chips("Adam") == 90


def test_dont_bets_may_come_down_but_not_a_pass_on_its_point(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    game.roll(6)
    game.place_odds_bet("Adam", 6, 12, on="dont")
    game.take_down("Adam", "dont_pass")
    assert game.chips("Adam") == 100 and kinds(game, "Adam") == []
    with pytest.raises(GameError, match="can't be taken down"):
        game.take_down("Bob", "pass")


def test_odds_refusals_name_the_right_command(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "dont_pass", 10)
    game.roll(6)
    with pytest.raises(GameError, match="Adam has no line bet on 6"):
        game.place_odds_bet("Adam", 6, 10)
    with pytest.raises(GameError, match="Bob has no don't bet on 6"):
        game.place_odds_bet("Bob", 6, 10, on="dont")
    with pytest.raises(GameError, match="odds go on pass, come, put"):
        game.place_odds_bet("Bob", 6, 10, on="field")
    game.place_odds_bet("Adam", 6, 12, on="dont")
    with pytest.raises(GameError, match="use changeLayOddsBet"):
        game.place_odds_bet("Adam", 6, 12, on="dont")
    game.change_odds_bet("Adam", 6, 0, on="dont")
    with pytest.raises(GameError, match="use placeLayOddsBet"):
        game.change_odds_bet("Adam", 6, 5, on="dont")
