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
# ``counting``: [0] count (1) or bet flat (0), [1] index plays, [RAMP + 10 + t] the bet in
# chips at a true count truncated to t (-10..10), [RAMP + 21..23] the natural's win, per
# and the payout step; from RAMP + 24, per (hard total * 11 + up): the index play's bits at
# or above its count (-1: none), its count times ten (+242), its bits below (+484), a Fab 4
# surrender's count times ten (+726; 1000 or more: none); at TENS + 0 and + 1 the count
# times ten from which a pair of tens splits against a 5 and a 6 (1000 or more: never).
RAMP = 2
TENS = RAMP + 24 + 4 * 242
COUNTING = TENS + 2


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
    counting: Cells,
    bets: Slots,
) -> tuple[int, int, int]:
    """Play up to ``rounds`` rounds from ``shoes[row]`` at ``pos``; return (rounds played,
    row, pos). ``rules``: cut, h17, das, double_low (0 any, 9, 10), max_hands, resplit
    aces, surrender (1 late, 2 early), bet, bj_win, sur_back, no hole card, hit split
    aces. ``hands`` is scratch space, 8 * MAX_HANDS long. ``counting`` (``COUNTING``
    long; all 0: a flat bettor): see ``counting_cells``; ``bets[k]`` is round k's bet."""
    cut, h17, das, double_low = rules[0], rules[1], rules[2], rules[3]
    max_hands, resplit_aces, surrender, bet0, bj_win, sur_back = (
        rules[4], rules[5], rules[6], rules[7], rules[8], rules[9])  # fmt: skip
    enhc, hit_aces = rules[10], rules[11]  # no hole card; split aces played on
    counts, index_plays = counting[0], counting[1]
    win, per, step = counting[RAMP + 21], counting[RAMP + 22], counting[RAMP + 23]
    rc = 0  # the Hi-Lo running count of the cards seen in this row (shoe)
    count_row = row
    # per hand h: hands[8h + 0] bet, +1 hard total, +2 aces, +3 cards, +4 first rank,
    # +5 second rank, +6 split aces, +7 settled (1) / standing (2) / in play (0)
    played = 0
    while played < rounds:
        if pos >= cut:
            row, pos = row + 1, 0
        if row >= rows - 1:
            break
        drawn = 4  # the deal: player, dealer up, player, dealer hole
        start_row, start_pos = row, pos
        if row != count_row:  # a fresh shoe: the count starts again
            rc, count_row = 0, row
        tc10 = 0  # the true count times ten, truncated
        if counts != 0:
            left = size - pos
            tc10 = (rc * 520) // max(left, 13) if rc >= 0 else -((-rc * 520) // max(left, 13))
            bucket = tc10 // 10 if tc10 >= 0 else -((-tc10) // 10)
            bucket = min(max(bucket, -10), 10)
            bet0 = counting[RAMP + bucket + 10]
            bj_win = (bet0 * win) // (per * step) * step
            sur_back = bet0 // (2 * step) * step
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
        c3 = 0  # no hole card: the dealer's second card comes once every hand is played
        if enhc == 0:
            if pos >= size:
                row, pos = row + 1, 0
            c3 = shoes[row * size + pos]
            pos += 1
        else:
            drawn = 3
        up = min(c1, 10)
        d_hard = up + min(c3, 10)
        d_aces = (1 if c1 == 1 else 0) + (1 if c3 == 1 else 0)
        p1, p2 = min(c0, 10), min(c2, 10)
        p_bj = (p1 == 1 and p2 == 10) or (p1 == 10 and p2 == 1)
        d_bj = d_hard == 11 and d_aces == 1
        result = 0
        if counts != 0 and index_plays != 0 and up == 1 and enhc == 0 and tc10 >= 30:
            insured = bet0 // 2  # insurance at a true count of +3: half the bet
            result = 2 * insured if d_bj else -insured
        if d_bj and (up == 1 or up == 10):  # the peek (insurance offered and declined)
            lost = -bet0
            if surrender == 2 and not p_bj:  # early surrender: the chart's, before the peek
                hard0 = p1 + p2
                soft0 = 1 if hard0 <= 11 and (p1 == 1 or p2 == 1) else 0
                bits0 = act[(soft0 * 22 + hard0 + 10 * soft0) * 11 + up]
                kept = c0 == c2 and split[c0 * 11 + up] == 2  # split, not surrendered
                if bits0 & 1 and not kept:
                    lost = sur_back - bet0
            result += 0 if p_bj else lost
        elif p_bj:
            result += bj_win
            if enhc != 0:  # the dealer's second card: a blackjack too pushes
                if pos >= size:
                    row, pos = row + 1, 0
                c = shoes[row * size + pos]
                pos += 1
                drawn += 1
                if (up == 1 and min(c, 10) == 10) or (up == 10 and c == 1):
                    result -= bj_win
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
                    if total == 21 or (aces_split and not may_split and hit_aces == 0):
                        hands[h + 7] = 2
                        break
                    bits = act[(soft * 22 + total) * 11 + up]
                    ten_split = False  # an index play splits this pair of tens
                    if index_plays != 0 and soft == 0:  # the count bends the chart
                        now = rc + hilo_seen(shoes, size, start_row, start_pos, row, pos, enhc)
                        tc_now = (
                            (now * 520) // max(size - pos, 13)
                            if now >= 0
                            else -((-now * 520) // max(size - pos, 13))
                        )
                        key = RAMP + 24 + total * 11 + up
                        if counting[key] >= 0:  # basic strategy's surrender stays
                            above = tc_now >= counting[key + 242]
                            bits = (bits & 1) | counting[key if above else key + 484]
                        if counting[key + 726] < 1000:  # a Fab 4 surrender
                            bits = bits | 1 if tc_now >= counting[key + 726] else bits & 6
                        if pair and hands[h + 4] >= 10 and (up == 5 or up == 6):
                            ten_split = tc_now >= counting[TENS + up - 5]
                    may_double = (
                        two and (not aces_split or hit_aces != 0) and (das != 0 or count == 1)
                    )
                    if double_low != 0 and (soft or total < double_low or total > 11):
                        may_double = False
                    keeps = pair and split[hands[h + 4] * 11 + up] == 2  # split, not surrender
                    if surrender != 0 and count == 1 and two and bits & 1 and not keeps:
                        hands[h + 7] = 1
                        result = sur_back - bet0
                    elif may_split and (split[hands[h + 4] * 11 + up] != 0 or ten_split):
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
                    elif (may_double and bits & 2) or (
                        (not aces_split or hit_aces != 0) and bits & 4
                    ):
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
            if enhc != 0:  # the dealer's second card, now; a blackjack takes every hand
                if pos >= size:
                    row, pos = row + 1, 0
                c = shoes[row * size + pos]
                pos += 1
                drawn += 1
                d_hard += min(c, 10)
                d_aces += 1 if c == 1 else 0
                if d_hard == 11 and d_aces == 1:
                    for i in range(count):
                        if hands[8 * i + 7] == 2:
                            result -= hands[8 * i]
                    live = False
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
        bets[played] = bet0
        played += 1
        if counts != 0:  # every card of the round is seen by its end
            if row != count_row:
                rc, count_row = 0, row
            rc += hilo_seen(shoes, size, start_row, start_pos, row, pos, 0)
    return played, row, pos


def hilo_seen(shoes: Cells, size: int, row0: int, pos0: int, row: int, pos: int, enhc: int) -> int:
    """The Hi-Lo count of the cards dealt from ``(row0, pos0)`` up to ``(row, pos)`` that
    are in the current row (a row left mid-round is a shoe gone), less the hole card while
    it is face down (the fourth card of the deal, unless ``enhc`` or the row changed)."""
    total = 0
    first = pos0 if row0 == row else 0
    for k in range(first, pos):
        card = shoes[row * size + k]
        total += 1 if 2 <= card <= 6 else (-1 if card == 1 or card >= 10 else 0)
    if enhc == 0 and row0 == row and pos >= pos0 + 4:  # the hole card, unseen yet
        hole = shoes[row * size + pos0 + 3]
        total -= 1 if 2 <= hole <= 6 else (-1 if hole == 1 or hole >= 10 else 0)
    return total


class Kernel(Protocol):
    def __call__(
        self, shoes: Cells, size: int, rows: int, row: int, pos: int, rounds: int,
        act: Cells, split: Cells, rules: Cells,
        net: Slots, cards_used: Slots,
        hands: Slots, counting: Cells, bets: Slots, /,
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
                global hilo_seen  # the kernel calls it: compiled first, by the same name
                hilo_seen = numba.njit(cache=True, nogil=True)(hilo_seen)
                jit: Callable[[Kernel], Kernel] = numba.njit(cache=True, nogil=True)
                kernel = jit(play_rounds)
        _compiled.append(kernel)
    return _compiled[0]
