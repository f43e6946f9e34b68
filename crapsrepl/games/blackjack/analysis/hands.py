"""The hands the analysis reasons about, as counts of card values, and the cards they take
out of the shoe.

A card here is its value: index 0 is an ace, 1-8 are the twos to nines, 9 is a ten or a
face card. A hand is a vector of ten counts with a hard total of at most 21; which order
its cards came in never changes what is left in the shoe, so every hand with the same
counts is one state. A split hand is played with one more card gone from the shoe than it
holds: the pair card that went to the other hand. So a state is a hand and the family it
is played in (not split, or split from a pair of a value), and what it has taken from the
shoe (its *removal*) is the hand plus that one card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

Ints = npt.NDArray[np.int64]
VALUES = 10
NOT_SPLIT = -1  # the family of hands that were never split
ACE, TEN = 0, 9


def shoe_counts(decks: int) -> Ints:
    """How many cards of each value a shoe of ``decks`` decks holds."""
    return np.array([4 * decks] * 9 + [16 * decks], dtype=np.int64)


def _compositions(limit: int) -> list[tuple[int, ...]]:
    """Every vector of counts whose cards add up (aces as 1) to at most ``limit``."""
    found: list[tuple[int, ...]] = []

    def grow(value: int, left: int, counts: list[int]) -> None:
        if value > VALUES:
            found.append(tuple(counts))
            return
        for count in range(left // value + 1):
            grow(value + 1, left - count * value, [*counts, count])

    grow(1, limit, [])
    return found


@dataclass(frozen=True, slots=True)
class States:
    """Every state the analysis values, shared by all rules and up cards.

    ``hand[s]`` counts its cards, ``removal[s]`` indexes ``removals`` (the cards gone from
    the shoe: the hand, plus the partner of a split pair), ``child[s, v]`` is the state a
    card of value ``v`` leads to (-1: bust), ``family[s]`` the pair value it was split from
    (``NOT_SPLIT`` otherwise); ``hard``, ``soft``, ``total`` and ``cards`` describe the hand.
    ``index`` finds the state of a (family, hand)."""

    hand: Ints
    removal: Ints
    removals: Ints
    child: Ints
    family: Ints
    hard: Ints
    soft: npt.NDArray[np.bool_]
    total: Ints
    cards: Ints
    index: dict[tuple[int, tuple[int, ...]], int]

    def of(self, family: int, *values: int) -> int:
        """The state of the hand holding these card values (0 an ace .. 9 a ten)."""
        counts = [0] * VALUES
        for value in values:
            counts[value] += 1
        return self.index[(family, tuple(counts))]


@cache
def states() -> States:
    hands = _compositions(21)
    keys: list[tuple[int, tuple[int, ...]]] = [(NOT_SPLIT, h) for h in hands]
    for pair in range(VALUES):
        keys += [(pair, h) for h in hands if h[pair] >= 1]
    index = {key: i for i, key in enumerate(keys)}
    removal_index: dict[tuple[int, ...], int] = {}
    removal = np.empty(len(keys), dtype=np.int64)
    for i, (family, hand) in enumerate(keys):
        gone = list(hand)
        if family != NOT_SPLIT:
            gone[family] += 1
        removal[i] = removal_index.setdefault(tuple(gone), len(removal_index))
    counts = np.array([hand for _, hand in keys], dtype=np.int64)
    child = np.full((len(keys), VALUES), -1, dtype=np.int64)
    for i, (family, hand) in enumerate(keys):
        for value in range(VALUES):
            grown = list(hand)
            grown[value] += 1
            child[i, value] = index.get((family, tuple(grown)), -1)
    hard = counts @ np.arange(1, VALUES + 1)
    soft = (hard <= 11) & (counts[:, ACE] > 0)
    return States(
        hand=counts,
        removal=removal,
        removals=np.array(list(removal_index), dtype=np.int64),
        child=child,
        family=np.array([family for family, _ in keys], dtype=np.int64),
        hard=hard,
        soft=soft,
        total=hard + 10 * soft,
        cards=counts.sum(axis=1),
        index=index,
    )
