"""Table options a blackjack pit posts: decks, the dealer's soft-17 rule, payouts, doubles,
splits, surrender and how deep the dealer deals before shuffling (or a shuffle before every
round, penetration 0).

The defaults are a common six-deck shoe game: six decks, dealer stands on soft 17,
blackjack pays 3:2, double on any two cards and after a split, split to four hands, split
aces take one card and are not resplit, no surrender, cut card at 75%.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .dealer import DEALER_RULES, DealerRule
from .hand import Hand


@dataclass(frozen=True, slots=True)
class Payout:
    """A payout ratio such as 3:2; winnings round down to whole dollars (the house keeps
    the fraction), so 3:2 on $5 pays $7 and 6:5 on $7 pays $8."""

    win: int
    per: int

    @classmethod
    def parse(cls, text: str) -> Payout:
        parts = text.strip().split(":")
        if len(parts) != 2 or not all(p.isdigit() and 0 < len(p) <= 3 for p in parts):
            raise ValueError(f"a payout looks like 3:2 or 6:5, not {text!r}")
        win, per = int(parts[0]), int(parts[1])
        if win < 1 or per < 1:
            raise ValueError("a payout's numbers are at least 1")
        return cls(win, per)

    def on(self, bet: int) -> int:
        return bet * self.win // self.per

    @property
    def text(self) -> str:
        return f"{self.win}:{self.per}"


THREE_TO_TWO = Payout(3, 2)
# Penetration 0: the shoe is shuffled before every round, as a continuous shuffling machine
# keeps it, so every round is dealt off the top of a full shoe.
CONTINUOUS = 0
SIX_TO_FIVE = Payout(6, 5)


class Doubles(Enum):
    """Which two-card hands may double; the restricted ones count hard totals only, so a
    soft hand (A-8 is 9 or 19) never doubles under them."""

    ANY = "any"
    NINE_TO_ELEVEN = "9-11"
    TEN_OR_ELEVEN = "10-11"

    @classmethod
    def parse(cls, text: str) -> Doubles:
        for rule in cls:
            if rule.value == text.strip().lower():
                return rule
        raise ValueError(f"doubles are any, 9-11 or 10-11, not {text!r}")

    def allows(self, hand: Hand) -> bool:
        if self is Doubles.ANY:
            return True
        low = 9 if self is Doubles.NINE_TO_ELEVEN else 10
        return not hand.soft and low <= hand.total <= 11


@dataclass(frozen=True, slots=True)
class TableRules:
    decks: int = 6
    dealer: str = "S17"
    blackjack_pays: Payout = THREE_TO_TWO
    double_after_split: bool = True
    doubles: Doubles = Doubles.ANY
    max_hands: int = 4
    resplit_aces: bool = False
    late_surrender: bool = False
    penetration: int = 75

    def __post_init__(self) -> None:
        if not 1 <= self.decks <= 8:
            raise ValueError(f"a shoe holds 1 to 8 decks, not {self.decks}")
        if self.dealer not in DEALER_RULES:
            raise ValueError(f"the dealer rule is S17 or H17, not {self.dealer!r}")
        if not 1 <= self.max_hands <= 8:
            raise ValueError(f"split hands are limited to 1-8, not {self.max_hands}")
        if not (25 <= self.penetration <= 95 or self.penetration == CONTINUOUS):
            raise ValueError(
                f"penetration is 25-95 (% of the shoe), or 0 for a shuffle before every "
                f"round, not {self.penetration}"
            )

    @property
    def dealer_rule(self) -> DealerRule:
        return DEALER_RULES[self.dealer]

    @property
    def insurance_pays(self) -> Payout:
        return Payout(2, 1)
