"""Hold and quit: play another strategy until a win goal or a loss limit, then stop betting.

Once a session is at or past either line (rack plus chips on the table, against the stake)
the player makes no new bets; the bets already out ride to their decision and the session
ends at the next come-out, when the shooter has no pass line bet.
"""

from __future__ import annotations

import numpy as np

from .base import Amounts, BetActions, Mask, Params, Strategy, TableView
from .pass_odds import PassOdds


class Holding:
    """The betting API with every new bet dropped where the player has quit."""

    def __init__(self, bets: BetActions, playing: Mask) -> None:
        self.bets = bets
        self.playing = playing

    def _only(self, amount: Amounts) -> Amounts:
        return np.where(self.playing, amount, 0)

    def place_line_bet(self, amount: Amounts) -> None:
        self.bets.place_line_bet(self._only(amount))

    def place_come_bet(self, amount: Amounts) -> None:
        self.bets.place_come_bet(self._only(amount))

    def place_odds_bet(self, number: int | Amounts, amount: Amounts, on: str | None = None) -> None:
        self.bets.place_odds_bet(number, self._only(amount), on)

    def place_odds_bets(self, amount: Amounts, on: str | None = None) -> None:
        self.bets.place_odds_bets(self._only(amount), on)

    def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
        self.bets.change_odds_bet(number, amount, where & self.playing)

    def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None:
        self.bets.place_bet(kind, self._only(amount), number)

    def take_down(self, kind: str, number: int | None = None, where: Mask | None = None) -> None:
        self.bets.take_down(kind, number, where)


class HoldAndQuit(Strategy):
    name = "hold-and-quit"
    summary = "pass-odds until up --win-goal or down --loss-limit (default half the stake each)"

    def __init__(
        self,
        params: Params | None = None,
        inner: Strategy | None = None,
        win_goal: int | None = None,
        loss_limit: int | None = None,
    ) -> None:
        super().__init__(params)
        self.inner = inner or PassOdds(self.params)
        self.win_goal = win_goal
        self.loss_limit = loss_limit

    def start(self, sessions: int, stake: int) -> None:
        self.inner.start(sessions, stake)
        self.goal = stake + (stake // 2 if self.win_goal is None else self.win_goal)
        self.floor = stake - (stake // 2 if self.loss_limit is None else self.loss_limit)
        self.quit: Mask = np.zeros(sessions, dtype=bool)

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        worth = table.rack + table.on_table
        self.quit |= (worth >= self.goal) | (worth <= self.floor)
        self.inner.place_bets(table, Holding(bets, ~self.quit))

    def keep(self, rows: Mask) -> None:
        super().keep(rows)
        self.inner.keep(rows)
