"""Hardways: 4, 6, 8 or 10 thrown as a pair before a seven or the number the easy way.

Off on a come-out roll unless working (a common casino practice), paid 7:1 on 4/10 and
9:1 on 6/8.
"""

from __future__ import annotations

from ..dice import Throw
from ..rules import TableRules
from .base import Bet, Family, Outcome, Ratio, pays

HARD_PAYS: dict[int, Ratio] = {4: (7, 1), 10: (7, 1), 6: (9, 1), 8: (9, 1)}


class HardwayBet(Bet):
    kind = "hard"
    label = "hard"
    family = Family.HARDWAYS
    pays_text = "7:1 on 4/10, 9:1 on 6/8"
    numbers = (4, 6, 8, 10)
    off_on_come_out = True

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if throw.total == self.number:
            return Outcome.WIN if throw.hard else Outcome.LOSE
        return Outcome.LOSE if throw.total == 7 else None

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        assert self.number is not None
        return pays(self.amount, HARD_PAYS[self.number])
