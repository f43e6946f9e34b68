"""Shuffled shoes as rows of ranks (1 ace .. 13 king) for the kernel: many at once from
numpy's generator for the fast path, or the model's own shuffles for the differential
tests (the same cards in the same order as a seeded ``BlackjackGame`` deals)."""

from __future__ import annotations

import random

import numpy as np
import numpy.typing as npt

from crapsrepl.games.blackjack.model import Shoe, TableRules, parse_card

Ranks = npt.NDArray[np.int64]


def deck_size(rules: TableRules) -> int:
    return 52 * rules.decks


def cut_position(rules: TableRules) -> int:
    """The same rounding as ``Shoe.cut_position``: cards dealt before the cut card shows."""
    return deck_size(rules) * rules.penetration // 100


def shuffled(rng: np.random.Generator, rules: TableRules, rows: int) -> Ranks:
    """``rows`` independent shuffles, one shoe per row."""
    base = np.tile(np.arange(1, 14, dtype=np.int64), 4 * rules.decks)
    ranks: Ranks = rng.permuted(np.broadcast_to(base, (rows, base.size)), axis=1)
    return ranks


def model_shuffles(rules: TableRules, seed: int, rows: int) -> list[list[int]]:
    """The first ``rows`` shuffles of ``BlackjackGame(seed, rules)``'s shoe: its generator
    serves the shoe alone, so a shoe on a generator seeded alike shuffles the same."""
    rng = random.Random(seed)
    shoe = Shoe(rules.decks, rules.penetration, rng)
    shuffles = []
    for _ in range(rows):
        labels = shoe.state()["cards"]
        assert isinstance(labels, list)
        shuffles.append([int(parse_card(label).rank) for label in labels])
        shoe.shuffle()
    return shuffles
