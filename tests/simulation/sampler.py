"""A test player that puts every kind of bet on the table, as the differential tests need.

Before each roll every session picks, from its rack, the point and its turn, one bet of
the menu (every kind on every number it takes, hops by a few dice) and an amount from $1
up (small amounts meet the rounding, the lay bet's $1 floor, the commission's rounding);
then odds and lay odds behind its line bets (number by number, and every number in one
call), a change of odds, and a take-down. At a come-out it bets the pass line or, every
third turn, don't pass, so it always shoots.
"""

from __future__ import annotations

import numpy as np

from crapsrepl.games.craps.model.bets import REGISTRY, hop_number
from crapsrepl.games.craps.strategies import BetActions, Strategy, TableView
from crapsrepl.games.craps.strategies.base import Amounts

HOPS = (hop_number(1, 1), hop_number(2, 5), hop_number(3, 3), hop_number(4, 6))
MENU = [
    (kind, number)
    for kind, cls in REGISTRY.items()
    if kind not in ("pass", "dont_pass")
    for number in ((HOPS if kind == "hop" else cls.numbers) or (None,))
]
DOWN = [
    ("place", 6), ("buy", 4), ("lay", 10), ("dont_come", 5), ("hard", 8), ("field", None),
    ("fire", None), ("small", None), ("put", 9), ("come", 6), ("big", 8), ("all", None),
]  # fmt: skip
NUMBERS = np.array([4, 5, 6, 8, 9, 10])[:, None]  # a row per point number
ODDS_ON = ("come", "put", "dont", "dont_come", None, "bogus")


class Sampler(Strategy):
    name = "sampler"

    def start(self, sessions: int, stake: int) -> None:
        self.turn: Amounts = np.zeros(sessions, dtype=np.int64)

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        self.turn = self.turn + 1
        seed = table.rack * 7 + table.point * 13 + self.turn * 5
        amount = 1 + (table.rack + self.turn) % 23
        come_out = (table.point == 0) & (table.flat("pass") == 0) & (table.flat("dont_pass") == 0)
        dark = self.turn % 3 == 0
        line = np.minimum(5 + self.turn % 11, table.rack)
        bets.place_line_bet(np.where(come_out & ~dark, line, 0))
        bets.place_bet("dont_pass", np.where(come_out & dark, line, 0))
        pick = seed % len(MENU)
        for i, (kind, number) in enumerate(MENU):
            bets.place_bet(kind, np.where(pick == i, amount, 0), number)
        odds = 1 + seed % 37
        bets.place_odds_bet(table.point, np.where(seed % 2 == 0, odds, 0))
        bets.place_odds_bet(table.point, np.where(seed % 3 == 0, odds, 0), on="dont_pass")
        for number in (4, 5, 6, 8, 9, 10):
            on = ODDS_ON[(number + int(self.turn[0])) % len(ODDS_ON)]
            bets.place_odds_bet(number, np.where(seed % 4 == number % 4, odds, 0), on=on)
        on = ODDS_ON[int(self.turn[0]) % len(ODDS_ON)]
        bets.place_odds_bets(np.where(seed % 5 == NUMBERS % 5, odds + 1, 0), on=on)
        bets.change_odds_bet(table.point, (seed % 5) * 3, seed % 7 == 0)
        kind, number = DOWN[int(self.turn[0]) % len(DOWN)]
        bets.take_down(kind, number, seed % 3 == 1)
