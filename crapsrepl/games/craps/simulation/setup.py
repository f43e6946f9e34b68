"""What one simulation is: the strategy, the stake, the rolls, the seed and the table.

Plain picklable data, so the same set-up can go to a process pool or a Dask cluster and
each worker builds its own strategy and tables from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.rules import TableRules
from ..strategies import Params, Strategy, find
from ..strategies.hold_and_quit import HoldAndQuit


@dataclass(frozen=True, slots=True)
class StrategySpec:
    """A strategy by name (or ``file.py:Class``), its knobs and optional quit rules."""

    name: str
    params: Params = field(default_factory=Params)
    win_goal: int | None = None
    loss_limit: int | None = None

    def make(self) -> Strategy:
        strategy = find(self.name)(self.params)
        if self.win_goal is None and self.loss_limit is None:
            return strategy
        if isinstance(strategy, HoldAndQuit):
            strategy.win_goal, strategy.loss_limit = self.win_goal, self.loss_limit
            return strategy
        return HoldAndQuit(self.params, strategy, self.win_goal, self.loss_limit)


@dataclass(frozen=True, slots=True)
class Simulation:
    strategy: StrategySpec
    sessions: int = 1000
    stake: int = 200
    max_rolls: int = 200
    seed: int = 0
    rules: TableRules = field(default_factory=TableRules)
