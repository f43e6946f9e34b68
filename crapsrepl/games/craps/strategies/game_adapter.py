"""The one thin adapter between a strategy and the interactive ``Game``.

A strategy sees the table through ``GameView`` and bets through ``GameBets``: arrays of
length 1 around the normal ``Game`` calls, so a bot bets exactly as a person typing the
commands would, refusals included (a refused bet is skipped and nothing changes).
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

import numpy as np

from ..model.dice import POINT_NUMBERS
from ..model.errors import GameError
from ..model.events import BetLost, BetWon, Event
from ..model.game import Game
from ..model.rules import TableRules
from .base import Amounts, Mask, read_only_rules


def _one(value: int) -> Amounts:
    """One value as a strategy sees it: read-only, as on the fast path."""
    one = np.array([value], dtype=np.int64)
    one.flags.writeable = False
    return one


class GameView:
    """One seated player's view of a ``Game`` as a one-session table."""

    sessions = 1

    def __init__(self, game: Game, name: str, stake: int) -> None:
        self.game = game
        self.name = name
        self._stake = stake
        self._results: dict[str, int] = {}
        self._rules = (game.rules, read_only_rules(game.rules))

    def saw(self, events: list[Event]) -> None:
        """Remember what the last roll did to this player's bets."""
        results: dict[str, int] = {}
        for event in events:
            if isinstance(event, BetWon | BetLost) and event.player == self.name and not event.odds:
                change = event.winnings if isinstance(event, BetWon) else -event.stake
                results[event.bet] = results.get(event.bet, 0) + change
        self._results = results

    @property
    def rules(self) -> TableRules:
        """The game's rules with odds caps the strategy cannot change (the game keeps its own)."""
        if self._rules[0] is not self.game.rules:
            self._rules = (self.game.rules, read_only_rules(self.game.rules))
        return self._rules[1]

    @property
    def stake(self) -> int:
        return self._stake

    @property
    def point(self) -> Amounts:
        return _one(self.game.point or 0)

    @property
    def rack(self) -> Amounts:
        return _one(self.game.chips(self.name))

    @property
    def on_table(self) -> Amounts:
        return _one(sum(bet.amount + bet.odds for bet in self.game.bets(self.name)))

    def flat(self, kind: str, number: int | None = None) -> Amounts:
        bets = self.game.bets(self.name)
        return _one(sum(b.amount for b in bets if b.kind == kind and b.number == number))

    def odds(self, kind: str, number: int) -> Amounts:
        bets = self.game.bets(self.name)
        return _one(sum(b.odds for b in bets if b.kind == kind and b.number == number))

    def at_point(self, kind: str, odds: bool = False) -> Amounts:
        point = self.game.point
        if point is None:
            return _one(0)
        return self.odds(kind, point) if odds else self.flat(kind, point)

    def on_numbers(self, kind: str, odds: bool = False) -> Amounts:
        per = self.odds if odds else self.flat
        rows = np.array([per(kind, number) for number in POINT_NUMBERS])
        rows.flags.writeable = False
        return rows

    def result(self, kind: str) -> Amounts:
        return _one(self._results.get(kind, 0))


class GameBets:
    """Bets for one seated player through the ``Game`` API; keeps the events for display."""

    def __init__(self, game: Game, name: str) -> None:
        self.game = game
        self.name = name
        self.events: list[Event] = []

    def _try(self, method: str, *args: Any) -> None:
        with suppress(GameError):
            self.events += getattr(self.game, method)(self.name, *args)

    def place_line_bet(self, amount: Amounts) -> None:
        if amount[0] > 0:
            self._try("place_line_bet", int(amount[0]))

    def place_come_bet(self, amount: Amounts) -> None:
        if amount[0] > 0:
            self._try("place_come_bet", int(amount[0]))

    def place_odds_bet(self, number: int | Amounts, amount: Amounts, on: str | None = None) -> None:
        if amount[0] > 0:
            where = int(np.asarray(number).flat[0])
            if on is None:
                self._try("place_odds_bet", where, int(amount[0]))
            else:
                self._try("place_odds_bet", where, int(amount[0]), on)

    def place_odds_bets(self, amount: Amounts, on: str | None = None) -> None:
        for number, row in zip(POINT_NUMBERS, amount, strict=True):
            self.place_odds_bet(number, row, on)

    def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
        if where[0]:
            self._try("change_odds_bet", int(np.asarray(number).flat[0]), int(amount[0]))

    def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None:
        if amount[0] > 0:
            self._try("place_bet", kind, int(amount[0]), number)

    def take_down(self, kind: str, number: int | None = None, where: Mask | None = None) -> None:
        if where is None or where[0]:
            self._try("take_down", kind, number)
