"""Tables for the bets with a memory of the hand: fire, all, tall and small.

Their decision depends on what the hand has shown so far, which the bet keeps
(``progress``: points made, totals rolled). The fast path keeps that memory per session as
a bit set over the values the class remembers (its *universe*, found by asking ``restore``
which values it accepts), and these tables say, for every table state, memory and throw,
what the bet class does: restored to that memory, ``advance`` then ``decide``, the memory
it keeps after, and what a win pays. Built once per table rules, when a strategy first
puts such a bet down.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from ..model.bets import Bet, Outcome
from ..model.dice import Throw
from ..model.errors import GameError
from ..model.rules import TableRules
from ..model.states import GameState
from .layout import THROWS, Layout

Table = npt.NDArray[np.int64]
PROBE = 3600
_CODES = {None: 0, Outcome.WIN: 1, Outcome.LOSE: 2, Outcome.RETURN: 3, Outcome.PUSH: 3}


def _accepts(cls: type[Bet], number: int | None, value: int) -> bool:
    try:
        cls("sim", 1, number).restore([value])
    except GameError:
        return False
    return True


@dataclass(frozen=True, eq=False)
class MemoryTables:
    universe: tuple[int, ...]
    code: Table  # (states, memories, 36)
    after: Table  # (states, memories, 36): the memory after the throw
    win_num: Table  # (states, memories, 36)
    win_den: Table

    @property
    def memories(self) -> int:
        return 1 << len(self.universe)

    def encode(self, values: list[int]) -> int:
        return sum(1 << self.universe.index(v) for v in values)

    def decode(self, memory: int) -> list[int]:
        return [v for i, v in enumerate(self.universe) if memory >> i & 1]

    @classmethod
    def build(
        cls, bet_cls: type[Bet], number: int | None, lay: Layout, rules: TableRules
    ) -> MemoryTables:
        universe = tuple(v for v in range(2, 13) if _accepts(bet_cls, number, v))
        states, memories = len(lay.states), 1 << len(universe)
        shape = (states, memories, 36)
        built = cls(
            universe,
            np.zeros(shape, np.int64),
            np.zeros(shape, np.int64),
            np.zeros(shape, np.int64),
            np.ones(shape, np.int64),
        )
        for s, state in enumerate(lay.states):
            for memory in range(memories):
                for t, throw in enumerate(THROWS):
                    built._fill(bet_cls, number, rules, (s, memory, t), state, throw)
        return built

    def _bet(self, bet_cls: type[Bet], number: int | None, amount: int, memory: int) -> Bet:
        bet = bet_cls("sim", amount, number)
        bet.restore(self.decode(memory))
        return bet

    def _fill(
        self,
        bet_cls: type[Bet],
        number: int | None,
        rules: TableRules,
        at: tuple[int, int, int],
        state: GameState,
        throw: Throw,
    ) -> None:
        memory = at[1]
        bet = self._bet(bet_cls, number, PROBE, memory)
        if not state.works(bet, rules):
            self.after[at] = memory
            return
        bet.advance(throw, state.point)
        decided = bet.decide(throw, state.point)
        self.code[at] = _CODES[decided]
        self.after[at] = self.encode(bet.progress())
        if decided is Outcome.WIN:
            ratio = Fraction(bet.winnings(throw, rules), PROBE)
            for amount in range(1, 61):
                paying = self._bet(bet_cls, number, amount, memory)
                paying.advance(throw, state.point)
                if paying.winnings(throw, rules) != amount * ratio.numerator // ratio.denominator:
                    raise ValueError(f"{bet_cls.__name__} does not pay a rounded-down ratio")
            self.win_num[at], self.win_den[at] = ratio.numerator, ratio.denominator
