"""Bets on a box number: place, buy, lay and big 6/8.

Place, buy and big bet the number before a seven; lay bets the seven before the number.
Buy and lay pay true odds for a commission (see ``TableRules.commission_on``). Place, buy
and big are off on a come-out roll unless working; lay always works.
"""

from __future__ import annotations

from typing import ClassVar

from ..dice import POINT_NUMBERS, Throw
from ..rules import TableRules
from .base import Bet, Family, Outcome, Ratio, pays
from .odds import LAY_ODDS, TRUE_ODDS

PLACE_PAYS: dict[int, Ratio] = {
    4: (9, 5),
    10: (9, 5),
    5: (7, 5),
    9: (7, 5),
    6: (7, 6),
    8: (7, 6),
}


class NumberBet(Bet):
    """The number before a seven."""

    family = Family.NUMBERS
    numbers: ClassVar[tuple[int, ...]] = POINT_NUMBERS
    off_on_come_out = True

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if throw.total == self.number:
            return Outcome.WIN
        if throw.total == 7:
            return Outcome.LOSE
        return None


class PlaceBet(NumberBet):
    """Stays up after a win, as at a casino table: only the winnings come back."""

    kind = "place"
    label = "place"
    pays_text = "9:5 on 4/10, 7:5 on 5/9, 7:6 on 6/8"
    stays_up_on_win = True

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        assert self.number is not None
        return pays(self.amount, PLACE_PAYS[self.number])


class BuyBet(NumberBet):
    kind = "buy"
    label = "buy"
    pays_text = "true odds (2:1, 3:2, 6:5) less a commission on the bet"

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        assert self.number is not None
        return pays(self.amount, TRUE_ODDS[self.number])

    def commission(self, rules: TableRules) -> int:
        return rules.commission_on(self.amount)


class LayBet(Bet):
    """The seven before the number; the commission is on the win the bet may make."""

    kind = "lay"
    label = "lay"
    family = Family.NUMBERS
    numbers = POINT_NUMBERS
    pays_text = "true lay odds (1:2, 2:3, 5:6) less a commission on the win"

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if throw.total == 7:
            return Outcome.WIN
        if throw.total == self.number:
            return Outcome.LOSE
        return None

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        assert self.number is not None
        return pays(self.amount, LAY_ODDS[self.number])

    def commission(self, rules: TableRules) -> int:
        assert self.number is not None
        return rules.commission_on(pays(self.amount, LAY_ODDS[self.number]))

    def refusal(self) -> str | None:
        assert self.number is not None
        if pays(self.amount, LAY_ODDS[self.number]) < 1:
            return f"a lay bet on {self.number} must be able to win at least $1"
        return None


class BigBet(NumberBet):
    kind = "big"
    label = "big"
    numbers = (6, 8)
