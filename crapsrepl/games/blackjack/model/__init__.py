"""A blackjack table on the same foundation as craps: a pure model, no I/O."""

from .cards import AceCard, Card, FaceCard, Rank, Suit, make_card, parse_card
from .errors import BlackjackError
from .flow import Phase
from .game import Action, BlackjackGame
from .hand import Hand
from .offers import BlackjackPlayer, play_round
from .rules import CONTINUOUS, Doubles, Payout, TableRules
from .shoe import Shoe

__all__ = [
    "CONTINUOUS",
    "AceCard",
    "Action",
    "BlackjackError",
    "BlackjackGame",
    "BlackjackPlayer",
    "Card",
    "Doubles",
    "FaceCard",
    "Hand",
    "Payout",
    "Phase",
    "Rank",
    "Shoe",
    "Suit",
    "TableRules",
    "make_card",
    "parse_card",
    "play_round",
]
