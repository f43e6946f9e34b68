"""One-roll propositions: the next throw alone decides them (field, any seven, horn, hop...).

Each is a table of winning totals and what they pay; everything else loses. Payouts are
"to one" on the whole bet; horn and world are the four- and five-way bets paid as one
(27:4 and 3:1 for the horn, 26:5 and 11:5 for the world, a push on a 7).
"""

from __future__ import annotations

from typing import ClassVar

from ..dice import Throw
from ..rules import TableRules
from .base import Bet, Family, Outcome, Ratio, Step, pays


class OneRollBet(Bet):
    family = Family.PROPS
    step = Step.ONE_ROLL
    wins: ClassVar[dict[int, Ratio]] = {}
    pushes: ClassVar[frozenset[int]] = frozenset()
    spot_name: ClassVar[str] = ""

    @classmethod
    def spot(cls, number: int | None) -> str:
        return cls.spot_name or cls.label

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        if throw.total in self.wins:
            return Outcome.WIN
        return Outcome.PUSH if throw.total in self.pushes else Outcome.LOSE

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        return pays(self.amount, self.wins[throw.total])


def _each(totals: tuple[int, ...], ratio: Ratio) -> dict[int, Ratio]:
    return {total: ratio for total in totals}


class FieldBet(OneRollBet):
    kind = "field"
    spot_name = "the field"
    label = "field"
    pays_text = "1:1; 2:1 on 2 and 12 (3:1 on 12 as a table option)"
    wins = {**_each((3, 4, 9, 10, 11), (1, 1)), 2: (2, 1), 12: (2, 1)}

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        if throw.total == 12:
            return self.amount * rules.field_twelve
        return super().winnings(throw, rules)


class AnySevenBet(OneRollBet):
    kind = "any7"
    label = "any seven"
    pays_text = "4:1"
    wins = {7: (4, 1)}


class AnyCrapsBet(OneRollBet):
    kind = "any_craps"
    label = "any craps"
    pays_text = "7:1"
    wins = _each((2, 3, 12), (7, 1))


class TwoBet(OneRollBet):
    kind = "two"
    spot_name = "aces (2)"
    label = "two"
    pays_text = "30:1"
    wins = {2: (30, 1)}


class ThreeBet(OneRollBet):
    kind = "three"
    spot_name = "ace-deuce (3)"
    label = "three"
    pays_text = "15:1"
    wins = {3: (15, 1)}


class YoBet(OneRollBet):
    kind = "yo"
    spot_name = "yo (11)"
    label = "yo-eleven"
    pays_text = "15:1"
    wins = {11: (15, 1)}


class TwelveBet(OneRollBet):
    kind = "twelve"
    spot_name = "boxcars (12)"
    label = "twelve"
    pays_text = "30:1"
    wins = {12: (30, 1)}


class HornBet(OneRollBet):
    kind = "horn"
    spot_name = "the horn"
    label = "horn"
    pays_text = "27:4 on 2/12, 3:1 on 3/11"
    wins = {**_each((2, 12), (27, 4)), **_each((3, 11), (3, 1))}


class WorldBet(OneRollBet):
    kind = "world"
    spot_name = "the world"
    label = "world"
    pays_text = "26:5 on 2/12, 11:5 on 3/11, push on 7"
    wins = {**_each((2, 12), (26, 5)), **_each((3, 11), (11, 5))}
    pushes = frozenset({7})


class CrapsElevenBet(OneRollBet):
    kind = "ce"
    label = "C&E"
    pays_text = "3:1 on 2/3/12, 7:1 on 11"
    wins = {**_each((2, 3, 12), (3, 1)), 11: (7, 1)}


HOP_NUMBERS = tuple(10 * low + high for low in range(1, 7) for high in range(low, 7))


def hop_number(d1: int, d2: int) -> int:
    """The two dice of a hop bet as one number, low die first: 2 and 5 -> 25."""
    low, high = sorted((d1, d2))
    return 10 * low + high


class HopBet(OneRollBet):
    """Exactly these two dice; ``number`` holds them as a two-digit number (25 = 2-5)."""

    kind = "hop"
    label = "hop"
    pays_text = "15:1 easy (two ways), 30:1 hard (one way)"
    numbers = HOP_NUMBERS

    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        return Outcome.WIN if hop_number(throw.d1, throw.d2) == self.number else Outcome.LOSE

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        return self.amount * (30 if throw.hard else 15)

    @classmethod
    def spot(cls, number: int | None) -> str:
        assert number is not None
        return f"hop {number // 10}-{number % 10}"
