"""Line bets: pass and come, the contract bets that carry odds.

Both follow one rule, a come-out of their own and then their number before a seven; they
differ only in when they may be placed and where they sit in the settlement order.
"""

from __future__ import annotations

from ..dice import Throw, ThrowKind
from .base import Bet, BetKind, Outcome, Phase, Step

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
