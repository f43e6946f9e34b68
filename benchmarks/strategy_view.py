"""What sealing the table costs the fast path: every built-in strategy played with the
sealed view (read-only copies, one per change of the table: strategies/sealed.py) beside
the read-only views it replaced (views of the table's own arrays, which a strategy could
make writeable again) and beside the bare engine (no guard at all), in one process.

    python benchmarks/strategy_view.py [--quick]

Each figure is the best of five runs in CPU seconds of this process, the three ways
interleaved, so other jobs on a shared machine move the ratios less than the times.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from crapsrepl.games.craps.model.rules import TableRules
from crapsrepl.games.craps.simulation import sessions
from crapsrepl.games.craps.simulation.engine import FastTables
from crapsrepl.games.craps.simulation.setup import Simulation, StrategySpec
from crapsrepl.games.craps.simulation.view import strategy_table
from crapsrepl.games.craps.strategies import STRATEGIES, Params
from crapsrepl.games.craps.strategies.base import read_only, read_only_rules

BIG = 10**9


class ReadOnlyViews:
    """The view before issue 30: read-only views of the live arrays, cached until keep."""

    def __init__(self, tables: FastTables) -> None:
        self._tables = tables
        self._rules = read_only_rules(tables.rules)
        self._kept = tables.kept
        self._views: dict[tuple[str, str, int | None], Any] = {}

    def _cached(self, key: tuple[str, str, int | None], read: Callable[[], Any]) -> Any:
        if self._kept != self._tables.kept:
            self._views, self._kept = {}, self._tables.kept
        view = self._views.get(key)
        if view is None:
            view = self._views[key] = read_only(read())
        return view

    sessions = property(lambda self: self._tables.sessions)
    rules = property(lambda self: self._rules)
    stake = property(lambda self: self._tables.stake)
    point = property(lambda self: read_only(self._tables.point))
    rack = property(lambda self: self._cached(("rack", "", None), lambda: self._tables.rack))
    on_table = property(lambda self: read_only(self._tables.on_table))

    def flat(self, kind: str, number: int | None = None) -> Any:
        return self._cached(("flat", kind, number), lambda: self._tables.flat(kind, number))

    def odds(self, kind: str, number: int) -> Any:
        return self._cached(("odds", kind, number), lambda: self._tables.odds(kind, number))

    def result(self, kind: str) -> Any:
        return read_only(self._tables.result(kind))

    def __getattr__(self, name: str) -> Any:  # the betting calls
        return getattr(self._tables, name)


WAYS: dict[str, Callable[[FastTables], Any]] = {
    "sealed": strategy_table,
    "views": ReadOnlyViews,
    "bare": lambda tables: tables,
}


def cpu(sim: Simulation, way: str) -> float:
    sessions.strategy_table = WAYS[way]  # type: ignore[assignment]
    start = time.process_time()
    sessions.play(sim, 0, sim.sessions)
    return time.process_time() - start


def main() -> None:
    quick = "--quick" in sys.argv
    shapes = [(2000, 100)] if quick else [(10_000, 200), (200, 5_000)]
    repeats = 2 if quick else 5
    print(f"{'strategy':<20}{'sessions x rolls':>18}  {'sealed/views':>12}  {'sealed/bare':>11}")
    totals = {way: 0.0 for way in WAYS}
    for name in STRATEGIES:
        for count, rolls in shapes:
            sim = Simulation(StrategySpec(name, Params(10, 2)), count, BIG, rolls, seed=1)
            sim = Simulation(sim.strategy, count, BIG, rolls, seed=1, rules=TableRules())
            best = {way: np.inf for way in WAYS}
            for _ in range(repeats):
                for way in WAYS:
                    best[way] = min(best[way], cpu(sim, way))
            for way in WAYS:
                totals[way] += best[way]
            shape = f"{count:,} x {rolls:,}"
            ratio = best["sealed"] / best["views"], best["sealed"] / best["bare"]
            print(f"{name:<20}{shape:>18}  {ratio[0]:>12.3f}  {ratio[1]:>11.3f}")
    sessions.strategy_table = strategy_table
    all_ratio = totals["sealed"] / totals["views"], totals["sealed"] / totals["bare"]
    print(f"{'all':<20}{'':>18}  {all_ratio[0]:>12.3f}  {all_ratio[1]:>11.3f}")


if __name__ == "__main__":
    main()
