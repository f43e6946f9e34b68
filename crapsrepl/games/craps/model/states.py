"""The two game states as objects: each decides the call for a throw and the next state.

Following the book's CrapsGameState, the throw's kind picks one of four methods (craps,
natural, eleven, point); the state answers with a Transition. The state also says which
bets may be placed (the book's ``isValid``: ``allows``) and which work on this throw
(``isWorking``: ``works`` and ``odds_working``). The table never inspects totals itself.
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

    @property
    def phases(self) -> frozenset[Phase]:
        return frozenset({self.phase})

    def allows(self, bet_type: type[Bet]) -> bool:
        return bool(self.phases & bet_type.placeable)

    @abstractmethod
    def works(self, bet: Bet, rules: TableRules, player_on: bool | None = None) -> bool:
        """Whether ``bet`` is working on the next throw; ``player_on`` is the player's
        own choice for their off-by-default bets (None: the table's default)."""

    @abstractmethod
    def odds_working(self, bet: Bet, rules: TableRules, player_on: bool | None = None) -> bool: ...

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
    """Come-out: the next throw decides the pass line or sets the point.

    ``new_shooter``: the shooter has not thrown yet (fire bets may be made);
    ``after_seven``: the last throw was a seven (all/tall/small may be made).
    """

    phase = Phase.COME_OUT

    def __init__(self, new_shooter: bool = False, after_seven: bool = False) -> None:
        self.new_shooter = new_shooter
        self.after_seven = after_seven

    @property
    def phases(self) -> frozenset[Phase]:
        extra = {Phase.NEW_SHOOTER} if self.new_shooter else set()
        if self.after_seven:
            extra.add(Phase.AFTER_SEVEN)
        return frozenset({Phase.COME_OUT, *extra})

    def works(self, bet: Bet, rules: TableRules, player_on: bool | None = None) -> bool:
        if not bet.off_on_come_out:
            return True
        return rules.come_out_working if player_on is None else player_on

    def odds_working(self, bet: Bet, rules: TableRules, player_on: bool | None = None) -> bool:
        if bet.odds_work_on_come_out:
            return True
        return rules.come_odds_working if player_on is None else player_on

    def craps(self, throw: Throw) -> Transition:
        return Transition(Call.CRAPS, PointOff())

    def natural(self, throw: Throw) -> Transition:
        return Transition(Call.NATURAL, PointOff(after_seven=True))

    def eleven(self, throw: Throw) -> Transition:
        return Transition(Call.ELEVEN, PointOff())

    def point_number(self, throw: Throw) -> Transition:
        return Transition(Call.POINT_SET, PointOn(throw.total), (PointSet(throw.total),))

    def __repr__(self) -> str:
        return f"PointOff(new_shooter={self.new_shooter}, after_seven={self.after_seven})"


class PointOn(GameState):
    """A point is on: only the point or a seven ends the round; every bet works."""

    phase = Phase.POINT_ON

    def __init__(self, point: int) -> None:
        self.point = point

    def works(self, bet: Bet, rules: TableRules, player_on: bool | None = None) -> bool:
        return True

    def odds_working(self, bet: Bet, rules: TableRules, player_on: bool | None = None) -> bool:
        return True

    def _no_decision(self, throw: Throw) -> Transition:
        return Transition(Call.NO_DECISION, self)

    craps = _no_decision
    eleven = _no_decision

    def natural(self, throw: Throw) -> Transition:
        assert self.point is not None
        return Transition(
            Call.SEVEN_OUT, PointOff(new_shooter=True), (SevenOut(self.point),), seven_out=True
        )

    def point_number(self, throw: Throw) -> Transition:
        if throw.total != self.point:
            return self._no_decision(throw)
        return Transition(Call.POINT_MADE, PointOff(), (PointMade(throw.total),))

    def __repr__(self) -> str:
        return f"PointOn({self.point})"
