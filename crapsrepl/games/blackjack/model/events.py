"""What happened at the blackjack table, as plain data; the model never prints.

``hand`` numbers a player's hands from 1 (hand 2 appears after a split). ``rack`` is the
player's chips after the event, so a view never has to ask the game again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Outcome(Enum):
    WIN = "wins"
    BLACKJACK = "blackjack"
    PUSH = "push"
    LOSE = "loses"
    SURRENDER = "surrender"
    EVEN_MONEY = "even money"


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event, so views can accept any of them."""


@dataclass(frozen=True, slots=True)
class PlayerSeated(Event):
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    """A player gets up with their rack (``chips``), a bet not yet dealt back in it."""

    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    player: str
    amount: int
    rack: int


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    decks: int


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """A card to a player's hand, or to the dealer (``player`` None; ``hole`` face down,
    with no ``card`` or ``total``: nothing a view or ``--json`` shows can give it away)."""

    player: str | None
    hand: int
    card: str
    total: str
    hole: bool = False


@dataclass(frozen=True, slots=True)
class InsuranceOffered(Event):
    up_card: str


@dataclass(frozen=True, slots=True)
class InsurancePlaced(Event):
    player: str
    amount: int
    rack: int


@dataclass(frozen=True, slots=True)
class InsuranceDeclined(Event):
    player: str


@dataclass(frozen=True, slots=True)
class InsuranceClosed(Event):
    pass


@dataclass(frozen=True, slots=True)
class InsuranceSettled(Event):
    player: str
    amount: int
    won: bool
    paid: int
    rack: int


@dataclass(frozen=True, slots=True)
class DealerPeeked(Event):
    blackjack: bool


@dataclass(frozen=True, slots=True)
class HoleRevealed(Event):
    card: str
    total: str


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: str
    hand: int
    total: str


@dataclass(frozen=True, slots=True)
class Stood(Event):
    player: str
    hand: int
    total: int


@dataclass(frozen=True, slots=True)
class Doubled(Event):
    player: str
    hand: int
    bet: int
    rack: int


@dataclass(frozen=True, slots=True)
class Split(Event):
    player: str
    hand: int
    new_hand: int
    bet: int
    rack: int


@dataclass(frozen=True, slots=True)
class Busted(Event):
    player: str
    hand: int
    total: int


@dataclass(frozen=True, slots=True)
class DealerStood(Event):
    total: int


@dataclass(frozen=True, slots=True)
class DealerBusted(Event):
    total: int


@dataclass(frozen=True, slots=True)
class HandSettled(Event):
    """``paid`` is what returns to the rack (stake included); 0 for a loss."""

    player: str
    hand: int
    outcome: Outcome
    bet: int
    paid: int
    rack: int


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    dealer_total: str
