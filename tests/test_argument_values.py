"""Every value of every command-line option, of the program and of each subcommand, is
checked before use: a hostile one (negative, zero, huge, not a number, empty, not finite)
is either used or refused with one line and exit 2, never a traceback (issue 31, round
five, J).

``simulate --game blackjack --seed -1`` ended in numpy's ``ValueError``, ``--bust-rates
--hands 4`` in a ``KeyError``. The options are read from the parsers themselves, so an
option added later is walked too.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from crapsrepl.cli import build_parser as table_parser
from crapsrepl.cli import main as cli_main
from crapsrepl.console.games import binding
from crapsrepl.games.blackjack.console.simulate import build_parser as blackjack_simulate
from crapsrepl.games.craps.console.simulate import build_parser as craps_simulate
from crapsrepl.grading.autograder import build_parser as autograder_parser
from crapsrepl.grading.handout import build_parser as handout_parser
from crapsrepl.grading.options.arguments import build_parser as grade_parser
from crapsrepl.transcripts.check import build_parser as check_parser
from crapsrepl.transcripts.record import build_parser as record_parser
from tests.helpers import LIBRARY

HOSTILE = ["-1", "0", "9" * 40, "nan", "x", ""]
ELEVEN = str(LIBRARY / "come_out" / "eleven.craps")
# Options whose every value is legal as it is (a name, a line of text, a command), or
# already walked by another case.
FREE = {"--separator", "--cmd", "--cmd-template", "--grade-args", "--build", "--many"}


@dataclass(frozen=True)
class Command:
    """A command line that does little, the parser its options come from, and its input."""

    name: str
    words: Callable[[Path], list[str]]
    parser: Callable[[], argparse.ArgumentParser]


def _autograder() -> argparse.ArgumentParser:
    parser = autograder_parser()
    bundle = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    chosen = bundle.choices["bundle"]
    assert isinstance(chosen, argparse.ArgumentParser)
    return chosen


COMMANDS = [
    Command("table", lambda _: [], lambda: table_parser(binding("craps"))),
    Command("blackjack", lambda _: ["blackjack"], lambda: table_parser(binding("blackjack"))),
    Command("check", lambda _: ["check", ELEVEN], check_parser),
    Command(
        "record", lambda t: ["record", str(t / "r.craps")], lambda: record_parser(binding("craps"))
    ),
    Command(
        "grade",
        lambda _: ["grade", ELEVEN],  # the engine in-process: quick, so every value is tried
        grade_parser,
    ),
    Command("handout", lambda t: ["handout", ELEVEN, str(t / "h.md")], handout_parser),
    Command(
        "autograder", lambda t: ["autograder", "bundle", str(t / "a.zip"), ELEVEN], _autograder
    ),
    Command(
        "simulate",
        lambda _: ["simulate", "pass_line", "--sessions", "3", "--max-rolls", "30"],
        craps_simulate,
    ),
    Command(
        "simulate blackjack",
        lambda _: ["simulate", "--game", "blackjack", "basic", "--hands", "20"],
        blackjack_simulate,
    ),
]


def _valued(parser: argparse.ArgumentParser) -> Iterator[str]:
    """Every option taking a value that argparse does not check itself (no choices)."""
    for action in parser._actions:  # noqa: SLF001
        if action.option_strings and action.nargs != 0 and not action.choices:
            flag = max(action.option_strings, key=len)
            if flag not in FREE:
                yield flag


CASES = [
    pytest.param(command, flag, id=f"{command.name} {flag}")
    for command in COMMANDS
    for flag in dict.fromkeys(_valued(command.parser()))
]


def _run(argv: list[str]) -> tuple[int, str]:
    """``crapsrepl ARGV`` in this process, input piped and empty: its exit status and
    stderr; an exception escaping it fails the test with its traceback."""
    err = io.StringIO()
    with (
        contextlib.redirect_stdout(io.StringIO()),
        contextlib.redirect_stderr(err),
        pytest.MonkeyPatch.context() as patch,
    ):
        patch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
        try:
            code = cli_main(argv)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 2
    return int(code), err.getvalue()


@pytest.mark.parametrize(("command", "flag"), CASES)
def test_a_hostile_value_is_used_or_refused_in_one_line(
    command: Command, flag: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    for value in HOSTILE:
        code, err = _run([*command.words(tmp_path), f"{flag}={value}"])
        said = [line for line in err.splitlines() if not line.startswith(("usage:", " "))]
        assert "Traceback" not in err, (value, err)
        assert code in (0, 1, 2), (value, code, err)
        if code == 2:
            assert len(said) == 1 and said[0].startswith("crapsrepl"), (value, err)
