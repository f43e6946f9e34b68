"""How the dealer's hand ends, for every set of cards the player's hand has taken out of
the shoe, exactly.

The dealer's draws follow a fixed rule, so which sequences of cards end the hand, and at
which total, does not depend on the shoe: it is worked out once per up card (``endings``).
The chance of one ending's cards does depend on the shoe, but only through how many cards
of each value are left: drawing the multiset ``D`` from ``m`` cards, of which ``m_v`` are
of value ``v``, in one given order has probability ``prod_v ff(m_v, D_v) / ff(m, |D|)``
(``ff`` the falling factorial), the same for every order. So the probability of each total
is a sum, over the endings, of the number of orders that end there times that product, and
it is computed for all removals at once, one vector per ending (``outcomes``).

Under an ace or a ten the dealer has peeked and found no blackjack: the hole card (the
dealer's first draw here) is never the card that makes one, and the probabilities are
divided by the chance of that. Without a hole card (the European rule) nobody peeks: the
dealer's blackjack is an outcome of its own (column ``BLACKJACK``), which beats every hand
but a natural.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

import numpy as np
import numpy.typing as npt

from .hands import ACE, TEN, VALUES, Ints

Floats = npt.NDArray[np.float64]
BUST = 5  # outcome columns: totals 17, 18, 19, 20, 21, then bust, then a dealer blackjack
BLACKJACK = 6  # only where nobody peeked (no hole card); 0 otherwise
OUTCOMES = 7
# (outcome column, cards drawn, the (value, count) pairs drawn, orders that end there)
Ending = tuple[int, int, tuple[tuple[int, int], ...], int]


def blackjack_card(up: int) -> int | None:
    """The hole card that would give the dealer a blackjack (checked by the peek)."""
    return TEN if up == ACE else ACE if up == TEN else None


@cache
def endings(
    up: int, hits_soft_17: bool, peek: bool = True
) -> tuple[tuple[int, int, tuple[tuple[int, int], ...], int], ...]:
    """Each way the dealer's hand can end: (outcome column, cards drawn, the (value, count)
    pairs drawn, how many orders of them end it), the hole card excluded where peeked, or
    (no peek) a blackjack an ending of its own."""
    barred = blackjack_card(up)
    frontier: dict[tuple[int, ...], int] = {(0,) * VALUES: 1}
    found: list[Ending] = []
    drawn = 0
    while frontier:
        grown: dict[tuple[int, ...], int] = defaultdict(int)
        for counts, orders in frontier.items():
            hard = up + 1 + sum((v + 1) * n for v, n in enumerate(counts))
            soft = hard <= 11 and (up == ACE or counts[ACE] > 0)
            total = hard + 10 * soft
            if drawn and hard > 21:
                found.append((BUST, drawn, _pairs(counts), orders))
                continue
            if drawn and (total > 17 or total == 17 and not (hits_soft_17 and soft)):
                found.append((total - 17, drawn, _pairs(counts), orders))
                continue
            for value in range(VALUES):
                if drawn == 0 and value == barred:
                    if not peek:
                        found.append((BLACKJACK, 1, ((value, 1),), orders))
                    continue
                step = list(counts)
                step[value] += 1
                grown[tuple(step)] += orders
        frontier = grown
        drawn += 1
    return tuple(found)


def _pairs(counts: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((v, n) for v, n in enumerate(counts) if n)


def _falling(values: Floats, count: int) -> Floats:
    out = np.ones_like(values)
    for step in range(count):
        out *= np.maximum(values - step, 0.0)
    return out


def outcomes(left: Ints, up: int, hits_soft_17: bool, peek: bool = True) -> Floats:
    """``left[k, v]``: cards of value ``v`` left in the shoe (the up card and removal ``k``
    out); returns ``[k, outcome]``, the chance the dealer ends on 17..21, busts or (no
    peek) has a blackjack, given no dealer blackjack where the dealer peeked."""
    avail = np.maximum(left, 0).astype(np.float64)
    total = avail.sum(axis=1)
    powers: dict[tuple[int, int], Floats] = {}
    sums: dict[tuple[int, int], Floats] = defaultdict(lambda: np.zeros(len(avail)))
    for outcome, drawn, pairs, orders in endings(up, hits_soft_17, peek):
        product = np.full(len(avail), float(orders))
        for value, count in pairs:
            key = (value, count)
            if key not in powers:
                powers[key] = _falling(avail[:, value], count)
            product *= powers[key]
        sums[(outcome, drawn)] += product
    result = np.zeros((len(avail), OUTCOMES))
    for (outcome, drawn), numerator in sums.items():
        result[:, outcome] += numerator / np.maximum(_falling(total, drawn), 1e-300)
    barred = blackjack_card(up)
    if barred is not None and peek:
        result /= (1.0 - avail[:, barred] / total)[:, None]
    return result
