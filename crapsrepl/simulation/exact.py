"""Exact house edges, solved from the same settlement tables the fast path plays.

For a bet placed in a slot, the throws lead it to a win, a loss, a return, a move to
another slot, or nothing yet. Solving that small chain exactly (with fractions) gives the
expected result per bet and the chance it is decided; their ratio is the edge per dollar
decided, which is what the simulator measures. Payouts are taken unrounded.
"""

from __future__ import annotations

from fractions import Fraction

from .tables import LOSE, NONE, POSITIONS, RETURN, TRAVEL, WIN, Tables, position

ONE_THROW = Fraction(1, 36)


Solved = dict[int, tuple[Fraction, Fraction]]


def _flat(t: Tables, slot: int, seen: Solved) -> tuple[Fraction, Fraction]:
    """(expected result, chance decided) per $1 in ``slot``."""
    if slot in seen:
        return seen[slot]
    ratio = Fraction(int(t.win_num[slot]), int(t.win_den[slot]))
    value = decided = stay = Fraction(0)
    for throw in range(36):
        code = int(t.outcome[throw, slot])
        if code == WIN:
            value, decided = value + ONE_THROW * ratio, decided + ONE_THROW
        elif code == LOSE:
            value, decided = value - ONE_THROW, decided + ONE_THROW
        elif code == TRAVEL:
            moved_value, moved_decided = _flat(t, int(t.dest[throw, slot]), seen)
            value, decided = value + ONE_THROW * moved_value, decided + ONE_THROW * moved_decided
        elif code == NONE:
            stay += ONE_THROW
        else:
            assert code == RETURN
    seen[slot] = (value / (1 - stay), decided / (1 - stay))
    return seen[slot]


def _odds(t: Tables, slot: int) -> tuple[Fraction, Fraction]:
    ratio = Fraction(int(t.odds_num[slot]), int(t.odds_den[slot]))
    wins = sum(int(t.outcome[throw, slot]) == WIN for throw in range(36))
    losses = sum(int(t.outcome[throw, slot]) == LOSE for throw in range(36))
    return Fraction(wins, 36) * ratio - Fraction(losses, 36), Fraction(wins + losses, 36)


def family_edges(t: Tables) -> list[tuple[Fraction, Fraction]]:
    """Per bet family: (edge of the bet as placed, edge of its odds), per dollar decided.

    A family's bet is placed waiting on its line; its odds are the average over the
    numbers, which is exact when every number's odds have the same edge (true odds: 0).
    """
    seen: Solved = {}
    edges = []
    for family in range(len(t.families)):
        value, decided = _flat(t, t.slot(family, None), seen)
        odds_edges = set()
        for number in (4, 5, 6, 8, 9, 10):
            slot = family * POSITIONS + position(number)
            if family in t.takes_odds:
                odds_value, odds_decided = _odds(t, slot)
                odds_edges.add(-odds_value / odds_decided)
        if len(odds_edges) > 1:
            raise ValueError("odds edges differ by number: weigh them by number")
        odds_edge = odds_edges.pop() if odds_edges else Fraction(0)
        edges.append((-value / decided, odds_edge))
    return edges
