"""What a strategy reads of ``FastTables``: the rack, the point, each bet's amounts, the
results so far. Kept apart from the betting and settling in ``engine`` that write the same
arrays; ``view.py`` seals what these return before a strategy sees it."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..model.dice import POINT_NUMBERS
from ..model.rules import TableRules
from ..strategies.base import Amounts, Mask
from .ledger import Ledger
from .settle import Plan
from .tables import Tables

_POINTS = np.array(POINT_NUMBERS, dtype=np.int64)


class TableReads:
    """The reading half of ``FastTables``, over the arrays its constructor makes."""

    t: Tables
    state: npt.NDArray[np.int64]
    amount: npt.NDArray[np.int64]
    odds_on: npt.NDArray[np.int64]
    used: npt.NDArray[np.bool_]
    plan: Plan | None
    ledger: Ledger
    _rules: TableRules
    _stake: int
    _point: Amounts
    _rack: Amounts
    _by_number: dict[int, npt.NDArray[np.intp]]
    _slot_of: dict[tuple[str, int | None], int]
    _shoot: list[int | None]

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
        return self._point

    @property
    def rack(self) -> Amounts:
        return self._rack

    @property
    def on_table(self) -> Amounts:
        plan = self.plan  # its used slots, while no bet went into a new one
        used = plan.used if plan is not None else self.used.nonzero()[0]  # no bet elsewhere
        on: Amounts = self.amount[used].sum(axis=0) + self.odds_on[used].sum(axis=0)
        return on

    def flat(self, kind: str, number: int | None = None) -> Amounts:
        slot = self._slot_of.get((kind, number))
        if slot is None:
            return np.zeros(self.sessions, dtype=np.int64)
        column: Amounts = self.amount[slot]
        return column

    def odds(self, kind: str, number: int) -> Amounts:
        slot = self.t.layout.slot(kind, number)
        if slot is None:
            return np.zeros(self.sessions, dtype=np.int64)
        column: Amounts = self.odds_on[slot]
        return column

    def at_point(self, kind: str, odds: bool = False) -> Amounts:
        k = self.t.layout.kind_index(kind)
        if k is None:
            return np.zeros(self.sessions, dtype=np.int64)
        slot = self._by_number[k][self._point]  # -1 where the point is off or not its number
        picked: Amounts = (self.odds_on if odds else self.amount)[slot, np.arange(self.sessions)]
        picked[slot < 0] = 0
        return picked

    def on_numbers(self, kind: str, odds: bool = False) -> Amounts:
        k = self.t.layout.kind_index(kind)
        if k is None:
            return np.zeros((len(POINT_NUMBERS), self.sessions), dtype=np.int64)
        slots = self._by_number[k][_POINTS]  # -1 for a number the kind has no slot on
        rows: Amounts = (self.odds_on if odds else self.amount)[slots]
        rows[slots < 0] = 0
        return rows

    def result(self, kind: str) -> Amounts:
        return self.ledger.result(kind)

    def worth(self) -> Amounts:
        """Rack plus chips on the table: the session's bankroll."""
        return self._rack + self.on_table

    def can_shoot(self) -> Mask:
        """Sessions whose shooter may roll: the point is on, or a pass or don't pass bet."""
        able: Mask = self._point > 0
        for slot in self._shoot:
            if slot is not None:
                able |= self.amount[slot] > 0
        return able
