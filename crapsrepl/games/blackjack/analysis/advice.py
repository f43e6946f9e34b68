"""One hand's choices valued, for ``hint`` and the coach: what each action is worth for the
hand's own cards against the dealer's up card, off the top of the shoe (the hand's cards
and the up card out of it), per unit of the hand's bet, and the insurance bet's worth.

``by_composition`` values the hand played on card by card at its best (what
"composition-dependent" strategy plays); otherwise the hand is played on as the table's
chart plays it, so the values say what basic strategy gets after each first action."""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Card, TableRules
from .chart import up_index
from .hands import ACE, NOT_SPLIT, TEN, VALUES, states
from .player import DOUBLE, HIT, STAND, SURRENDER, against_table
from .table import Table

SPLIT = "split"


def card_value(card: Card) -> int:
    """The analysis' index of a card's value: 0 an ace, 1 a two, ... 9 a ten or a face."""
    return ACE if card.is_ace else card.value - 1


def hand_values(
    rules: TableRules,
    bet: int | None,
    cards: Sequence[Card],
    up: Card,
    *,
    split_from: Card | None = None,
    by_composition: bool = False,
    before_peek: bool = False,
) -> dict[str, float]:
    """Each action's expected result per unit of the bet: ``stand``, ``hit``, ``double``,
    ``surrender``, and ``split`` for a pair; empty for a hand past 21. ``split_from``: the
    hand is a split one, its partner card out of the shoe too. Whether the table allows an
    action now is the caller's to know. ``before_peek``: the decision comes before the
    dealer looks under an ace or a ten (early surrender), so every value counts the
    dealer's blackjack too, as the surrender's half back does."""
    counts = [0] * VALUES
    for card in cards:
        counts[card_value(card)] += 1
    family = NOT_SPLIT if split_from is None else card_value(split_from)
    found = states().index.get((family, tuple(counts)))
    if found is None:
        return {}
    table = Table.of(rules, bet)
    # called as the chart and ``warm`` call it, so the cache they filled answers (a keyword
    # argument, even at its default, is another key to functools.cache)
    column = (
        against_table(table, up_index(up), by_composition=True)
        if by_composition
        else against_table(table, up_index(up))
    )
    values = column.values
    assert values is not None
    out = {
        STAND: float(values.stand[found]),
        HIT: float(values.hit[found]),
        DOUBLE: float(values.double[found]),
        SURRENDER: values.surrender_at(found),
    }
    if len(cards) == 2 and max(counts) == 2:
        pair = counts.index(2)
        if pair in values.split:
            out[SPLIT] = values.split[pair]
    if before_peek and values.peeked is not None:
        p = float(values.peeked[found])  # the dealer's blackjack takes the bet alone
        out = {play: (1 - p) * worth - p for play, worth in out.items()}
    return out


def ten_chance(decks: int, seen: Sequence[Card]) -> float:
    """The chance the hole card is a ten, from a shoe of ``decks`` less the cards ``seen``
    (the up card among them)."""
    tens = 16 * decks - sum(1 for card in seen if card_value(card) == TEN)
    return tens / (52 * decks - len(seen))


def insurance_value(decks: int, seen: Sequence[Card]) -> float:
    """Insurance's expected result per unit insured: it pays 2:1 when the hole is a ten."""
    chance = ten_chance(decks, seen)
    return 3 * chance - 1
