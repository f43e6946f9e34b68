"""Labouchère (cancellation): bet the first plus the last number of a line of units.

The line starts as 1 2 3 4. A win crosses off both ends; a loss writes the units just lost
at the end. When every number is crossed off the player is 10 units up and starts again.
"""

from __future__ import annotations

import numpy as np

from .base import Amounts, Mask
from .progression import Progression

START = np.array([1, 2, 3, 4], dtype=np.int64)


class Labouchere(Progression):
    name = "labouchere"
    summary = "pass line of first + last units of 1 2 3 4; a win crosses both off, a loss adds it"

    def start(self, sessions: int, stake: int) -> None:
        self.line: Amounts = np.zeros((sessions, 2 * len(START)), dtype=np.int64)
        self.line[:, : len(START)] = START
        self.first: Amounts = np.zeros(sessions, dtype=np.int64)
        self.end: Amounts = np.full(sessions, len(START), dtype=np.int64)
        self.units = self._stake()

    def _stake(self) -> Amounts:
        """First plus last number of each line (the first alone when one is left), read by
        flat index (``take``): several times quicker than a 2-D fancy index."""
        width = self.line.shape[1]
        row = np.arange(0, len(self.first) * width, width)
        first = self.line.take(row + self.first)
        last = self.line.take(row + self.end - 1)  # a line is never empty: end > first
        return np.where(self.end - self.first >= 2, first + last, first)

    def advance(self, won: Mask, lost: Mask) -> None:
        rows = lost.nonzero()[0]
        if len(rows):  # write the units just lost at the end of the line
            at = self.end[rows]
            if (at >= self.line.shape[1]).any():
                self.line = np.concatenate([self.line, np.zeros_like(self.line)], axis=1)
            self.line.put(rows * self.line.shape[1] + at, self.units[rows])
        both_ends = won & (self.end - self.first >= 2)
        self.first = self.first + won
        self.end = self.end + lost - both_ends
        done = (self.first >= self.end).nonzero()[0]
        if len(done):  # every number crossed off: start the line again
            self.line[done] = 0
            self.line[done, : len(START)] = START
            self.first[done] = 0
            self.end[done] = len(START)
        self.units = self._stake()
