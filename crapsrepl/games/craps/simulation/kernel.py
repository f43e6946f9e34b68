"""The settle loop compiled by numba: the same settlement as ``settle._settle``, in one pass.

Imported only when numba is installed (``pip install 'crapsrepl[fast]'``); without it the
numpy version runs and gives identical results (tests/simulation/test_kernel.py plays
both). It covers the throws where no bet with a memory and no commission charged on a win
is on the table; ``settle`` sends the others to numpy. Codes as in ``tables``: 1 win,
2 lose, 3 return, 4 travel. Travels are applied after the loop, so a bet that moves is not
settled twice and lands on a number whose old bet this throw has already decided.
"""

from __future__ import annotations

import numba
import numpy as np
import numpy.typing as npt

Ints = npt.NDArray[np.int64]
Rows = npt.NDArray[np.intp]
Flags = npt.NDArray[np.bool_]


@numba.njit(cache=True, nogil=True)
def settle_kernel(
    amount: Ints,
    odds_on: Ints,
    state: Ints,
    throw: Rows,
    rack: Ints,
    used: Rows,
    column: Rows,
    origin: Rows,
    code: Ints,
    win_num: Ints,
    win_den: Ints,
    odds_num: Ints,
    odds_den: Ints,
    odds_working: Flags,
    stays: Flags,
    dest: Ints,
    next_state: Ints,
    decided: Ints,
    last: Ints,
    per_slot: Ints,
) -> None:
    n = amount.shape[1]
    last[:, :] = 0
    moves = np.empty((4 * n + 4, 4), dtype=np.int64)  # rows are read only once written
    moved = 0
    for slot in used:
        col, org = column[slot], origin[slot]
        for i in range(n):
            a = amount[slot, i]
            if a == 0:
                continue
            s, th = state[i], throw[i]
            c = code[s, th, slot]
            if c == 0:
                continue
            b = odds_on[slot, i]
            amount[slot, i] = 0
            odds_on[slot, i] = 0
            if c == 4:
                if moved == len(moves):
                    moves = np.concatenate((moves, np.zeros_like(moves)))
                moves[moved, 0], moves[moved, 1] = dest[th, slot], i
                moves[moved, 2], moves[moved, 3] = a, b
                moved += 1
                continue
            if c == 3:
                rack[i] += a + b
                continue
            working = odds_working[s, slot]
            decided[col, 0, i] += a
            per_slot[org, 0] += a
            if c == 1:
                won = a * win_num[th, slot] // win_den[th, slot]
                last[col, i] += won
                if stays[slot]:
                    amount[slot, i] = a
                    odds_on[slot, i] = b
                    rack[i] += won
                    continue
                paid = a + won
                if working:
                    paid += b + b * odds_num[slot] // odds_den[slot]
                else:
                    paid += b
            else:
                last[col, i] -= a
                paid = 0 if working else b
            if working and b:
                decided[col, 1, i] += b
                per_slot[slot, 1] += b
            rack[i] += paid
    for m in range(moved):
        amount[moves[m, 0], moves[m, 1]] = moves[m, 2]
        odds_on[moves[m, 0], moves[m, 1]] = moves[m, 3]
    for i in range(n):
        state[i] = next_state[state[i], throw[i]]
