"""The fast path's coordinates: slots (one bet class on one number) and table states.

Both are read off the model, not written down here. The slots are every registered bet
class (``bets.REGISTRY``) on every number it may sit on: its ``numbers``, the numbers a
line bet ``travels`` to, and ``None`` for a bet without a number or waiting on its line.
The states are the game states a lone shooter's table can reach, found by following
``state.after(throw).next`` from the opening ``PointOff(new_shooter=True)`` over the 36
throws; they differ in the point and in the phases (new shooter, after a seven) that decide
which bets may be placed. State 0 is the opening state.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from ..model.bets import REGISTRY, Bet, Phase
from ..model.dice import Throw
from ..model.states import GameState, PointOff

THROWS = tuple(Throw(d1, d2) for d1 in range(1, 7) for d2 in range(1, 7))
StateKey = tuple[int | None, frozenset[Phase]]


def numbers_of(cls: type[Bet]) -> tuple[int | None, ...]:
    """Where a bet of ``cls`` may sit: None (no number, or waiting), its numbers, travels."""
    waiting: tuple[int | None, ...] = () if cls.numbers else (None,)
    return waiting + cls.numbers + tuple(n for n in cls.travels if n not in cls.numbers)


def has_memory(cls: type[Bet]) -> bool:
    """Bets that record the hand (``advance``): fire, all/tall/small."""
    return cls.advance is not Bet.advance


def _key(state: GameState) -> StateKey:
    return state.point, state.phases


def _states() -> tuple[GameState, ...]:
    found: dict[StateKey, GameState] = {}
    todo: list[GameState] = [PointOff(new_shooter=True)]
    while todo:
        state = todo.pop(0)
        if _key(state) in found:
            continue
        found[_key(state)] = state
        todo += [state.after(throw).next for throw in THROWS]
    return tuple(found.values())


@dataclass(frozen=True, eq=False)
class Layout:
    kinds: tuple[type[Bet], ...]
    slot_kind: npt.NDArray[np.intp]  # (slots,): index into kinds
    slot_number: tuple[int | None, ...]
    states: tuple[GameState, ...]

    @property
    def slots(self) -> int:
        return len(self.slot_number)

    def slot(self, kind: str, number: int | None) -> int | None:
        """The slot of ``kind`` on ``number``, or None when there is none."""
        return _index(self).get((kind, number))

    def at(self, kind: str, number: int | None) -> int:
        """The slot of ``kind`` on ``number``, which must exist."""
        return _index(self)[kind, number]

    def kind_index(self, kind: str) -> int | None:
        return next((k for k, cls in enumerate(self.kinds) if cls.kind == kind), None)

    def slots_of(self, kind: int) -> npt.NDArray[np.intp]:
        return np.flatnonzero(self.slot_kind == kind)

    def state_index(self, state: GameState) -> int:
        return next(i for i, s in enumerate(self.states) if _key(s) == _key(state))


@cache
def _index(layout: Layout) -> dict[tuple[str, int | None], int]:
    return {
        (layout.kinds[int(k)].kind, n): slot
        for slot, (k, n) in enumerate(zip(layout.slot_kind, layout.slot_number, strict=True))
    }


@cache
def layout() -> Layout:
    kinds = tuple(REGISTRY.values())
    slot_kind, slot_number = [], []
    for k, cls in enumerate(kinds):
        for number in numbers_of(cls):
            slot_kind.append(k)
            slot_number.append(number)
    return Layout(kinds, np.array(slot_kind, dtype=np.intp), tuple(slot_number), _states())
