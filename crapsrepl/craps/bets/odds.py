"""Odds behind a line bet: paid at true odds, so the house keeps no edge on them.

The odds are not a bet of their own here but a second stake carried by the line bet they
sit behind; this module holds what they pay.
"""

from __future__ import annotations

# Winnings per stake as (numerator, denominator); amounts are rounded down.
TRUE_ODDS: dict[int, tuple[int, int]] = {
    4: (2, 1),
    10: (2, 1),
    5: (3, 2),
    9: (3, 2),
    6: (6, 5),
    8: (6, 5),
}


def pays(amount: int, ratio: tuple[int, int]) -> int:
    """Winnings at ``ratio``, rounded down in the house's favour."""
    numerator, denominator = ratio
    return amount * numerator // denominator
