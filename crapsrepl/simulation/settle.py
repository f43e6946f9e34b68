"""One throw for every session at once: look up what it does to each bet, pay, move.

Only the bets on the table are looked at, and of those only the ones the throw decides or
moves, so the cost follows the bets, not the slots. As ``craps.settlement`` does it: a
win pays the stake back with the winnings (a bet that stays up keeps its stake on the
felt), less the commission where the table charges on a win; a loss goes to the house;
a push or a bet that was off comes back; odds follow their bet where they work and come
back where they are off; a line bet moves to its number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from .ledger import sum_by
from .tables import LOSE, NONE, RETURN, TRAVEL, WIN

if TYPE_CHECKING:
    from .engine import FastTables


def _remembered(
    table: FastTables,
    slots: npt.NDArray[np.intp],
    rows: npt.NDArray[np.intp],
    lookup: tuple[npt.NDArray[np.intp], npt.NDArray[np.intp], npt.NDArray[np.int64]],
    found: tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]],
) -> None:
    """Decisions of bets with a memory, from their own tables; their memories move on."""
    state, throw, _ = lookup
    codes, num, den = found
    for i, slot in enumerate(table.t.remembers):
        pick = np.flatnonzero(slots == slot)
        if not len(pick):
            continue
        tables = table.t.memory(slot)
        at = (state[pick], table.memory[i, rows[pick]], throw[pick])
        codes[pick] = tables.code[at]
        num[pick], den[pick] = tables.win_num[at], tables.win_den[at]
        table.memory[i, rows[pick]] = np.where(codes[pick] == NONE, tables.after[at], 0)


def settle(table: FastTables, throw: npt.NDArray[np.intp]) -> None:
    t, count = table.t, table.sessions
    flat, odds = table.amount.reshape(-1), table.odds_on.reshape(-1)
    assert np.shares_memory(flat, table.amount) and np.shares_memory(odds, table.odds_on)
    where = np.flatnonzero(flat)
    slots, rows = np.divmod(where, count)
    state, thrown = table.state[rows], throw[rows]
    codes = t.code[state, thrown, slots]
    num, den = t.win_num[thrown, slots], t.win_den[thrown, slots]
    if t.remembers:
        _remembered(table, slots, rows, (state, thrown, slots), (codes, num, den))
    hit = codes != NONE
    if not hit.any():
        table.ledger.quiet()
        table.state = t.next_state[table.state, throw]
        return
    where, slots, rows, codes = where[hit], slots[hit], rows[hit], codes[hit]
    num, den, state, thrown = num[hit], den[hit], state[hit], thrown[hit]
    stake, backed = flat[where], odds[where]
    win, lose = codes == WIN, codes == LOSE
    decided = win | lose
    stays = win & t.stays[slots]
    working = t.odds_working[state, slots]
    flat_won = np.where(win, stake * num // den, 0)
    odds_won = np.where(win & working, backed * t.odds_num[slots] // t.odds_den[slots], 0)
    back = np.where((win & ~stays) | (codes == RETURN), stake, 0)
    paid = back + flat_won + odds_won + np.where(lose & working, 0, backed)
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
    gone = where[~stays]
    flat[gone] = 0
    odds[gone] = 0
    moved = codes == TRAVEL
    if moved.any():
        dest = t.dest[thrown[moved], slots[moved]] * count + rows[moved]
        flat[dest] = stake[moved]
        odds[dest] = backed[moved]
    table.state = t.next_state[table.state, throw]
