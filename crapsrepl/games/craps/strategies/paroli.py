"""Paroli, the reverse Martingale: double after a win, for at most three wins in a row."""

from __future__ import annotations

import numpy as np

from .base import Amounts, Mask
from .progression import Progression

STREAK = 3


class Paroli(Progression):
    name = "paroli"
    summary = "pass line; double the bet after a win, back to the base bet after a loss or 3 wins"

    def start(self, sessions: int, stake: int) -> None:
        super().start(sessions, stake)
        self.wins: Amounts = np.zeros(sessions, dtype=np.int64)

    def advance(self, won: Mask, lost: Mask) -> None:
        self.wins = np.where(lost, 0, np.where(won, (self.wins + 1) % STREAK, self.wins))
        self.units = 2**self.wins
