"""The transcript format: a saved session, replayable as a test.

# comments, then directives          (only before the first command)
% seed: 42
craps> roll(7)                       a command
Bob rolls [..]                       its expected output, up to the next command
? chips(Bob) => 110                  fact assertions after it (see facts.py)

The file's suffix names the game (``.craps``, ``.blackjack``; see ``console.games``), and
with it the prompt, the directives and the table a replay starts from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..console.discovery import PluginFailed
from ..console.games import AnyBinding, default_game, game_for_path, prompt_of
from ..console.games import binding as game_binding
from ..console.options import OptionError, Setup, parse_int
from ..console.text import echo_line, unescape
from .facts import Assertion, FactSyntaxError, is_assertion, parse_assertion
from .matching import REGEX_PREFIX
from .patterns import PatternError, compile_pattern

DIRECTIVE = "%"
QUERY_DIRECTIVE = "query "
# Who sees a transcript on Gradescope; hidden ones still count towards the score.
VISIBILITIES = ("visible", "hidden", "after_due_date", "after_published")


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
    facts: list[Assertion] = field(default_factory=list)


@dataclass(slots=True)
class Transcript:
    path: Path
    header: list[str]
    steps: list[Step]
    setup: Setup = field(default_factory=lambda: game_binding(default_game()).default_setup())
    marks: int = 1
    directives: list[tuple[str, str]] = field(default_factory=list)
    label: str = ""
    queries: dict[str, str] = field(default_factory=dict)
    visibility: str = "visible"
    game: str = field(default_factory=default_game)
    # The rules the transcript is about (``% rule: push, natural-pays-3-2``): a program
    # that breaks one of them should lose this transcript, and no other rule should cost it.
    rules: tuple[str, ...] = ()

    @property
    def binding(self) -> AnyBinding:
        return game_binding(self.game)

    @property
    def prompt(self) -> str:
        return prompt_of(self.game)

    @property
    def has_facts(self) -> bool:
        return any(step.facts for step in self.steps)

    def output_graded(self, step: Step) -> bool:
        """In a transcript with fact assertions, a command with no expected lines prints
        whatever it likes: only its facts are graded."""
        return bool(step.expected) or not self.has_facts

    @property
    def name(self) -> str:
        return self.label or str(self.path)

    @property
    def feedback(self) -> str:
        """The leading ``#`` comment: what a student is told the transcript checks."""
        lines = []
        for line in self.header:
            if not line.lstrip().startswith("#"):
                break
            lines.append(line.lstrip()[1:].strip())
        return " ".join(lines).strip()

    def text(self, outputs: list[list[str]] | None = None) -> str:
        """The file's text, with each step's expected output replaced where given."""
        lines = list(self.header)
        for index, step in enumerate(self.steps):
            lines.append(command_line(step.command, self.prompt))
            lines.extend(step.expected if outputs is None else outputs[index])
            lines.extend(fact.raw for fact in step.facts)
        return "\n".join(lines) + "\n"


def command_line(command: str, prompt: str) -> str:
    """The prompt line for a command, escaped as the piped echo is (``split_command``
    reads it back)."""
    return echo_line(command, prompt)


def split_command(line: str, prompt: str) -> str | None:
    """The command on a prompt line, or None if the line is not a command."""
    if line.startswith(prompt):
        return unescape(line[len(prompt) :])
    if line.rstrip() == prompt.rstrip():
        return ""
    return None


def parse_text(text: str, path: Path | str = "<transcript>") -> Transcript:
    path = Path(path)
    text = text.removeprefix("\ufeff")  # a byte order mark, as Notepad writes
    game = game_for_path(str(path))
    try:
        binding = game_binding(game)
    except PluginFailed as problem:  # one broken game's files, not the rest of the run
        raise TranscriptError(path, 1, str(problem)) from None
    header: list[str] = []
    steps: list[Step] = []
    setup, marks, directives, visibility = binding.default_setup(), 1, [], "visible"
    table: list[tuple[str, str]] = []  # the table's own directives, in order
    queries: dict[str, str] = {}
    rules: list[str] = []
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), start=1):
        line = raw.rstrip("\r")
        command = split_command(line, binding.prompt)
        if command is not None:
            steps.append(Step(command, number))
        elif steps and is_assertion(line):
            steps[-1].facts.append(_assertion(path, number, line))
        elif steps and steps[-1].facts:
            if line.strip():
                raise TranscriptError(path, number, "output lines go before a command's ? lines")
        elif steps:
            _check_pattern(path, number, line)
            steps[-1].expected.append(line)
        elif line.startswith(DIRECTIVE):
            key, value = _directive(path, number, line, binding.options.names)
            directives.append((key, value))
            if key == "marks":
                marks = _marks(path, number, value)
            elif key.startswith(QUERY_DIRECTIVE):
                queries[key[len(QUERY_DIRECTIVE) :].strip()] = value
            elif key == "visibility":
                visibility = _visibility(path, number, value)
            elif key == "rule":
                rules += _rules(path, number, value)
            else:
                try:
                    setup = binding.options.with_option(setup, key, value)
                except OptionError as problem:
                    raise TranscriptError(path, number, str(problem)) from None
                table.append((key, value))
            header.append(line)
        elif not line.strip() or line.lstrip().startswith("#"):
            header.append(line)
        else:
            raise TranscriptError(
                path,
                number,
                f"before the first {binding.prompt.strip()!r} line only # comments and "
                "% directives may appear",
            )
    while header and not header[-1].strip() and not steps:
        header.pop()
    if steps:
        steps[-1].expected = _without_trailing_blanks(steps[-1].expected)
    if any(step.facts for step in steps):
        setup = _lab_table(binding, table)
    try:
        binding.new_controller(setup, None)  # players the table refuses, a bad shoe
    except OptionError as problem:
        raise TranscriptError(path, 1, str(problem)) from None
    return Transcript(
        path,
        header,
        steps,
        setup,
        marks,
        directives,
        queries=queries,
        visibility=visibility,
        game=game,
        rules=tuple(rules),
    )


def _lab_table(binding: AnyBinding, table: list[tuple[str, str]]) -> Setup:
    """A fact transcript is the lab's: its table is the lab's (blackjack's $1 chip, as a
    class is given whole dollars) changed by its own directives, already checked."""
    setup = binding.lab_setup()
    for key, value in table:
        setup = binding.options.with_option(setup, key, value)
    return setup


def _assertion(path: Path, number: int, line: str) -> Assertion:
    try:
        return parse_assertion(line, number)
    except FactSyntaxError as problem:
        raise TranscriptError(path, number, str(problem)) from None


def _without_trailing_blanks(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def _directive(path: Path, number: int, line: str, names: tuple[str, ...]) -> tuple[str, str]:
    key, sep, value = line[len(DIRECTIVE) :].partition(":")
    key = key.strip().lower()
    if not sep:
        raise TranscriptError(path, number, "a directive is written '% name: value'")
    if key.startswith(QUERY_DIRECTIVE) and key[len(QUERY_DIRECTIVE) :].strip().isidentifier():
        return key, value.strip()
    if key not in (*names, *_GRADING_DIRECTIVES):
        known = ", ".join((*names, *_GRADING_DIRECTIVES))
        raise TranscriptError(path, number, f"unknown directive {key!r} (known: {known})")
    return key, value.strip()


_GRADING_DIRECTIVES = ("marks", "visibility", "rule")
_RULE_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _rules(path: Path, number: int, value: str) -> list[str]:
    names = [name.strip() for name in value.split(",")]
    for name in names:
        if not _RULE_NAME.fullmatch(name):
            why = "a rule is named in lower-case words joined by '-' (natural-pays-3-2)"
            raise TranscriptError(path, number, f"{why}, not {name!r}")
    return names


def _visibility(path: Path, number: int, value: str) -> str:
    if value not in VISIBILITIES:
        raise TranscriptError(path, number, f"visibility is one of {', '.join(VISIBILITIES)}")
    return value


def _marks(path: Path, number: int, value: str) -> int:
    try:
        marks = parse_int(value, "marks")
    except OptionError as problem:
        raise TranscriptError(path, number, str(problem)) from None
    if marks < 0:
        raise TranscriptError(path, number, "marks cannot be negative")
    return marks


def _check_pattern(path: Path, number: int, line: str) -> None:
    """A ``re:`` line must compile (in RE2's syntax): a typo is said when the transcript is
    read, not found later as a line that can never match."""
    if line.startswith(REGEX_PREFIX):
        try:
            compile_pattern(line[len(REGEX_PREFIX) :])
        except PatternError as problem:
            raise TranscriptError(path, number, str(problem)) from None
