"""``grade --config FILE.toml``: every ``grade`` option by its long name, for the class
(``[defaults]``) or one student (``[students.FOLDER]``).

The keys are the parser's own long options (one source: a new option is a new key), the
values are checked by the parser itself, and a bad one is one error naming the file, the
table and the key. The command line overrides ``[defaults]``; a student's table overrides
both (naming how a student's program starts there replaces the class's way).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, Protocol

from ...storage.documents import BadDocument, parse_toml
from ...storage.reader import FileRefused, read_file

# Not a class's settings: where the grades go, what is graded, the file itself.
NOT_IN_FILE = ("config", "help", "many", "submission", "cmd")
NOT_PER_STUDENT = ("csv", "report-dir", "report", "junit", "gradescope", "jobs")
# Keys that say how a program starts: a student's table naming one drops the class's.
ENTRY_KEYS = ("cmd-template", "entry", "java-class", "python-class")
CONFIG_CAP = 1024 * 1024


class ConfigError(Exception):
    """A config file that cannot be used, said in one line naming the file and the key."""


@dataclass(frozen=True, slots=True)
class Config:
    path: Path
    defaults: list[str] = field(default_factory=list)  # as command-line words
    students: dict[str, list[str]] = field(default_factory=dict)


class ParserMaker(Protocol):
    """How ``grade`` builds its parser: of the class given (a plain ``ArgumentParser`` when
    none), so the config file reads the very options the command line takes."""

    def __call__(
        self, parser_class: type[argparse.ArgumentParser] = ...
    ) -> argparse.ArgumentParser: ...


class _Reading(argparse.ArgumentParser):
    """``grade``'s parser as the config file reads it: it notes each long option as it is
    declared, with how it takes its value (argparse keeps no public list of its options),
    and a bad value is a ``ConfigError`` rather than an exit."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.declared: dict[str, str] = {}  # key -> "flag", "list" or "value"
        self.built = False  # argparse makes its own groups first: those are its own
        super().__init__(*args, **kwargs)
        self.built = True

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        _note(self.declared, args, kwargs)
        return super().add_argument(*args, **kwargs)

    def add_argument_group(self, *args: Any, **kwargs: Any) -> Any:
        group = super().add_argument_group(*args, **kwargs)
        return _Noting(group, self.declared) if self.built else group

    def add_mutually_exclusive_group(self, **kwargs: Any) -> Any:
        return _Noting(super().add_mutually_exclusive_group(**kwargs), self.declared)

    def error(self, message: str) -> NoReturn:
        raise ConfigError(message)


class _Noting:
    """A group of ``_Reading``'s options: what it declares is noted too."""

    def __init__(self, group: Any, declared: dict[str, str]) -> None:
        self._group, self._declared = group, declared

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        _note(self._declared, args, kwargs)
        action: argparse.Action = self._group.add_argument(*args, **kwargs)
        return action

    def add_mutually_exclusive_group(self, **kwargs: Any) -> _Noting:
        return _Noting(self._group.add_mutually_exclusive_group(**kwargs), self._declared)


def _note(declared: dict[str, str], flags: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    kind = {"store_true": "flag", "append": "list"}.get(str(kwargs.get("action")), "value")
    for flag in flags:
        if isinstance(flag, str) and flag.startswith("--") and flag[2:] not in NOT_IN_FILE:
            declared[flag[2:]] = kind


def file_keys(make_parser: ParserMaker) -> dict[str, str]:
    """The keys a file may give (the parser's long options), each with its kind."""
    parser = make_parser(_Reading)
    assert isinstance(parser, _Reading)
    return parser.declared


def words_for(key: str, value: object, kind: str) -> list[str]:
    """A key's value as the command-line words it stands for; ValueError if mistyped."""
    flag = f"--{key}"
    if kind == "flag":
        if not isinstance(value, bool):
            raise ValueError("write true or false")
        return [flag] if value else []
    if kind == "list":
        values = value if isinstance(value, list) else [value]
        if not all(isinstance(v, str) for v in values):
            raise ValueError('write a list of strings, e.g. ["chips=getBalance"]')
        return [f"{flag}={v}" for v in values]
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ValueError("write a string or a number")
    return [f"{flag}={value}"]


def load_config(path: Path, make_parser: ParserMaker, names: Sequence[str] = ()) -> Config:
    """The file read and every key checked by the parser (``ConfigError`` otherwise)."""
    try:
        data = read_file(path, CONFIG_CAP)
    except FileRefused as problem:
        raise ConfigError(f"{path}: cannot read it: it {problem.why}") from None
    except OSError as problem:
        raise ConfigError(f"{path}: cannot read it: {problem.strerror or problem}") from None
    try:
        table = parse_toml(data)
    except BadDocument as problem:
        raise ConfigError(f"{path}: not TOML: {problem}") from None
    for key in table:
        if key not in ("defaults", "students"):
            raise ConfigError(f"{path}: unknown table [{key}] (use [defaults], [students.NAME])")
    defaults = _table(path, "defaults", table.get("defaults", {}), make_parser, NOT_IN_FILE)
    students_table = table.get("students", {})
    if not isinstance(students_table, dict):
        raise ConfigError(f"{path}: students: write [students.FOLDER] tables")
    students = {
        name: _table(path, f"students.{name}", value, make_parser, NOT_PER_STUDENT)
        for name, value in students_table.items()
    }
    return Config(path, defaults, students)


def _table(
    path: Path,
    name: str,
    table: object,
    make_parser: ParserMaker,
    refused: Sequence[str],
) -> list[str]:
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [{name}] is not a table")
    actions = file_keys(make_parser)
    words: list[str] = []
    for key, value in table.items():
        where = f"{path}: [{name}] {key}"
        if key not in actions or key in refused:
            hint = "not per student" if key in actions else "not a grade option"
            raise ConfigError(f"{where}: {hint} (see crapsrepl grade --help)")
        try:
            given = words_for(key, value, actions[key])
            check_words(make_parser, given)
        except (ValueError, ConfigError) as problem:
            raise ConfigError(f"{where}: {problem}") from None
        words += given
    return words


def check_words(make_parser: ParserMaker, words: list[str]) -> None:
    make_parser(_Reading).parse_args(["TRANSCRIPTS", *words])


def student_args(make_parser: ParserMaker, base: list[str], words: list[str]) -> argparse.Namespace:
    """A student's options: the class's words, then the student's, which win; naming how
    the program starts drops the class's way of starting it."""
    args = make_parser(_Reading).parse_args([*base, *words])
    named = {w[2:].partition("=")[0] for w in words if w.startswith("--")}
    if named & set(ENTRY_KEYS):
        for key in set(ENTRY_KEYS) - named:
            setattr(args, key.replace("-", "_"), None)
    return args


def configured(
    argv: Sequence[str],
    make_parser: ParserMaker,
    check: Callable[[argparse.ArgumentParser, argparse.Namespace], None],
) -> tuple[argparse.Namespace, dict[str, argparse.Namespace]]:
    """The run's options (``[defaults]`` under the command line) and each student's
    (their table over both), every one checked; ``ConfigError`` names what is wrong."""
    first = make_parser().parse_args(argv)
    if not first.config:
        check(make_parser(), first)
        return first, {}
    config = load_config(Path(first.config), make_parser)
    base = [*config.defaults, *argv]
    args = make_parser(_Reading).parse_args(base)
    try:
        check(make_parser(_Reading), args)
    except ConfigError as problem:
        raise ConfigError(f"{config.path}: [defaults] with the command line: {problem}") from None
    students: dict[str, argparse.Namespace] = {}
    for name, words in config.students.items():
        try:
            students[name] = student_args(make_parser, base, words)
            check(make_parser(_Reading), students[name])
        except ConfigError as problem:
            raise ConfigError(f"{config.path}: [students.{name}]: {problem}") from None
    return args, students
