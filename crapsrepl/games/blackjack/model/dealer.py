"""How the dealer fills a hand, kept apart from the game so the house rule can change.

A dealer rule only answers "draw another card?"; the game deals the card. Stands-on-soft-17
and hits-soft-17 are the two rules casinos post on the felt.
"""

from __future__ import annotations

from typing import Protocol

from .hand import Hand


class DealerRule(Protocol):
    name: str

    def hits(self, hand: Hand) -> bool: ...


class StandsSoft17:
    """S17: the dealer draws to 16 and stands on every 17, soft or hard."""

    name = "S17"

    def hits(self, hand: Hand) -> bool:
        return hand.total < 17


class HitsSoft17:
    """H17: as S17, but the dealer also draws to a soft 17 (A-6, A-2-4, ...)."""

    name = "H17"

    def hits(self, hand: Hand) -> bool:
        return hand.total < 17 or (hand.total == 17 and hand.soft)


DEALER_RULES: dict[str, DealerRule] = {rule.name: rule for rule in (StandsSoft17(), HitsSoft17())}
