"""Place 6 and 8: pass line, then $6-multiples on the 6 and the 8."""

from __future__ import annotations

import numpy as np

from .base import BetActions, Strategy, TableView, affordable, bet_pass_line


def place_numbers(table: TableView, bets: BetActions, numbers: tuple[int, ...], unit: int) -> None:
    """Place each of ``numbers`` (6/8 rounded up to a multiple of $6) once the point is on."""
    place = "place"
    for number in numbers:
        amount = -(-unit // 6) * 6 if number in (6, 8) else unit
        bare = (table.point > 0) & (table.flat(place, number) == 0)
        bets.place_bet("place", np.where(bare, affordable(table, amount), 0), number)


class PlaceSixEight(Strategy):
    name = "place-6-8"
    summary = "pass line, then place the 6 and the 8 once the point is on"

    def place_bets(self, table: TableView, bets: BetActions) -> None:
        bet_pass_line(table, bets, self.params.bet)
        place_numbers(table, bets, (6, 8), self.params.bet)
