"""Grading the game's transcripts through its own program, as an instructor would."""

import subprocess
import sys
from pathlib import Path

import crapsrepl
import overunder

CRAPSREPL = str(Path(sys.executable).with_name("crapsrepl"))
TRANSCRIPTS = Path(__file__).parent.parent / "transcripts"


def grade(*extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [CRAPSREPL, "grade", str(TRANSCRIPTS), "--cmd", "python3 -m crapsrepl overunder", *extra],
        capture_output=True, text=True, timeout=300,
    )


def test_its_own_program_grades_full_marks_once_the_sandbox_shows_it() -> None:
    # security.md: crapsrepl is hidden from graded programs unless --allow-read shows it;
    # an editable install of the plug-in lives outside site-packages, so show it too.
    shown = [Path(crapsrepl.__file__).parent, Path(overunder.__file__).parent.parent]
    result = grade(*[arg for folder in shown for arg in ("--allow-read", str(folder))])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "score: 5 / 5" in result.stdout


def test_without_allow_read_the_program_cannot_start() -> None:
    result = grade()
    assert "score: 0 / 5" in result.stdout


def test_a_students_class_is_graded_by_method_calls() -> None:
    # The lab's lab_class and methods: a Python class with no program around it.
    student = Path(__file__).parent / "fixtures" / "student_class"
    result = subprocess.run(
        [CRAPSREPL, "grade", str(TRANSCRIPTS / "facts.overunder"), "--submission", str(student),
         "--python-class", "over_under:OverUnderGame", "--explore", "10", "--seed", "1"],
        capture_output=True, text=True, timeout=300,
    )
    assert "score: 1 / 1" in result.stdout, result.stdout + result.stderr
    assert "explore: no disagreement with the engine" in result.stdout
