"""The player's side against one up card: every action's value for every hand, off the top
of the shoe, the table's basic strategy chosen from them, and that strategy's value.

Values are per unit bet, given that the dealer has no blackjack (a peeked ace or ten);
the chance of one is weighed in only for the round as a whole. Knowing the hole card is no
blackjack changes what the player draws too: the chance of drawing value ``v`` with
removal ``R`` is the plain one times ``(1 - b(R + v)) / (1 - b(R))``, ``b`` the chance the
hole card makes a blackjack, which is exact (Bayes on the hole card).

**The strategy is total-dependent, as published charts are.** Each row (a hard or soft
total) gets one action per up card, taken by comparing each action's value summed over the
two-card hands of that total, weighted by how often each is dealt (and survives the peek):
pairs are left out where other hands make the total (they are decided by the split table),
and a row only pairs make (hard 4, hard 20, soft 12) is decided by its pair. Besides its
first action (stand, hit, double or surrender) a row has a fallback, stand or hit, for
when the first is not offered (a third card, after a split). Rows are decided from hard 21
down to hard 12, then soft 21 to 12, then hard 11 down, so each row's hit value is built
on rows already decided. Hands of three or more cards follow their row's fallback, with
their own cards out of the shoe: the strategy's value is exact for it.

**Splits.** A split hand is valued with its own cards and the other half of the pair out
of the shoe; a hand split again is valued as if the cards of the other split hands were
still in it (each split hand is drawn alike), the one approximation here, worth well under
0.001% of a bet (docs/blackjack.md).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

import numpy as np

from ..model import TableRules
from .dealer import BLACKJACK, BUST, Floats, blackjack_card, outcomes
from .hands import ACE, NOT_SPLIT, VALUES, Ints, States, shoe_counts, states
from .splitting import splits as split_pairs
from .table import Row, Table

STAND, HIT, DOUBLE, SURRENDER = "stand", "hit", "double", "surrender"


@dataclass(frozen=True, slots=True)
class Values:
    """Every hand's actions valued against one up card, per unit of its bet, given no dealer
    blackjack where the dealer peeked: ``stand[s]``, ``hit[s]`` (a card, then played on as
    the strategy plays: the chart's, or card by card), ``double[s]`` (one card, the bet
    doubled: counted per unit of the bet before it), for each state ``s`` of
    ``hands.states()``; ``split[pair]`` the pair split and its hands played on (both
    hands, per unit of one), and ``surrender``."""

    stand: Floats
    hit: Floats
    double: Floats
    split: dict[int, float]
    surrender: float
    # early surrender: per state, the chance the peek (after the surrender decision) finds
    # a blackjack; a surrender is then worth ``(surrender + p) / (1 - p)`` given none
    peeked: Floats | None = None

    def surrender_at(self, s: int) -> float:
        """A surrender's worth for state ``s``, given no dealer blackjack as every other
        value here: early, the half back against a blackjack counts too."""
        if self.peeked is None:
            return self.surrender
        p = float(self.peeked[s])
        return (self.surrender + p) / (1 - p)


@dataclass(frozen=True, slots=True)
class UpCard:
    """What the analysis found against one up card (a value 0 ace .. 9 ten)."""

    first: dict[Row, str]  # each row's action on its first two cards
    fallback: dict[Row, str]  # stand or hit, when the first is not offered
    splits: dict[int, bool]  # pair value -> split it
    value: float  # the round's expected result per unit bet against this up card
    # pairs split even where their total's row surrenders (8s against a 10 at S17)
    split_not_surrender: frozenset[int] = frozenset()
    values: Values | None = None  # each hand's actions valued, as this strategy plays on


def _row_order() -> list[Row]:
    hard_high = [(False, t) for t in range(21, 11, -1)]
    soft = [(True, t) for t in range(21, 11, -1)]
    return hard_high + soft + [(False, t) for t in range(11, 3, -1)]


@dataclass(frozen=True, slots=True)
class Column:
    """A strategy given rather than worked out: one up card's column of a chart."""

    first: tuple[tuple[Row, str], ...]
    fallback: tuple[tuple[Row, str], ...]
    splits: tuple[int, ...]  # the pair values it splits


def against(rules: TableRules, up: int, bet: int | None = None) -> UpCard:
    return against_table(Table.of(rules, bet), up)


@cache
def against_table(
    rules: Table, up: int, given: Column | None = None, *, by_composition: bool = False
) -> UpCard:
    """The strategy worked out against this up card and its value; or, ``given`` one, the
    value of playing that. ``by_composition``: the value of playing every hand, card by
    card, at its best (what published combinatorial analyses report), for comparison."""
    st = states()
    shoe = shoe_counts(rules.decks)
    shoe[up] -= 1
    left = shoe[None, :] - st.removals
    ends = outcomes(left, up, rules.hits_soft_17, rules.peek)[st.removal]
    draw, peeked = _draws(left, up, rules.peek)
    # a natural's winnings per unit bet: all of them, or (no hole card) unless the dealer
    # has one too, a push
    natural = rules.pays * (1 - ends[:, BLACKJACK])
    draw, peeked = draw[st.removal], peeked[st.removal]
    stand = _stand_values(ends, st.total)
    two = _dealt(st.hand, st.cards, st.family, shoe)  # chance each two-card hand is dealt
    pair = (st.cards == 2) & (st.hand.max(axis=1) == 2)
    blackjack = (st.cards == 2) & (st.total == 21) & (st.family == NOT_SPLIT)
    deciding = (two > 0) & ~blackjack
    value = np.full(len(st.hand), np.nan)
    double = np.full(len(st.hand), np.nan)
    hit = np.full(len(st.hand), np.nan)
    first: dict[Row, str] = {}
    fallback: dict[Row, str] = {}
    weight = two * (1 - peeked)
    # a surrender's worth given no dealer blackjack (early: the half back against one too)
    sur = (rules.surrender + peeked) / (1 - peeked) if rules.early_surrender else None
    sur_of = np.full(len(st.hand), rules.surrender) if sur is None else sur
    for row in _row_order():
        members = np.flatnonzero((st.soft == row[0]) & (st.total == row[1]) & (st.cards >= 2))
        hits = _expect(draw[members], st.child[members], value)
        hit[members] = hits
        double[members] = 2 * _expect(draw[members], st.child[members], stand)
        deciders = members[deciding[members] & ~pair[members]]
        if not len(deciders):
            deciders = members[deciding[members]]
        w = weight[deciders]
        pick = np.searchsorted(members, deciders)
        options = {STAND: stand[deciders], HIT: hits[pick]}
        fallback[row] = max(options, key=lambda a: float(w @ options[a]))
        if rules.may_double(row):
            options[DOUBLE] = double[deciders]
        if rules.late_surrender:
            options[SURRENDER] = sur_of[deciders]
        first[row] = max(options, key=lambda a: float(w @ options[a])) if len(w) else STAND
        if not len(w):
            fallback[row] = STAND
        if given is not None:
            fallback[row] = dict(given.fallback).get(row, STAND)
            first[row] = dict(given.first).get(row, fallback[row])
        value[members] = hits if fallback[row] == HIT else stand[members]
        if by_composition:
            value[members] = np.maximum(hits, stand[members])
    if by_composition:
        return _at_best(st, rules, draw, stand, hit, double, two, peeked, natural, sur)
    opening = _opening_values(st, rules, first, fallback, stand, value, double, sur_of)
    baseline = _opening_values(
        st, replace(rules, late_surrender=False), first, fallback, stand, value, double, sur_of
    )
    splits, split_value = split_pairs(st, rules, draw, opening, baseline)
    if given is not None:
        splits = {pair: pair in given.splits for pair in splits}
    keeps = frozenset(
        x
        for x, splits_it in splits.items()
        if splits_it and split_value[x] > sur_of[_pair_state(st, x)]
    )
    total = 0.0
    for s in np.flatnonzero(two > 0):
        row = (bool(st.soft[s]), int(st.total[s]))
        value_of_pair = int(np.argmax(st.hand[s])) if pair[s] else -1
        if blackjack[s]:
            result = float(natural[s])
        elif rules.late_surrender and first[row] == SURRENDER and value_of_pair not in keeps:
            result = float(sur_of[s])
        elif pair[s] and splits.get(value_of_pair, False):
            result = split_value[value_of_pair]
        else:
            result = opening[s]
        total += two[s] * ((1 - peeked[s]) * result - (peeked[s] * (not blackjack[s])))
    values = Values(
        stand, hit, double, split_value, rules.surrender, None if sur is None else peeked
    )
    return UpCard(first, fallback, splits, total, keeps, values)


def _pair_state(st: States, value: int) -> int:
    """The state of an unsplit pair of ``value``s."""
    counts = [0] * VALUES
    counts[value] = 2
    return st.index[(NOT_SPLIT, tuple(counts))]


def _at_best(
    st: States,
    rules: Table,
    draw: Floats,
    stand: Floats,
    hit: Floats,
    double: Floats,
    two: Floats,
    peeked: Floats,
    natural: Floats,
    sur: Floats | None = None,
) -> UpCard:
    """The round's value with every decision taken for the hand's own cards."""
    opening = np.maximum(stand, hit)
    for s in np.flatnonzero(st.cards == 2):
        row = (bool(st.soft[s]), int(st.total[s]))
        split = st.family[s] != NOT_SPLIT
        if split and (st.family[s] == ACE and not rules.hit_split_aces or st.total[s] == 21):
            opening[s] = stand[s]
        elif rules.may_double(row) and (rules.double_after_split or not split):
            opening[s] = max(opening[s], double[s])
    _, worth = split_pairs(st, rules, draw, opening, opening)
    total = 0.0
    for s in np.flatnonzero(two > 0):
        best = float(opening[s])
        if st.total[s] == 21:
            best = float(natural[s])
        else:
            if rules.late_surrender:
                best = max(best, rules.surrender if sur is None else float(sur[s]))
            if st.hand[s].max() == 2 and rules.max_hands > 1:
                best = max(best, worth[int(np.argmax(st.hand[s]))])
        blackjack = st.total[s] == 21
        total += two[s] * ((1 - peeked[s]) * best - peeked[s] * (not blackjack))
    peeks = None if sur is None else peeked
    return UpCard(
        {}, {}, {}, total, values=Values(stand, hit, double, worth, rules.surrender, peeks)
    )


def _draws(left: Ints, up: int, peek: bool = True) -> tuple[Floats, Floats]:
    """Per removal: the chance of drawing each value next, given no dealer blackjack where
    the dealer peeked; and the chance the peek finds one (0 where nobody peeks)."""
    avail = np.maximum(left, 0).astype(np.float64)
    total = avail.sum(axis=1, keepdims=True)
    plain = avail / total
    barred = blackjack_card(up)
    if barred is None or not peek:
        return plain, np.zeros(len(avail))
    hole = avail[:, barred] / total[:, 0]
    after = (avail[:, [barred]] - (np.arange(VALUES) == barred)) / (total - 1)
    return plain * (1 - after) / (1 - hole)[:, None], hole


def _stand_values(ends: Floats, totals: Ints) -> Floats:
    dealer_totals = np.arange(17, 22)
    beats = (dealer_totals[None, :] < totals[:, None]).astype(np.float64)
    loses = (dealer_totals[None, :] > totals[:, None]).astype(np.float64)
    win = ends[:, BUST] + (ends[:, :BUST] * beats).sum(axis=1)
    result: Floats = win - (ends[:, :BUST] * loses).sum(axis=1) - ends[:, BLACKJACK]
    return result


def _expect(draw: Floats, children: Ints, values: Floats) -> Floats:
    """The value of taking one card: each child's value, -1 where the card busts."""
    found = np.where(children >= 0, values[children], -1.0)
    result: Floats = (draw * found).sum(axis=1)
    return result


def _dealt(hands: Ints, cards: Ints, family: Ints, shoe: Ints) -> Floats:
    """The chance each unsplit two-card hand is the player's first two cards."""
    size = float(shoe.sum())
    chance = np.zeros(len(hands))
    for s in np.flatnonzero((cards == 2) & (family == NOT_SPLIT)):
        values = np.flatnonzero(hands[s])
        if len(values) == 1:
            n = shoe[values[0]]
            chance[s] = n * (n - 1) / (size * (size - 1))
        else:
            chance[s] = 2 * shoe[values[0]] * shoe[values[1]] / (size * (size - 1))
    return chance


def _opening_values(
    st: States,
    rules: Table,
    first: dict[Row, str],
    fallback: dict[Row, str],
    stand: Floats,
    value: Floats,
    double: Floats,
    sur: Floats,
) -> Floats:
    """Each two-card hand's value as the strategy plays its first decision (split hands:
    split aces stand, no surrender, doubling only where the table allows it after a split)."""
    opening = value.copy()
    for s in np.flatnonzero(st.cards == 2):
        row = (bool(st.soft[s]), int(st.total[s]))
        split = st.family[s] != NOT_SPLIT
        act = first[row]
        if split and (st.family[s] == ACE and not rules.hit_split_aces or st.total[s] == 21):
            act = STAND
        elif (
            act == SURRENDER
            and (split or not rules.late_surrender)
            or act == DOUBLE
            and split
            and not rules.double_after_split
        ):
            act = fallback[row]
        opening[s] = {STAND: stand[s], HIT: value[s], DOUBLE: double[s]}.get(act, sur[s])
    return opening
