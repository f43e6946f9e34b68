"""Rounds dealt off the top of a full shoe (penetration 0, a continuous shuffler): each
round gets its own row of ``TOP`` cards, the first cards of a fresh shuffle.

Shuffling the whole shoe for every round would cost ``52 * decks`` random numbers a round;
the first ``TOP`` cards of a uniform shuffle are the same thing as ``TOP`` cards drawn one
by one without replacement, which costs ``TOP``. A round that needs more goes on into the
next row (a fresh shoe), as the kernel does at a row's end: one seat's round uses more than
24 cards about once in a million rounds, so the figures do not feel it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Protocol

import numpy as np
import numpy.typing as npt

TOP = 24
Ranks = npt.NDArray[np.int64]
Floats = npt.NDArray[np.float64]


def draw_rows(uniform: Floats, decks: int, out: Ranks) -> None:
    """``out[row, k]``: the ``k``-th card (rank 1 ace .. 13 king) of a fresh shuffle, drawn
    without replacement using ``uniform[row, k]`` in [0, 1)."""
    rows, top = uniform.shape
    for row in range(rows):
        left = np.full(13, 4 * decks, dtype=np.int64)
        remaining = 52 * decks
        for k in range(top):
            pick = int(uniform[row, k] * remaining)
            rank = 0
            while pick >= left[rank]:
                pick -= left[rank]
                rank += 1
            left[rank] -= 1
            remaining -= 1
            out[row, k] = rank + 1


class Drawer(Protocol):
    def __call__(self, uniform: Floats, decks: int, out: Ranks, /) -> None: ...


_compiled: list[Drawer] = []


def _drawer() -> Drawer:
    if not _compiled:
        drawer: Drawer = draw_rows
        if os.environ.get("CRAPSREPL_NUMBA", "1") != "0":
            try:
                import numba
            except ImportError:
                pass
            else:
                jit: Callable[[Drawer], Drawer] = numba.njit(cache=True, nogil=True)
                drawer = jit(draw_rows)
        _compiled.append(drawer)
    return _compiled[0]


def fresh_tops(rng: np.random.Generator, decks: int, rows: int) -> Ranks:
    """``rows`` rows of the first ``TOP`` cards of independent full shuffles."""
    out = np.empty((rows, TOP), dtype=np.int64)
    _drawer()(rng.random((rows, TOP)), decks, out)
    return out
