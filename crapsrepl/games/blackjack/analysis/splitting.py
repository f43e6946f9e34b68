"""Splitting a pair: its value when each split hand is played by the strategy, and whether
it beats playing the pair by its total.

The split hands wait for their second cards in turn; one whose second card makes the pair
again is split again while the table allows another hand (aces only where it allows
resplitting them), as ``blackjack_sim.exact`` composes it for an infinite shoe. Each split
hand is valued with its own cards and the pair's two cards out of the shoe, not the other
split hands' cards (the one approximation of the analysis, see docs/blackjack.md).
"""

from __future__ import annotations

from functools import cache

from .dealer import Floats
from .hands import ACE, NOT_SPLIT, VALUES, States
from .table import Table


def splits(
    st: States, rules: Table, draw: Floats, opening: Floats, baseline: Floats
) -> tuple[dict[int, bool], dict[int, float]]:
    """For each pair: whether splitting beats ``baseline`` (playing it by its total, not
    surrendering: the game offers surrender first, and a split hand cannot), and its value."""
    decide: dict[int, bool] = {}
    worth: dict[int, float] = {}
    if rules.max_hands < 2:
        return decide, worth
    for pair in range(VALUES):
        waiting = st.of(pair, pair)
        second = draw[waiting]
        p = float(second[pair])
        ended = sum(
            float(second[v]) * float(opening[st.child[waiting, v]])
            for v in range(VALUES)
            if v != pair
        )
        as_pair = p * float(opening[st.child[waiting, pair]])
        again = pair != ACE or rules.resplit_aces
        worth[pair] = split_value(float(ended), p, as_pair, again, rules.max_hands)
        decide[pair] = worth[pair] > float(baseline[st.of(NOT_SPLIT, pair, pair)])
    return decide, worth


def split_value(ended: float, p: float, as_pair: float, again: bool, max_hands: int) -> float:
    """Two hands waiting for their second cards: each ends as a non-pair hand (``ended``,
    already weighted), or draws the pair again (chance ``p``) and is split once more while
    ``again`` and the table allows another hand, else played as the pair (``as_pair``)."""

    @cache
    def hands(count: int, waiting: int) -> float:
        if waiting == 0:
            return 0.0
        rest = ended + (1 - p) * hands(count, waiting - 1)
        if again and count < max_hands:
            return rest + p * hands(count + 1, waiting + 1)
        return rest + as_pair + p * hands(count, waiting - 1)

    return hands(2, 2)
