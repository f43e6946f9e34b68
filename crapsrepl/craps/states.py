"""The two game states as objects: each decides the call for a throw and the next state.

Following the book's CrapsGameState, the throw's kind picks one of four methods (craps,
natural, eleven, point); the state answers with a Transition. The table never inspects
totals itself.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from .bets import Bet, Phase
from .dice import Throw, ThrowKind
from .events import Call, Event, PointMade, PointSet, SevenOut
from .rules import TableRules


@dataclass(frozen=True, slots=True)
class Transition:
    call: Call
    next: GameState
    events: tuple[Event, ...] = ()
    seven_out: bool = False


class GameState(ABC):
    phase: ClassVar[Phase]
    point: int | None = None

    def allows(self, bet_type: type[Bet]) -> bool:
        return self.phase in bet_type.placeable

    @abstractmethod
    def odds_working(self, bet: Bet, rules: TableRules) -> bool: ...

    def after(self, throw: Throw) -> Transition:
        by_kind = {
            ThrowKind.CRAPS: self.craps,
            ThrowKind.NATURAL: self.natural,
            ThrowKind.ELEVEN: self.eleven,
            ThrowKind.POINT: self.point_number,
        }
        return by_kind[throw.kind](throw)

    @abstractmethod
    def craps(self, throw: Throw) -> Transition: ...

    @abstractmethod
    def natural(self, throw: Throw) -> Transition: ...

    @abstractmethod
    def eleven(self, throw: Throw) -> Transition: ...

    @abstractmethod
    def point_number(self, throw: Throw) -> Transition: ...


class PointOff(GameState):
    """Come-out: the next throw decides the pass line or sets the point."""

    phase = Phase.COME_OUT

    def odds_working(self, bet: Bet, rules: TableRules) -> bool:
        return bet.odds_work_on_come_out or rules.come_odds_working

    def craps(self, throw: Throw) -> Transition:
        return Transition(Call.CRAPS, self)

    def natural(self, throw: Throw) -> Transition:
        return Transition(Call.NATURAL, self)

    def eleven(self, throw: Throw) -> Transition:
        return Transition(Call.ELEVEN, self)

    def point_number(self, throw: Throw) -> Transition:
        return Transition(Call.POINT_SET, PointOn(throw.total), (PointSet(throw.total),))

    def __repr__(self) -> str:
        return "PointOff()"


class PointOn(GameState):
    """A point is on: only the point or a seven ends the round."""

    phase = Phase.POINT_ON

    def __init__(self, point: int) -> None:
        self.point = point

    def odds_working(self, bet: Bet, rules: TableRules) -> bool:
        return True

    def _no_decision(self, throw: Throw) -> Transition:
        return Transition(Call.NO_DECISION, self)

    craps = _no_decision
    eleven = _no_decision

    def natural(self, throw: Throw) -> Transition:
        assert self.point is not None
        return Transition(Call.SEVEN_OUT, PointOff(), (SevenOut(self.point),), seven_out=True)

    def point_number(self, throw: Throw) -> Transition:
        if throw.total != self.point:
            return self._no_decision(throw)
        return Transition(Call.POINT_MADE, PointOff(), (PointMade(throw.total),))

    def __repr__(self) -> str:
        return f"PointOn({self.point})"
