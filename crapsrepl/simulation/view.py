"""The fast path's table as a strategy gets it: what ``TableView`` and ``BetActions`` name,
nothing more.

``FastTables`` holds every session's chips and bets in arrays a strategy could write
through. The strategy is handed this instead: each value comes back as a read-only view
(``read_only``), the rules with odds caps it cannot change (``read_only_rules``), and the
bets go through the table's own checks. A strategy that writes ``table.rack[:]`` or
``table.rules.max_odds.multiples[4]`` gets an error, and no chip is made.

The rack, bets and odds are columns the table updates in place, so the read-only view of
each is made once and handed out again (a strategy asks for dozens a roll), until ``keep``
drops finished sessions and makes new arrays.
"""

from __future__ import annotations

from ..craps.rules import TableRules
from ..strategies.base import Amounts, Mask, read_only, read_only_rules
from .engine import FastTables


class StrategyTable:
    """A strategy's window on ``FastTables``: read-only values, the table's betting."""

    __slots__ = ("_kept", "_rules", "_tables", "_views")

    def __init__(self, tables: FastTables) -> None:
        self._tables = tables
        self._rules = read_only_rules(tables.rules)
        self._kept = tables.kept
        self._views: dict[tuple[str, str, int | None], Amounts] = {}

    def _now(self) -> dict[tuple[str, str, int | None], Amounts]:
        """The views made since ``keep`` last made new arrays."""
        if self._kept != self._tables.kept:
            self._views, self._kept = {}, self._tables.kept
        return self._views

    @property
    def sessions(self) -> int:
        return self._tables.sessions

    @property
    def rules(self) -> TableRules:
        return self._rules

    @property
    def stake(self) -> int:
        return self._tables.stake

    @property
    def point(self) -> Amounts:
        return read_only(self._tables.point)

    @property
    def rack(self) -> Amounts:
        views = self._now()
        view = views.get(("rack", "", None))
        if view is None:
            view = views["rack", "", None] = read_only(self._tables.rack)
        return view

    @property
    def on_table(self) -> Amounts:
        return read_only(self._tables.on_table)

    def flat(self, kind: str, number: int | None = None) -> Amounts:
        views = self._now()
        view = views.get(("flat", kind, number))
        if view is None:
            view = views["flat", kind, number] = read_only(self._tables.flat(kind, number))
        return view

    def odds(self, kind: str, number: int) -> Amounts:
        views = self._now()
        view = views.get(("odds", kind, number))
        if view is None:
            view = views["odds", kind, number] = read_only(self._tables.odds(kind, number))
        return view

    def result(self, kind: str) -> Amounts:
        return read_only(self._tables.result(kind))

    def place_line_bet(self, amount: Amounts) -> None:
        self._tables.place_line_bet(amount)

    def place_come_bet(self, amount: Amounts) -> None:
        self._tables.place_come_bet(amount)

    def place_odds_bet(self, number: int | Amounts, amount: Amounts, on: str | None = None) -> None:
        self._tables.place_odds_bet(number, amount, on)

    def place_odds_bets(self, amount: Amounts, on: str | None = None) -> None:
        self._tables.place_odds_bets(amount, on)

    def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
        self._tables.change_odds_bet(number, amount, where)

    def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None:
        self._tables.place_bet(kind, amount, number)

    def take_down(self, kind: str, number: int | None = None, where: Mask | None = None) -> None:
        self._tables.take_down(kind, number, where)
