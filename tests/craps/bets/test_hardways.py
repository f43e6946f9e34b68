"""Hardways: the pair before a seven or the easy way; off on the come-out by default."""

from __future__ import annotations

import itertools

import pytest

from crapsrepl import Game, GameError


def with_point() -> Game:
    g = Game()
    g.add_player("Bob", 100)
    g.add_player("Adam", 1000)
    g.place_line_bet("Bob", 10)
    g.roll(5)
    return g


@pytest.mark.parametrize(("number", "pay"), [(4, 7), (6, 9), (8, 9), (10, 7)])
def test_every_throw_while_the_point_is_on(number: int, pay: int) -> None:
    for d1, d2 in itertools.product(range(1, 7), repeat=2):
        if d1 + d2 == 5:
            continue  # the point would be made and the table change state
        g = with_point()
        g.place_bet("Adam", "hard", 10, number)
        g.roll(d1, d2)
        total = d1 + d2
        if total == number and d1 == d2:
            assert g.chips("Adam") == 1000 + 10 * pay
        elif total in (number, 7):
            assert g.chips("Adam") == 990 and g.bets("Adam") == []
        else:
            assert g.chips("Adam") == 990 and g.bets("Adam")[0].number == number


def test_off_on_the_come_out_until_working(game: Game) -> None:
    game.place_bet("Adam", "hard", 5, 6)
    game.place_line_bet("Bob", 10)
    game.roll(7)
    assert game.bets("Adam")[0].amount == 5
    game.set_working("Adam", True)
    game.place_line_bet("Bob", 10)
    game.roll(3, 3)
    assert game.chips("Adam") == 95 + 50


def test_only_even_numbers(game: Game) -> None:
    with pytest.raises(GameError, match="a hard bet goes on 4, 6, 8 or 10, not 5"):
        game.place_bet("Adam", "hard", 5, 5)
