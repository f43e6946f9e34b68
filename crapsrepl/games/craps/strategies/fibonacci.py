"""Fibonacci: one step up the sequence after a loss, two steps down after a win."""

from __future__ import annotations

import numpy as np

from .base import Amounts, Mask
from .progression import Progression


def _sequence(count: int) -> list[int]:
    numbers = [1, 1]
    while len(numbers) < count:
        numbers.append(numbers[-1] + numbers[-2])
    return numbers


FIBONACCI = np.array(_sequence(60), dtype=np.int64)


class Fibonacci(Progression):
    name = "fibonacci"
    summary = (
        "pass line of 1, 1, 2, 3, 5, 8 ... units: a step up after a loss, two down after a win"
    )

    def start(self, sessions: int, stake: int) -> None:
        super().start(sessions, stake)
        self.step: Amounts = np.zeros(sessions, dtype=np.int64)

    def advance(self, won: Mask, lost: Mask) -> None:
        up = np.minimum(self.step + 1, len(FIBONACCI) - 1)
        down = np.maximum(self.step - 2, 0)
        self.step = np.where(lost, up, np.where(won, down, self.step))
        self.units = FIBONACCI[self.step]
