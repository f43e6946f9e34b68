"""Cards that know their blackjack value and whether they make the dealer offer insurance.

The chapter's design: ``Card`` for pips, ``FaceCard`` for J/Q/K (worth 10) and ``AceCard``,
the only card whose ``offers_insurance`` is true. Suits are optional so a script can stack
``A`` without caring which ace it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from .errors import BlackjackError


class Rank(IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def label(self) -> str:
        return _RANK_LABELS.get(self, str(int(self)))


class Suit(Enum):
    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"


_RANK_LABELS = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
_RANK_BY_LABEL = {r.label: r for r in Rank}


@dataclass(frozen=True, slots=True)
class Card:
    """A pip card: its value is its rank."""

    rank: Rank
    suit: Suit | None = None

    @property
    def value(self) -> int:
        """Points with an ace counted as 1 (hard); hands add the soft 10 themselves."""
        return int(self.rank)

    @property
    def offers_insurance(self) -> bool:
        return False

    @property
    def is_ace(self) -> bool:
        return False

    @property
    def label(self) -> str:
        """What the dealer calls it and what the views print: ``10h``, ``K`` (no suit)."""
        return self.rank.label + (self.suit.value if self.suit else "")

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True)
class FaceCard(Card):
    @property
    def value(self) -> int:
        return 10


@dataclass(frozen=True, slots=True)
class AceCard(Card):
    @property
    def value(self) -> int:
        return 1

    @property
    def offers_insurance(self) -> bool:
        return True

    @property
    def is_ace(self) -> bool:
        return True


def make_card(rank: Rank, suit: Suit | None = None) -> Card:
    """The right subclass for a rank, so callers never pick one by hand."""
    if rank is Rank.ACE:
        return AceCard(rank, suit)
    if rank >= Rank.JACK:
        return FaceCard(rank, suit)
    return Card(rank, suit)


def parse_card(text: str) -> Card:
    """Read ``A``, ``10``, ``Kh``, ``7s`` (ranks 2-10, J, Q, K, A; suit s/h/d/c optional)."""
    spec = text.strip()
    suit: Suit | None = None
    if len(spec) >= 2 and spec[-1].lower() in "shdc" and spec[:-1].strip():
        suit = Suit(spec[-1].lower())
        spec = spec[:-1]
    rank = _RANK_BY_LABEL.get(spec.upper())
    if rank is None:
        raise BlackjackError(
            f"a card is a rank 2-10, J, Q, K or A with an optional suit s/h/d/c, not {text!r}"
        )
    return make_card(rank, suit)


def full_deck() -> list[Card]:
    return [make_card(rank, suit) for suit in Suit for rank in Rank]
