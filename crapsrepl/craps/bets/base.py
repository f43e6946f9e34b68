"""What every bet is: the small interface through which the table settles any bet.

Each bet class knows when it may be placed, what a throw does to it and what it pays, so a
new kind of bet (don't pass, place, field, ...) is one new class in a family module of this
package, with no change to the game states or the table.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import ClassVar

from ..dice import Throw
from .odds import TRUE_ODDS, pays


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
    """Settlement order within one roll (docs/rules.md, "Settlement order"), so output order."""

    ONE_ROLL = 0
    NUMBERS = 1
    PASS_LINE = 2
    COME_LINE = 3


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
