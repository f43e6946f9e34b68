"""Don't pass with lay odds: the dark side, laying odds behind the point.

A lone don't bettor shoots on the don't pass bet, as the table allows.
"""

from __future__ import annotations

import numpy as np

from .base import BetActions, Strategy, TableView, affordable


class DontPassLay(Strategy):
    name = "dont-pass-lay"
    summary = "don't pass, then lay --odds times it against the point"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        dont = "dont_pass"
        waiting = (table.point == 0) & (table.flat(dont) == 0)
        bets.place_bet("dont_pass", np.where(waiting, affordable(table, self.params.bet), 0))
        line = np.where(table.at_point(dont, odds=True) == 0, table.at_point(dont), 0)
        lay = np.minimum(line * self.params.odds, table.rack)
        bets.place_odds_bet(table.point, lay, on="dont_pass")
