"""The rounds of one seat played card by card, as ``BlackjackGame`` plays them.

Written in the subset of Python numba compiles; ``compiled()`` gives the njit version when
numba is installed (``pip install 'crapsrepl[fast]'``, off with CRAPSREPL_NUMBA=0) and the
same function run by Python otherwise, so both give identical results. Every argument is a
flat sequence indexed with one integer, so Python lists serve the plain version and numpy
arrays the compiled one.

Shoes come as rows of ranks (1 ace .. 13 king), ``size`` cards each, one row per shuffle:
a round starting past the cut card moves to the next row, and a row emptied mid-round
goes on in the next row, as ``Shoe.draw`` reshuffles. The last row is kept for that: a
call stops before a round would start in it and the caller carries it on.

Money is whole chips: a hand returns ``2 * bet`` on a win, ``bet`` on a push,
``bet + bj_win`` for a blackjack and ``sur_back`` for a surrender (both as the table rounds
them, ``TableRules.blackjack_win`` and ``surrender_back``), nothing on a loss; ``net[k]`` is
round k's total over its stakes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Protocol

MAX_HANDS = 8  # TableRules allows splitting to at most 8 hands


class Cells(Protocol):
    """What the kernel reads: a Python list or a one-dimensional numpy array of ints."""

    def __getitem__(self, index: int, /) -> int: ...


class Slots(Cells, Protocol):
    """What the kernel writes its results into."""

    def __setitem__(self, index: int, value: int, /) -> None: ...


def play_rounds(
    shoes: Cells,
    size: int,
    rows: int,
    row: int,
    pos: int,
    rounds: int,
    act: Cells,
    split: Cells,
    rules: Cells,
    net: Slots,
    cards_used: Slots,
    hands: Slots,
) -> tuple[int, int, int]:
    """Play up to ``rounds`` rounds from ``shoes[row]`` at ``pos``; return (rounds played,
    row, pos). ``rules``: cut, h17, das, double_low (0 any, 9, 10), max_hands, resplit
    aces, surrender, bet, bj_win, sur_back. ``hands`` is scratch space, 8 * MAX_HANDS long."""
    cut, h17, das, double_low = rules[0], rules[1], rules[2], rules[3]
    max_hands, resplit_aces, surrender, bet0, bj_win, sur_back = (
        rules[4], rules[5], rules[6], rules[7], rules[8], rules[9])  # fmt: skip
    # per hand h: hands[8h + 0] bet, +1 hard total, +2 aces, +3 cards, +4 first rank,
    # +5 second rank, +6 split aces, +7 settled (1) / standing (2) / in play (0)
    played = 0
    while played < rounds:
        if pos >= cut:
            row, pos = row + 1, 0
        if row >= rows - 1:
            break
        drawn = 4  # the deal: player, dealer up, player, dealer hole
        if pos >= size:
            row, pos = row + 1, 0
        c0 = shoes[row * size + pos]
        pos += 1
        if pos >= size:
            row, pos = row + 1, 0
        c1 = shoes[row * size + pos]
        pos += 1
        if pos >= size:
            row, pos = row + 1, 0
        c2 = shoes[row * size + pos]
        pos += 1
        if pos >= size:
            row, pos = row + 1, 0
        c3 = shoes[row * size + pos]
        pos += 1
        up = min(c1, 10)
        d_hard = up + min(c3, 10)
        d_aces = (1 if c1 == 1 else 0) + (1 if c3 == 1 else 0)
        p1, p2 = min(c0, 10), min(c2, 10)
        p_bj = (p1 == 1 and p2 == 10) or (p1 == 10 and p2 == 1)
        d_bj = d_hard == 11 and d_aces == 1
        result = 0
        if d_bj and (up == 1 or up == 10):  # the peek (insurance offered and declined)
            result = 0 if p_bj else -bet0
        elif p_bj:
            result = bj_win
        else:
            for k in range(8):
                hands[k] = 0
            hands[0], hands[1], hands[3] = bet0, p1 + p2, 2
            hands[2] = (1 if p1 == 1 else 0) + (1 if p2 == 1 else 0)
            hands[4], hands[5] = c0, c2
            count = 1
            i = 0
            while i < count:
                h = 8 * i
                if hands[h + 3] == 1:  # a split hand gets its second card on its turn
                    if pos >= size:
                        row, pos = row + 1, 0
                    c = shoes[row * size + pos]
                    pos += 1
                    drawn += 1
                    hands[h + 1] += min(c, 10)
                    hands[h + 2] += 1 if c == 1 else 0
                    hands[h + 3] = 2
                    hands[h + 5] = c
                while hands[h + 7] == 0:
                    hard = hands[h + 1]
                    soft = 1 if hard <= 11 and hands[h + 2] > 0 else 0
                    total = hard + 10 * soft
                    two = hands[h + 3] == 2
                    pair = two and hands[h + 4] == hands[h + 5]
                    aces_split = hands[h + 6] == 1
                    may_split = pair and count < max_hands and (resplit_aces != 0 or not aces_split)
                    if total == 21 or (aces_split and not may_split):
                        hands[h + 7] = 2
                        break
                    bits = act[(soft * 22 + total) * 11 + up]
                    may_double = two and not aces_split and (das != 0 or count == 1)
                    if double_low != 0 and (soft or total < double_low or total > 11):
                        may_double = False
                    keeps = pair and split[hands[h + 4] * 11 + up] == 2  # split, not surrender
                    if surrender != 0 and count == 1 and two and bits & 1 and not keeps:
                        hands[h + 7] = 1
                        result = sur_back - bet0
                    elif may_split and split[hands[h + 4] * 11 + up]:
                        for k in range(8 * count - 1, h + 7, -1):  # room at i + 1
                            hands[k + 8] = hands[k]
                        n = h + 8
                        rank = hands[h + 5]
                        aces = 1 if rank == 1 else 0
                        hands[n], hands[n + 1], hands[n + 2] = hands[h], min(rank, 10), aces
                        hands[n + 3], hands[n + 4], hands[n + 5] = 1, rank, 0
                        hands[n + 6], hands[n + 7] = aces, 0
                        hands[h + 1], hands[h + 2], hands[h + 3] = min(rank, 10), aces, 1
                        hands[h + 5], hands[h + 6] = 0, aces
                        count += 1
                        if pos >= size:
                            row, pos = row + 1, 0
                        c = shoes[row * size + pos]
                        pos += 1
                        drawn += 1
                        hands[h + 1] += min(c, 10)
                        hands[h + 2] += 1 if c == 1 else 0
                        hands[h + 3] = 2
                        hands[h + 5] = c
                    elif (may_double and bits & 2) or (not aces_split and bits & 4):
                        if pos >= size:
                            row, pos = row + 1, 0
                        c = shoes[row * size + pos]
                        pos += 1
                        drawn += 1
                        hands[h + 1] += min(c, 10)
                        hands[h + 2] += 1 if c == 1 else 0
                        hands[h + 3] += 1
                        if may_double and bits & 2:
                            hands[h] *= 2
                            hands[h + 7] = 2
                        if hands[h + 1] > 21:
                            hands[h + 7] = 1
                            result -= hands[h]
                    else:
                        hands[h + 7] = 2
                i += 1
            live = False
            for i in range(count):
                live = live or hands[8 * i + 7] == 2
            if live:  # the dealer draws only for a hand still standing
                while True:
                    d_total = d_hard + 10 if d_hard <= 11 and d_aces > 0 else d_hard
                    soft17 = d_total == 17 and d_hard != 17
                    if d_total > 17 or (d_total == 17 and not (h17 != 0 and soft17)):
                        break
                    if pos >= size:
                        row, pos = row + 1, 0
                    c = shoes[row * size + pos]
                    pos += 1
                    drawn += 1
                    d_hard += min(c, 10)
                    d_aces += 1 if c == 1 else 0
                d_total = d_hard + 10 if d_hard <= 11 and d_aces > 0 else d_hard
                for i in range(count):
                    h = 8 * i
                    if hands[h + 7] != 2:
                        continue
                    hard = hands[h + 1]
                    total = hard + 10 if hard <= 11 and hands[h + 2] > 0 else hard
                    if d_total > 21 or total > d_total:
                        result += hands[h]
                    elif total < d_total:
                        result -= hands[h]
        net[played] = result
        cards_used[played] = drawn
        played += 1
    return played, row, pos


class Kernel(Protocol):
    def __call__(
        self, shoes: Cells, size: int, rows: int, row: int, pos: int, rounds: int,
        act: Cells, split: Cells, rules: Cells,
        net: Slots, cards_used: Slots,
        hands: Slots, /,
    ) -> tuple[int, int, int]: ...  # fmt: skip


_compiled: list[Kernel | None] = []


def compiled() -> Kernel | None:
    """The numba-compiled ``play_rounds``, or None without numba (or CRAPSREPL_NUMBA=0)."""
    if not _compiled:
        kernel: Kernel | None = None
        if os.environ.get("CRAPSREPL_NUMBA", "1") != "0":
            try:
                import numba
            except ImportError:
                pass
            else:
                jit: Callable[[Kernel], Kernel] = numba.njit(cache=True, nogil=True)
                kernel = jit(play_rounds)
        _compiled.append(kernel)
    return _compiled[0]
