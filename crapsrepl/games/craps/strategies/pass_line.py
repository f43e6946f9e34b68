"""The book's first player: the base bet on the pass line at every come-out."""

from __future__ import annotations

from .base import BetActions, Strategy, TableView, bet_pass_line


class PassLine(Strategy):
    name = "pass-line"
    summary = "the base bet on the pass line at every come-out, nothing else"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
