"""How a program is started for a test: its arguments, environment, clocks and the lines
sent before the test's own (``run.contract``, the table the runner sends by)."""

from __future__ import annotations

from collections.abc import Sequence

from ...console.games import AnyBinding
from ...console.options import OptionSpec, Setup
from ...transcripts.format import Transcript
from ..run.contract import (
    PLAYERS,
    stacked,
    used_flags,
)
from ..sandbox.sandbox import ENVIRONMENT


def _flag(spec: OptionSpec[Setup]) -> str:
    return spec.flag if spec.switch else f"{spec.flag} {spec.metavar}"


def started(
    transcripts: Sequence[Transcript], binding: AnyBinding, seats_as_flags: bool
) -> list[str]:
    """What a program is given: its arguments, its environment, the lines before a test's
    own (``run.contract``, the table the runner sends by)."""
    flags = used_flags(transcripts, seats_as_flags)
    options = {spec.flag: spec for spec in binding.options.specs}
    lines = ["For each test your program is started afresh, in a copy of your folder,"]
    if not flags:
        lines.append("with no arguments.")
    else:
        lines.append("with no arguments but these, each only in a test that sets it:")
        lines.append("")
        for flag in flags:
            spec = options[flag]
            given = (
                f"given, with no value, when its `% {spec.name}:` line says yes"
                if spec.switch
                else f"the value of its `% {spec.name}:` line"
            )
            lines.append(f"- `{_flag(spec)}`: {spec.help} ({given})")
    names = ", ".join(f"`{name}`" for name in ENVIRONMENT[:-1]) + f" and `{ENVIRONMENT[-1]}`"
    lines += [
        "",
        "It is told nothing else (not the game: it is graded for one). Its environment holds",
        f"{names} only (`LANG` is `C.UTF-8`; `HOME` and `TMPDIR` are empty folders of its own;",
        "`PWD` is its folder, the copy it runs in).",
        "A program that stops at start-up (say, on an option it does not take) scores nothing",
        "for that test, and the reason quotes its last line on standard error.",
    ]
    before = _before(transcripts, binding, seats_as_flags)
    if before:
        lines += [
            "",
            "Before a test's own commands it is sent, one line each, answered like any command:",
        ]
        lines += ["", *before]
    return lines


def clocks(timeout: float) -> list[str]:
    """The clocks a test runs on (``grade --timeout``): a student who compiles at every
    start under a loaded grader once lost tests without being told there was a clock."""
    return [
        f"Each test gives your program {timeout:g} seconds to answer its lines and exit at the",
        "end of its input, and as long again to start: from being started until it first",
        "waits for input. Past either, the test scores nothing (`timeout`). As it is started",
        "afresh for every test, what it does at start-up it does every time: compile in",
        "`build` (below), once, not in `run.sh`.",
    ]


def _before(
    transcripts: Sequence[Transcript], binding: AnyBinding, seats_as_flags: bool
) -> list[str]:
    """The lines sent before a test's own: players seated, then cards stacked."""
    lines = []
    if not seats_as_flags and any(t.setup.players for t in transcripts):
        seat = binding.seat_command.format(name="NAME", chips="CHIPS")
        sent = binding.seat_commands([("Bob", 100), ("Adam", 100)])
        lines.append(
            f"- `{seat}` for each player of the test's `% {PLAYERS}:` line, in order "
            f"(`% {PLAYERS}: Bob:100, Adam:100` sends `{'` then `'.join(sent)}`);"
        )
    for name in stacked_options(transcripts):
        spec = binding.options.by_name[name]
        lines.append(
            f"- `{name}({spec.metavar})` for the test's `% {name}:` line: {spec.help} "
            f"(`% {name}: A, K` sends `{name}(A, K)`)."
        )
    return lines


def stacked_options(transcripts: Sequence[Transcript]) -> list[str]:
    return list(dict.fromkeys(line.partition("(")[0] for t in transcripts for line in stacked(t)))
