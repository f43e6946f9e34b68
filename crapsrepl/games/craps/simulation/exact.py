"""Exact house edges, solved from the same settlement tables the fast path plays.

For a bet placed in a slot, the throws lead it to a win, a loss, a return, a move to
another slot, or nothing yet. Solving that small chain exactly (with fractions) gives the
expected result per dollar placed, the chance it is decided and the chance it wins; the
first over the second is the edge per dollar decided, which is what the simulator
measures. A bet that stays up after a win (place) is decided again and again, each time
the same way, so its edge per decision is the first decision's. Bets with a memory (fire,
all/tall/small) are solved over (table state, memory) from the state they are placed in;
their memory only grows, so each memory's states are a small system of their own, solved
after every larger memory. Payouts are taken unrounded.

The run's exact edge weighs each slot's edge by the dollars decided there, then adds the
commissions: those paid when bets were made as they were paid, and those charged on a win
as each decided bet's commission times its slot's chance of winning.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import numpy as np

from .ledger import BET, FEE_AT_STAKE, FEE_MADE, ODDS
from .tables import LOSE, NONE, RETURN, TRAVEL, WIN, Table, Tables

ONE_THROW = Fraction(1, 36)
Chain = tuple[Fraction, Fraction, Fraction]  # expected result, P(decided), P(won), per $1


def _flat(t: Tables, slot: int, seen: dict[int, Chain]) -> Chain:
    if slot in seen:
        return seen[slot]
    value = decided = won = stay = Fraction(0)
    for throw in range(36):
        code = int(t.outcome[throw, slot])
        if code == WIN:
            ratio = Fraction(int(t.win_num[throw, slot]), int(t.win_den[throw, slot]))
            value, decided, won = value + ONE_THROW * ratio, decided + ONE_THROW, won + ONE_THROW
        elif code == LOSE:
            value, decided = value - ONE_THROW, decided + ONE_THROW
        elif code == TRAVEL:
            moved = _flat(t, int(t.dest[throw, slot]), seen)
            value, decided, won = (
                a + ONE_THROW * b for a, b in zip((value, decided, won), moved, strict=True)
            )
        elif code == NONE:
            stay += ONE_THROW
        else:
            assert code == RETURN
    seen[slot] = (value / (1 - stay), decided / (1 - stay), won / (1 - stay))
    return seen[slot]


def _solve(matrix: list[list[Fraction]], rhs: list[list[Fraction]]) -> list[list[Fraction]]:
    """Gauss-Jordan on fractions: ``matrix @ x = rhs`` for every column of ``rhs``."""
    n = len(matrix)
    rows = [matrix[i] + rhs[i] for i in range(n)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        head = rows[col][col]
        rows[col] = [x / head for x in rows[col]]
        for r in range(n):
            factor = rows[r][col]
            if r != col and factor:
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [row[n:] for row in rows]


def _remembered(t: Tables, slot: int) -> Chain:
    m = t.memory(slot)
    states = len(t.layout.states)
    solved: dict[int, list[list[Fraction]]] = {}
    for memory in sorted(range(m.memories), key=lambda x: -bin(x).count("1")):
        matrix = [[Fraction(int(i == j)) for j in range(states)] for i in range(states)]
        rhs = [[Fraction(0)] * 3 for _ in range(states)]
        for s in range(states):
            for throw in range(36):
                code, after = int(m.code[s, memory, throw]), int(m.after[s, memory, throw])
                nxt = int(t.next_state[s, throw])
                if code == WIN:
                    ratio = Fraction(
                        int(m.win_num[s, memory, throw]), int(m.win_den[s, memory, throw])
                    )
                    for i, x in enumerate((ratio, Fraction(1), Fraction(1))):
                        rhs[s][i] += ONE_THROW * x
                elif code == LOSE:
                    rhs[s][0] -= ONE_THROW
                    rhs[s][1] += ONE_THROW
                elif code == NONE and after == memory:
                    matrix[s][nxt] -= ONE_THROW
                elif code == NONE:
                    if after & memory != memory:
                        raise ValueError("a memory that forgets: the exact solver needs it to grow")
                    for i in range(3):
                        rhs[s][i] += ONE_THROW * solved[after][nxt][i]
        solved[memory] = _solve(matrix, rhs)
    kind = int(t.layout.slot_kind[slot])
    start = [s for s in range(states) if t.placeable[s, kind]]
    chains = {tuple(solved[0][s]) for s in start}
    if len(chains) != 1:
        raise ValueError("the edge depends on when the bet is made")
    value, decided, won = chains.pop()
    return value, decided, won


@cache
def _chain(t: Tables, slot: int) -> Chain:
    if slot in t.remembers:
        return _remembered(t, slot)
    return _flat(t, slot, {})


def bet_edge(t: Tables, slot: int) -> tuple[Fraction, Fraction]:
    """(house edge per dollar decided, chance a decided bet wins) for a bet placed in slot."""
    value, decided, won = _chain(t, slot)
    return -value / decided, won / decided


def odds_edge(t: Tables, slot: int) -> Fraction:
    """The house edge on odds behind the line bet in ``slot``, per dollar decided."""
    ratio = Fraction(int(t.odds_num[slot]), int(t.odds_den[slot]))
    codes = t.outcome[:, slot]
    wins, losses = int((codes == WIN).sum()), int((codes == LOSE).sum())
    return -(wins * ratio - losses) / (wins + losses)


def expected_loss(t: Tables, per_slot: Table) -> Fraction:
    """What the house expects to keep of the bets a run decided (``Ledger.per_slot``)."""
    loss = Fraction(0)
    for slot in np.flatnonzero(per_slot.any(axis=1)):
        row = [int(x) for x in per_slot[slot]]
        if row[BET] or row[FEE_AT_STAKE]:
            edge, wins = bet_edge(t, int(slot))
            loss += edge * row[BET] + (wins * row[FEE_AT_STAKE] if t.on_win else 0)
        if row[ODDS]:
            loss += odds_edge(t, int(slot)) * row[ODDS]
        loss += row[FEE_MADE]
    return loss
