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
        rows = np.arange(len(self.first))
        first = self.line[rows, self.first]
        last = self.line[rows, np.maximum(self.end - 1, 0)]
        return np.where(self.end - self.first >= 2, first + last, first)

    def advance(self, won: Mask, lost: Mask) -> None:
        rows = lost.nonzero()[0]
        if len(rows):  # write the units just lost at the end of the line
            at = self.end[rows]
            if (at >= self.line.shape[1]).any():
                self.line = np.concatenate([self.line, np.zeros_like(self.line)], axis=1)
            self.line[rows, at] = self.units[rows]
        both_ends = won & (self.end - self.first >= 2)
        self.first = self.first + won
        self.end = self.end + lost - both_ends
        done = self.first >= self.end
        if done.any():  # every number crossed off: start the line again
            self.line[done] = 0
            self.line[done, : len(START)] = START
            self.first[done] = 0
            self.end[done] = len(START)
        self.units = self._stake()
