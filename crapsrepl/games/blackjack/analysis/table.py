"""The rules the analysis depends on, as one hashable value (the cache's key)."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Doubles, TableRules

BET = 10  # payouts are the game's on a $10 bet (blackjack 3:2 pays $15, 6:5 pays $12)
Row = tuple[bool, int]  # (soft, total)


@dataclass(frozen=True, slots=True)
class Table:
    """The rules the analysis depends on (the cut card does not, off the top); any deck
    count, so a test can make the shoe all but infinite."""

    decks: int
    hits_soft_17: bool
    double_after_split: bool
    doubles: Doubles
    max_hands: int
    resplit_aces: bool
    late_surrender: bool
    pays: float  # a blackjack's winnings per unit bet

    @classmethod
    def of(cls, rules: TableRules) -> Table:
        return cls(rules.decks, rules.dealer == "H17", rules.double_after_split, rules.doubles,
                   rules.max_hands, rules.resplit_aces, rules.late_surrender,
                   rules.blackjack_pays.on(BET) / BET)  # fmt: skip

    def may_double(self, row: Row) -> bool:
        if self.doubles is Doubles.ANY:
            return True
        low = 9 if self.doubles is Doubles.NINE_TO_ELEVEN else 10
        return not row[0] and low <= row[1] <= 11
