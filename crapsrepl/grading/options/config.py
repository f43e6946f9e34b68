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
from typing import NoReturn

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


def option_actions(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    """The parser's long options by name (``java-class``): the keys a file may give."""
    keys: dict[str, argparse.Action] = {}
    for action in parser._actions:  # argparse keeps no public list of its options
        for flag in action.option_strings:
            if flag.startswith("--") and flag[2:] not in NOT_IN_FILE:
                keys[flag[2:]] = action
    return keys


def words_for(key: str, value: object, action: argparse.Action) -> list[str]:
    """A key's value as the command-line words it stands for; ValueError if mistyped."""
    flag = f"--{key}"
    if isinstance(action, argparse._StoreTrueAction):
        if not isinstance(value, bool):
            raise ValueError("write true or false")
        return [flag] if value else []
    if isinstance(action, argparse._AppendAction):
        values = value if isinstance(value, list) else [value]
        if not all(isinstance(v, str) for v in values):
            raise ValueError('write a list of strings, e.g. ["chips=getBalance"]')
        return [word for v in values for word in (f"{flag}={v}",)]
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ValueError("write a string or a number")
    return [f"{flag}={value}"]


def load_config(
    path: Path, make_parser: Callable[[], argparse.ArgumentParser], names: Sequence[str] = ()
) -> Config:
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
    make_parser: Callable[[], argparse.ArgumentParser],
    refused: Sequence[str],
) -> list[str]:
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [{name}] is not a table")
    actions = option_actions(make_parser())
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


class _Raising(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ConfigError(message)


def raising(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The same parser, raising ``ConfigError`` instead of exiting."""
    parser.__class__ = _Raising
    return parser


def check_words(make_parser: Callable[[], argparse.ArgumentParser], words: list[str]) -> None:
    raising(make_parser()).parse_args(["TRANSCRIPTS", *words])


def student_args(
    parser: argparse.ArgumentParser, base: list[str], words: list[str]
) -> argparse.Namespace:
    """A student's options: the class's words, then the student's, which win; naming how
    the program starts drops the class's way of starting it."""
    args = raising(parser).parse_args([*base, *words])
    named = {w[2:].partition("=")[0] for w in words if w.startswith("--")}
    if named & set(ENTRY_KEYS):
        for key in set(ENTRY_KEYS) - named:
            setattr(args, key.replace("-", "_"), None)
    return args


def configured(
    argv: Sequence[str],
    make_parser: Callable[[], argparse.ArgumentParser],
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
    args = raising(make_parser()).parse_args(base)
    try:
        check(raising(make_parser()), args)
    except ConfigError as problem:
        raise ConfigError(f"{config.path}: [defaults] with the command line: {problem}") from None
    students: dict[str, argparse.Namespace] = {}
    for name, words in config.students.items():
        try:
            students[name] = student_args(make_parser(), base, words)
            check(raising(make_parser()), students[name])
        except ConfigError as problem:
            raise ConfigError(f"{config.path}: [students.{name}]: {problem}") from None
    return args, students
