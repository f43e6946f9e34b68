"""Which line bet odds go behind, on the fast path: the slot ``Game`` would find (pass and
come before put, the first such bet), and whether the amount is within the odds cap."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ..model.dice import POINT_NUMBERS
from ..strategies.base import Amounts, Mask
from .tables import Tables

Rows = npt.NDArray[np.intp]
_POINTS = np.isin(np.arange(13), POINT_NUMBERS)


class OddsLines:
    def __init__(self, tables: Tables, by_number: dict[int, npt.NDArray[np.intp]]) -> None:
        """``by_number``: per kind, its slot on each number 0..12 (-1 where it has none)."""
        self.t = tables
        self._by_number = by_number
        self._lines: dict[str | None, npt.NDArray[np.intp]] = {}
        self._in_use: dict[tuple[str | None, bytes], npt.NDArray[np.intp]] = {}
        self._capped = bool(tables.odds_cap.any())

    def _kinds(self, on: str | None) -> npt.NDArray[np.intp]:
        """Per kind odds may go behind when asked ``on``, in the order ``Game`` looks (pass
        and come before put): its slot on each number 0..12, -1 where there is none."""
        found = self._lines.get(on)
        if found is None:
            dark = on is not None and on.startswith("dont")
            rows = [
                np.where(_POINTS, self._by_number[k], -1)
                for k, cls in enumerate(self.t.layout.kinds)
                if cls.takes_odds
                and (cls.odds_verb == "lays") == dark
                and (on in (None, "dont") or cls.kind == on)
            ]
            found = self._lines[on] = np.array(rows, dtype=np.intp).reshape(-1, 13)
        return found

    def _used_kinds(self, on: str | None, used: Mask) -> npt.NDArray[np.intp]:
        """``_kinds(on)`` without the kinds no bet is in (``used``: the slots a bet may be
        in; it only grows, so there are few of these to keep)."""
        key = (on, used.tobytes())
        found = self._in_use.get(key)
        if found is None:
            kinds = self._kinds(on)
            found = self._in_use[key] = kinds[((kinds >= 0) & used[kinds]).any(axis=1)]
        return found

    def behind(
        self,
        number: int | Amounts,
        rows: Rows,
        on: str | None,
        amount: npt.NDArray[np.int64],
        used: Mask,
    ) -> tuple[Rows, Amounts]:
        """For ``rows``: the slot of the line bet the odds on ``number`` go behind (-1: none),
        and that bet, as ``Game`` finds it (the first such bet); ``amount`` is the tables'
        bets, slot-major, and ``used`` the slots any bet may be in."""
        kinds = self._kinds(on)
        if isinstance(number, int | np.integer):
            slots = [int(c) for c in (kinds[:, number] if 0 <= number < 13 else ())]
            best: tuple[Rows, Amounts] | None = None
            for candidate in [c for c in slots if c >= 0 and used[c]][::-1]:
                bet = amount[candidate, rows]
                if not bet.any():
                    continue
                if best is None:  # the first candidate in the list wins: it comes last
                    best = np.where(bet > 0, candidate, -1), bet
                else:
                    best = np.where(bet > 0, candidate, best[0]), np.where(bet > 0, bet, best[1])
            return best or (np.full(len(rows), -1, dtype=np.intp), np.zeros(len(rows), np.int64))
        numbers = np.minimum(np.maximum(np.asarray(number)[rows], 0), 12)
        return self.behind_each(numbers, rows, on, amount, used)

    def behind_each(
        self,
        numbers: Amounts,
        rows: Rows,
        on: str | None,
        amount: npt.NDArray[np.int64],
        used: Mask,
    ) -> tuple[Rows, Amounts]:
        """As ``behind``, with a number 0..12 per row (``numbers[i]`` for ``rows[i]``): every
        kind with a bet anywhere looked up at once, and the first kind with a bet taken."""
        kinds = self._used_kinds(on, used)
        if not len(kinds):
            return np.full(len(rows), -1, dtype=np.intp), np.zeros(len(rows), dtype=np.int64)
        if len(kinds) == 1:  # one kind of line bet on the table (pass-odds: the pass line)
            only = kinds[0, numbers]
            bet: Amounts = np.where(only >= 0, amount[only, rows], 0)
            return np.where(bet > 0, only, -1), bet
        candidates = kinds[:, numbers]  # (kinds, rows); -1 reads the last slot, masked here
        bets = np.where(candidates >= 0, amount[candidates, rows], 0)
        first, each = (bets > 0).argmax(axis=0), np.arange(len(rows))
        line: Amounts = bets[first, each]
        slot: Rows = np.where(line > 0, candidates[first, each], -1)
        return slot, line

    def within_cap(self, slot: Rows, line: Amounts, amount: Amounts) -> Mask:
        t = self.t
        if not self._capped:
            return np.ones(len(slot), dtype=bool)
        cap = t.odds_cap[slot]
        laid = amount * t.odds_num[slot] // t.odds_den[slot]
        within: Mask = (cap == 0) | (np.where(t.lays[slot], laid, amount) <= cap * line)
        return within


def afford(which: Rows, rows: Rows, wanted: Amounts, rack: Amounts) -> Mask:
    """Which of the odds ``wanted[i]`` (on point number ``which[i]``, for ``rows[i]``, in
    that order) the rack pays for when they are placed one after another, each refused
    that is more than what is left. Where a session's rack covers all its odds, all go on;
    only sessions short of that are gone through number by number."""
    total = np.zeros((len(POINT_NUMBERS), len(rack)), dtype=np.int64)
    total[which, rows] = wanted
    short = (total.sum(axis=0) > rack)[rows]
    paid: Mask = ~short
    if not short.any():
        return paid
    left = rack.copy()
    for number in np.unique(which[short]):
        at = np.flatnonzero(short & (which == number))
        fits = wanted[at] <= left[rows[at]]
        paid[at] = fits
        left[rows[at[fits]]] -= wanted[at[fits]]
    return paid
