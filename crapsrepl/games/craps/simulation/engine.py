"""The fast path: many one-player tables at once, as numpy arrays, settled by table lookup.

``FastTables`` is at once the ``TableView`` a strategy reads and the ``BetActions`` it
bets through. Every bet is checked as ``Game`` checks it (phase, number, the class's own
refusal, family limits, commission and rack, odds cap, odds already placed, whether a bet
may come down) and a refused bet is skipped in that session, so a strategy meets the same
table here as at the interactive prompt; the differential tests hold the two to identical
racks roll by roll. What the tables cannot decide raises ``NotImplementedError``, and the
chunk is played through ``Game`` instead (``slow``), with the reason in the report.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..model.bets import DontPassBet, PassLineBet
from ..model.betting import ODDS_ON
from ..model.dice import POINT_NUMBERS
from ..model.rules import TableRules
from ..strategies.base import Amounts, Mask
from .fast_reads import TableReads
from .ledger import Ledger
from .odds_lines import OddsLines, Rows, afford
from .settle import Plan, settle
from .tables import NO_LIMIT, Tables

PARTS = ("rack", "flat", "odds", "point", "result")  # what a strategy reads, by what changes it
SHOOTS = (PassLineBet.kind, DontPassBet.kind)  # what Game.roll asks of a come-out shooter
_POINTS = np.array(POINT_NUMBERS, dtype=np.int64)


class FastTables(TableReads):
    """Bets are held slot-major, ``amount[slot, session]``, so a slot's column is contiguous."""

    def __init__(self, tables: Tables, rules: TableRules, sessions: int, stake: int) -> None:
        self.t = tables
        self._rules = rules
        self._stake = stake
        self.state = np.zeros(sessions, dtype=np.int64)
        self._point: Amounts = tables.point[self.state]  # a new array after every throw
        self.kept = 0  # how often ``keep`` made new arrays (views of the old ones are stale)
        # How often each part a strategy is shown may have changed (its copy is then old):
        # all of them on a throw or when sessions end; the rack and a kind of bet on a bet.
        self.versions = dict.fromkeys(PARTS, 0)
        self._rack = np.full(sessions, stake, dtype=np.int64)
        self.amount = np.zeros((tables.slots, sessions), dtype=np.int64)
        self.odds_on = np.zeros((tables.slots, sessions), dtype=np.int64)
        self.memory = np.zeros((len(tables.remembers), sessions), dtype=np.int64)
        self.used = np.zeros(tables.slots, dtype=bool)  # slots a bet may be in
        self.plan: Plan | None = None  # what settle looks at, while no new slot is used
        self.active = np.ones(sessions, dtype=bool)
        self._everyone = True  # every session is active: no need to mask bets with it
        self.ledger = Ledger(tables, sessions)
        lay = tables.layout
        self._by_number: dict[int, npt.NDArray[np.intp]] = {}  # kind -> slot per number
        for k in range(len(lay.kinds)):
            lookup = np.full(13, -1, dtype=np.intp)
            for slot in lay.slots_of(k):
                number = lay.slot_number[slot]
                if number is not None and number < 13:
                    lookup[number] = slot
            self._by_number[k] = lookup
        self._odds = OddsLines(tables, self._by_number)
        self._slot_of = {(lay.kinds[int(k)].kind, n): slot for slot, (k, n) in enumerate(
            zip(lay.slot_kind, lay.slot_number, strict=True))}  # fmt: skip
        self._shoot = [lay.slot(kind, None) for kind in SHOOTS]
        # Per slot, the limits that can refuse a bet of $1 or more (None: they cannot), and
        # the slots whose ledger column and reach are set up (a bet went in, so it stays so).
        self._limits = [
            (int(least) if least > 1 else None, int(low) if low > 1 else None,
             int(high) if high < NO_LIMIT else None)
            for least, low, high in zip(tables.least, tables.low, tables.high, strict=True)
        ]  # fmt: skip
        self._ready: set[int] = set()

    # betting: each call works only on the sessions that asked ------------
    def _full(self, values: Amounts | int) -> Amounts:
        if isinstance(values, np.ndarray) and values.shape == self.state.shape:
            return values
        full: Amounts = np.broadcast_to(np.asarray(values, dtype=np.int64), self.state.shape)
        return full

    def _playing(self, asking: Mask) -> Mask:
        """``asking`` (a full-length mask the table made) where the session still plays."""
        return asking if self._everyone else asking & self.active

    def _asking(self, amount: Amounts | int, least: int = 1) -> tuple[Rows, Amounts]:
        wanted = self._full(amount)
        rows = self._playing(wanted >= least).nonzero()[0]
        return rows, wanted[rows]

    def place_line_bet(self, amount: Amounts) -> None:
        self.place_bet(PassLineBet.kind, amount)

    def place_come_bet(self, amount: Amounts) -> None:
        self.place_bet("come", amount)

    def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None:
        rows, wanted = self._asking(amount)
        if not len(rows):
            return
        t = self.t
        slot = self._slot_of.get((kind, number))
        if slot is None or not t.direct[slot]:
            return  # no such bet, or not on that number: the table refuses it
        k = int(t.layout.slot_kind[slot])
        existing = self.amount[slot][rows]
        total = existing + wanted
        ok = t.placeable[:, k][self.state[rows]]
        least, low, high = self._limits[slot]
        if least is not None:
            ok &= total >= least
        if low is not None:
            ok &= wanted >= low
        if high is not None:
            ok &= total <= high
        if t.charged[slot] and not t.on_win:
            fee = t.commission.of(slot, np.where(ok, total, 0)) - t.commission.of(slot, existing)
            ok &= wanted + fee <= self._rack[rows]
            fee = fee[ok]
        else:
            ok &= wanted <= self._rack[rows]
            fee = None
        rows, wanted = rows[ok], wanted[ok]
        if not len(rows):
            return
        if slot in t.remembers:
            self._one_memory(kind, slot, rows, existing[ok])
        self._changed("rack", "flat")
        self._rack[rows] -= wanted if fee is None else wanted + fee
        self.amount[slot][rows] += wanted
        if slot not in self._ready:
            if self.ledger.column[k] < 0 or (t.reach[slot] & ~self.used).any():
                self.used |= t.reach[slot]
                self.plan = None
            self._ready.add(slot)
        self.ledger.placed(k, slot, rows, fee)

    def _one_memory(self, kind: str, slot: int, rows: Rows, existing: Amounts) -> None:
        """The model puts a new fire (all, ...) bet beside one that remembers the hand."""
        remembered = self.memory[self.t.remembers.index(slot), rows]
        if ((existing > 0) & (remembered > 0)).any():
            raise NotImplementedError(
                f"a second {kind} bet beside one that remembers the hand (the fast path keeps "
                "one per session)"
            )

    def place_odds_bet(self, number: int | Amounts, amount: Amounts, on: str | None = None) -> None:
        if on is not None and on not in ODDS_ON:
            return
        rows, wanted = self._asking(amount)
        if not len(rows):
            return
        slot, line = self._odds.behind(number, rows, on, self.amount, self.used)
        ok = (slot >= 0) & (self.odds_on[slot, rows] == 0) & (wanted <= self._rack[rows])
        ok &= self._odds.within_cap(slot, line, wanted)
        rows, slot, wanted = rows[ok], slot[ok], wanted[ok]
        self._changed("rack", "odds")
        self._rack[rows] -= wanted
        self.odds_on[slot, rows] += wanted

    def place_odds_bets(self, amount: Amounts, on: str | None = None) -> None:
        """``place_odds_bet`` on each point number in turn, in one pass: each number's odds
        go in their own slot, so only the rack ties them together (``afford``)."""
        if on is not None and on not in ODDS_ON:
            return
        shape = (len(POINT_NUMBERS), self.sessions)
        wanted = np.asarray(amount, dtype=np.int64)
        wanted = wanted if wanted.shape == shape else np.broadcast_to(wanted, shape)
        which, rows = np.nonzero(self._playing(wanted >= 1))
        if not len(rows):
            return
        wanted = wanted[which, rows]
        slot, line = self._odds.behind_each(_POINTS[which], rows, on, self.amount, self.used)
        ok = (slot >= 0) & (self.odds_on[slot, rows] == 0)
        ok &= self._odds.within_cap(slot, line, wanted)
        which, rows, slot, wanted = which[ok], rows[ok], slot[ok], wanted[ok]
        ok = afford(which, rows, wanted, self._rack)
        rows, slot, wanted = rows[ok], slot[ok], wanted[ok]
        self._changed("rack", "odds")
        np.subtract.at(self._rack, rows, wanted)
        self.odds_on[slot, rows] += wanted

    def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
        rows = np.flatnonzero(where & self.active)
        if not len(rows):
            return
        slot, line = self._odds.behind(number, rows, None, self.amount, self.used)
        wanted = self._full(amount)[rows]
        current = self.odds_on[slot, rows]
        ok = (wanted >= 0) & (slot >= 0) & (current > 0)
        ok &= (wanted - current <= self._rack[rows]) & self._odds.within_cap(slot, line, wanted)
        rows, slot, wanted, current = rows[ok], slot[ok], wanted[ok], current[ok]
        self._changed("rack", "odds")
        self._rack[rows] -= wanted - current
        self.odds_on[slot, rows] = wanted

    def take_down(self, kind: str, number: int | None = None, where: Mask | None = None) -> None:
        lay = self.t.layout
        k = lay.kind_index(kind)
        if k is None:
            return
        rows = np.flatnonzero(self.active if where is None else where & self.active)
        if number is not None:
            found = lay.slot(kind, number)
            if found is None:
                return
            slot = np.full(len(rows), found, dtype=np.intp)
        else:
            slots = lay.slots_of(k)
            up = self.amount[slots][:, rows] > 0
            if (up.sum(axis=0) > 1).any():
                raise NotImplementedError(
                    f"take_down({kind!r}) without a number where a session has {kind} bets on "
                    "several numbers: the table takes the oldest, which the fast path does not "
                    "keep"
                )
            slot = slots[up.argmax(axis=0)]
        ok = (self.amount[slot, rows] > 0) & self.t.removable[self.state[rows], slot]
        rows, slot = rows[ok], slot[ok]
        self._changed("rack", "flat", "odds")
        self._rack[rows] += self.amount[slot, rows] + self.odds_on[slot, rows]
        self.amount[slot, rows] = 0
        self.odds_on[slot, rows] = 0
        for i, remembering in enumerate(self.t.remembers):
            self.memory[i, rows[slot == remembering]] = 0

    def _changed(self, *parts: str) -> None:
        for part in parts:
            self.versions[part] += 1

    # the roll --------------------------------------------------------------
    def settle(self, throw: npt.NDArray[np.intp]) -> None:
        """Settle every bet of every session on its throw, then move the point."""
        self._changed(*PARTS)
        settle(self, throw)
        self._point = self.t.point[self.state]

    def retire(self, rows: Mask) -> None:
        """Sessions in ``rows`` are over: clear their bets so nothing more happens to them."""
        self._changed(*PARTS)
        self.active &= ~rows
        self._everyone = bool(self.active.all())
        self.amount[:, rows] = 0
        self.odds_on[:, rows] = 0

    def keep(self, rows: Mask) -> None:
        """Drop the sessions not in ``rows`` (finished ones) from every array."""
        self._changed(*PARTS)
        for name in ("state", "_point", "_rack", "active"):
            setattr(self, name, getattr(self, name)[rows])
        self._everyone = bool(self.active.all())
        for name in ("amount", "odds_on", "memory"):
            setattr(self, name, np.ascontiguousarray(getattr(self, name)[:, rows]))
        self.ledger.keep(rows)
        self.kept += 1
