"""One-roll bets over all 36 throws, against pay tables written out here independently."""

from __future__ import annotations

import itertools

import pytest

from crapsrepl import Game, GameError, TableRules

DICE = list(itertools.product(range(1, 7), repeat=2))

# Net result of a $20 bet for each total; totals not listed lose $20.
NET: dict[str, dict[int, int]] = {
    "field": {2: 40, 3: 20, 4: 20, 9: 20, 10: 20, 11: 20, 12: 40},
    "any7": {7: 80},
    "any_craps": {2: 140, 3: 140, 12: 140},
    "two": {2: 600},
    "three": {3: 300},
    "yo": {11: 300},
    "twelve": {12: 600},
    "horn": {2: 135, 12: 135, 3: 60, 11: 60},
    "world": {2: 104, 12: 104, 3: 44, 11: 44, 7: 0},
    "ce": {2: 60, 3: 60, 12: 60, 11: 140},
}


def one_roll(kind: str, d1: int, d2: int, rules: TableRules | None = None) -> int:
    g = Game(rules=rules)
    g.add_player("Bob", 100)
    g.add_player("Adam", 1000)
    g.place_line_bet("Bob", 10)
    g.place_bet("Adam", kind, 20)
    g.roll(d1, d2)
    assert g.bets("Adam") == []
    return g.chips("Adam") - 1000


@pytest.mark.parametrize("kind", NET)
def test_every_throw(kind: str) -> None:
    for d1, d2 in DICE:
        assert one_roll(kind, d1, d2) == NET[kind].get(d1 + d2, -20), (kind, d1, d2)


def test_field_pays_three_to_one_on_twelve_as_an_option() -> None:
    assert one_roll("field", 6, 6, TableRules(field_twelve=3)) == 60
    assert one_roll("field", 1, 1, TableRules(field_twelve=3)) == 40


@pytest.mark.parametrize(("d1", "d2"), [(2, 5), (5, 2), (3, 3)])
def test_hop_bets_win_on_their_dice_only(d1: int, d2: int) -> None:
    for r1, r2 in DICE:
        g = Game()
        g.add_player("Bob", 100)
        g.add_player("Adam", 100)
        g.place_line_bet("Bob", 10)
        g.place_hop_bet("Adam", d1, d2, 5)
        g.roll(r1, r2)
        won = sorted((r1, r2)) == sorted((d1, d2))
        pay = 150 if d1 == d2 else 75
        assert g.chips("Adam") == 95 + (5 + pay if won else 0)


def test_props_may_be_made_in_either_state_and_taken_down(game: Game) -> None:
    game.place_bet("Adam", "horn", 4)
    game.place_line_bet("Bob", 10)
    game.roll(6)
    game.place_bet("Adam", "any7", 5)
    game.take_down("Adam", "any7")
    assert game.chips("Adam") == 96


def test_world_pushes_on_seven_and_hop_refusals(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.place_bet("Adam", "world", 5)
    game.roll(7)
    assert game.chips("Adam") == 100
    with pytest.raises(GameError, match="two dice, 1 to 6"):
        game.place_hop_bet("Adam", 0, 3, 5)
    with pytest.raises(GameError, match="a field bet takes no number"):
        game.place_bet("Adam", "field", 5, 4)
    with pytest.raises(GameError, match="a hop bet goes on"):
        game.place_bet("Adam", "hop", 5, 21)
