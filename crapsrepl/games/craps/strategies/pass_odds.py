"""Pass line with odds: the odds pay true odds, so they lower the edge per dollar bet."""

from __future__ import annotations

from .base import BetActions, Strategy, TableView, bet_pass_line, take_pass_odds


class PassOdds(Strategy):
    name = "pass-odds"
    summary = "the base bet on the pass line, then odds of --odds times it behind the point"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
        take_pass_odds(table, bets, self.params.odds)
