"""The shape of a command: its parameters, help text and the action it runs on the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from .parser import ParseError, cents, whole_number

GameT = TypeVar("GameT", contravariant=True)
# An argument as its parameter converted it: a whole number for amounts and numbers (whole
# cents for money), the word as typed otherwise, and a variadic command's words together.
Value = int | str | tuple[str, ...]
Values = tuple[Value, ...]
# What a command does to the game, given its arguments: the model's events (the console
# core never looks in). Typed against the game's model, so mypy checks every action.
Action = Callable[[GameT, Values], Sequence[object]]


def word(values: Values, index: int) -> str:
    """Argument ``index``, a word (a player's name, a choice)."""
    found = values[index]
    assert isinstance(found, str), (index, found)
    return found


def number(values: Values, index: int) -> int:
    """Argument ``index``, a whole number (an amount, a point)."""
    found = values[index]
    assert isinstance(found, int), (index, found)
    return found


def numbers(values: Values) -> tuple[int, ...]:
    """Every argument, each a whole number (``roll(3, 4)``)."""
    return tuple(number(values, index) for index in range(len(values)))


def words(values: Values, start: int = 0) -> tuple[str, ...]:
    """The words from ``start`` on, or a variadic command's words (``shoe(A, K)``)."""
    if len(values) == 1 and isinstance(values[0], tuple):
        return values[0]
    return tuple(word(values, index) for index in range(start, len(values)))


class Arg(Enum):
    PLAYER = "player"
    AMOUNT = "amount"
    MONEY = "money"  # dollars with their cents (7.50): converted to whole cents
    NUMBER = "number"
    WORD = "word"
    FILE = "file"  # a path: completed from the file system


class Turn(Enum):
    """Who may give a command at a table several people share (``crapsrepl serve``): the
    game says it once in its command table, and the shared table enforces it without
    knowing the game."""

    ANY = "any"  # any seated player, for the player it names when it names one
    TO_ACT = "to act"  # only a player the controller's ``to_act`` names (the dice's holder)
    HOUSE = "house"  # only the host: it sets what chance or a player would (a bot, the shoe)


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    kind: Arg
    optional: bool = False
    choices: tuple[str, ...] = ()  # words offered for completion
    # Words found only when asked (a list that costs an import, such as strategies).
    choices_later: Callable[[], tuple[str, ...]] | None = None

    def convert(self, text: str) -> Value:
        if self.kind in (Arg.AMOUNT, Arg.NUMBER):
            return whole_number(text, self.name)
        if self.kind is Arg.MONEY:
            return cents(text, self.name)
        return text


@dataclass(frozen=True, slots=True)
class CommandSpec(Generic[GameT]):
    name: str
    params: tuple[Param, ...]
    summary: str
    aliases: tuple[str, ...] = ()
    example: str = ""
    usage_text: str = ""
    action: Action[GameT] | None = None
    group: str = "table"
    pays: str = ""  # for a bet: what it pays, as the bet's class says (help shows it)
    changes: bool = False  # changes the table without a model action (the controller's own)
    turn: Turn = Turn.ANY  # who may give it at a shared table
    # Whether these arguments choose what chance would decide (a forced throw): a shared
    # table takes them only from the host, or from players where its options allow.
    forces: Callable[[Values], bool] | None = None

    @property
    def player_index(self) -> int | None:
        """Which argument names the player the command is for: a shared table fills it in
        with the connection's own player when it is left out, and refuses another's."""
        return next((i for i, p in enumerate(self.params) if p.kind is Arg.PLAYER), None)

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

    def bind(self, args: tuple[str, ...]) -> list[Value]:
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
class Command(Generic[GameT]):
    spec: CommandSpec[GameT]
    values: Values
