"""Craps at the console: its views (status, the fact queries) and bots, on the one
controller every game shares."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from crapsrepl.plugin import (
    Controller,
    FilePolicy,
    Reply,
    Tally,
    Values,
    View,
    anywhere,
    number,
    numbers,
    word,
    words,
)

from ..model.errors import GameError
from ..model.events import BetWon, Event, PlayerLeft, PlayerSeated, Rolled
from ..model.game import Game, PlayerInfo, Snapshot
from . import persistence
from .bots import Bots
from .commands import TABLE
from .facts import FACT_QUERIES
from .layout import draw
from .options import rules_lines
from .toolbar import toolbar_text


@dataclass(frozen=True, slots=True)
class StatusReport(Event):
    snapshot: Snapshot


@dataclass(frozen=True, slots=True)
class FactAnswer(Event):
    """One line answering a fact query (chips, point, shooter, bets)."""

    text: str


def _on_table(player: PlayerInfo) -> int:
    """A player's chips on the table: every bet and its odds."""
    return sum(bet.amount + bet.odds for bet in player.bets)


class CrapsController(Controller[Game]):
    table = TABLE
    refusals = (GameError,)
    state_names = ("game", "bots", "tally")
    chance_since = "the dice have rolled since"

    def __init__(self, game: Game, files: FilePolicy = anywhere) -> None:
        super().__init__(game, files)
        self.bots = Bots()
        self.tally = Tally(("roll shot", "rolls shot"))
        for player in game.snapshot().players:  # a resumed table: bets up are theirs too
            self.tally.seen(player.name, player.rack + _on_table(player))

    def views(self) -> dict[str, View]:
        views: dict[str, View] = {"status": lambda values: self._status()}
        for name in FACT_QUERIES:
            views[name] = partial(self._fact, name)
        return views

    def special(self, name: str, values: Values) -> Reply | None:
        if name == "addBot":
            seated = self.bots.add(self.game, word(values, 0), number(values, 1), word(values, 2))
            return Reply(list(seated), changed=True)
        if name == "roll" and self.bots.seated:
            return self._roll_with_bots(numbers(values))
        return None

    def players(self) -> list[str]:
        return list(self.game.players)

    def racks(self) -> dict[str, int]:
        return {p.name: p.rack for p in self.game.snapshot().players}

    def status_line(self) -> str:
        return toolbar_text(self.game)

    def rules(self) -> list[str]:
        return rules_lines(self.game.rules)

    def draw(self) -> list[str]:
        return draw(self.game.snapshot())

    def touched_by_chance(self, events: list[object]) -> bool:
        return any(isinstance(event, Rolled) for event in events)

    def to_act(self) -> list[str]:
        """The shooter; nobody in particular when a bot has the dice (anyone may throw)."""
        shooter = self.game.shooter
        return [] if shooter is None or shooter in self.bots.seated else [shooter]

    def timeout_move(self, player: str) -> str | None:
        """A shooter whose time is up hands the dice on between rounds; with a point to
        make, the dice are thrown for them (their line bet rides on it)."""
        return "passDice()" if self.game.point is None else "roll()"

    def seen(self, events: list[object]) -> None:
        won: dict[str, int] = {}
        for event in events:
            match event:
                case PlayerSeated(player=name, chips=chips):
                    self.tally.seated(name, chips)
                case PlayerLeft(player=name, chips=chips):
                    self.tally.left(name, chips)
                case Rolled(shooter=name):
                    self.tally.played(name, self._rack(name))
                case BetWon(player=name, winnings=winnings):
                    won[name] = won.get(name, 0) + winnings
        for name, amount in won.items():  # the biggest win is one roll's, all bets together
            self.tally.won(name, self._rack(name), amount)

    def summary(self) -> list[str]:
        players = self.game.snapshot().players
        return self.tally.lines(
            {p.name: p.rack for p in players}, {p.name: _on_table(p) for p in players}
        )

    def _rack(self, name: str) -> int:
        return next((p.rack for p in self.game.table.players if p.name == name), 0)

    def to_document(self) -> dict[str, object]:
        return persistence.to_document(self.game)

    def from_document(self, document: object) -> Game:
        return persistence.from_document(document)

    def _roll_with_bots(self, dice: tuple[int, ...]) -> Reply:
        """The bots bet, then the shooter (perhaps a bot) throws. One command: if the roll
        is refused, the controller puts the table back as it was, bots' bets and all."""
        Game.forced_throw(dice)
        self.bots.forget_missing(self.game)
        events = self.bots.before_roll(self.game)
        rolled = self.game.roll(*dice)
        self.bots.saw(rolled)
        return Reply([*events, *rolled], changed=True)

    def _status(self) -> list[object]:
        return [StatusReport(self.game.snapshot())]

    def _fact(self, name: str, values: Values) -> list[object]:
        return [FactAnswer(FACT_QUERIES[name](self.game, *words(values)))]
