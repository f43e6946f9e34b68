"""The shape of a command: its parameters, help text and the action it runs on the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .parser import ParseError, whole_number

# What a command does to the game: the model's events (the console core never looks in).
Action = Callable[..., Sequence[object]]


class Arg(Enum):
    PLAYER = "player"
    AMOUNT = "amount"
    NUMBER = "number"
    WORD = "word"
    FILE = "file"  # a path: completed from the file system


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    kind: Arg
    optional: bool = False
    choices: tuple[str, ...] = ()  # words offered for completion
    # Words found only when asked (a list that costs an import, such as strategies).
    choices_later: Callable[[], tuple[str, ...]] | None = None

    def convert(self, text: str) -> Any:
        if self.kind in (Arg.AMOUNT, Arg.NUMBER):
            return whole_number(text, self.name)
        return text


@dataclass(frozen=True, slots=True)
class CommandSpec:
    name: str
    params: tuple[Param, ...]
    summary: str
    aliases: tuple[str, ...] = ()
    example: str = ""
    usage_text: str = ""
    action: Action | None = None
    group: str = "table"
    pays: str = ""  # for a bet: what it pays, as the bet's class says (help shows it)
    changes: bool = False  # changes the table without a model action (the controller's own)

    @property
    def changes_table(self) -> bool:
        """Whether the command can change the table: only such commands are journaled, and
        a journal replays nothing else (never a save, a load, a view or quit)."""
        return self.action is not None or self.changes

    @property
    def usage(self) -> str:
        if self.usage_text:
            return self.usage_text
        shown = [f"[{p.name}]" if p.optional else p.name for p in self.params]
        return f"{self.name}({', '.join(shown)})"

    def bind(self, args: tuple[str, ...]) -> list[Any]:
        required = sum(not p.optional for p in self.params)
        if len(args) < required:
            missing = self.params[len(args)].name
            raise ParseError(f"{self.name} is missing its {missing}: {self.usage}")
        if len(args) > len(self.params):
            raise ParseError(
                f"{self.name} takes at most {len(self.params)} argument"
                f"{'' if len(self.params) == 1 else 's'}, got {len(args)}: {self.usage}"
            )
        return [param.convert(text) for param, text in zip(self.params, args, strict=False)]


@dataclass(frozen=True, slots=True)
class Command:
    spec: CommandSpec
    values: tuple[Any, ...]
