"""The field: a one-roll bet on 2, 3, 4, 9, 10, 11, 12 every roll.

The pass line bet is there because a lone player is the shooter and must have one.
"""

from __future__ import annotations

from .base import BetActions, Strategy, TableView, affordable, bet_pass_line


class Field(Strategy):
    name = "field"
    summary = "the base bet on the field every roll (and the shooter's pass line)"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
        bets.place_bet("field", affordable(table, self.params.bet))
