"""Blackjack's fast path: one seat, millions of rounds, the same results as the model.

A strategy's answers are tabulated from the strategy object (``decisions``), shoes are
shuffled many at a time by numpy (``shoes``), and the rounds are played by ``kernel``,
compiled by numba when it is installed. The figures come back as ``Measured``: the edge with
its standard error, as the model's own ``SimulationResult`` gives them, and a round's spread.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from crapsrepl.games.blackjack.model import CONTINUOUS, BlackjackPlayer, Doubles, TableRules

from . import kernel
from .decisions import Decisions, tabulate
from .shoes import cut_position, deck_size, shuffled
from .tops import TOP, fresh_tops

Ints = npt.NDArray[np.int64]
BATCH = 1 << 18  # rounds per kernel call: a progress step, 4 MB of per-round results
RICH = 10**12  # the seat's rack: too deep to run out, as in ``simulate``
_DOUBLE_LOW = {Doubles.ANY: 0, Doubles.NINE_TO_ELEVEN: 9, Doubles.TEN_OR_ELEVEN: 10}


def rule_codes(rules: TableRules, bet: int) -> list[int]:
    """The table's options as the kernel reads them (see ``kernel.play_rounds``)."""
    return [
        cut_position(rules),
        int(rules.dealer == "H17"),
        int(rules.double_after_split),
        _DOUBLE_LOW[rules.doubles],
        rules.max_hands,
        int(rules.resplit_aces),
        # 1 late surrender, 2 early (before the peek; none to wait for without a hole card)
        2 if rules.early_surrender and not rules.no_hole_card else int(rules.surrenders),
        bet,
        rules.blackjack_win(bet),
        rules.surrender_back(bet),
        int(rules.no_hole_card),
        int(rules.hit_split_aces),
    ]


@dataclass(frozen=True, slots=True)
class Played:
    """Round by round: the net result in dollars and the cards dealt; where the shoe is."""

    net: Ints
    cards: Ints
    row: int
    pos: int
    bets: Ints  # each round's bet, chips


SURRENDER, DOUBLE, HIT = 1, 2, 4  # the bits of a decision (``decisions``)
# The index plays the fast path knows, as (hard total, up 1-10, true count, bits at or
# above, bits below): the Illustrious 18 less insurance (played in the kernel) and the
# tens' splits (TEN_SPLITS); ``counting.INDEX_PLAYS`` gives their names.
INDEXES = (
    (16, 10, 0, 0, HIT), (15, 10, 4, 0, HIT), (10, 10, 4, DOUBLE | HIT, HIT),
    (12, 3, 2, 0, HIT), (12, 2, 3, 0, HIT), (11, 1, 1, DOUBLE | HIT, HIT),
    (9, 2, 1, DOUBLE | HIT, HIT), (10, 1, 4, DOUBLE | HIT, HIT), (9, 7, 3, DOUBLE | HIT, HIT),
    (16, 9, 5, 0, HIT), (13, 2, -1, 0, HIT), (12, 4, 0, 0, HIT), (12, 5, -2, 0, HIT),
    (12, 6, -1, 0, HIT), (13, 3, -2, 0, HIT),
)  # fmt: skip
FAB_4 = ((14, 10, 3), (15, 10, 0), (15, 9, 2), (15, 1, 1))  # surrender at or above
TEN_SPLITS = ((5, 5), (6, 4))  # a pair of tens splits against an up card at or above


@dataclass(frozen=True, slots=True)
class Counting:
    """A Hi-Lo counter's play: ``ramp`` is the bet in units at a true count of at most 1,
    2, 3, ... (its last entry from there up); ``index_plays`` bends basic strategy with
    the count (and takes insurance at +3)."""

    unit: int  # chips
    ramp: tuple[int, ...] = (1, 2, 4, 6, 8)
    index_plays: bool = True

    def bet_at(self, true: int) -> int:
        """Units at a true count truncated to ``true``."""
        return self.ramp[min(max(true, 1), len(self.ramp)) - 1]


def counting_cells(rules: TableRules, counting: Counting | None, bet: int) -> list[int]:
    """What the kernel reads of a counter (all bets ``bet`` and no count for a flat bettor)."""
    cells = [0] * kernel.COUNTING
    for t in range(-10, 11):
        cells[kernel.RAMP + 10 + t] = (
            bet if counting is None else counting.unit * counting.bet_at(t)
        )
    pays = rules.blackjack_pays
    cells[kernel.RAMP + 21 : kernel.RAMP + 24] = [pays.win, pays.per, rules.payout_step]
    base = kernel.RAMP + 24
    for key in range(242):
        cells[base + key], cells[base + key + 726] = -1, 1000
    cells[kernel.TENS], cells[kernel.TENS + 1] = 1000, 1000
    if counting is not None:
        cells[0], cells[1] = 1, int(counting.index_plays)
        for total, up, index, above, below in INDEXES if counting.index_plays else ():
            key = base + total * 11 + up
            cells[key], cells[key + 242], cells[key + 484] = above, 10 * index, below
        for total, up, index in FAB_4 if counting.index_plays and rules.late_surrender else ():
            cells[base + total * 11 + up + 726] = 10 * index
        for up, index in TEN_SPLITS if counting.index_plays else ():
            cells[kernel.TENS + up - 5] = 10 * index
    return cells


def play(
    shoes: Sequence[Sequence[int]] | Ints,
    rules: TableRules,
    decisions: Decisions,
    bet: int,
    rounds: int,
    pos: int = 0,
    size: int | None = None,
    counting: Counting | None = None,
) -> Played:
    """Play up to ``rounds`` rounds from these shoes (rows of ``size`` cards, a whole shoe
    unless said), starting in row 0 at ``pos``; fewer if the rows run out (the last row is
    kept for a shoe emptied mid-round). ``counting``: a counter's bets and plays."""
    size, codes = size or deck_size(rules), rule_codes(rules, bet)
    cells = counting_cells(rules, counting, bet)
    compiled = kernel.compiled()
    scratch = 8 * kernel.MAX_HANDS
    if compiled is not None:
        flat = np.ascontiguousarray(shoes, dtype=np.int64).reshape(-1)
        net, cards = np.zeros(rounds, np.int64), np.zeros(rounds, np.int64)
        bets = np.zeros(rounds, np.int64)
        done, row, pos = compiled(
            flat, size, len(flat) // size, 0, pos, rounds,
            np.array(decisions.act, np.int64), np.array(decisions.split, np.int64),
            np.array(codes, np.int64), net, cards, np.zeros(scratch, np.int64),
            np.array(cells, np.int64), bets,
        )  # fmt: skip
        return Played(net[:done], cards[:done], row, pos, bets[:done])
    rows = [int(card) for shoe in shoes for card in shoe]
    net_list, cards_list, bet_list = [0] * rounds, [0] * rounds, [0] * rounds
    done, row, pos = kernel.play_rounds(
        rows, size, len(rows) // size, 0, pos, rounds, decisions.act, decisions.split,
        codes, net_list, cards_list, [0] * scratch, cells, bet_list,
    )  # fmt: skip
    return Played(
        np.array(net_list[:done], np.int64), np.array(cards_list[:done], np.int64), row, pos,
        np.array(bet_list[:done], np.int64),
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class Measured:
    """What ``simulate_fast`` measured: ``net`` and ``wagered`` (initial bets) in chips;
    ``squares``, ``cross`` and ``bet_squares`` the sums of each round's result squared,
    result times bet, and bet squared, in units of ``unit`` chips (the flat bet, or the
    counter's unit), for the standard error of a ratio and the spread of a round."""

    rounds: int
    wagered: int
    net: int
    squares: float
    cross: float
    bet_squares: float
    unit: int

    @property
    def edge(self) -> float:
        """The house edge per initial bet (0.005 is 0.5%; below 0 the player's edge)."""
        return -self.net / self.wagered

    @property
    def standard_error(self) -> float:
        """Of ``edge``, as the ratio of two sums (exactly the usual one for flat bets)."""
        r, n = self.net / self.wagered, self.rounds
        spread = (self.squares - 2 * r * self.cross + r * r * self.bet_squares) / n
        mean_bet = self.wagered / self.unit / n
        return math.sqrt(max(spread, 0.0) / n) / mean_bet

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        return self.edge - z * self.standard_error, self.edge + z * self.standard_error

    @property
    def mean(self) -> float:
        """The result of a round on average, in units."""
        return self.net / self.unit / self.rounds

    @property
    def deviation(self) -> float:
        """The standard deviation of a round's result, in units."""
        return math.sqrt(max(self.squares / self.rounds - self.mean**2, 0.0))


def simulate_fast(
    player: BlackjackPlayer,
    rounds: int,
    seed: int,
    rules: TableRules | None = None,
    advance: Callable[[int], None] | None = None,
    bet: int | None = None,
    counting: Counting | None = None,
) -> Measured:
    """``simulate``'s figures for a strategy, played by the kernel on numpy's shuffles (the
    seed picks other shoes than the model's generator would): flat bets of ``bet`` chips
    (the strategy's own bet unless given), or a counter's (``counting``). ``advance`` hears
    of each batch of rounds done. Every payout is the table's on the bet."""
    rules = rules or TableRules()
    decisions, bet = tabulate(player), bet or player.bet(RICH)
    unit = counting.unit if counting is not None else bet
    rng = np.random.default_rng(seed)
    per_shoe = max(1, cut_position(rules) // 6)  # rounds a shoe lasts, at most ~6 cards each
    continuous = rules.penetration == CONTINUOUS
    size = TOP if continuous else deck_size(rules)
    carried: Ints | None = None
    pos, done, net, wagered = 0, 0, 0, 0
    squares, cross, bet_squares = 0, 0, 0
    while done < rounds:
        batch = min(BATCH, rounds - done)
        if continuous:  # a row per round: the first cards of a fresh shuffle
            fresh = fresh_tops(rng, rules.decks, batch + 2)
        else:
            fresh = shuffled(rng, rules, batch // per_shoe + 2)
        shoes = fresh if carried is None else np.concatenate((carried[None, :], fresh))
        played = play(shoes, rules, decisions, bet, batch, pos, size, counting)
        carried, pos = shoes[played.row], played.pos
        count = len(played.net)
        done += count
        net += int(played.net.sum())
        wagered += int(played.bets.sum())
        squares += int((played.net * played.net).sum())
        cross += int((played.net * played.bets).sum())
        bet_squares += int((played.bets * played.bets).sum())
        if advance is not None and count:
            advance(count)
    units = unit * unit
    return Measured(done, wagered, net, squares / units, cross / units, bet_squares / units, unit)
