import random

import pytest

from crapsrepl import GameError
from crapsrepl.games.craps.model.dice import Dice, Throw, ThrowKind


@pytest.mark.parametrize(
    ("total", "kind"),
    [
        (2, ThrowKind.CRAPS),
        (3, ThrowKind.CRAPS),
        (12, ThrowKind.CRAPS),
        (7, ThrowKind.NATURAL),
        (11, ThrowKind.ELEVEN),
        (4, ThrowKind.POINT),
        (5, ThrowKind.POINT),
        (6, ThrowKind.POINT),
        (8, ThrowKind.POINT),
        (9, ThrowKind.POINT),
        (10, ThrowKind.POINT),
    ],
)
def test_every_total_has_its_kind(total: int, kind: ThrowKind) -> None:
    assert Throw.totalling(total).kind is kind


@pytest.mark.parametrize(
    ("total", "dice"),
    [(2, (1, 1)), (4, (1, 3)), (7, (1, 6)), (8, (2, 6)), (10, (4, 6)), (12, (6, 6))],
)
def test_forced_total_uses_lowest_first_die(total: int, dice: tuple[int, int]) -> None:
    throw = Throw.totalling(total)
    assert (throw.d1, throw.d2) == dice


@pytest.mark.parametrize("total", [4, 6, 8, 10])
def test_forced_point_numbers_come_easy(total: int) -> None:
    assert not Throw.totalling(total).hard


def test_a_pair_is_hard() -> None:
    assert Throw(3, 3).hard and not Throw(2, 4).hard


@pytest.mark.parametrize("total", [0, 1, 13, -4])
def test_forced_total_out_of_range_is_refused(total: int) -> None:
    with pytest.raises(GameError):
        Throw.totalling(total)


@pytest.mark.parametrize("dice", [(0, 3), (7, 1), (3, -1)])
def test_dice_faces_out_of_range_are_refused(dice: tuple[int, int]) -> None:
    with pytest.raises(GameError):
        Throw(*dice)


def test_seeded_dice_use_the_documented_formula() -> None:
    rng = random.Random(42)
    expected = [(1 + int(rng.random() * 6), 1 + int(rng.random() * 6)) for _ in range(50)]
    dice = Dice(42)
    assert [(t.d1, t.d2) for t in (dice.throw() for _ in range(50))] == expected
