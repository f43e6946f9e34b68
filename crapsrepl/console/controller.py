"""Maps parsed commands to the game and wraps what happened in a Reply for the views."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ..craps.errors import GameError
from ..craps.events import Event
from ..craps.game import Game, Snapshot
from .bots import Bots
from .commands import help_lines, to_command
from .facts import FACT_QUERIES
from .parser import ParseError, parse


@dataclass(frozen=True, slots=True)
class Refusal(Event):
    message: str


@dataclass(frozen=True, slots=True)
class HelpText(Event):
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class StatusReport(Event):
    snapshot: Snapshot


@dataclass(frozen=True, slots=True)
class FactAnswer(Event):
    """One line answering a fact query (chips, point, shooter, bets)."""

    text: str


@dataclass(frozen=True, slots=True)
class TableSaved(Event):
    path: str


@dataclass(frozen=True, slots=True)
class TableLoaded(Event):
    path: str
    players: int


@dataclass(slots=True)
class Reply:
    events: list[Event] = field(default_factory=list)
    refused: bool = False
    quit: bool = False
    changed: bool = False
    replaced_table: bool = False


# Where a `save`/`load` path really points: given the path as typed and whether it is
# for writing, the file to use, or GameError. Replays confine it (transcripts.replay).
FilePolicy = Callable[[str, bool], str]


class PathRefused(ValueError):
    """A ``save``/``load`` path the file policy refuses: a refusal like any other."""


def _anywhere(path: str, writing: bool) -> str:
    return path


class Controller:
    def __init__(self, game: Game, files: FilePolicy = _anywhere) -> None:
        self.game = game
        self._files = files
        self.bots = Bots()
        self._views: dict[str, Callable[..., list[Event]]] = {
            "status": self._status,
            "help": self._help,
            "save": self._save,
            **{name: partial(self._fact, name) for name in FACT_QUERIES},
        }

    def execute(self, line: str) -> Reply:
        try:
            command = to_command(parse(line))
            name = command.spec.name
            if name == "quit":
                return Reply(quit=True)
            if name == "load":
                return self._load(*command.values)
            if name in self._views:
                return Reply(self._views[name](*command.values))
            if name == "addBot":
                return Reply(self.bots.add(self.game, *command.values), changed=True)
            if name == "roll" and self.bots.seated:
                return self._roll_with_bots(command.values)
            action = command.spec.action
            assert action is not None, f"{name} has neither a view nor an action"
            return Reply(action(self.game, *command.values), changed=True)
        except (ParseError, GameError, PathRefused) as refusal:
            return Reply([Refusal(str(refusal))], refused=True)

    def _roll_with_bots(self, dice: tuple[Any, ...]) -> Reply:
        """The bots bet, then the shooter (perhaps a bot) throws."""
        self.bots.forget_missing(self.game)
        events = self.bots.before_roll(self.game)
        try:
            rolled = self.game.roll(*dice)
        except GameError as refusal:
            return Reply([*events, Refusal(str(refusal))], refused=True, changed=bool(events))
        self.bots.saw(rolled)
        return Reply(events + rolled, changed=True)

    def _status(self) -> list[Event]:
        return [StatusReport(self.game.snapshot())]

    def _fact(self, name: str, *values: Any) -> list[Event]:
        return [FactAnswer(FACT_QUERIES[name](self.game, *values))]

    def _help(self, topic: Any = None) -> list[Event]:
        return [HelpText(tuple(help_lines(topic)))]

    def _save(self, path: str) -> list[Event]:
        from ..storage import persist

        real = self._files(path, True)
        try:
            persist.save(self.game, real)
        except GameError as problem:
            raise GameError(str(problem).replace(real, path)) from None
        return [TableSaved(path)]

    def _load(self, path: str) -> Reply:
        """Replace the table only once the whole file has been checked."""
        from ..storage import persist

        real = self._files(path, False)
        try:
            self.game = persist.load(real)
        except GameError as problem:
            raise GameError(str(problem).replace(real, path)) from None
        return Reply([TableLoaded(path, len(self.game.players))], changed=True, replaced_table=True)
