"""Dice and throws: what two dice show and what kind of throw that is."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .errors import GameError

POINT_NUMBERS = (4, 5, 6, 8, 9, 10)


class ThrowKind(Enum):
    """The book's four species of throw; each maps to one state-change method."""

    CRAPS = "craps"
    NATURAL = "natural"
    ELEVEN = "eleven"
    POINT = "point"


_KIND_BY_TOTAL: dict[int, ThrowKind] = {
    2: ThrowKind.CRAPS,
    3: ThrowKind.CRAPS,
    12: ThrowKind.CRAPS,
    7: ThrowKind.NATURAL,
    11: ThrowKind.ELEVEN,
    **{n: ThrowKind.POINT for n in POINT_NUMBERS},
}


@dataclass(frozen=True, slots=True)
class Throw:
    """One throw of the two dice; the dice are kept because hardways need them."""

    d1: int
    d2: int

    def __post_init__(self) -> None:
        for die in (self.d1, self.d2):
            if not 1 <= die <= 6:
                raise GameError(f"a die shows 1 to 6, not {die}")

    @property
    def total(self) -> int:
        return self.d1 + self.d2

    @property
    def hard(self) -> bool:
        return self.d1 == self.d2

    @property
    def kind(self) -> ThrowKind:
        return _KIND_BY_TOTAL[self.total]

    @classmethod
    def totalling(cls, total: int) -> Throw:
        """The pair shown for a forced total: the lowest first die, so 4-10 come easy."""
        if not 2 <= total <= 12:
            raise GameError(f"a roll totals 2 to 12, not {total}")
        d1 = max(1, total - 6)
        return cls(d1, total - d1)


class Dice:
    """The table's own dice, so a seed replays the same game on every Python version."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def _die(self) -> int:
        return 1 + int(self._rng.random() * 6)

    def throw(self) -> Throw:
        d1 = self._die()
        return Throw(d1, self._die())

    def getstate(self) -> Any:
        return self._rng.getstate()

    def setstate(self, state: Any) -> None:
        self._rng.setstate(state)
