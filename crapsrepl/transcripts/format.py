"""The transcript format: a saved session, replayable as a test.

# comments, then directives          (only before the first command)
% seed: 42
craps> roll(7)                       a command
Bob rolls [..]                       its expected output, up to the next command

The file's suffix names the game (``.craps``, ``.blackjack``; see ``console.games``), and
with it the prompt, the directives and the table a replay starts from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..console.games import SUFFIXES, GameBinding, game_for_path
from ..console.options import OptionError, TableSetup, parse_int
from ..console.text import PROMPT

BARE_PROMPT = PROMPT.rstrip()
DIRECTIVE = "%"
TRANSCRIPT_SUFFIX = ".craps"


class TranscriptError(ValueError):
    """A transcript that cannot be read or parsed; the message starts with file:line."""

    def __init__(self, path: Path | str, line: int, why: str) -> None:
        super().__init__(f"{path}:{line}: {why}")
        self.path, self.line, self.why = str(path), line, why


@dataclass(slots=True)
class Step:
    """One command, the file line it is on, and the output it must produce."""

    command: str
    line: int
    expected: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Transcript:
    path: Path
    header: list[str]
    steps: list[Step]
    setup: Any = field(default_factory=TableSetup)
    marks: int = 1
    directives: list[tuple[str, str]] = field(default_factory=list)
    label: str = ""
    game: str = "craps"

    @property
    def binding(self) -> GameBinding:
        return game_for_path("." + self.game).binding()

    @property
    def prompt(self) -> str:
        return game_for_path("." + self.game).prompt

    @property
    def name(self) -> str:
        return self.label or str(self.path)

    def text(self, outputs: list[list[str]] | None = None) -> str:
        """The file's text, with each step's expected output replaced where given."""
        lines = list(self.header)
        for index, step in enumerate(self.steps):
            lines.append(command_line(step.command, self.prompt))
            lines.extend(step.expected if outputs is None else outputs[index])
        return "\n".join(lines) + "\n"


def command_line(command: str, prompt: str = PROMPT) -> str:
    return (prompt + command).rstrip()


def split_command(line: str, prompt: str = PROMPT) -> str | None:
    """The command on a prompt line, or None if the line is not a command."""
    if line.startswith(prompt):
        return line[len(prompt) :]
    if line.rstrip() == prompt.rstrip():
        return ""
    return None


def parse_text(text: str, path: Path | str = "<transcript>") -> Transcript:
    path = Path(path)
    kind = game_for_path(str(path))
    binding = kind.binding()
    header: list[str] = []
    steps: list[Step] = []
    setup, marks, directives = binding.default_setup(), 1, []
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        line = raw.rstrip("\r")
        command = split_command(line, kind.prompt)
        if command is not None:
            steps.append(Step(command, number))
        elif steps:
            steps[-1].expected.append(line)
        elif line.startswith(DIRECTIVE):
            key, value = _directive(path, number, line, binding.option_names)
            directives.append((key, value))
            if key == "marks":
                marks = _marks(path, number, value)
            else:
                try:
                    setup = binding.with_option(setup, key, value)
                except OptionError as problem:
                    raise TranscriptError(path, number, str(problem)) from None
            header.append(line)
        elif not line.strip() or line.lstrip().startswith("#"):
            header.append(line)
        else:
            raise TranscriptError(
                path,
                number,
                f"before the first {kind.prompt.strip()!r} line only # comments and "
                "% directives may appear",
            )
    while header and not header[-1].strip() and not steps:
        header.pop()
    if steps:
        steps[-1].expected = _without_trailing_blanks(steps[-1].expected)
    try:
        setup.new_game()
    except OptionError as problem:
        raise TranscriptError(path, 1, str(problem)) from None
    return Transcript(path, header, steps, setup, marks, directives, game=kind.name)


def _without_trailing_blanks(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def _directive(path: Path, number: int, line: str, names: tuple[str, ...]) -> tuple[str, str]:
    key, sep, value = line[len(DIRECTIVE) :].partition(":")
    key = key.strip().lower()
    if not sep:
        raise TranscriptError(path, number, "a directive is written '% name: value'")
    if key not in (*names, "marks"):
        known = ", ".join((*names, "marks"))
        raise TranscriptError(path, number, f"unknown directive {key!r} (known: {known})")
    return key, value.strip()


def _marks(path: Path, number: int, value: str) -> int:
    try:
        marks = parse_int(value, "marks")
    except OptionError as problem:
        raise TranscriptError(path, number, str(problem)) from None
    if marks < 0:
        raise TranscriptError(path, number, "marks cannot be negative")
    return marks


def load(path: Path | str) -> Transcript:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise TranscriptError(path, 0, f"cannot read: {problem}") from None
    return parse_text(text, path)


def discover(paths: list[str]) -> list[Path]:
    """Transcript files named directly, and every transcript (``*.craps``, ``*.blackjack``)
    under named directories."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            found.extend(sorted(p for suffix in SUFFIXES for p in path.rglob(f"*{suffix}")))
        else:
            found.append(path)
    return found
