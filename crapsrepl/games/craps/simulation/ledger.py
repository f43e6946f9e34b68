"""What the fast path writes down as bets are made and settled: dollars decided and fees.

Per session and kind of bet: the dollars decided (won or lost), on the bet and on its
odds; a returned bet is not wagered. Columns exist only for the kinds a strategy bets, so a
pass line run keeps one. Per slot, over all sessions, what the exact edge needs: dollars
decided by the slot the bet was placed in, odds decided by the slot they were decided in,
commissions paid when bets were made, and the commissions decided bets would have paid
had they won (for tables that charge on a win). And what the last throw did to each
kind, for ``TableView.result``.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..strategies.base import Amounts, Mask
from .tables import Tables

Rows = npt.NDArray[np.intp]
BET, ODDS, FEE_MADE, FEE_AT_STAKE = range(4)


def sum_by(key: Rows, values: Amounts, size: int) -> Amounts:
    """Integer sums of ``values`` grouped by ``key`` (exact while below 2**53)."""
    return np.bincount(key, weights=values, minlength=size).astype(np.int64)


class Ledger:
    def __init__(self, tables: Tables, sessions: int) -> None:
        self.t = tables
        self.column = np.full(len(tables.layout.kinds), -1, dtype=np.intp)
        self.kinds: list[int] = []
        self.decided = np.zeros((0, 2, sessions), dtype=np.int64)  # (columns, bet/odds, rows)
        self.per_slot = np.zeros((tables.slots, 4), dtype=np.int64)
        self.last = np.zeros((0, sessions), dtype=np.int64)  # (columns, rows): last throw's net
        self._sessions = sessions

    def placed(self, kind: int, slot: int, rows: Rows, fee: Amounts | None) -> None:
        if self.column[kind] < 0 and len(rows):
            self.column[kind] = len(self.kinds)
            self.kinds.append(kind)
            extra = np.zeros((1, 2, self._sessions), dtype=np.int64)
            self.decided = np.concatenate([self.decided, extra])
            self.last = np.concatenate([self.last, extra[:, 0]])
        if fee is not None:
            self.per_slot[slot, FEE_MADE] += int(fee.sum())

    def settled(
        self,
        rows: Rows,
        slots: Rows,
        net: Amounts,
        stake: Amounts,
        backed: Amounts,
        fee_at_stake: Amounts | None,
    ) -> None:
        """``stake`` and ``backed``: what was decided on each settled bet and its odds."""
        t, count = self.t, self._sessions
        columns = len(self.kinds)
        key = self.column[t.layout.slot_kind[slots]] * count + rows
        self.last = sum_by(key, net, columns * count).reshape(columns, count)
        self.decided[:, 0] += sum_by(key, stake, columns * count).reshape(columns, count)
        self.decided[:, 1] += sum_by(key, backed, columns * count).reshape(columns, count)
        size = t.slots
        self.per_slot[:, BET] += sum_by(t.origin[slots], stake, size)
        self.per_slot[:, ODDS] += sum_by(slots, backed, size)
        if fee_at_stake is not None:
            self.per_slot[:, FEE_AT_STAKE] += sum_by(t.origin[slots], fee_at_stake, size)

    def quiet(self) -> None:
        """A throw that decided nothing."""
        self.last[:] = 0

    def slot_columns(self) -> Rows:
        """Per slot, its kind's column (-1 for kinds never bet)."""
        columns: Rows = self.column[self.t.layout.slot_kind]
        return columns

    def result(self, kind: str) -> Amounts:
        k = self.t.layout.kind_index(kind)
        if k is None or self.column[k] < 0:
            return np.zeros(self._sessions, dtype=np.int64)
        row: Amounts = self.last[self.column[k]].copy()
        return row

    def of(self, rows: Mask) -> dict[int, Amounts]:
        """Per kind: (len(rows), 2) dollars decided by the sessions in ``rows``."""
        return {kind: self.decided[column][:, rows].T for column, kind in enumerate(self.kinds)}

    def keep(self, rows: Mask) -> None:
        self.decided = np.ascontiguousarray(self.decided[:, :, rows])
        self.last = np.ascontiguousarray(self.last[:, rows])
        self._sessions = int(rows.sum())
