"""The dealer's shoe: N decks shuffled by a seeded generator, with a cut card.

Known cards stacked with ``stack`` (the ``shoe(...)`` command) come out before the shuffled
cards and do not take any card out of them, exactly as ``roll(x)`` forces dice in craps
without drawing from the dice's generator: a scripted round leaves the rest of the game's
random sequence unchanged.

The shuffled order and the stacked cards are ``Cards``, tuples that never change once made
(dealing moves a position through them): a copy of the table, such as undo's snapshot
before every command, can share them instead of copying a whole shoe and every card a
script stacked each time.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from .cards import Card, full_deck


class Cards(tuple[Card, ...]):
    """Cards in an order fixed once made: the shuffled shoe, the cards stacked on top."""

    __slots__ = ()


class Shoe:
    def __init__(self, decks: int, penetration: int, rng: random.Random) -> None:
        self.decks = decks
        self.penetration = penetration
        self._rng = rng
        self._cards = Cards()
        self._next = 0
        self._stacked = Cards()
        self._stacked_next = 0  # how many of ``_stacked`` have been dealt
        self.last_stacked = False  # whether the last card drawn was a stacked one
        self.shuffles = 0  # how many times this shoe has been shuffled
        self.shuffle()

    @property
    def size(self) -> int:
        return len(self._cards)

    @property
    def remaining(self) -> int:
        """Shuffled cards not yet dealt (stacked cards come on top of these)."""
        return len(self._cards) - self._next

    @property
    def cut_position(self) -> int:
        """How many cards are dealt before the cut card shows (the penetration)."""
        return len(self._cards) * self.penetration // 100

    @property
    def past_cut(self) -> bool:
        return self._next >= self.cut_position

    def shuffle(self) -> None:
        cards = full_deck() * self.decks
        self._rng.shuffle(cards)
        self._cards = Cards(cards)
        self._next = 0
        self.shuffles += 1

    @property
    def stacked(self) -> Cards:
        """The stacked cards not dealt yet, in the order they will come."""
        return Cards(self._stacked[self._stacked_next :])

    def stack(self, cards: Iterable[Card]) -> None:
        self._stacked = Cards(self._stacked[self._stacked_next :] + tuple(cards))
        self._stacked_next = 0

    def draw(self) -> Card:
        """The next card; a shoe emptied mid-round is reshuffled whole (rare: one deck,
        a full table and deep penetration)."""
        self.last_stacked = self._stacked_next < len(self._stacked)
        if self.last_stacked:
            self._stacked_next += 1
            return self._stacked[self._stacked_next - 1]
        if self._next >= len(self._cards):
            self.shuffle()
        card = self._cards[self._next]
        self._next += 1
        return card

    # persistence -----------------------------------------------------------
    def state(self) -> dict[str, object]:
        """Everything about the shoe, its unseen order included: for the process's own use
        (the simulator, tests). A saved table keeps only ``dealt`` (persistence)."""
        return {
            "cards": [c.label for c in self._cards],
            "next": self._next,
            "stacked": [c.label for c in self.stacked],
        }

    @property
    def position(self) -> int:
        """How many shuffled cards have been dealt since the shuffle."""
        return self._next

    @property
    def dealt(self) -> list[Card]:
        """The shuffled cards dealt since the shuffle, in order (stacked ones aside)."""
        return list(self._cards[: self._next])

    @property
    def unseen(self) -> list[Card]:
        """The cards still in the shoe, in the order they will come."""
        return list(self._cards[self._next :])

    @property
    def order(self) -> Cards:
        """The whole shuffled order, dealt and unseen: what a sealed save keeps."""
        return self._cards

    def restore(self, cards: Iterable[Card], next_card: int, stacked: Iterable[Card]) -> None:
        self._cards = Cards(cards)
        self._next = next_card
        self._stacked = Cards(stacked)
        self._stacked_next = 0
