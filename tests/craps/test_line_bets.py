"""docs/rules.md, "Point off and point on" and "Line bets": pass line and come bets."""

import pytest

from crapsrepl import Game, GameError
from crapsrepl.games.craps.model.events import (
    BetLost,
    BetTravelled,
    BetWon,
    PointMade,
    PointSet,
    SevenOut,
)
from tests.helpers import conserved


@pytest.mark.parametrize(("total", "rack"), [(7, 110), (11, 110), (2, 90), (3, 90), (12, 90)])
def test_come_out_decides_the_pass_line(game: Game, total: int, rack: int) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(total)
    assert game.chips("Bob") == rack
    assert game.point is None and game.bets("Bob") == []
    assert game.shooter == "Bob"


@pytest.mark.parametrize("total", [4, 5, 6, 8, 9, 10])
def test_come_out_point_number_sets_the_point(game: Game, total: int) -> None:
    game.place_line_bet("Bob", 10)
    events = game.roll(total)
    assert game.point == total
    assert PointSet(total) in events
    assert [(b.kind.value, b.number, b.amount) for b in game.bets("Bob")] == [("pass", total, 10)]


def test_point_made_pays_pass_line_and_keeps_shooter(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_line_bet("Adam", 20)
    game.roll(8)
    for other in (2, 3, 11, 12, 4, 6):
        game.roll(other)
        assert game.point == 8
    events = game.roll(8)
    assert PointMade(8) in events
    assert (game.chips("Bob"), game.chips("Adam")) == (110, 120)
    assert game.point is None and game.shooter == "Bob"


def test_seven_out_loses_pass_line_and_passes_dice(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(5)
    events = game.roll(7)
    assert SevenOut(5) in events
    assert game.chips("Bob") == 90
    assert game.shooter == "Adam" and game.point is None


def test_second_pass_line_bet_adds_to_the_first(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_line_bet("bob", 5)
    assert [(b.amount) for b in game.bets("Bob")] == [15]
    game.roll(7)
    assert game.chips("Bob") == 115


def test_any_player_may_bet_the_pass_line(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_line_bet("Adam", 10)
    game.roll(3)
    assert (game.chips("Bob"), game.chips("Adam")) == (90, 90)


def test_pass_line_refused_while_point_on(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(6)
    with pytest.raises(GameError, match="no pass line bets while the point is 6"):
        game.place_line_bet("Adam", 10)


def test_come_refused_while_point_off(game: Game) -> None:
    with pytest.raises(GameError, match="no come bets while the point is off"):
        game.place_come_bet("Adam", 10)


@pytest.fixture
def point_six(game: Game) -> Game:
    game.place_line_bet("Bob", 10)
    game.roll(6)
    return game


@pytest.mark.parametrize(("total", "rack"), [(7, 110), (11, 110), (2, 90), (3, 90), (12, 90)])
def test_come_bet_next_roll_acts_as_its_come_out(point_six: Game, total: int, rack: int) -> None:
    point_six.place_come_bet("Adam", 10)
    point_six.roll(total)
    assert point_six.chips("Adam") == rack
    assert point_six.bets("Adam") == []


def test_come_bet_travels_then_wins_on_its_number(point_six: Game) -> None:
    point_six.place_come_bet("Adam", 10)
    events = point_six.roll(5)
    assert any(isinstance(e, BetTravelled) and e.number == 5 for e in events)
    assert [b.number for b in point_six.bets("Adam")] == [5]
    point_six.roll(5)
    assert point_six.chips("Adam") == 110 and point_six.bets("Adam") == []


def test_come_bet_on_number_loses_to_seven(point_six: Game) -> None:
    point_six.place_come_bet("Adam", 10)
    point_six.roll(9)
    point_six.roll(7)
    assert point_six.chips("Adam") == 90


def test_come_bet_on_point_number_travels_to_the_point(point_six: Game) -> None:
    point_six.place_come_bet("Adam", 10)
    point_six.roll(6)  # point made: pass wins, Adam's come bet moves to 6
    assert point_six.point is None
    assert [b.number for b in point_six.bets("Adam")] == [6]
    assert point_six.chips("Bob") == 110


def test_come_bets_survive_the_round_and_a_new_shooter(point_six: Game) -> None:
    point_six.place_come_bet("Adam", 10)
    point_six.roll(5)
    point_six.roll(6)  # point made; Adam's come 5 stays up
    point_six.pass_dice()
    assert point_six.shooter == "Adam"
    point_six.place_line_bet("Adam", 10)
    point_six.roll(8)
    point_six.roll(5)
    assert point_six.chips("Adam") == 100  # 100 - 10 come - 10 pass + 20 from come 5
    assert [b.kind.value for b in point_six.bets("Adam")] == ["pass"]


def test_two_come_bets_before_one_roll_add_together(point_six: Game) -> None:
    point_six.place_come_bet("Adam", 10)
    point_six.place_come_bet("Adam", 15)
    assert [b.amount for b in point_six.bets("Adam")] == [25]
    point_six.roll(11)
    assert point_six.chips("Adam") == 125


def test_pass_line_and_five_come_bets_on_different_numbers(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(4)
    for number in (5, 6, 8, 9, 10):
        game.place_come_bet("Bob", 10)
        game.roll(number)
    assert sorted(b.number for b in game.bets("Bob") if b.number) == [4, 5, 6, 8, 9, 10]
    assert game.chips("Bob") == 40
    game.roll(7)
    assert game.chips("Bob") == 40 and game.bets("Bob") == []
    assert conserved(game)


def test_settlement_order_numbers_then_pass_then_come_line(point_six: Game) -> None:
    point_six.place_come_bet("Adam", 10)
    point_six.roll(8)
    point_six.place_come_bet("Bob", 5)
    events = point_six.roll(7)
    who = [(type(e).__name__, e.player, e.bet) for e in events if isinstance(e, BetWon | BetLost)]
    assert who == [
        ("BetLost", "Adam", "come"),
        ("BetLost", "Bob", "pass"),
        ("BetWon", "Bob", "come"),
    ]


def test_roll_requires_shooters_pass_line_bet(game: Game) -> None:
    game.place_line_bet("Adam", 10)
    with pytest.raises(
        GameError, match="Bob must bet the pass line or don.t pass before the come-out"
    ):
        game.roll(7)
    assert game.chips("Adam") == 90
