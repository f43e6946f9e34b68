"""One throw for every session at once: look up what it does to each bet, pay, move.

As ``craps.settlement`` does it: a win pays the stake back with the winnings (a bet that
stays up keeps its stake on the felt), less the commission where the table charges on a
win; a loss goes to the house; a push or a bet that was off comes back; odds follow their
bet where they work and come back where they are off; a line bet moves to its number.

Two ways to do it, with identical results: numpy over the bets on the table (below), and a
compiled loop (``kernel``) when numba is installed (``pip install 'crapsrepl[fast]'``),
used for every throw where no bet with a memory and no commission charged on a win is on
the table. Only the slots a bet may be in are looked at, so the cost follows the bets.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import numpy as np
import numpy.typing as npt

from .ledger import sum_by
from .tables import LOSE, NONE, RETURN, TRAVEL, WIN

if TYPE_CHECKING:
    from .ledger import Ledger
    from .tables import Tables

Rows = npt.NDArray[np.intp]
Ints = npt.NDArray[np.int64]
Flags = npt.NDArray[np.bool_]


class Settling(Protocol):
    """What settling reads and changes of a table of sessions (the engine's ``FastTables``
    is one): declared here so settling needs nothing of the engine that calls it."""

    t: Tables
    amount: Ints
    odds_on: Ints
    memory: Ints
    state: Ints
    used: Flags
    plan: Plan | None
    ledger: Ledger

    @property
    def sessions(self) -> int: ...

    @property
    def rack(self) -> Ints: ...


class Kernel(Protocol):
    """``kernel.settle_kernel``: bets, state, rack, plan, tables, ledger (see there)."""

    def __call__(
        self, amount: Ints, odds_on: Ints, state: Ints, throw: Rows, rack: Ints, used: Rows,
        column: Rows, origin: Rows, code: Ints, win_num: Ints, win_den: Ints, odds_num: Ints,
        odds_den: Ints, odds_working: Flags, stays: Flags, dest: Ints, next_state: Ints,
        decided: Ints, last: Ints, per_slot: Ints, /,
    ) -> None: ...  # fmt: skip


_compiled: list[Kernel | None] = []


def compiled() -> Kernel | None:
    """The numba kernel, or None without numba (or with CRAPSREPL_NUMBA=0)."""
    if not _compiled:
        kernel = None
        if os.environ.get("CRAPSREPL_NUMBA", "1") != "0":
            try:
                from .kernel import settle_kernel
            except ImportError:
                pass
            else:
                kernel = settle_kernel
        _compiled.append(kernel)
    return _compiled[0]


def _remembered(
    table: Settling, slots: Rows, rows: Rows, state: Rows, throw: Rows
) -> tuple[Rows, Rows, Rows] | None:
    """Decisions of bets with a memory, from their own tables; their memories move on."""
    t = table.t
    if not t.remembers or not table.amount[list(t.remembers)].any():
        return None
    codes = t.code[state, throw, slots]
    num, den = t.win_num[throw, slots], t.win_den[throw, slots]
    for i, slot in enumerate(t.remembers):
        pick = np.flatnonzero(slots == slot)
        if not len(pick):
            continue
        tables = t.memory(slot)
        at = (state[pick], table.memory[i, rows[pick]], throw[pick])
        codes[pick] = tables.code[at]
        num[pick], den[pick] = tables.win_num[at], tables.win_den[at]
        table.memory[i, rows[pick]] = np.where(codes[pick] == NONE, tables.after[at], 0)
    return codes, num, den


@dataclass(frozen=True)
class Plan:
    """What settling looks at, worked out again only when a bet goes into a new slot."""

    used: Rows  # the slots a bet may be in
    columns: Rows  # per slot, its kind's ledger column
    remembering: Rows  # used slots of bets with a memory
    charged_on_win: bool  # a used slot pays its commission on a win


def _plan(table: Settling) -> Plan:
    t = table.t
    used = np.flatnonzero(table.used)
    remembering = np.array([s for s in t.remembers if table.used[s]], dtype=np.intp)
    charged = t.on_win and bool(t.charged[used].any())
    return Plan(used, table.ledger.slot_columns(), remembering, charged)


def settle(table: Settling, throw: Rows) -> None:
    t = table.t
    plan = table.plan = table.plan or _plan(table)
    kernel = compiled()
    remembering = len(plan.remembering) and table.amount[plan.remembering].any()
    if kernel is not None and not remembering and not plan.charged_on_win:
        kernel(
            table.amount, table.odds_on, table.state, throw, table.rack, plan.used,
            plan.columns, t.origin, t.code, t.win_num, t.win_den, t.odds_num, t.odds_den,
            t.odds_working, t.stays, t.dest, t.next_state,
            table.ledger.decided, table.ledger.last, table.ledger.per_slot,
        )  # fmt: skip
        return
    _settle(table, throw, plan.used)
    table.state = t.next_state[table.state, throw]


def _settle(table: Settling, throw: Rows, used: Rows) -> None:
    t, count = table.t, table.sessions
    held = table.amount[used]
    at, rows = np.nonzero(held)
    slots = used[at]
    state, thrown = table.state[rows], throw[rows]
    found = _remembered(table, slots, rows, state, thrown)
    codes, num, den = found or (
        t.code[state, thrown, slots],
        t.win_num[thrown, slots],
        t.win_den[thrown, slots],
    )
    hit = codes != NONE
    if not hit.any():
        table.ledger.quiet()
        return
    slots, rows, codes = slots[hit], rows[hit], codes[hit]
    num, den, state, thrown = num[hit], den[hit], state[hit], thrown[hit]
    stake, backed = held[at[hit], rows], table.odds_on[slots, rows]
    win, lose = codes == WIN, codes == LOSE
    decided = win | lose
    stays = win & t.stays[slots]
    working = t.odds_working[state, slots] & ~stays
    flat_won = np.where(win, stake * num // den, 0)
    odds_won = np.where(win & working, backed * t.odds_num[slots] // t.odds_den[slots], 0)
    back = np.where((win & ~stays) | (codes == RETURN), stake, 0)
    paid = back + flat_won + odds_won + np.where((lose & working) | stays, 0, backed)
    fee_at_stake = None
    charged = decided & t.charged[slots]
    if t.on_win and charged.any():
        fee_at_stake = np.zeros(len(slots), dtype=np.int64)
        for slot in np.unique(slots[charged]):
            mine = charged & (slots == slot)
            fee_at_stake[mine] = t.commission.of(int(slot), stake[mine])
        paid -= np.where(win, fee_at_stake, 0)
    rack = table.rack
    rack += sum_by(rows, paid, count)
    dec_stake = np.where(decided, stake, 0)
    dec_odds = np.where(decided & working, backed, 0)
    net = flat_won - np.where(lose, stake, 0)
    table.ledger.settled(rows, slots, net, dec_stake, dec_odds, fee_at_stake)
    gone = ~stays
    table.amount[slots[gone], rows[gone]] = 0
    table.odds_on[slots[gone], rows[gone]] = 0
    moved = codes == TRAVEL
    if moved.any():
        dest = t.dest[thrown[moved], slots[moved]]
        table.amount[dest, rows[moved]] = stake[moved]
        table.odds_on[dest, rows[moved]] = backed[moved]
