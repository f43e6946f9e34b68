"""Playing a chunk of sessions on the fast path, and what each session came to.

A session ends before a come-out roll the lone shooter cannot make because they have no
pass line bet: they quit, cannot cover it, or have played ``max_rolls`` rolls. After
``max_rolls`` the strategy bets no more and the round in play is finished, so every pass
line bet is decided (cutting rounds off would leave out the bets on 4 and 10 that take
longest and mostly lose, and bias the measured edge). Chips still on the table at the end
(come bets on their numbers) count at face value in the final bankroll.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .dice import session_keys, throws
from .engine import FastTables
from .setup import Simulation
from .tables import FAMILIES, build

Ints = npt.NDArray[np.int64]
COMPACT = 0.75  # drop finished sessions from the arrays once fewer than this share play


@dataclass
class Results:
    """Per session: final bankroll, rolls played, and dollars decided per bet family.

    ``wagered[i, f, 0]`` is what session i had decided (won or lost) on family f's bets,
    ``wagered[i, f, 1]`` on their odds; returned bets are not wagered. The last row, after
    the families, holds every other kind of bet (played on the slow path).
    """

    final: Ints
    rolls: Ints
    wagered: Ints

    @classmethod
    def join(cls, parts: list[Results]) -> Results:
        return cls(
            np.concatenate([p.final for p in parts]),
            np.concatenate([p.rolls for p in parts]),
            np.concatenate([p.wagered for p in parts]),
        )

    def __len__(self) -> int:
        return len(self.final)


def play(sim: Simulation, first: int, count: int, trace: Ints | None = None) -> Results:
    """Sessions ``first`` .. ``first + count - 1``; ``trace[i, r]`` gets rack after roll r."""
    strategy = sim.strategy.make()
    strategy.start(count, sim.stake)
    table = FastTables(build(sim.rules), sim.rules, count, sim.stake)
    keys = session_keys(sim.seed, first, count)
    ids = np.arange(count)
    final = np.zeros(count, dtype=np.int64)
    rolls = np.zeros(count, dtype=np.int64)
    wagered = np.zeros((count, len(FAMILIES) + 1, 2), dtype=np.int64)  # + other bets
    roll = 0
    while len(ids):
        if roll < sim.max_rolls:
            strategy.place_bets(table, table)
        stuck = table.active & (table.state == 0) & (table.flat("pass") == 0)
        if stuck.any():
            gone = ids[stuck]
            final[gone], rolls[gone] = table.worth()[stuck], roll
            wagered[gone, : len(FAMILIES)] = table.wagered[..., stuck].transpose(2, 0, 1)
            table.retire(stuck)
            if table.active.sum() < COMPACT * len(ids):
                live = table.active
                table.keep(live)
                strategy.keep(live)
                keys, ids = keys[live], ids[live]
                if not len(ids):
                    break
        table.settle(throws(keys, roll))
        if trace is not None and roll < trace.shape[1]:
            trace[ids[table.active], roll] = table.rack[table.active]
        roll += 1
    return Results(final, rolls, wagered)
