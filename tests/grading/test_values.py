"""Option values are values: a transcript's directives reach a student's program as words,
never opened, stat'ed or checked as host paths (issue 31, round five, E).

A 90-card ``% shoe:`` passed ``check``, but a correct program got ``error: cannot start:
[Errno 36] File name too long`` (0 marks): the sandbox looked every word of the program's
command line up as a path, its option values too. Only the command's own words are paths
now, and looking one up never fails a run.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from crapsrepl.cli import main as cli_main
from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.sandbox.scratch import Value, submission_of, translate
from tests.helpers import LIBRARY, SANDBOX_MODES, blackjack_folder

# 90 cards: the scene's four, then 86 that stay in the shoe.
SCENE = "10h, 9s, 9d, 9c"
MORE = [f"{rank}{suit}" for suit in "cdhs" for rank in ("2", "3", "4", "5", "6", "7", "8")] * 4
CARDS = ", ".join([SCENE, *MORE[:86]])


def shoe_transcript(folder: Path) -> Path:
    scene = (LIBRARY / "facts_blackjack" / "shoe_directive.blackjack").read_text()
    path = folder / "long_shoe.blackjack"
    path.write_text(scene.replace(f"% shoe: {SCENE}", f"% shoe: {CARDS}"))
    return path


@pytest.mark.parametrize("sandbox", SANDBOX_MODES)
def test_a_90_card_shoe_reaches_a_correct_program_as_a_value(tmp_path: Path, sandbox: str) -> None:
    transcripts = tmp_path / "transcripts"
    transcripts.mkdir()
    shoe_transcript(transcripts)
    assert cli_main(["check", str(transcripts)]) == 0
    program = blackjack_folder(tmp_path / "student", "correct") / "main.py"
    report = tmp_path / "report.json"
    argv = [str(transcripts), "--cmd", f"{sys.executable} {program}", "--report", str(report)]
    assert grade_main([*argv, "--sandbox", sandbox]) == 0
    graded = json.loads(report.read_text())["transcripts"][0]
    assert (graded["status"], graded["reason"], graded["marks"]) == ("pass", "", 1.0)


def test_a_value_is_never_looked_up_as_a_path(tmp_path: Path) -> None:
    """A value naming a file of the submission stays the word it was (it is not the
    program's path to rewrite), one naming a host file tells nothing, and a word too long
    to be a path is no path: nothing raises."""
    student = tmp_path / "student"
    student.mkdir()
    (student / "main.py").write_text("")
    os.chdir(tmp_path)
    argv = ["python3", "student/main.py", Value("student/main.py"), Value("/etc/passwd")]
    argv += [Value("A" * 400), "B" * 400, "C/" * 3000]
    assert translate(argv, student.resolve(), "/submission") == [
        "python3",
        "/submission/main.py",
        "student/main.py",
        "/etc/passwd",
        "A" * 400,
        "B" * 400,
        "C/" * 3000,
    ]
    assert submission_of(["python3", "B" * 400, "student/main.py"], []) == student.resolve()
    assert submission_of([Value("student/main.py")], []) is None
