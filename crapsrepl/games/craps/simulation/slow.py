"""Sessions the fast path cannot play, played through the interactive ``Game`` instead.

Every built-in strategy plays on the fast path. A strategy file may still do what its
tables cannot (``engine`` raises ``NotImplementedError`` and says what); then the chunk is
played here, one session at a time, on the same per-session dice: thousands of rolls a
second instead of millions, but with the interactive table's own rules, so nothing is
approximated. The results carry the reason, and the report prints it.
"""

from __future__ import annotations

import numpy as np

from .layout import layout
from .reference import play_in_game
from .sessions import Results, play
from .setup import Simulation


def play_slow(sim: Simulation, first: int, count: int, reason: str = "") -> Results:
    final = np.zeros(count, dtype=np.int64)
    rolls = np.zeros(count, dtype=np.int64)
    kinds = [cls.kind for cls in layout().kinds]
    wagered = np.zeros((count, len(kinds), 2), dtype=np.int64)
    per_slot = np.zeros((layout().slots, 4), dtype=np.int64)
    for i in range(count):
        played = play_in_game(sim, first + i)
        final[i], rolls[i] = played.final, len(played.racks)
        for (kind, odds), dollars in played.decided.items():
            wagered[i, kinds.index(kind), int(odds)] += dollars
        per_slot += played.per_slot
    used = [k for k in range(len(kinds)) if wagered[:, k].any()]
    return Results(
        final, rolls, wagered[:, used], tuple(kinds[k] for k in used), per_slot, reason or None
    )


def play_chunk(sim: Simulation, part: tuple[int, int]) -> Results:
    """Sessions on the fast path, or here when the strategy does what it cannot."""
    try:
        return play(sim, *part)
    except NotImplementedError as problem:
        return play_slow(sim, *part, str(problem) or type(problem).__name__)
