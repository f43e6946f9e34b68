"""The table's basic strategy as a chart and as a player, and the house edge of playing it.

A chart has a cell per row (hard or soft total) and up card: the action on the first two
cards and, where that is doubling or surrendering, what to do when it is not offered (a
third card, a split hand); and a split table per pair. ``ChartStrategy`` answers the game's
offers from it (``BlackjackPlayer``), so the table's bots, ``hint`` and ``simulate`` play
one strategy, worked out for the table's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Generic, TypeVar

from ..model import BlackjackPlayer, Card, Hand, TableRules
from .player import DOUBLE, HIT, STAND, SURRENDER, UpCard, against_table
from .table import Table

UPS = tuple(range(10))  # up card values: 0 an ace, 1 a two, ... 9 a ten
T = TypeVar("T")


def up_index(card: Card) -> int:
    return 0 if card.is_ace else card.value - 1


class _ByUp(Generic[T]):
    """One part of every up card's column, ``[up]`` worked out when first asked for."""

    def __init__(self, chart: Chart, part: Callable[[UpCard], T]) -> None:
        self._chart, self._part = chart, part

    def __getitem__(self, up: int) -> T:
        return self._part(self._chart.column(up))

    def __len__(self) -> int:
        return len(UPS)


class Chart:
    """``first[up][row]``, ``fallback[up][row]`` and ``splits[up][pair]`` (values 0-9),
    ``keeps[up]`` the pairs split rather than surrendered.

    Worked out one up card at a time, when a hand against it is first asked about (each
    column is cached with the rules and payouts it is for): a hint needs one column, about
    a tenth of the chart's time, and the whole chart is ten of them."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.first = _ByUp(self, lambda c: c.first)
        self.fallback = _ByUp(self, lambda c: c.fallback)
        self.splits = _ByUp(self, lambda c: c.splits)
        self.keeps = _ByUp(self, lambda c: c.split_not_surrender)

    def column(self, up: int) -> UpCard:
        return against_table(self.table, up)

    def pair_value(self, hand: Hand) -> int:
        return 0 if hand.cards[0].is_ace else hand.cards[0].value - 1

    def cell(self, hand: Hand, up: Card) -> tuple[str, str]:
        """(first action, fallback) for this hand's row against this up card."""
        row = (hand.soft, hand.total)
        column = self.column(up_index(up))
        if row not in column.first:  # hard 21 or more cards than a row's hands hold
            return STAND, STAND
        return column.first[row], column.fallback[row]

    def splits_pair(self, hand: Hand, up: Card) -> bool:
        return self.column(up_index(up)).splits.get(self.pair_value(hand), False)

    def surrenders(self, hand: Hand, up: Card) -> bool:
        """Surrender where the row says so, but for a pair split rather than surrendered."""
        if self.cell(hand, up)[0] != SURRENDER:
            return False
        keeps = self.column(up_index(up)).split_not_surrender
        return not (hand.pair and self.pair_value(hand) in keeps)


@dataclass(frozen=True, slots=True)
class Analysis:
    table: Table  # the rules and the payouts the chart was worked out for
    chart: Chart
    value: float  # the player's expected result per initial bet, off the top

    @property
    def edge(self) -> float:
        """The house edge of the chart: minus the player's expected result."""
        return -self.value


def analyse(rules: TableRules, bet: int | None = None) -> Analysis:
    """The chart and its edge for these rules and what they pay on a bet of ``bet`` chips
    (``None``: the posted ratios). Cached: the key is what the analysis reads of the rules
    (``Table``), so the cut card, which off the top of a fresh shoe changes nothing, and
    every bet the same payouts round alike share one analysis."""
    return _analyse(Table.of(rules, bet))


@cache
def _analyse(table: Table) -> Analysis:
    decks = table.decks
    results = [against_table(table, up) for up in UPS]
    shoe = [4 * decks] * 9 + [16 * decks]
    value = sum(n / (52 * decks) * r.value for n, r in zip(shoe, results, strict=True))
    return Analysis(table, Chart(table), value)


class ChartStrategy(BlackjackPlayer):
    """Basic strategy for one table's rules, from its chart; never insurance or even money.

    Surrender and doubling are decided by the hand's total, pairs included, since the game
    offers them in that order around the split (surrender, split, double, hit)."""

    def __init__(self, rules: TableRules | None = None, bet: int | None = None) -> None:
        self.rules = rules or TableRules()
        self.chart = Chart(Table.of(self.rules, bet))  # each column worked out when asked

    def surrender(self, hand: Hand, up: Card) -> bool:
        return self.chart.surrenders(hand, up)

    def split(self, hand: Hand, up: Card) -> bool:
        return self.chart.splits_pair(hand, up)

    def double_down(self, hand: Hand, up: Card) -> bool:
        return self.chart.cell(hand, up)[0] == DOUBLE

    def hit(self, hand: Hand, up: Card) -> bool:
        first, fallback = self.chart.cell(hand, up)
        return (first if first in (STAND, HIT) else fallback) == HIT


def warm(rules: TableRules) -> None:
    """Every column of the chart for these rules and the posted payouts, worked out now
    (and cached): what a terminal does in the background so the first ``hint`` is quick."""
    chart = Chart(Table.of(rules))
    for up in UPS:
        chart.column(up)


def card_by_card(rules: TableRules, bet: int | None = None) -> float:
    """The house edge of playing every hand at its best for its own cards (what published
    combinatorial analyses report), off the top, beside ``analyse(rules).edge``."""
    table = Table.of(rules, bet)
    shoe = [4 * table.decks] * 9 + [16 * table.decks]
    size = 52 * table.decks
    return -sum(
        n / size * against_table(table, up, by_composition=True).value
        for n, up in zip(shoe, UPS, strict=True)
    )
