"""Events as JSON objects, one per line, for programs that drive the table. Every line
names its game: two games' events may share a name (each has its own ``bet_placed``), so a
reader of lines from several tables tells them apart by ``game``."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any, TextIO

from .events import Reply

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def event_name(event: object) -> str:
    return _CAMEL.sub("_", type(event).__name__).lower()


def _plain(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


# The fields of an event a game writes itself, already plain (amounts a game keeps in
# cents, written in dollars); the others are written as the event holds them.
OwnFields = Callable[[object], dict[str, object]]


def none_of_its_own(event: object) -> dict[str, object]:
    return {}


def to_json(event: object, game: str, own: OwnFields = none_of_its_own) -> str:
    body = {"event": event_name(event), "game": game, **_plain(event), **own(event)}
    return json.dumps(body, ensure_ascii=True)


def command_json(line: str, game: str) -> str:
    return json.dumps({"event": "command", "game": game, "line": line}, ensure_ascii=True)


class JsonSink:
    """The ``--json`` view: every input line and every event as one JSON object."""

    def __init__(self, out: TextIO, game: str, own: OwnFields = none_of_its_own) -> None:
        self.out = out
        self.game = game
        self.own = own

    def command(self, line: str) -> None:
        self.out.write(command_json(line, self.game) + "\n")

    def reply(self, reply: Reply) -> None:
        for event in reply.events:
            self.out.write(to_json(event, self.game, self.own) + "\n")
        self.out.flush()
