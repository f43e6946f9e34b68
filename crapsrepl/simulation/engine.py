"""The fast path: many one-player tables at once, as numpy arrays, settled by table lookup.

``FastTables`` is at once the ``TableView`` a strategy reads and the ``BetActions`` it
bets through. Every bet is checked as ``Game`` checks it (phase, table limits, rack, odds
cap, odds already placed) and a refused bet is skipped in that session, so a strategy
meets the same table here as at the interactive prompt; the differential test holds the
two to identical racks roll by roll.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..craps.rules import TableRules
from ..strategies.base import Amounts, Mask
from .tables import LOSE, POSITIONS, RETURN, TRAVEL, WIN, Tables, position

_POSITION_OF = np.zeros(13, dtype=np.int64)
for _number in (4, 5, 6, 8, 9, 10):
    _POSITION_OF[_number] = position(_number)
_POINT_OF = np.array([0, 4, 5, 6, 8, 9, 10], dtype=np.int64)


class FastTables:
    """Bets are held slot-major, ``amount[slot, session]``, so a slot's column is contiguous."""

    def __init__(self, tables: Tables, rules: TableRules, sessions: int, stake: int) -> None:
        self.t = tables
        self._rules = rules
        self._stake = stake
        self.state = np.zeros(sessions, dtype=np.int64)
        self._rack = np.full(sessions, stake, dtype=np.int64)
        self.amount = np.zeros((tables.slots, sessions), dtype=np.int64)
        self.odds_on = np.zeros((tables.slots, sessions), dtype=np.int64)
        families = len(tables.families)
        self.results = np.zeros((families, sessions), dtype=np.int64)
        self.wagered = np.zeros((families, 2, sessions), dtype=np.int64)
        self.active = np.ones(sessions, dtype=bool)
        self._family = {cls.kind: f for f, cls in enumerate(tables.families)}
        self._slot_family = np.repeat(np.arange(families), POSITIONS)

    # the view ------------------------------------------------------------
    @property
    def sessions(self) -> int:
        return len(self.state)

    @property
    def rules(self) -> TableRules:
        return self._rules

    @property
    def stake(self) -> int:
        return self._stake

    @property
    def point(self) -> Amounts:
        return _POINT_OF[self.state]

    @property
    def rack(self) -> Amounts:
        return self._rack

    @property
    def on_table(self) -> Amounts:
        on: Amounts = self.amount.sum(axis=0) + self.odds_on.sum(axis=0)
        return on

    def _slot(self, kind: str, number: int | None) -> int:
        family = self._family.get(kind)
        if family is None:
            raise NotImplementedError(f"the fast path has no {kind} bets yet")
        return self.t.slot(family, number)

    def flat(self, kind: str, number: int | None = None) -> Amounts:
        column: Amounts = self.amount[self._slot(kind, number)]
        return column

    def odds(self, kind: str, number: int) -> Amounts:
        column: Amounts = self.odds_on[self._slot(kind, number)]
        return column

    def result(self, kind: str) -> Amounts:
        column: Amounts = self.results[self._family[kind]]
        return column

    def worth(self) -> Amounts:
        """Rack plus chips on the table: the session's bankroll."""
        return self._rack + self.on_table

    # betting: each call works only on the sessions that asked ------------
    def _asking(self, amount: Amounts, least: int = 1) -> npt.NDArray[np.intp]:
        return np.flatnonzero((np.asarray(amount) >= least) & self.active)

    def place_line_bet(self, amount: Amounts) -> None:
        self._place(self._family["pass"], amount)

    def place_come_bet(self, amount: Amounts) -> None:
        self._place(self._family["come"], amount)

    def _place(self, family: int, amount: Amounts) -> None:
        rows = self._asking(amount)
        if not len(rows):
            return
        slot, rules = self.t.slot(family, None), self._rules
        wanted = np.asarray(amount)[rows]
        ok = (wanted >= rules.table_min) & (wanted <= self._rack[rows])
        ok &= self.t.placeable[self.state[rows], family]
        if rules.table_max is not None:
            ok &= self.amount[slot, rows] + wanted <= rules.table_max
        rows, wanted = rows[ok], wanted[ok]
        self._rack[rows] -= wanted
        self.amount[slot, rows] += wanted

    def _line_bets(
        self, number: int | Amounts, rows: npt.NDArray[np.intp]
    ) -> tuple[npt.NDArray[np.intp], Amounts, Amounts]:
        """For ``rows``: the slot of the line bet on ``number``, that bet, and the number."""
        if isinstance(number, int | np.integer):
            numbers = np.full(len(rows), number, dtype=np.int64)
        else:
            numbers = np.asarray(number, dtype=np.int64)[rows]
        pos = _POSITION_OF[np.clip(numbers, 0, 12)]
        slot = np.zeros(len(rows), dtype=np.intp)
        line = np.zeros(len(rows), dtype=np.int64)
        for family in self.t.takes_odds:
            candidate = family * POSITIONS + pos
            here = self.amount[candidate, rows]
            found = (pos > 0) & (here > 0) & (line == 0)
            slot = np.where(found, candidate, slot)
            line = np.where(found, here, line)
        return slot, line, numbers

    def _cap_ok(self, numbers: Amounts, line: Amounts, amount: Amounts) -> Mask:
        within: Mask = amount <= self.t.odds_cap[np.clip(numbers, 0, 12)] * line
        return within if self._rules.max_odds is not None else np.ones(len(line), dtype=bool)

    def place_odds_bet(self, number: int | Amounts, amount: Amounts, on: str | None = None) -> None:
        if on is not None:
            raise NotImplementedError("the fast path has no odds on don't bets yet")
        rows = self._asking(amount)
        if not len(rows):
            return
        slot, line, numbers = self._line_bets(number, rows)
        wanted = np.asarray(amount)[rows]
        ok = (line > 0) & (self.odds_on[slot, rows] == 0) & (wanted <= self._rack[rows])
        ok &= self._cap_ok(numbers, line, wanted)
        rows, slot, wanted = rows[ok], slot[ok], wanted[ok]
        self._rack[rows] -= wanted
        self.odds_on[slot, rows] += wanted

    def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
        rows = np.flatnonzero(where & self.active)
        if not len(rows):
            return
        slot, line, numbers = self._line_bets(number, rows)
        wanted = np.broadcast_to(np.asarray(amount), (self.sessions,))[rows]
        current = self.odds_on[slot, rows]
        ok = (wanted >= 0) & (line > 0) & (current > 0)
        ok &= (wanted - current <= self._rack[rows]) & self._cap_ok(numbers, line, wanted)
        rows, slot, wanted, current = rows[ok], slot[ok], wanted[ok], current[ok]
        self._rack[rows] -= wanted - current
        self.odds_on[slot, rows] = wanted

    def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None:
        if (np.asarray(amount) > 0).any():
            raise NotImplementedError("the fast path has no place_bet yet (the wider table)")

    def take_down(self, kind: str, number: int | None = None, where: Mask | None = None) -> None:
        raise NotImplementedError("the fast path has no take_down yet (the wider table)")

    # the roll --------------------------------------------------------------
    def settle(self, throw: npt.NDArray[np.intp]) -> None:
        """Settle every bet of every session on its throw, then move the point.

        Only the bets on the table are looked at, and of those only the ones the throw
        decides or moves, so the cost follows the bets, not the slots.
        """
        t, count = self.t, self.sessions
        flat, odds = self.amount.reshape(-1), self.odds_on.reshape(-1)
        assert np.shares_memory(flat, self.amount) and np.shares_memory(odds, self.odds_on)
        where = np.flatnonzero(flat)
        slots, rows = np.divmod(where, count)
        codes = t.outcome[throw[rows], slots]
        hit = codes != 0
        where, slots, rows, codes = where[hit], slots[hit], rows[hit], codes[hit]
        stake, backed = flat[where], odds[where]
        win, lose = codes == WIN, codes == LOSE
        decided = win | lose
        working = t.odds_working[self.state[rows], slots]
        flat_won = np.where(win, stake * t.win_num[slots] // t.win_den[slots], 0)
        odds_won = np.where(win & working, backed * t.odds_num[slots] // t.odds_den[slots], 0)
        paid = np.where(win | (codes == RETURN), stake, 0) + flat_won + odds_won
        paid += np.where(decided & working & lose, 0, backed)
        self._rack += _sum_by(rows, paid, count)
        families = len(t.families)
        key = self._slot_family[slots] * count + rows
        net = flat_won - np.where(lose, stake, 0)
        self.results = _sum_by(key, net, families * count).reshape(families, count)
        decided_stake = _sum_by(key, np.where(decided, stake, 0), families * count)
        decided_odds = _sum_by(key, np.where(decided & working, backed, 0), families * count)
        self.wagered[:, 0] += decided_stake.reshape(families, count)
        self.wagered[:, 1] += decided_odds.reshape(families, count)
        flat[where] = 0
        odds[where] = 0
        moved = codes == TRAVEL
        if moved.any():
            dest = t.dest[throw[rows[moved]], slots[moved]]
            flat[dest * count + rows[moved]] = stake[moved]
        self.state = t.next_state[self.state, throw]

    def retire(self, rows: Mask) -> None:
        """Sessions in ``rows`` are over: clear their bets so nothing more happens to them."""
        self.active &= ~rows
        self.amount[:, rows] = 0
        self.odds_on[:, rows] = 0

    def keep(self, rows: Mask) -> None:
        """Drop the sessions not in ``rows`` (finished ones) from every array."""
        for name in ("state", "_rack", "active"):
            setattr(self, name, getattr(self, name)[rows])
        for name in ("amount", "odds_on", "results", "wagered"):
            setattr(self, name, np.ascontiguousarray(getattr(self, name)[..., rows]))


def _sum_by(key: npt.NDArray[np.intp], values: Amounts, size: int) -> Amounts:
    """Integer sums of ``values`` grouped by ``key`` (exact while below 2**53)."""
    return np.bincount(key, weights=values, minlength=size).astype(np.int64)
