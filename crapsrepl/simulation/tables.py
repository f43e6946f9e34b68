"""Settlement tables for the fast path, built by asking the bet classes themselves.

Nothing here knows a rule of craps: every entry comes from calling a bet class's
``decide``, ``winnings`` and ``odds_winnings``, a state's ``after`` and ``odds_working``
and ``allows``, over the 36 throws and the seven table states. So the model's bet classes
stay the one source of the rules, and the fast path only looks answers up.

A *slot* is one bet class on one number: slot ``7 * family + position``, position 0 for a
bet waiting on its line (number None) and 1..6 for the numbers 4, 5, 6, 8, 9, 10. Table
state 0 is the point off, 1..6 the point on that number.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from ..craps.bets import Bet, ComeBet, Outcome, PassLineBet
from ..craps.dice import POINT_NUMBERS, Throw
from ..craps.rules import TableRules
from ..craps.states import GameState, PointOff, PointOn

FAMILIES: tuple[type[Bet], ...] = (PassLineBet, ComeBet)
NUMBERS: tuple[int | None, ...] = (None, *POINT_NUMBERS)
POSITIONS = len(NUMBERS)
THROWS = tuple(Throw(d1, d2) for d1 in range(1, 7) for d2 in range(1, 7))
CODES = {None: 0, Outcome.WIN: 1, Outcome.LOSE: 2, Outcome.RETURN: 3, Outcome.TRAVEL: 4}
NONE, WIN, LOSE, RETURN, TRAVEL = range(5)
PROBE = 3600  # a stake every true-odds denominator divides, to read a payout ratio

Table = npt.NDArray[np.int64]


def position(number: int | None) -> int:
    return NUMBERS.index(number)


def state_of(index: int) -> GameState:
    return PointOff() if index == 0 else PointOn(NUMBERS[index])  # type: ignore[arg-type]


def _checked(ratio: Fraction, pay: object, name: str) -> Fraction:
    """The fast path pays ``amount * num // den``: make sure the class pays exactly that."""
    for amount in range(1, 61):
        if pay(amount) != amount * ratio.numerator // ratio.denominator:  # type: ignore[operator]
            raise ValueError(f"{name} does not pay a rounded-down ratio; the fast path cannot")
    return ratio


@dataclass(frozen=True)
class Tables:
    families: tuple[type[Bet], ...]
    outcome: Table  # (36, slots): what each throw does to each slot's bet
    dest: Table  # (36, slots): where a travelling bet goes
    win_num: Table  # (slots,): flat winnings = amount * num // den
    win_den: Table
    odds_num: Table  # (slots,): odds winnings, the same way
    odds_den: Table
    odds_working: npt.NDArray[np.bool_]  # (states, slots)
    placeable: npt.NDArray[np.bool_]  # (states, families)
    takes_odds: tuple[int, ...]  # families whose bets carry odds
    next_state: Table  # (states, 36)
    travellers: tuple[int, ...]  # slots whose bets may travel
    odds_cap: Table  # (13,): max odds multiple by number, 0 when uncapped

    @property
    def slots(self) -> int:
        return len(self.families) * POSITIONS

    def slot(self, family: int, number: int | None) -> int:
        return family * POSITIONS + position(number)


def build(rules: TableRules) -> Tables:
    slots = len(FAMILIES) * POSITIONS
    outcome = np.zeros((36, slots), dtype=np.int64)
    dest = np.zeros((36, slots), dtype=np.int64)
    win_num, win_den = np.zeros(slots, np.int64), np.ones(slots, np.int64)
    odds_num, odds_den = np.zeros(slots, np.int64), np.ones(slots, np.int64)
    working = np.zeros((POSITIONS, slots), dtype=bool)
    for family, cls in enumerate(FAMILIES):
        for pos, number in enumerate(NUMBERS):
            slot = family * POSITIONS + pos
            bet = cls("sim", PROBE, number)
            for t, throw in enumerate(THROWS):
                decided = bet.decide(throw)
                outcome[t, slot] = CODES[decided]
                travel_to = throw.total if decided is Outcome.TRAVEL else number
                dest[t, slot] = family * POSITIONS + position(travel_to)
            won = next((t for t in THROWS if bet.decide(t) is Outcome.WIN), THROWS[0])
            paid = Fraction(bet.winnings(won, rules), PROBE)
            ratio = _checked(paid, _flat_pay(cls, number, won, rules), cls.__name__)
            win_num[slot], win_den[slot] = ratio.numerator, ratio.denominator
            if cls.takes_odds and number is not None:
                odds = _checked(
                    Fraction(cls("sim", 1, number, PROBE).odds_winnings(), PROBE),
                    _odds_pay(cls, number),
                    f"odds on {cls.__name__}",
                )
                odds_num[slot], odds_den[slot] = odds.numerator, odds.denominator
            for state in range(POSITIONS):
                working[state, slot] = state_of(state).odds_working(bet, rules)
    placeable = np.array(
        [[state_of(s).allows(cls) for cls in FAMILIES] for s in range(POSITIONS)], dtype=bool
    )
    next_state = np.array(
        [
            [position(state_of(s).after(throw).next.point) for throw in THROWS]
            for s in range(POSITIONS)
        ],
        dtype=np.int64,
    )
    cap = np.zeros(13, dtype=np.int64)
    if rules.max_odds is not None:
        for number, multiple in rules.max_odds.multiples.items():
            cap[number] = multiple
    return Tables(
        FAMILIES,
        outcome,
        dest,
        win_num,
        win_den,
        odds_num,
        odds_den,
        working,
        placeable,
        tuple(f for f, cls in enumerate(FAMILIES) if cls.takes_odds),
        next_state,
        tuple(int(s) for s in np.flatnonzero((outcome == TRAVEL).any(axis=0))),
        cap,
    )


def _flat_pay(cls: type[Bet], number: int | None, won: Throw, rules: TableRules) -> object:
    return lambda amount: cls("sim", amount, number).winnings(won, rules)


def _odds_pay(cls: type[Bet], number: int) -> object:
    return lambda amount: cls("sim", 1, number, amount).odds_winnings()
