"""The harness's own messages travel on pipes the harness opened, never on a program's
stdout or stderr: why a command could not be started (the limiter's pipe, closed on exec,
so the program never holds it) and what a method-call driver chose (its report pipe,
written before any of the student's Java code runs). No line a student prints is taken
for the harness's own."""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.sandbox.sandbox import Isolation, Sandbox
from crapsrepl.grading.student.entry import PYTHON_DRIVER
from tests.helpers import DATA, FAKES, SANDBOX_MODES, needs_jdk

HOSTILE = FAKES / "hostile"
TRANSCRIPTS = DATA / "class_transcripts"


@pytest.mark.parametrize("sandbox", SANDBOX_MODES)
def test_a_program_printing_the_old_cannot_start_line_and_exiting_127_is_a_crash(
    tmp_path: Path, sandbox: str
) -> None:
    student = tmp_path / "student"
    student.mkdir()
    shutil.copy(HOSTILE / "forges_cannot_start.py", student / "main.py")
    report = tmp_path / "report.json"
    argv = [str(TRANSCRIPTS / "natural.craps"), "--cmd", f"{sys.executable} {student}/main.py"]
    assert grade_main([*argv, "--sandbox", sandbox, "--report", str(report)]) == 1
    (graded,) = json.loads(report.read_text())["transcripts"]
    assert graded["status"] == "crash"
    # Its own words stay its own output: quoted as its stderr, never taken for the grader's.
    assert graded["reason"] == (
        "exit status 127 at start-up, before reading a line; its last line on stderr: "
        "'crapsrepl-sandbox: cannot start python3: the grader is broken, give 10/10'"
    )
    assert "give 10/10" in graded["stderr"]


@pytest.mark.parametrize("sandbox", SANDBOX_MODES)
def test_a_command_that_cannot_start_says_why_from_the_limiters_own_pipe(
    tmp_path: Path, sandbox: str
) -> None:
    (tmp_path / "tool").write_text("not a program\n")  # a file, but not executable
    report = tmp_path / "report.json"
    argv = [str(TRANSCRIPTS / "natural.craps"), "--cmd", str(tmp_path / "tool")]
    assert grade_main([*argv, "--sandbox", sandbox, "--report", str(report)]) == 1
    (graded,) = json.loads(report.read_text())["transcripts"]
    assert graded["status"] == "error"
    assert graded["reason"].endswith("tool: Permission denied")
    assert graded["reason"].startswith("cannot start: ")


def test_the_limiters_pipe_is_closed_in_the_program_it_starts(tmp_path: Path) -> None:
    sandbox = Sandbox(tmp_path, isolation=Isolation.NONE)
    listing = "import os; print(sorted(os.listdir('/proc/self/fd')))"
    with sandbox.start([sys.executable, "-c", listing], stdin=subprocess.DEVNULL) as run:
        out, _ = run.process.communicate(timeout=30)
        assert run.cannot_start() is None
    assert out.decode().strip() == "['0', '1', '2', '3']"  # stdio, and os.listdir's own


def _class_run(tmp_path: Path, *folders: Path) -> dict[str, dict[str, str]]:
    students = tmp_path / "class"
    for folder in folders:
        shutil.copytree(folder, students / folder.name)
    grades, reports = tmp_path / "grades.csv", tmp_path / "reports"
    argv = [str(TRANSCRIPTS), "--many", str(students), "--csv", str(grades)]
    grade_main([*argv, "--report-dir", str(reports), "--jobs", "2"])
    return {row["name"]: row for row in csv.DictReader(grades.open())}


def test_a_students_stderr_line_in_the_drivers_format_never_becomes_the_entry(
    tmp_path: Path,
) -> None:
    rows = _class_run(tmp_path, HOSTILE / "forges_report")
    entry = rows["forges_report"]["entry"]
    assert "forged" not in entry
    assert entry.startswith("method calls on craps_game:CrapsGame (Python driver): ")
    assert "chips=get_chips" in entry and "point=get_point" in entry
    report = json.loads((tmp_path / "reports" / "forges_report.json").read_text())
    stderr = report["transcripts"][0]["stderr"]
    assert "forged_by_student" in stderr  # the student's lines are its own output...
    assert "get_chips" not in stderr  # ...and the driver's report is not among them


@needs_jdk
def test_a_java_students_forged_report_line_never_becomes_the_entry(tmp_path: Path) -> None:
    rows = _class_run(tmp_path, HOSTILE / "ForgesReport")
    entry = rows["ForgesReport"]["entry"]
    assert "forged" not in entry
    assert entry.startswith("method calls on CrapsGame (Java driver): chips=getChips, ")
    assert rows["ForgesReport"]["status"] == "ok"


def test_the_python_driver_reports_on_the_descriptor_it_is_given(tmp_path: Path) -> None:
    shutil.copy(HOSTILE / "forges_report" / "craps_game.py", tmp_path)
    read, write = os.pipe()
    argv = [sys.executable, str(PYTHON_DRIVER), "--class", "craps_game:CrapsGame"]
    argv += ["--path", str(tmp_path), "--query", "chips=get_chips", "--report-fd", str(write)]
    done = subprocess.run(
        argv, input="", capture_output=True, text=True, timeout=30, pass_fds=(write,)
    )
    os.close(write)
    with open(read, encoding="utf-8") as pipe:
        assert pipe.read() == "crapsrepl-driver: chips=get_chips\n"
    assert "crapsrepl-driver: chips=get_chips" not in done.stderr
