"""The simulator's dice: a stream per session, from the master seed and the session's number.

Each session's throws come from SplitMix64 seeded with a key mixed from (master seed,
session number), so throw r of session i is a pure function of (seed, i, r): the same for
any number of jobs, chunks or machines, and computed for thousands of sessions at once.
A throw is one of the 36 ordered pairs, index 6 * (die1 - 1) + (die2 - 1), drawn from the
top 32 bits of the output by multiply-and-shift (bias below 1e-8).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

Keys = npt.NDArray[np.uint64]
GAMMA = np.uint64(0x9E3779B97F4A7C15)
_MASK = (1 << 64) - 1


def _mix(z: Keys) -> Keys:
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def session_keys(seed: int, first: int, count: int) -> Keys:
    """The keys of sessions ``first`` .. ``first + count - 1`` under master ``seed``."""
    master = _mix(np.array([seed & _MASK], dtype=np.uint64))
    numbers = np.arange(first, first + count, dtype=np.uint64)
    return _mix(master ^ _mix(numbers + GAMMA))


def throws(keys: Keys, roll: int) -> npt.NDArray[np.intp]:
    """Throw number ``roll`` (0 first) of each session, as an index 0..35."""
    step = np.array([(roll + 1) & _MASK], dtype=np.uint64) * GAMMA
    z = _mix(keys + step)
    return ((z >> np.uint64(32)) * np.uint64(36) >> np.uint64(32)).astype(np.intp)


def dice_of(throw: int) -> tuple[int, int]:
    return throw // 6 + 1, throw % 6 + 1


def throw_block(keys: Keys, first: int, count: int) -> npt.NDArray[np.intp]:
    """Throws ``first`` .. ``first + count - 1`` of each session: ``[r - first, session]``,
    the same as ``throws(keys, r)`` row by row, drawn in one go."""
    rolls = np.arange(first + 1, first + count + 1, dtype=np.uint64)[:, None]
    z = _mix(keys[None, :] + rolls * GAMMA)
    return ((z >> np.uint64(32)) * np.uint64(36) >> np.uint64(32)).astype(np.intp)
