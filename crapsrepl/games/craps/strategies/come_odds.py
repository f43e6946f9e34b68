"""Come bets with odds: the three-point molly, and a come bet on every roll.

Odds go on each come bet as soon as it moves to its number; ``come-odds`` is the script the
speed benchmark plays ($10 pass line + $20 odds, $10 come bets with $20 odds).
"""

from __future__ import annotations

import numpy as np

from ..model.dice import POINT_NUMBERS
from .base import (
    Amounts,
    BetActions,
    Mask,
    Strategy,
    TableView,
    affordable,
    bet_pass_line,
    odds_for,
    take_pass_odds,
)

_NUMBERS = np.array(POINT_NUMBERS, dtype=np.int64)[:, None]  # a column: one per row


def line_bets(table: TableView) -> Amounts:
    """How many line bets (pass and come, waiting or on a number) each session has."""
    waiting = [table.flat("pass"), table.flat("come")]
    bets = np.vstack([*waiting, table.on_numbers("pass"), table.on_numbers("come")])
    count: Amounts = (bets > 0).sum(axis=0)
    return count


def come_odds(table: TableView, bets: BetActions, multiple: int) -> None:
    """Odds of ``multiple`` times each come bet that sits on a number without odds, all
    numbers in one call (a row per point number)."""
    line, taken = table.on_numbers("come"), table.on_numbers("come", odds=True)
    wanted = odds_for(table, _NUMBERS, line, multiple)
    bets.place_odds_bets(np.where((line > 0) & (taken == 0), wanted, 0))


def come_bet(table: TableView, bets: BetActions, amount: int, where: Mask) -> None:
    wanted = (table.point > 0) & (table.flat("come") == 0) & where
    bets.place_come_bet(np.where(wanted, affordable(table, amount), 0))


class ThreePointMolly(Strategy):
    name = "three-point-molly"
    summary = "pass line and up to two come bets (three numbers working), each with odds"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
        take_pass_odds(table, bets, self.params.odds)
        come_odds(table, bets, self.params.odds)
        come_bet(table, bets, self.params.bet, line_bets(table) < 3)


class ComeOdds(Strategy):
    name = "come-odds"
    summary = "pass line with odds and a come bet on every roll with the point on, all with odds"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
        take_pass_odds(table, bets, self.params.odds)
        come_odds(table, bets, self.params.odds)
        come_bet(table, bets, self.params.bet, np.ones(table.sessions, dtype=bool))
