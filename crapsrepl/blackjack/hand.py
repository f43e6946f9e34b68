"""One hand of cards with its own bet: a player holds one, or several after splits."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card


@dataclass(slots=True)
class Hand:
    """A hand and the money riding on it.

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

    @property
    def hard_total(self) -> int:
        return sum(card.value for card in self.cards)

    @property
    def soft(self) -> bool:
        """True when an ace counts 11 without busting the hand."""
        return any(card.is_ace for card in self.cards) and self.hard_total + 10 <= 21

    @property
    def total(self) -> int:
        return self.hard_total + 10 if self.soft else self.hard_total

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
