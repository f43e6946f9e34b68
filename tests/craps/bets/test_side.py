"""Fire and all/tall/small: bets tracked across a shooter's hand."""

from __future__ import annotations

import pytest

from crapsrepl import Game, GameError


def make_points(g: Game, points: list[int]) -> None:
    for point in points:
        g.place_line_bet("Bob", 1)
        g.roll(point)
        g.roll(point)


@pytest.mark.parametrize(("points", "rack"), [([4, 5, 6], 90), ([4, 5, 6, 8], 340)])
def test_fire_is_decided_at_the_seven_out(points: list[int], rack: int) -> None:
    g = Game()
    g.add_player("Bob", 100)
    g.add_player("Adam", 100)
    g.place_bet("Adam", "fire", 10)
    make_points(g, points + [points[0]])  # a point made twice counts once
    assert g.chips("Adam") == 90
    g.place_line_bet("Bob", 1)
    g.roll(9 if 9 not in points else 10)
    g.roll(7)
    assert g.chips("Adam") == rack and g.bets("Adam") == []


def test_fire_pays_at_once_on_the_sixth_point() -> None:
    g = Game()
    g.add_player("Bob", 100)
    g.place_bet("Bob", "fire", 1)
    make_points(g, [4, 5, 6, 8, 9])
    assert g.bets("Bob")[0].kind == "fire"
    make_points(g, [10])
    assert g.bets("Bob") == [] and g.chips("Bob") == 100 + 6 + 999  # six pass line wins too


def test_fire_only_for_a_new_shooter_and_holds_the_dice(game: Game) -> None:
    game.place_bet("Adam", "fire", 5)
    game.take_down("Adam", "fire")
    game.place_bet("Adam", "fire", 5)
    game.place_line_bet("Bob", 10)
    game.roll(11)
    with pytest.raises(GameError, match="only before a new shooter's first roll"):
        game.place_bet("Bob", "fire", 5)
    with pytest.raises(GameError, match="can't be taken down"):
        game.take_down("Adam", "fire")
    with pytest.raises(GameError, match="rides on this shooter's hand"):
        game.pass_dice()


@pytest.mark.parametrize(
    ("kind", "throws", "rack"),
    [
        ("small", [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3)], 100 + 150),
        ("tall", [(4, 4), (4, 5), (5, 5), (5, 6), (6, 6)], 100 + 150),
        ("all", [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (4, 4), (4, 5), (5, 5), (5, 6)], 95),
    ],
)
def test_all_tall_small(kind: str, throws: list[tuple[int, int]], rack: int) -> None:
    g = Game()
    g.add_player("Bob", 1000)
    g.add_player("Adam", 100)
    g.place_bet("Adam", kind, 5)
    for throw in throws:
        if g.point is None:
            g.place_line_bet("Bob", 1)
        g.roll(*throw)
    assert g.chips("Adam") == rack


def roll_with_line(g: Game, total: int) -> None:
    if g.point is None:
        g.place_line_bet(g.shooter or "", 1)
    g.roll(total)


def test_all_pays_150_and_may_be_made_again_only_after_a_seven() -> None:
    g = Game()
    g.add_player("Bob", 1000)
    g.add_player("Adam", 100)
    g.place_bet("Adam", "all", 2)
    for total in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        roll_with_line(g, total)
    assert g.bets("Adam") == [] and g.chips("Adam") == 98 + 2 + 300
    with pytest.raises(GameError, match="all/tall/small bets are made only"):
        g.place_bet("Adam", "small", 1)
    roll_with_line(g, 7)
    g.place_bet("Adam", "small", 1)
    g.take_down("Adam", "small")
    g.place_bet("Adam", "small", 1)
    roll_with_line(g, 2)
    with pytest.raises(GameError, match="can't be taken down"):
        g.take_down("Adam", "small")
    roll_with_line(g, 7)
    # Adam shoots now: small -1, pass line -1 on the 2 and +1 on the 7
    assert g.bets("Adam") == [] and g.chips("Adam") == 400 - 1 - 1 + 1
