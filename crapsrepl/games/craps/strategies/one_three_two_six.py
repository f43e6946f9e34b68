"""1-3-2-6: ride a winning streak through 1, 3, 2 and 6 units, then start again."""

from __future__ import annotations

import numpy as np

from .base import Amounts, Mask
from .progression import Progression

STEPS = np.array([1, 3, 2, 6], dtype=np.int64)


class OneThreeTwoSix(Progression):
    name = "1-3-2-6"
    summary = "pass line of 1, 3, 2, 6 units while it keeps winning; a loss or a 4th win restarts"

    def start(self, sessions: int, stake: int) -> None:
        super().start(sessions, stake)
        self.step: Amounts = np.zeros(sessions, dtype=np.int64)

    def advance(self, won: Mask, lost: Mask) -> None:
        self.step = np.where(lost, 0, np.where(won, (self.step + 1) % len(STEPS), self.step))
        self.units = STEPS[self.step]
