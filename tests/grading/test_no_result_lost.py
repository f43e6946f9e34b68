"""No harness error loses a result (issue 30, B): whatever the harness raises while it
grades a student, that student ends with a status (``harness-error``), the reason, the
marks its transcripts had already earned, and every report, ``results.json`` included.
The guard is one boundary around each student (``student/submission.grade_submission``);
the cases below are each a test of it."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import jsonschema
import pytest
from pytest_mock import MockerFixture

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.report.reports import SCHEMA_PATH
from crapsrepl.grading.sandbox.scratch import MAX_COPY_FILES
from tests.helpers import DATA, FAKES

TRANSCRIPTS = DATA / "class_transcripts"


def students(tmp_path: Path, *names: str) -> Path:
    subs = tmp_path / "subs"
    for name in names:
        shutil.copytree(FAKES / "class" / name, subs / name)
    return subs


def rows(tmp_path: Path, subs: Path, *args: str) -> dict[str, dict[str, str]]:
    grades = tmp_path / "grades.csv"
    argv = [str(TRANSCRIPTS), "--many", str(subs), "--csv", str(grades), "--timeout", "5"]
    grade_main([*argv, *args])
    return {row["name"]: row for row in csv.DictReader(grades.open())}


def _fails(*_: object) -> str:
    raise RuntimeError("the interface check broke")


def test_a_failure_after_the_transcripts_keeps_their_marks_in_a_class(
    tmp_path: Path, mocker: MockerFixture
) -> None:
    mocker.patch("crapsrepl.grading.student.submission.unanswered_reason", _fails)
    subs = students(tmp_path, "alice", "frank")
    out = tmp_path / "out"
    graded = rows(tmp_path, subs, "--report-dir", str(out))
    alice = graded["alice"]
    assert (alice["score"], alice["max"], alice["status"]) == ("4", "4", "harness-error")
    assert alice["reason"] == "harness could not grade it: RuntimeError: the interface check broke"
    assert graded["frank"]["status"] == "no-entry-point"  # the rest of the class is graded
    report = json.loads((out / "alice.json").read_text())
    jsonschema.validate(report, json.loads(SCHEMA_PATH.read_text()))
    assert report["score"] == 4 and report["submission"]["status"] == "harness-error"
    assert report["submission"]["entry"] == "main.py"


def test_a_failure_after_the_transcripts_keeps_their_marks_alone(
    tmp_path: Path, mocker: MockerFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    mocker.patch("crapsrepl.grading.student.submission.unanswered_reason", _fails)
    subs = students(tmp_path, "alice")
    results = tmp_path / "results.json"
    argv = [str(TRANSCRIPTS), "--submission", str(subs / "alice"), "--gradescope", str(results)]
    assert grade_main(argv) == 2  # the harness failed: nothing says the student lost marks
    written = json.loads(results.read_text())
    assert written["score"] == 4
    assert written["output"].startswith("Score: 4 / 4 (harness-error)\nharness could not grade")
    said = capsys.readouterr().out
    assert "alice: harness-error: harness could not grade it: RuntimeError" in said


def test_a_submission_of_too_many_files_is_reported_not_dropped(tmp_path: Path) -> None:
    """``--submission`` of 20,001 files printed one error and wrote no results.json."""
    subs = students(tmp_path, "alice", "frank")
    for number in range(MAX_COPY_FILES + 1):
        (subs / "alice" / f"f{number}").touch()
    graded = rows(tmp_path, subs)
    assert graded["alice"]["status"] == "harness-error"
    assert graded["alice"]["reason"] == (
        f"harness could not grade it: SandboxError: submission has more than {MAX_COPY_FILES} files"
    )
    results = tmp_path / "results.json"
    argv = [str(TRANSCRIPTS), "--submission", str(subs / "alice"), "--gradescope", str(results)]
    assert grade_main(argv) == 2
    written = json.loads(results.read_text())
    assert written["score"] == 0 and "more than 20000 files" in written["output"]
    assert [test["status"] for test in written["tests"]] == ["failed"] * 3
