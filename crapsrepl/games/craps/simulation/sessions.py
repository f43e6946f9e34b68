"""Playing a chunk of sessions on the fast path, and what each session came to.

A session ends before a come-out roll the lone shooter cannot make because they have no
pass line or don't pass bet (as ``Game.roll`` asks): they quit, cannot cover it, or have
played ``max_rolls`` rolls. After ``max_rolls`` the strategy bets no more and the round in
play is finished, so every line bet is decided (cutting rounds off would leave out the
bets on 4 and 10 that take longest and mostly lose, and bias the measured edge). Chips
still on the table at the end (come bets on their numbers, place bets) count at face value
in the final bankroll.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from ..strategies import blamed
from .dice import session_keys, throw_block
from .engine import FastTables
from .layout import layout
from .setup import Simulation
from .tables import build
from .view import strategy_table

Ints = npt.NDArray[np.int64]
COMPACT = 0.75  # drop finished sessions from the arrays once fewer than this share play
BLOCK = 64  # throws drawn at once per session


def _no_slots() -> Ints:
    return np.zeros((layout().slots, 4), dtype=np.int64)


@dataclass
class Results:
    """Per session: final bankroll, rolls played, and dollars decided per kind of bet.

    ``wagered[i, k, 0]`` is what session i had decided (won or lost) on bets of kind
    ``kinds[k]``, ``wagered[i, k, 1]`` on their odds; returned bets are not wagered.
    ``per_slot`` sums, over the sessions, what the exact edge weighs (``ledger``).
    ``slow`` says why the sessions were played through ``Game``, when they were.
    """

    final: Ints
    rolls: Ints
    wagered: Ints
    kinds: tuple[str, ...] = ()
    per_slot: Ints = field(default_factory=_no_slots)
    slow: str | None = None

    @classmethod
    def join(cls, parts: list[Results]) -> Results:
        order = [c.kind for c in layout().kinds]
        kinds = tuple(k for k in order if any(k in p.kinds for p in parts))
        wagered = []
        for p in parts:
            full = np.zeros((len(p), len(kinds), 2), dtype=np.int64)
            for k, kind in enumerate(p.kinds):
                full[:, kinds.index(kind)] = p.wagered[:, k]
            wagered.append(full)
        return cls(
            np.concatenate([p.final for p in parts]),
            np.concatenate([p.rolls for p in parts]),
            np.concatenate(wagered),
            kinds,
            sum((p.per_slot for p in parts), _no_slots()),
            next((p.slow for p in parts if p.slow), None),
        )

    def __len__(self) -> int:
        return len(self.final)


def play(sim: Simulation, first: int, count: int, trace: Ints | None = None) -> Results:
    """Sessions ``first`` .. ``first + count - 1``; ``trace[i, r]`` gets rack after roll r."""
    guard = blamed(sim.strategy.name, (NotImplementedError,))
    with guard:
        strategy = sim.strategy.make()
        strategy.start(count, sim.stake)
    table = FastTables(build(sim.rules), sim.rules, count, sim.stake)
    seen = strategy_table(table)
    keys = session_keys(sim.seed, first, count)
    ids = np.arange(count)
    final = np.zeros(count, dtype=np.int64)
    rolls = np.zeros(count, dtype=np.int64)
    wagered: dict[int, Ints] = {}
    roll = 0
    block = throw_block(keys, 0, BLOCK)
    while len(ids):
        if roll < sim.max_rolls:
            with guard:
                strategy.place_bets(seen, seen)
        stuck = table.active & ~table.can_shoot()
        if stuck.any():
            gone = ids[stuck]
            final[gone], rolls[gone] = table.worth()[stuck], roll
            for kind, decided in table.ledger.of(stuck).items():
                wagered.setdefault(kind, np.zeros((count, 2), dtype=np.int64))[gone] = decided
            table.retire(stuck)
            if table.active.sum() < COMPACT * len(ids):
                live = table.active
                table.keep(live)
                with guard:
                    strategy.keep(live)
                keys, ids, block = keys[live], ids[live], block[:, live]
                if not len(ids):
                    break
        if roll % BLOCK == 0 and roll:
            block = throw_block(keys, roll, BLOCK)
        table.settle(block[roll % BLOCK])
        if trace is not None and roll < trace.shape[1]:
            trace[ids[table.active], roll] = table.rack[table.active]
        roll += 1
    kinds = sorted(wagered)
    per_kind = np.stack([wagered[k] for k in kinds], axis=1) if kinds else np.zeros((count, 0, 2))
    names = tuple(layout().kinds[k].kind for k in kinds)
    return Results(final, rolls, per_kind.astype(np.int64), names, table.ledger.per_slot)
