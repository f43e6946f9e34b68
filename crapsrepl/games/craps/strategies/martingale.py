"""Martingale: double after every loss, back to one unit after a win."""

from __future__ import annotations

import numpy as np

from .base import Mask
from .progression import MAX_UNITS, Progression


class Martingale(Progression):
    name = "martingale"
    summary = "pass line; double the bet after a loss, back to the base bet after a win"

    def advance(self, won: Mask, lost: Mask) -> None:
        doubled = np.minimum(self.units * 2, MAX_UNITS)
        self.units = np.where(lost, doubled, np.where(won, 1, self.units))
