"""Maps parsed commands to the game and wraps what happened in a Reply for the views."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .commands import help_lines, to_command
from .errors import GameError
from .events import Event
from .game import Game, Snapshot
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


@dataclass(slots=True)
class Reply:
    events: list[Event] = field(default_factory=list)
    refused: bool = False
    quit: bool = False


class Controller:
    def __init__(self, game: Game) -> None:
        self.game = game
        self._actions: dict[str, Callable[..., list[Event]]] = {
            "addPlayer": game.add_player,
            "removePlayer": game.remove_player,
            "placeLineBet": game.place_line_bet,
            "placeComeBet": game.place_come_bet,
            "placeOddsBet": game.place_odds_bet,
            "changeOddsBet": game.change_odds_bet,
            "roll": game.roll,
            "passDice": game.pass_dice,
            "status": self._status,
            "help": self._help,
        }

    def execute(self, line: str) -> Reply:
        try:
            command = to_command(parse(line))
            if command.spec.name == "quit":
                return Reply(quit=True)
            return Reply(self._actions[command.spec.name](*command.values))
        except (ParseError, GameError) as refusal:
            return Reply([Refusal(str(refusal))], refused=True)

    def _status(self) -> list[Event]:
        return [StatusReport(self.game.snapshot())]

    def _help(self, topic: Any = None) -> list[Event]:
        return [HelpText(tuple(help_lines(topic)))]
