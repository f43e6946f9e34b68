"""Blackjack's fast path: one seat, millions of rounds, the same results as the model.

A strategy's answers are tabulated from the strategy object (``decisions``), shoes are
shuffled many at a time by numpy (``shoes``), and the rounds are played by ``kernel``,
compiled by numba when it is installed. The figures come back as the model's own
``SimulationResult``, so the report reads them as it reads ``simulate``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from crapsrepl.games.blackjack.model import CONTINUOUS, BlackjackPlayer, Doubles, TableRules
from crapsrepl.games.blackjack.model.strategies import SimulationResult

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
        int(rules.late_surrender),
        bet,
        rules.blackjack_win(bet),
        rules.surrender_back(bet),
    ]


@dataclass(frozen=True, slots=True)
class Played:
    """Round by round: the net result in dollars and the cards dealt; where the shoe is."""

    net: Ints
    cards: Ints
    row: int
    pos: int


def play(
    shoes: Sequence[Sequence[int]] | Ints,
    rules: TableRules,
    decisions: Decisions,
    bet: int,
    rounds: int,
    pos: int = 0,
    size: int | None = None,
) -> Played:
    """Play up to ``rounds`` rounds from these shoes (rows of ``size`` cards, a whole shoe
    unless said), starting in row 0 at ``pos``; fewer if the rows run out (the last row is
    kept for a shoe emptied mid-round)."""
    size, codes = size or deck_size(rules), rule_codes(rules, bet)
    compiled = kernel.compiled()
    scratch = 8 * kernel.MAX_HANDS
    if compiled is not None:
        flat = np.ascontiguousarray(shoes, dtype=np.int64).reshape(-1)
        net, cards = np.zeros(rounds, np.int64), np.zeros(rounds, np.int64)
        done, row, pos = compiled(
            flat, size, len(flat) // size, 0, pos, rounds,
            np.array(decisions.act, np.int64), np.array(decisions.split, np.int64),
            np.array(codes, np.int64), net, cards, np.zeros(scratch, np.int64),
        )  # fmt: skip
        return Played(net[:done], cards[:done], row, pos)
    rows = [int(card) for shoe in shoes for card in shoe]
    net_list, cards_list = [0] * rounds, [0] * rounds
    done, row, pos = kernel.play_rounds(
        rows, size, len(rows) // size, 0, pos, rounds, decisions.act, decisions.split,
        codes, net_list, cards_list, [0] * scratch,
    )  # fmt: skip
    return Played(
        np.array(net_list[:done], np.int64), np.array(cards_list[:done], np.int64), row, pos
    )


def simulate_fast(
    player: BlackjackPlayer,
    rounds: int,
    seed: int,
    rules: TableRules | None = None,
    advance: Callable[[int], None] | None = None,
    bet: int | None = None,
) -> SimulationResult:
    """``simulate``'s figures for a flat-betting strategy, played by the kernel on numpy's
    shuffles (the seed picks other shoes than the model's generator would). ``advance``
    hears of each batch of rounds done. ``bet``: chips a round (the strategy's own bet
    unless given), paid as the table pays that bet."""
    rules = rules or TableRules()
    decisions, bet = tabulate(player), bet or player.bet(RICH)
    rng = np.random.default_rng(seed)
    per_shoe = max(1, cut_position(rules) // 6)  # rounds a shoe lasts, at most ~6 cards each
    continuous = rules.penetration == CONTINUOUS
    size = TOP if continuous else deck_size(rules)
    carried: Ints | None = None
    pos, done, net, squares = 0, 0, 0, 0
    while done < rounds:
        batch = min(BATCH, rounds - done)
        if continuous:  # a row per round: the first cards of a fresh shuffle
            fresh = fresh_tops(rng, rules.decks, batch + 2)
        else:
            fresh = shuffled(rng, rules, batch // per_shoe + 2)
        shoes = fresh if carried is None else np.concatenate((carried[None, :], fresh))
        played = play(shoes, rules, decisions, bet, batch, pos, size)
        carried, pos = shoes[played.row], played.pos
        count = len(played.net)
        done += count
        net += int(played.net.sum())
        squares += int((played.net * played.net).sum())
        if advance is not None and count:
            advance(count)
    return SimulationResult(rounds, rounds * bet, net, squares / (bet * bet))
