"""Progressions: a pass line bet whose size follows the wins and losses before it.

Each progression only says how its stake, in units of the base bet, moves after a win or a
loss; a push leaves it alone. The bet is cut to what the rack holds and the table maximum.
"""

from __future__ import annotations

from abc import abstractmethod

import numpy as np

from .base import Amounts, BetActions, Mask, Strategy, TableView, bet_pass_line

MAX_UNITS = 1 << 40


class Progression(Strategy):
    def start(self, sessions: int, stake: int) -> None:
        self.units: Amounts = np.ones(sessions, dtype=np.int64)

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        result = table.result("pass")
        won, lost = result > 0, result < 0
        if won.any() or lost.any():
            self.advance(won, lost)
        bet_pass_line(table, bets, np.minimum(self.units, MAX_UNITS) * self.params.bet)

    @abstractmethod
    def advance(self, won: Mask, lost: Mask) -> None:
        """Move ``self.units`` after the pass line bet won (``won``) or lost (``lost``)."""
