"""The command table: every command's name, arguments, aliases and help in one place."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .parser import ParsedLine, ParseError, whole_number


class Arg(Enum):
    PLAYER = "player"
    AMOUNT = "amount"
    NUMBER = "number"
    WORD = "word"


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    kind: Arg
    optional: bool = False

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


_PLAYER = Param("player", Arg.PLAYER)
_AMOUNT = Param("amount", Arg.AMOUNT)

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(
        "addPlayer",
        (_PLAYER, Param("chips", Arg.AMOUNT)),
        "seat a player with a rack of chips",
        ("add", "sit"),
        "addPlayer(Bob, 100)",
    ),
    CommandSpec(
        "addBot",
        (_PLAYER, Param("chips", Arg.AMOUNT), Param("strategy", Arg.WORD)),
        "seat a bot that bets by a strategy (see crapsrepl simulate --help)",
        ("bot",),
        "addBot(Alice, 200, martingale)",
    ),
    CommandSpec(
        "removePlayer", (_PLAYER,), "a player with no bets leaves", ("leave",), "removePlayer(Adam)"
    ),
    CommandSpec(
        "placeLineBet",
        (_PLAYER, _AMOUNT),
        "bet the pass line (point off)",
        ("line", "pass"),
        "placeLineBet(Bob, 10)",
    ),
    CommandSpec(
        "placeComeBet",
        (_PLAYER, _AMOUNT),
        "bet the come line (point on)",
        ("come",),
        "placeComeBet(Adam, 10)",
    ),
    CommandSpec(
        "placeOddsBet",
        (_PLAYER, Param("point", Arg.NUMBER), _AMOUNT),
        "odds behind a line bet on a number",
        ("odds",),
        "placeOddsBet(Bob, 6, 20)",
    ),
    CommandSpec(
        "changeOddsBet",
        (_PLAYER, Param("point", Arg.NUMBER), _AMOUNT),
        "set those odds to a new total; 0 takes them down",
        ("change",),
        "changeOddsBet(Bob, 6, 30)",
    ),
    CommandSpec(
        "roll",
        (Param("total", Arg.NUMBER, True), Param("die2", Arg.NUMBER, True)),
        "throw: random, a forced total, or both dice",
        ("r",),
        "roll(6)",
        "roll([total | die1, die2])",
    ),
    CommandSpec("passDice", (), "hand the dice on between rounds", ("pd", "next"), "passDice()"),
    CommandSpec(
        "save",
        (Param("file", Arg.WORD),),
        "write the table to a file (JSON)",
        (),
        "save table.json",
    ),
    CommandSpec(
        "load",
        (Param("file", Arg.WORD),),
        "replace the table with a saved one",
        (),
        "load table.json",
    ),
    CommandSpec("status", (), "point, shooter, every rack and bet", ("st", "s"), "status"),
    CommandSpec(
        "help",
        (Param("command", Arg.WORD, True),),
        "list commands, or explain one",
        ("h", "?"),
        "help roll",
    ),
    CommandSpec("quit", (), "end the session (Ctrl-D too)", ("exit", "q"), "quit"),
)

_BY_NAME: dict[str, CommandSpec] = {
    key.casefold(): spec for spec in COMMANDS for key in (spec.name, *spec.aliases)
}


def lookup(name: str) -> CommandSpec:
    spec = _BY_NAME.get(name.casefold())
    if spec is None:
        import difflib  # only needed for a typo, so piped start-up does not pay for it

        close = difflib.get_close_matches(name.casefold(), list(_BY_NAME), n=1, cutoff=0.5)
        hint = f"; did you mean {_BY_NAME[close[0]].name}?" if close else "; type help for the list"
        raise ParseError(f"unknown command {name!r}{hint}")
    return spec


def to_command(parsed: ParsedLine) -> Command:
    spec = lookup(parsed.name)
    return Command(spec, tuple(spec.bind(parsed.args)))


def help_lines(topic: str | None = None) -> list[str]:
    """The command list, or one command's usage, aliases and example."""
    if topic is None:
        width = max(len(spec.usage) for spec in COMMANDS)
        lines = ["Commands (names in any case; `roll 7` works as well as `roll(7)`):"]
        for spec in COMMANDS:
            aliases = f"  [{', '.join(spec.aliases)}]" if spec.aliases else ""
            lines.append(f"  {spec.usage:<{width}}  {spec.summary}{aliases}")
        lines.append("Type help <command> for one command.")
        return lines
    spec = lookup(topic)
    lines = [f"{spec.usage}: {spec.summary}"]
    if spec.aliases:
        lines.append(f"  also: {', '.join(spec.aliases)}")
    lines.append(f"  example: {spec.example}")
    return lines
