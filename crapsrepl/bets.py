"""Bets as objects: each class knows when it wins, loses, travels and what it pays.

The table settles any bet through this small interface, so a new kind of bet (don't pass,
place, field, ...) is one new class here, with no change to the game states or the table.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import ClassVar

from .dice import Throw, ThrowKind


class BetKind(Enum):
    PASS = "pass"
    COME = "come"


class Phase(Enum):
    """When a bet may be put down: the state object says which phase the table is in."""

    COME_OUT = "come-out"
    POINT_ON = "point on"


class Outcome(Enum):
    WIN = "win"
    LOSE = "lose"
    RETURN = "return"
    TRAVEL = "travel"


class Step(IntEnum):
    """Settlement order within one roll (RULES.md §5), and so the order of output lines."""

    ONE_ROLL = 0
    NUMBERS = 1
    PASS_LINE = 2
    COME_LINE = 3


# Winnings per stake as (numerator, denominator); amounts are rounded down.
TRUE_ODDS: dict[int, tuple[int, int]] = {
    4: (2, 1),
    10: (2, 1),
    5: (3, 2),
    9: (3, 2),
    6: (6, 5),
    8: (6, 5),
}


def pays(amount: int, ratio: tuple[int, int]) -> int:
    """Winnings at ``ratio``, rounded down in the house's favour."""
    numerator, denominator = ratio
    return amount * numerator // denominator


@dataclass
class Bet(ABC):
    """Chips one player has on one spot; ``number`` is None while the bet waits on a line."""

    player: str
    amount: int
    number: int | None = None
    odds: int = 0

    kind: ClassVar[BetKind]
    placeable: ClassVar[frozenset[Phase]]
    takes_odds: ClassVar[bool] = False
    odds_work_on_come_out: ClassVar[bool] = False

    @property
    @abstractmethod
    def step(self) -> Step: ...

    @abstractmethod
    def decide(self, throw: Throw) -> Outcome | None:
        """What this throw does to the bet itself, or None when it stays as it is."""

    def winnings(self) -> int:
        return self.amount

    def odds_winnings(self) -> int:
        assert self.number is not None
        return pays(self.odds, TRUE_ODDS[self.number])

    def adds_to(self, other: Bet) -> bool:
        """Whether a new bet placed now joins ``other`` rather than sitting beside it."""
        return type(other) is type(self) and other.player == self.player and other.number is None


_ON_THE_LINE: dict[ThrowKind, Outcome] = {
    ThrowKind.NATURAL: Outcome.WIN,
    ThrowKind.ELEVEN: Outcome.WIN,
    ThrowKind.CRAPS: Outcome.LOSE,
    ThrowKind.POINT: Outcome.TRAVEL,
}


class LineBet(Bet):
    """Pass and come share one rule: a come-out of their own, then their number before 7."""

    takes_odds = True

    def decide(self, throw: Throw) -> Outcome | None:
        if self.number is None:
            return _ON_THE_LINE[throw.kind]
        if throw.total == self.number:
            return Outcome.WIN
        if throw.total == 7:
            return Outcome.LOSE
        return None


class PassLineBet(LineBet):
    kind = BetKind.PASS
    placeable = frozenset({Phase.COME_OUT})

    @property
    def step(self) -> Step:
        return Step.PASS_LINE


class ComeBet(LineBet):
    kind = BetKind.COME
    placeable = frozenset({Phase.POINT_ON})

    @property
    def step(self) -> Step:
        return Step.COME_LINE if self.number is None else Step.NUMBERS
