"""Piped play: a command line capped while it is read, Ctrl-C a quiet exit 130 (issue 15)."""

from __future__ import annotations

import io
import signal
import subprocess
from pathlib import Path

from crapsrepl.console.text import MAX_LINE
from tests.helpers import CRAPSREPL, ctrl_c_as_at_a_terminal
from tests.helpers import run_crapsrepl as crapsrepl


def test_a_20_mb_input_line_is_refused_without_being_echoed_whole() -> None:
    huge = "addPlayer(" + "B" * 20_000_000 + ", 5)"
    result = crapsrepl("--no-journal", stdin=f"{huge}\naddPlayer(Bob, 5)\n")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert len(result.stdout) < 4 * MAX_LINE
    assert lines[1] == f"error: the line is too long (more than {MAX_LINE} characters)"
    assert lines[2:] == ["craps> addPlayer(Bob, 5)", "Bob sits down with $5.", "Bob has the dice."]


def test_lines_at_the_cap_pass_whole_and_longer_ones_are_cut() -> None:
    from crapsrepl.console.streams import bounded_lines

    text = "a" * MAX_LINE + "\n" + "b" * (MAX_LINE + 1) + "\nc\n" + "d" * 5 * MAX_LINE
    lines = list(bounded_lines(io.StringIO(text)))
    assert lines == ["a" * MAX_LINE + "\n", "b" * (MAX_LINE + 1), "c\n", "d" * (MAX_LINE + 1)]


def test_ctrl_c_in_piped_mode_exits_130_without_a_traceback(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    process = subprocess.Popen(
        [*CRAPSREPL, "--journal", str(journal)],
        preexec_fn=ctrl_c_as_at_a_terminal,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdin and process.stdout and process.stderr
    process.stdin.write("addPlayer(Bob, 5)\n")
    process.stdin.flush()
    assert process.stdout.readline() == "craps> addPlayer(Bob, 5)\n"
    assert process.stdout.readline() == "Bob sits down with $5.\n"
    process.stdout.readline()
    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=60) == 130
    assert process.stderr.read() == ""
    assert '"command":"addPlayer(Bob, 5)"' in journal.read_text()
    process.stdin.close()
    process.stdout.close()
    process.stderr.close()


def test_a_flood_of_bare_carriage_returns_is_one_blank_line() -> None:
    """Only a line feed ends a line: 5 million carriage returns are one (blank) line, not
    5 million commands; a CR before a line feed is dropped with it."""
    result = crapsrepl("--no-journal", stdin="\r" * 5_000_000 + "\nstatus\r\nroll(7\r)\n")
    assert result.returncode == 0
    assert result.stdout.split("\n") == [
        "craps>",
        "craps> status",
        "Point off. Shooter: no one.",
        "  No players seated.",
        "craps> roll(7\\r)",
        "error: no players seated: addPlayer first",
        "",
    ]
