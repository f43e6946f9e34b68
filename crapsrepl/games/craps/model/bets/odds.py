"""Odds behind a line bet: take odds (pass, come, put) and lay odds (don't pass, don't come).

Odds are not a bet of their own here but a second stake carried by the line bet they sit
behind; this module holds what they pay. Both sides pay true odds, so the house keeps no
edge on them; amounts are rounded down.
"""

from __future__ import annotations

from .base import Ratio, pays

# Winnings per stake as (numerator, denominator) for a bet on the number.
TRUE_ODDS: dict[int, Ratio] = {
    4: (2, 1),
    10: (2, 1),
    5: (3, 2),
    9: (3, 2),
    6: (6, 5),
    8: (6, 5),
}

# Against the number (7 before it): the true odds turned over, 1:2, 2:3, 5:6.
LAY_ODDS: dict[int, Ratio] = {n: (den, num) for n, (num, den) in TRUE_ODDS.items()}


def take_odds_pay(number: int, amount: int) -> int:
    return pays(amount, TRUE_ODDS[number])


def lay_odds_pay(number: int, amount: int) -> int:
    return pays(amount, LAY_ODDS[number])


__all__ = ["LAY_ODDS", "TRUE_ODDS", "lay_odds_pay", "pays", "take_odds_pay"]
