"""Grades that say what went wrong: why a fact failed, where a program stopped answering,
and a submission that answers no query is ``interface``, never ``ok``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from tests.helpers import student_folder

PY = sys.executable
# Line numbers matter: the report names them.
SEVEN_OUT = """\
# A seven-out loses the pass line and passes the dice.
% players: Bob:100, Adam:100
craps> placeLineBet(Bob, 10)
craps> roll(6)
? chips(Bob) => 90
craps> roll(7)
? chips(Bob) => 90
? shooter() => Adam
"""


def transcripts(tmp_path: Path) -> Path:
    folder = tmp_path / "transcripts"
    folder.mkdir()
    (folder / "seven_out.craps").write_text(SEVEN_OUT)
    return folder


def graded(tmp_path: Path, fake: str, *args: str) -> tuple[int, dict, str]:  # type: ignore[type-arg]
    folder, report = student_folder(tmp_path / "student", fake), tmp_path / "report.json"
    argv = [str(transcripts(tmp_path)), "--report", str(report), "--timeout", "3", *args]
    if "--submission" in args:
        argv += [str(folder)]
    else:
        argv += ["--cmd", f"{PY} {folder / 'main.py'}"]
    code = grade_main(argv)
    return code, json.loads(report.read_text()), ""


def test_a_fact_with_an_extra_number_says_extra_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, _ = graded(tmp_path, "student_counts_bets.py")
    facts = data["transcripts"][0]["facts"]
    assert code == 1
    assert facts[1]["why"] == "extra number 0" and not facts[1]["pass"]
    assert "got 'Bob: 90 chips, 0 bet(s) working' (extra number 0)" in capsys.readouterr().out


def test_a_timeout_names_the_command_it_stopped_at_and_later_facts_are_not_reached(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, data, _ = graded(tmp_path, "student_hangs_on_seven.py")
    grade = data["transcripts"][0]
    assert grade["status"] == "timeout" and grade["marks"] == 0
    assert grade["reason"] == "stopped answering at line 6 roll(7) (past --timeout 3 s)"
    before, after, shooter = grade["facts"]
    assert before["pass"] and before["reply"] == ["Bob has 90 chips"]
    assert (after["why"], shooter["why"]) == ("not reached", "not reached")
    out = capsys.readouterr().out
    assert "seven_out.craps:7: ? chips(Bob) => 90: not reached" in out
    assert "no reply" not in out


def test_a_program_that_answers_no_query_is_interface_not_ok(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, data, _ = graded(tmp_path, "student_answers_no_query.py", "--submission")
    submission = data["submission"]
    assert code == 1 and submission["status"] == "interface"
    assert submission["reason"].startswith(
        "no query answered (chips, shooter): chips(Bob) got \"I don't understand 'chips(Bob)'\";"
    )
    assert "interface" in capsys.readouterr().out


def test_a_fact_missing_a_word_or_number_says_which() -> None:
    from crapsrepl.transcripts.facts import answer_mismatch

    assert answer_mismatch("114", "Bob has 115 chips") == "missing number 114"
    assert answer_mismatch("come 6 10", "pass 6 $10") == "missing word 'come'"
    assert answer_mismatch("off", "Point: 6") == "missing word 'off' (or none, no, 0, -1)"
    assert answer_mismatch("150", "150 (was 100)") == "extra number 100"
    assert answer_mismatch("150", "$150") == ""
