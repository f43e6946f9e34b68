"""Iron cross: place 5, 6, 8 and bet the field, so every total but 7 wins something.

The pass line is there because a lone player is the shooter.
"""

from __future__ import annotations

import numpy as np

from .base import BetActions, Strategy, TableView, affordable, bet_pass_line
from .place_six_eight import place_numbers


class IronCross(Strategy):
    name = "iron-cross"
    summary = "pass line; with the point on, place 5, 6, 8 and the field every roll"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
        place_numbers(table, bets, (5, 6, 8), self.params.bet)
        field = np.where(table.point > 0, affordable(table, self.params.bet), 0)
        bets.place_bet("field", field)
