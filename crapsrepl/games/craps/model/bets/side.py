"""Side bets tracked across a shooter's hand: the fire bet and all / tall / small.

These remember the hand so far (``advance`` records each throw before ``decide``), so they
are the only bets whose decision is not a function of the throw alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ..dice import Throw
from ..errors import GameError
from ..rules import TableRules
from .base import Bet, Family, Outcome, Phase, Step, pays

FIRE_PAYS = {4: 24, 5: 249, 6: 999}


@dataclass
class FireBet(Bet):
    """Different points made in one hand: paid at the seven-out for 4 or 5, at once for 6."""

    made: set[int] = field(default_factory=set)

    kind = "fire"
    label = "fire"
    family = Family.SIDE
    pays_text = "24:1 for 4 points, 249:1 for 5, 999:1 for 6"
    placeable = frozenset({Phase.NEW_SHOOTER})
    when_text = "fire bets are made only before a new shooter's first roll"
    progress_text = "points made"
    step = Step.SIDE
    ends_with_hand = True

    def advance(self, throw: Throw, point: int | None) -> None:
        if point is not None and throw.total == point:
            self.made.add(point)

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if point is None:
            return None
        if len(self.made) == 6 or throw.total == 7:
            return Outcome.WIN if len(self.made) in FIRE_PAYS else Outcome.LOSE
        return None

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        return self.amount * FIRE_PAYS[len(self.made)]

    def removable(self, phases: frozenset[Phase]) -> bool:
        return Phase.NEW_SHOOTER in phases

    def progress(self) -> list[int]:
        return sorted(self.made)

    def restore(self, progress: list[int]) -> None:
        if not set(progress) <= {4, 5, 6, 8, 9, 10}:
            raise GameError("a fire bet remembers only point numbers")
        self.made = set(progress)


@dataclass
class AllTallSmallBet(Bet):
    """Every total of its set before a seven (a come-out seven too)."""

    seen: set[int] = field(default_factory=set)

    family = Family.SIDE
    placeable = frozenset({Phase.NEW_SHOOTER, Phase.AFTER_SEVEN})
    when_text = "all/tall/small bets are made only before a shooter's first roll or after a 7"
    progress_text = "rolled"
    step = Step.SIDE
    needs: ClassVar[frozenset[int]] = frozenset()
    ratio: ClassVar[int] = 30

    def advance(self, throw: Throw, point: int | None) -> None:
        if throw.total in self.needs:
            self.seen.add(throw.total)

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if self.seen >= self.needs:
            return Outcome.WIN
        return Outcome.LOSE if throw.total == 7 else None

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        return pays(self.amount, (self.ratio, 1))

    def removable(self, phases: frozenset[Phase]) -> bool:
        return bool(phases & self.placeable)

    def progress(self) -> list[int]:
        return sorted(self.seen)

    def restore(self, progress: list[int]) -> None:
        if not set(progress) <= self.needs:
            raise GameError(f"a {self.label} bet remembers only {sorted(self.needs)}")
        self.seen = set(progress)


class AllBet(AllTallSmallBet):
    kind = "all"
    label = "all"
    pays_text = "150:1"
    needs = frozenset({2, 3, 4, 5, 6, 8, 9, 10, 11, 12})
    ratio = 150


class TallBet(AllTallSmallBet):
    kind = "tall"
    label = "tall"
    pays_text = "30:1"
    needs = frozenset({8, 9, 10, 11, 12})


class SmallBet(AllTallSmallBet):
    kind = "small"
    label = "small"
    pays_text = "30:1"
    needs = frozenset({2, 3, 4, 5, 6})
