"""The figures a reader wants from many sessions, and how sure each one is.

The house edge is measured per dollar decided (won or lost; returned bets are not
wagered): minus the total net result over the total decided. Its 95% confidence interval
treats sessions as the independent units (a ratio estimator: the standard error is
sqrt(n / (n - 1) * sum(d_i^2)) / sum(w_i), where d_i = -net_i - edge * w_i). The exact
edge beside it weighs each kind of bet's exact edge by the dollars decided on it.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from .exact import expected_loss
from .sessions import Results
from .setup import Simulation
from .tables import build

Z95 = 1.959964


@dataclass(frozen=True, slots=True)
class Summary:
    sessions: int
    mean_final: float
    sd_final: float
    percent_ahead: float
    percent_busted: float
    mean_rolls: float
    total_rolls: int
    total_wagered: int
    net: int
    edge: float | None
    edge_low: float | None
    edge_high: float | None
    exact_edge: float | None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def summarize(results: Results, sim: Simulation) -> Summary:
    final = results.final
    count = len(final)
    net = final - sim.stake
    wagered = results.wagered.sum(axis=(1, 2))
    total = int(wagered.sum())
    edge = low = high = exact = None
    if total:
        edge = -int(net.sum()) / total
        spread = -net - edge * wagered
        if count > 1:
            se = math.sqrt(count / (count - 1) * float(np.square(spread).sum())) / total
            low, high = edge - Z95 * se, edge + Z95 * se
        exact = _exact_edge(results, sim, total)
    return Summary(
        sessions=count,
        mean_final=float(final.mean()) if count else 0.0,
        sd_final=float(final.std(ddof=1)) if count > 1 else 0.0,
        percent_ahead=100 * float((final > sim.stake).mean()) if count else 0.0,
        percent_busted=100 * float((final < sim.rules.table_min).mean()) if count else 0.0,
        mean_rolls=float(results.rolls.mean()) if count else 0.0,
        total_rolls=int(results.rolls.sum()),
        total_wagered=total,
        net=int(net.sum()),
        edge=edge,
        edge_low=low,
        edge_high=high,
        exact_edge=exact,
    )


def _exact_edge(results: Results, sim: Simulation, total: int) -> float | None:
    return float(expected_loss(build(sim.rules), results.per_slot)) / total
