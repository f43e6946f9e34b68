"""Table options a blackjack pit posts: decks, the dealer's soft-17 rule, payouts, doubles,
splits, surrender, how deep the dealer deals before shuffling (or a shuffle before every
round, penetration 0), and the chip: what the smallest chip is worth and how a payout that
is not a whole number of chips is rounded.

The defaults are a common six-deck shoe game: six decks, dealer stands on soft 17,
blackjack pays 3:2, double on any two cards and after a split, split to four hands, split
aces take one card and are not resplit, no surrender, cut card at 75%.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .dealer import DEALER_RULES, DealerRule
from .hand import Hand
from .money import dollars


@dataclass(frozen=True, slots=True)
class Payout:
    """A payout ratio such as 3:2; what it pays on a bet is the table's to say
    (``TableRules.blackjack_win``: exact to the chip, the fraction of a chip to the house)."""

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
    # What one chip is worth, in cents: every amount the game keeps (racks, bets, payouts)
    # is a whole number of chips. The model's own default is a $1 chip; a table at the
    # console starts with half-dollar chips (console/options.py), so 3:2 on $5 pays $7.50.
    chip_cents: int = 100
    # A payout between chips is rounded down to the chip (the house keeps the fraction);
    # with ``whole_dollars`` down to a whole dollar instead, as a table that pays no coins.
    whole_dollars: bool = False
    # The table's limits on a bet for a round, in cents (0: none); doubles and splits may
    # go past the maximum, as casinos let them.
    table_min: int = 0
    table_max: int = 0
    split_tens: bool = False  # any two ten-valued cards split (K-Q), not only a pair
    hit_split_aces: bool = False  # split aces are played on like any split hand
    # The European no-hole-card rule: the dealer takes a second card only after every hand
    # is played, never peeks, and a dealer blackjack takes everything on the table,
    # doubles and splits included (a player's blackjack pushes).
    no_hole_card: bool = False
    # Early surrender: surrender (half back) is offered before the dealer looks under an
    # ace or a ten, so it saves half even against a dealer blackjack; where nobody peeks
    # (no hole card) it is the surrender of the first decision, before the dealer's second
    # card. Wherever it is on, surrender is also the first decision at every other up card.
    early_surrender: bool = False

    @property
    def surrenders(self) -> bool:
        """Whether a hand may surrender as its first decision, late or early."""
        return self.late_surrender or self.early_surrender

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
        if not (1 <= self.chip_cents <= 100_000) or (
            100 % self.chip_cents and self.chip_cents % 100
        ):
            raise ValueError(
                "a chip is a fraction of a dollar that divides it ($0.01, $0.05, $0.10, "
                f"$0.25, $0.50) or whole dollars, not {dollars(self.chip_cents)}"
            )

        if self.no_hole_card and self.late_surrender:
            raise ValueError(
                "late surrender comes after the dealer's peek; a no-hole-card table has none"
            )
        if self.table_min < 0 or self.table_max < 0:
            raise ValueError("a table's limits are at least $0")
        if self.table_max and self.table_min > self.table_max:
            raise ValueError(
                f"the minimum {dollars(self.table_min)} is above the maximum "
                f"{dollars(self.table_max)}"
            )

    def splits(self, hand: Hand) -> bool:
        """Whether this hand is one the table splits: a pair, or any two tens where
        ``split_tens`` says so."""
        if len(hand.cards) != 2:
            return False
        tens = self.split_tens and all(card.value == 10 for card in hand.cards)
        return hand.pair or tens

    @property
    def dealer_rule(self) -> DealerRule:
        return DEALER_RULES[self.dealer]

    @property
    def insurance_pays(self) -> Payout:
        return Payout(2, 1)

    def money(self, chips: int) -> str:
        """An amount of chips as the table writes it: ``$7.50``."""
        return dollars(chips * self.chip_cents)

    @property
    def payout_step(self) -> int:
        """Chips a payout is a multiple of: one, or a dollar's worth with ``whole_dollars``."""
        return max(1, 100 // self.chip_cents) if self.whole_dollars else 1

    def rounded(self, numerator: int, denominator: int) -> int:
        """A payout of ``numerator / denominator`` chips, rounded down to a multiple of
        ``payout_step`` chips: the one rounding rule of the table."""
        step = self.payout_step
        return numerator // (denominator * step) * step

    def blackjack_win(self, bet: int) -> int:
        """What a natural wins on ``bet`` chips (the stake comes back besides)."""
        return self.rounded(bet * self.blackjack_pays.win, self.blackjack_pays.per)

    def surrender_back(self, bet: int) -> int:
        """What a surrendered hand of ``bet`` chips gets back: half, rounded like a payout."""
        return self.rounded(bet, 2)
