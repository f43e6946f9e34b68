"""One hand of cards with its own bet: a player holds one, or several after splits."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card


@dataclass(slots=True)
class Hand:
    """A hand and the money riding on it; cards change only through ``add``/``take_second``.

    ``from_split`` hands can never be a blackjack (a two-card 21 there counts as 21);
    ``split_aces`` hands take one card only.
    """

    bet: int = 0
    cards: list[Card] = field(default_factory=list)
    from_split: bool = False
    split_aces: bool = False
    doubled: bool = False
    surrendered: bool = False
    done: bool = False
    settled: bool = False
    hard_total: int = field(init=False, default=0)
    soft: bool = field(init=False, default=False)
    total: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self._count()

    def add(self, card: Card) -> None:
        self.cards.append(card)
        self._count()

    def take_second(self) -> Card:
        """Split a pair: the second card leaves to start a new hand."""
        card = self.cards.pop()
        self._count()
        return card

    def _count(self) -> None:
        """Totals are kept, not recomputed: the simulator asks for them constantly.
        ``soft`` means an ace counts 11 without busting the hand."""
        self.hard_total = sum(card.value for card in self.cards)
        self.soft = self.hard_total <= 11 and any(card.is_ace for card in self.cards)
        self.total = self.hard_total + 10 if self.soft else self.hard_total

    @property
    def blackjack(self) -> bool:
        return len(self.cards) == 2 and self.total == 21 and not self.from_split

    @property
    def bust(self) -> bool:
        return self.hard_total > 21

    @property
    def pair(self) -> bool:
        """Two cards of the same rank (the chapter's rule: a J-Q is not a pair)."""
        return len(self.cards) == 2 and self.cards[0].rank == self.cards[1].rank

    @property
    def up_card(self) -> Card:
        return self.cards[0]

    def describe(self) -> str:
        """``19 soft``, ``21 blackjack``, ``24 bust``: what ``hand(p)`` prints."""
        if self.blackjack:
            return "21 blackjack"
        if self.bust:
            return f"{self.total} bust"
        return f"{self.total} soft" if self.soft else str(self.total)
