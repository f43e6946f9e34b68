"""The rules the analysis depends on, as one hashable value (the cache's key)."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Doubles, TableRules

Row = tuple[bool, int]  # (soft, total)


@dataclass(frozen=True, slots=True)
class Table:
    """The rules the analysis depends on (the cut card does not, off the top); any deck
    count, so a test can make the shoe all but infinite.

    ``pays`` and ``surrender`` are what the table really pays on the bet the analysis is
    for, per unit of it: a natural 3:2 on $5 at half-dollar chips wins 1.5; 6:5 on a $1 bet
    there wins $1 (1.0, the $0.20 between chips is the house's); a $1 surrender at a table
    of $1 chips gets nothing back (-1.0), so it is never the best play there."""

    decks: int
    hits_soft_17: bool
    double_after_split: bool
    doubles: Doubles
    max_hands: int
    resplit_aces: bool
    late_surrender: bool
    pays: float  # a blackjack's winnings per unit bet
    surrender: float = -0.5  # a surrendered hand's result per unit bet
    peek: bool = True  # the dealer peeks under an ace or a ten (False: no hole card)
    hit_split_aces: bool = False  # split aces are played on, not stood on one card
    # surrender comes before the peek: half back even against a dealer blackjack (where
    # nobody peeks, surrender is worth that anyway)
    early_surrender: bool = False

    @classmethod
    def of(cls, rules: TableRules, bet: int | None = None) -> Table:
        """The rules as the analysis reads them, with the payouts on a bet of ``bet`` chips;
        ``None``: the posted ratios (3:2 is 1.5, surrender -0.5), as on a bet no rounding
        touches."""
        if bet is None:
            pays = rules.blackjack_pays.win / rules.blackjack_pays.per
            surrender = -0.5
        else:
            pays = rules.blackjack_win(bet) / bet
            surrender = rules.surrender_back(bet) / bet - 1
        return cls(rules.decks, rules.dealer == "H17", rules.double_after_split, rules.doubles,
                   rules.max_hands, rules.resplit_aces, rules.surrenders, pays,
                   surrender, not rules.no_hole_card, rules.hit_split_aces,
                   rules.early_surrender and not rules.no_hole_card)  # fmt: skip

    def may_double(self, row: Row) -> bool:
        if self.doubles is Doubles.ANY:
            return True
        low = 9 if self.doubles is Doubles.NINE_TO_ELEVEN else 10
        return not row[0] and low <= row[1] <= 11
