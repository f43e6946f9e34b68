"""A session (seated players, then commands) and the fact transcript it becomes.

The engine is reached only through the game registry: its controller runs each command,
says whether it refused it, and answers the fact queries (``chips(Bob)`` as ``Bob: $90``),
whose answers become the transcript's expected ones. Which queries are asked is the game's
(its binding's ``lab``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ...console.games import AnyBinding, GameController, default_game
from ...console.games import binding as game_binding
from ...transcripts.facts import NOTHING_WORDS
from ...transcripts.format import Transcript, command_line, parse_text
from ...transcripts.patterns import compile_pattern

_LABEL = r"[A-Za-z]\w*"
_NOTHING = rf"(?i)\b({'|'.join(NOTHING_WORDS)})\b"


def binding(game: str = "") -> AnyBinding:
    """The game explored: ``game``, or the default one."""
    return game_binding(game or default_game())


@dataclass(frozen=True, slots=True)
class Session:
    """Players seated with their chips, then the commands, each known to be refused or not
    by the engine when it was made."""

    players: tuple[tuple[str, int], ...]
    commands: tuple[str, ...]
    game: str = ""  # the game's name ("": the default game)
    options: tuple[tuple[str, str], ...] = ()  # table options, as directives

    def names(self) -> list[str]:
        return [name for name, _ in self.players]


class Table:
    """The engine at a fresh table for some players: commands, and the facts it answers."""

    def __init__(
        self,
        players: Sequence[tuple[str, int]],
        game: str = "",
        options: Sequence[tuple[str, str]] = (),
    ) -> None:
        self.binding = binding(game)
        setup = self.binding.lab_setup()
        for key, value in options:
            setup = self.binding.options.with_option(setup, key, value)
        if players:
            listed = ", ".join(f"{name}:{chips}" for name, chips in players)
            setup = self.binding.options.with_option(setup, "players", listed)
        self.controller: GameController = self.binding.new_controller(setup, None)

    def execute(self, command: str) -> tuple[bool, list[str]]:
        """Whether the engine refused ``command``, and the lines it printed."""
        reply = self.controller.execute(command)
        return reply.refused, [
            line for event in reply.events for line in self.binding.render(event)
        ]

    def answer(self, query: str) -> str:
        """The engine's answer to a fact query, less its label: ``Bob: $90`` -> ``90``
        (a dealer's ``8 ?: 8`` has none)."""
        _, lines = self.execute(query)
        text = " ".join(lines)
        label, colon, rest = text.partition(": ")
        return (
            (rest if colon and compile_pattern(_LABEL).fullmatch(label) else text)
            .replace("$", "")
            .strip()
        )

    def expected(self, query: str) -> str:
        """The answer as a fact expects it: one that says there is nothing (``no bets``,
        ``Bob has no hand``, ``point: off``) is ``none``, which any way of saying so meets."""
        answer = self.answer(query)
        nothing = not any(c.isdigit() for c in answer) and compile_pattern(_NOTHING).search(answer)
        return "none" if nothing or not answer else answer

    def fair(self) -> bool:
        """Whether another program can still know this table (the game's ``fair``)."""
        return self.binding.lab.explorer.fair(self.answer)


Asked = Callable[[int, str], bool]  # (step, command) -> ask the facts after it?


@dataclass(slots=True)
class Written:
    """A session's transcript text and, per command, whether the engine refused it and
    what it printed (the events a disagreement is described by)."""

    text: str
    refused: list[bool] = field(default_factory=list)
    printed: list[list[str]] = field(default_factory=list)


def write(
    session: Session,
    asked: Asked,
    queries: Sequence[str] | None = None,
    header: Sequence[str] = (),
) -> Written:
    """The fact transcript of ``session``: after each command the engine refuses, ``?
    refused``; after each command ``asked`` picks, ``queries`` (default: all facts) with
    the engine's answers."""
    table = Table(session.players, session.game, session.options)
    lab = table.binding.lab
    wanted = list(queries) if queries is not None else lab.session_calls(session.names())
    seated = ", ".join(f"{name}:{chips}" for name, chips in session.players)
    rules = [f"% {key}: {value}" for key, value in session.options]
    lines = [*header, *rules, f"% players: {seated}"]
    written = Written("")
    for index, command in enumerate(session.commands):
        refused, printed = table.execute(command)
        written.refused.append(refused)
        written.printed.append(printed)
        lines.append(command_line(command, table.binding.prompt))
        if refused:
            lines.append("? refused")
        if asked(index, command):
            lines += [f"? {query} => {table.expected(query)}" for query in wanted]
    written.text = "\n".join(lines) + "\n"
    return written


def transcript(text: str, name: str, game: str = "") -> Transcript:
    return parse_text(text, Path(name + binding(game).suffix))


def accepted_all(session: Session) -> bool:
    """Whether the engine takes every command of ``session`` (and its players), and its
    table stays one another program can know."""
    try:
        table = Table(session.players, session.game, session.options)
    except ValueError:
        return False
    return not any(table.execute(command)[0] for command in session.commands) and table.fair()
