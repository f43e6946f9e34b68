"""Settlement tables for the fast path, built by asking the bet classes themselves.

Nothing here knows a rule of craps: every entry comes from calling a bet class's
``decide``, ``winnings``, ``odds_winnings``, ``commission``, ``refusal`` and ``removable``,
a state's ``after``, ``works``, ``odds_working`` and ``allows``, and the rules' limits,
over the 36 throws, every slot (``layout``) and every table state. So the model's bet
classes stay the one source of the rules, and the fast path only looks answers up.

Payouts are kept as ratios (winnings = amount * num // den, rounded down as the model
rounds) and each is checked against the bet class for amounts 1 to 60; a bet that pays
some other way is refused here rather than approximated. Commissions are not a ratio
(a rate, a rounding and a $1 floor), so ``Commission`` asks the class for every amount it
meets and keeps the answers. Bets with a memory (fire, all/tall/small) get their own
tables in ``memory``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from ..model.bets import Bet, Outcome
from ..model.dice import POINT_NUMBERS, Throw
from ..model.rules import TableRules
from .layout import THROWS, Layout, has_memory, layout
from .memory import MemoryTables

CODES = {
    None: 0,
    Outcome.WIN: 1,
    Outcome.LOSE: 2,
    Outcome.RETURN: 3,
    Outcome.PUSH: 3,  # the stake goes back, as for a bet that was off
    Outcome.TRAVEL: 4,
}
NONE, WIN, LOSE, RETURN, TRAVEL = range(5)
PROBE = 3600  # a stake every payout denominator divides, to read a payout ratio
NO_LIMIT = np.iinfo(np.int64).max

Table = npt.NDArray[np.int64]
Flags = npt.NDArray[np.bool_]


def checked(ratio: Fraction, pay: Callable[[int], int], name: str) -> Fraction:
    """The fast path pays ``amount * num // den``: make sure the class pays exactly that."""
    for amount in range(1, 61):
        if pay(amount) != amount * ratio.numerator // ratio.denominator:
            raise ValueError(f"{name} does not pay a rounded-down ratio; the fast path cannot")
    return ratio


class Commission:
    """A slot's commission for any amount, asked of its bet class once per amount."""

    def __init__(self, lay: Layout, rules: TableRules) -> None:
        self._layout, self._rules = lay, rules
        self._known: dict[int, Table] = {}

    def of(self, slot: int, amounts: Table) -> Table:
        known = self._known.get(slot)
        top = int(amounts.max()) if len(amounts) else 0
        if known is None or top >= len(known):
            cls = self._layout.kinds[int(self._layout.slot_kind[slot])]
            number = self._layout.slot_number[slot]
            known = np.array(
                [self._ask(cls, number, a) for a in range(2 * top + 64)],
                dtype=np.int64,
            )
            self._known[slot] = known
        found: Table = known[amounts]
        return found

    def _ask(self, cls: type[Bet], number: int | None, amount: int) -> int:
        return cls("sim", amount, number).commission(self._rules) if amount else 0


@dataclass(frozen=True, eq=False)
class Tables:
    layout: Layout
    rules: TableRules
    code: Table  # (states, 36, slots): what each throw does to each slot's bet, NONE when off
    outcome: Table  # (36, slots): what each throw does to a working bet
    dest: Table  # (36, slots): where a travelling bet goes
    win_num: Table  # (36, slots): flat winnings = amount * num // den
    win_den: Table
    odds_num: Table  # (slots,): odds winnings, the same way
    odds_den: Table
    odds_working: Flags  # (states, slots)
    lays: Flags  # (slots,): odds behind this slot are laid (capped on what they win)
    odds_cap: Table  # (slots,): odds as a multiple of the line bet at most; 0 uncapped
    placeable: Flags  # (states, kinds)
    direct: Flags  # (slots,): a bet may be put straight into this slot (its number)
    removable: Flags  # (states, slots)
    stays: Flags  # (slots,): a winning bet stays up (place)
    least: Table  # (slots,): the smallest bet the class takes in this slot
    low: Table  # (slots,): family minimum of an added amount
    high: Table  # (slots,): family maximum of the total
    charged: Flags  # (slots,): the slot's bets pay a commission
    on_win: bool  # commission when the bet wins (else when made)
    origin: npt.NDArray[np.intp]  # (slots,): the slot a bet here was placed in
    next_state: Table  # (states, 36)
    point: Table  # (states,): the point, 0 while off
    remembers: tuple[int, ...]  # the slots of bets with a memory
    reach: Flags  # (slots, slots): where a bet placed in a slot may be (itself, its numbers)
    commission: Commission
    _memory: dict[int, MemoryTables] = field(default_factory=dict)

    @property
    def slots(self) -> int:
        return self.layout.slots

    def memory(self, slot: int) -> MemoryTables:
        """The memory tables of ``slot``, built the first time a bet goes there."""
        found = self._memory.get(slot)
        if found is None:
            lay = self.layout
            cls, number = lay.kinds[int(lay.slot_kind[slot])], lay.slot_number[slot]
            found = self._memory[slot] = MemoryTables.build(cls, number, lay, self.rules)
        return found


def _probe(cls: type[Bet], number: int | None, amount: int = PROBE) -> Bet:
    return cls("sim", amount, number)


def _flat_ratio(cls: type[Bet], number: int | None, throw: Throw, rules: TableRules) -> Fraction:
    paid = Fraction(_probe(cls, number).winnings(throw, rules), PROBE)
    return checked(
        paid,
        lambda amount: _probe(cls, number, amount).winnings(throw, rules),
        f"{cls.__name__} on {throw.d1}-{throw.d2}",
    )


def _odds_ratio(cls: type[Bet], number: int) -> Fraction:
    return checked(
        Fraction(cls("sim", 1, number, PROBE).odds_winnings(), PROBE),
        lambda amount: cls("sim", 1, number, amount).odds_winnings(),
        f"odds on {cls.__name__}",
    )


def _least(cls: type[Bet], number: int | None) -> int:
    """The smallest amount ``refusal`` lets through (a lay bet must be able to win $1)."""
    taken = [a for a in range(1, 201) if _probe(cls, number, a).refusal() is None]
    if not taken or taken != list(range(taken[0], 201)):
        raise ValueError(f"{cls.__name__} refuses amounts the fast path cannot describe")
    return taken[0]


_BUILT: dict[str, Tables] = {}


def _reach(dest: Table, outcome: Table) -> Flags:
    reach = np.eye(dest.shape[1], dtype=bool)
    for slot in range(dest.shape[1]):
        reach[slot, dest[outcome[:, slot] == TRAVEL, slot]] = True
    return reach


def build(rules: TableRules, fresh: bool = False) -> Tables:
    """The tables for ``rules``, built once per process and rules (``fresh``: anew, not kept)."""
    key = repr(rules)
    if key in _BUILT and not fresh:
        return _BUILT[key]
    lay = layout()
    slots, states = lay.slots, len(lay.states)
    outcome = np.zeros((36, slots), dtype=np.int64)
    dest = np.zeros((36, slots), dtype=np.int64)
    win_num, win_den = np.zeros((36, slots), np.int64), np.ones((36, slots), np.int64)
    odds_num, odds_den = np.zeros(slots, np.int64), np.ones(slots, np.int64)
    works = np.zeros((states, slots), dtype=bool)
    working = np.zeros((states, slots), dtype=bool)
    removable = np.zeros((states, slots), dtype=bool)
    lays, stays, direct, charged = (np.zeros(slots, dtype=bool) for _ in range(4))
    cap, least = np.zeros(slots, np.int64), np.ones(slots, np.int64)
    low, high = np.zeros(slots, np.int64), np.full(slots, NO_LIMIT, np.int64)
    origin = np.arange(slots, dtype=np.intp)
    remembers: list[int] = []
    for slot, number in enumerate(lay.slot_number):
        cls = lay.kinds[int(lay.slot_kind[slot])]
        bet = _probe(cls, number)
        direct[slot] = number in cls.numbers or (number is None and not cls.numbers)
        if not direct[slot]:
            origin[slot] = lay.at(cls.kind, None)
        stays[slot] = cls.stays_up_on_win
        charged[slot] = rules.commission_percent > 0 and bet.commission(rules) > 0
        minimum, maximum, _ = rules.limits_for(cls.family.value)
        low[slot], high[slot] = minimum, NO_LIMIT if maximum is None else maximum
        if direct[slot]:
            least[slot] = _least(cls, number)
        for s, state in enumerate(lay.states):
            works[s, slot] = state.works(bet, rules)
            working[s, slot] = state.odds_working(bet, rules)
            removable[s, slot] = bet.removable(state.phases)
        if has_memory(cls):
            remembers.append(slot)
            continue
        for t, throw in enumerate(THROWS):
            decided = _probe(cls, number).decide(throw)
            outcome[t, slot] = CODES[decided]
            moved = throw.total if decided is Outcome.TRAVEL else number
            dest[t, slot] = lay.at(cls.kind, moved)
            if decided is Outcome.WIN:
                ratio = _flat_ratio(cls, number, throw, rules)
                win_num[t, slot], win_den[t, slot] = ratio.numerator, ratio.denominator
        if cls.takes_odds and number in POINT_NUMBERS:
            assert number is not None
            odds = _odds_ratio(cls, number)
            odds_num[slot], odds_den[slot] = odds.numerator, odds.denominator
            lays[slot] = cls.odds_verb == "lays"
            posted = rules.max_lay_odds if lays[slot] else rules.max_odds
            cap[slot] = 0 if posted is None else posted.multiples[number]
    code = np.where(works[:, None, :], outcome[None, :, :], NONE)
    placeable = np.array(
        [[state.allows(cls) for cls in lay.kinds] for state in lay.states], dtype=bool
    )
    next_state = np.array(
        [[lay.state_index(s.after(throw).next) for throw in THROWS] for s in lay.states],
        dtype=np.int64,
    )
    point = np.array([s.point or 0 for s in lay.states], dtype=np.int64)
    tables = Tables(
        lay, rules, code, outcome, dest, win_num, win_den, odds_num, odds_den, working, lays,
        cap, placeable, direct, removable, stays, least, low, high, charged,
        rules.commission_on_win, origin, next_state, point, tuple(remembers),
        _reach(dest, outcome), Commission(lay, rules),
    )  # fmt: skip
    if not fresh:
        _BUILT[key] = tables
    return tables
