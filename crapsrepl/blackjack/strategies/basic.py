"""Basic strategy for the default table: 4-8 decks, dealer stands on soft 17, double on
any two cards and after a split, no surrender offered (the surrender cells say what to do
where late surrender is allowed).

Letters: H hit, S stand, D double else hit, Ds double else stand, P split, R surrender
else hit. Columns are the dealer's up card 2, 3, ..., 10, A.
"""

from __future__ import annotations

from crapsrepl.blackjack import BlackjackPlayer, Card, Hand

_HARD = {
    **{total: "H H H H H H H H H H" for total in range(4, 9)},
    9: "H D D D D H H H H H",
    10: "D D D D D D D D H H",
    11: "D D D D D D D D D H",
    12: "H H S S S H H H H H",
    13: "S S S S S H H H H H",
    14: "S S S S S H H H H H",
    15: "S S S S S H H H R H",
    16: "S S S S S H H R R R",
    **{total: "S S S S S S S S S S" for total in range(17, 22)},
}
_SOFT = {
    12: "H H H H H H H H H H",
    13: "H H H D D H H H H H",
    14: "H H H D D H H H H H",
    15: "H H D D D H H H H H",
    16: "H H D D D H H H H H",
    17: "H D D D D H H H H H",
    18: "S Ds Ds Ds Ds S S H H H",
    19: "S S S S S S S S S S",
    20: "S S S S S S S S S S",
    21: "S S S S S S S S S S",
}
_PAIRS = {
    1: "P P P P P P P P P P",
    2: "P P P P P P H H H H",
    3: "P P P P P P H H H H",
    4: "H H H P P H H H H H",
    5: "- - - - - - - - - -",
    6: "P P P P P H H H H H",
    7: "P P P P P P H H H H",
    8: "P P P P P P P P P P",
    9: "P P P P P S P P S S",
    10: "- - - - - - - - - -",
}


def _row(table: dict[int, str]) -> dict[int, list[str]]:
    return {key: cells.split() for key, cells in table.items()}


HARD, SOFT, PAIRS = _row(_HARD), _row(_SOFT), _row(_PAIRS)


def _column(up: Card) -> int:
    return 9 if up.is_ace else up.value - 2


class BasicStrategy(BlackjackPlayer):
    """Never insurance or even money; every other offer answered from the tables."""

    def _cell(self, hand: Hand, up: Card) -> str:
        table = SOFT if hand.soft else HARD
        return table[hand.total][_column(up)]

    def surrender(self, hand: Hand, up: Card) -> bool:
        return self._cell(hand, up) == "R"

    def split(self, hand: Hand, up: Card) -> bool:
        return PAIRS[min(hand.cards[0].value, 10)][_column(up)] == "P"

    def double_down(self, hand: Hand, up: Card) -> bool:
        return self._cell(hand, up) in ("D", "Ds")

    def hit(self, hand: Hand, up: Card) -> bool:
        return self._cell(hand, up) in ("H", "D", "R")
