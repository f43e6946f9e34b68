"""Line bets: pass, come, don't pass, don't come and put, the bets that carry odds.

Pass and come follow one rule (a come-out of their own, then their number before a seven);
don't pass and don't come the mirror rule with 12 barred; a put bet is a come bet made
straight onto a number. They differ in when they may be placed and where they settle.
"""

from __future__ import annotations

from typing import ClassVar

from ..dice import POINT_NUMBERS, Throw, ThrowKind
from .base import Bet, Family, Outcome, Phase, Step
from .odds import lay_odds_pay, take_odds_pay

_ON_THE_LINE: dict[ThrowKind, Outcome] = {
    ThrowKind.NATURAL: Outcome.WIN,
    ThrowKind.ELEVEN: Outcome.WIN,
    ThrowKind.CRAPS: Outcome.LOSE,
    ThrowKind.POINT: Outcome.TRAVEL,
}

_DONT_ON_THE_LINE: dict[int, Outcome] = {
    2: Outcome.WIN,
    3: Outcome.WIN,
    12: Outcome.PUSH,  # bar 12
    7: Outcome.LOSE,
    11: Outcome.LOSE,
    **{n: Outcome.TRAVEL for n in POINT_NUMBERS},
}


class LineBet(Bet):
    """Pass, come and put: their number before a seven; odds pay true odds."""

    family = Family.LINE
    takes_odds = True
    contract = True
    travels: ClassVar[tuple[int, ...]] = POINT_NUMBERS

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if self.number is None:
            return _ON_THE_LINE[throw.kind]
        if throw.total == self.number:
            return Outcome.WIN
        if throw.total == 7:
            return Outcome.LOSE
        return None

    def odds_winnings(self) -> int:
        assert self.number is not None
        return take_odds_pay(self.number, self.odds)


class PassLineBet(LineBet):
    kind = "pass"
    label = "pass line"
    placeable = frozenset({Phase.COME_OUT})
    step = Step.PASS_LINE

    @classmethod
    def spot(cls, number: int | None) -> str:
        return "the pass line"

    @classmethod
    def status_spot(cls, number: int | None) -> str:
        return "the pass line" + ("" if number is None else f" (point {number})")

    @classmethod
    def odds_spot(cls, number: int | None) -> str:
        return f"odds on {number}"


class ComeBet(LineBet):
    kind = "come"
    label = "come"
    placeable = frozenset({Phase.POINT_ON})

    @property
    def step_now(self) -> Step:
        return Step.COME_LINE if self.number is None else Step.NUMBERS

    @classmethod
    def spot(cls, number: int | None) -> str:
        return "the come line" if number is None else f"come {number}"

    @classmethod
    def odds_spot(cls, number: int | None) -> str:
        return f"odds on come {number}"

    @classmethod
    def travel_text(cls) -> str | None:
        return "come bet"


class PutBet(LineBet):
    """A line bet made straight onto a number while the point is on; takes odds."""

    kind = "put"
    label = "put"
    placeable = frozenset({Phase.POINT_ON})
    numbers = POINT_NUMBERS
    travels = ()


class DontBet(Bet):
    """Don't pass and don't come: 2 or 3 wins, 12 pushes, then 7 before the number."""

    family = Family.LINE
    takes_odds = True
    odds_work_on_come_out = True
    travels = POINT_NUMBERS
    odds_verb = "lays"

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if self.number is None:
            return _DONT_ON_THE_LINE[throw.total]
        if throw.total == 7:
            return Outcome.WIN
        if throw.total == self.number:
            return Outcome.LOSE
        return None

    def odds_winnings(self) -> int:
        assert self.number is not None
        return lay_odds_pay(self.number, self.odds)


class DontPassBet(DontBet):
    kind = "dont_pass"
    label = "don't pass"
    placeable = frozenset({Phase.COME_OUT})
    step = Step.PASS_LINE

    @classmethod
    def spot(cls, number: int | None) -> str:
        return "don't pass"

    @classmethod
    def status_spot(cls, number: int | None) -> str:
        return "don't pass" + ("" if number is None else f" (point {number})")

    @classmethod
    def odds_spot(cls, number: int | None) -> str:
        return f"lay odds on {number}"


class DontComeBet(DontBet):
    kind = "dont_come"
    label = "don't come"
    placeable = frozenset({Phase.POINT_ON})

    @property
    def step_now(self) -> Step:
        return Step.COME_LINE if self.number is None else Step.NUMBERS

    @classmethod
    def spot(cls, number: int | None) -> str:
        return "the don't come line" if number is None else f"don't come {number}"

    @classmethod
    def odds_spot(cls, number: int | None) -> str:
        return f"lay odds on don't come {number}"

    @classmethod
    def travel_text(cls) -> str | None:
        return "don't come bet"
