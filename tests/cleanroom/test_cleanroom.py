"""Clean-room acceptance: a class written from the handout alone is graded right.

The submissions under ``blackjack/`` and ``craps/`` were written by authors who read only
``crapsrepl handout``'s page and the rules pages, never the grader's code, its tests or
its fakes (docs/cleanroom.md). Each game's class is graded in one run, as an instructor
runs it (``--many``, explore on), against the fact library; ``manifest.toml`` says what
each student must get. A correct student losing a mark, or a buggy one losing a file its
bug does not touch, is the handout promising something the grader does not do.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.exits import Exit
from tests.helpers import LIBRARY, needs_c_and_node, needs_jdk

HERE = Path(__file__).parent
MANIFEST = tomllib.loads((HERE / "manifest.toml").read_text(encoding="utf-8"))
LIBRARIES = {"blackjack": LIBRARY / "facts_blackjack", "craps": LIBRARY / "facts"}
EXPLORE = "5"  # sessions a student: enough to run explore on every form, modest in CI

pytestmark = [needs_jdk, needs_c_and_node]


def declared_rules(transcript: Path) -> set[str]:
    rules: set[str] = set()
    for line in transcript.read_text(encoding="utf-8").splitlines():
        if line.startswith("% rule:"):
            rules |= {rule.strip() for rule in line.removeprefix("% rule:").split(",")}
    return rules


@pytest.fixture(scope="module", params=sorted(LIBRARIES))
def graded(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, dict[str, dict[str, object]]]:
    """Each student's JSON report, from one ``grade --many`` run of the game's class."""
    game = str(request.param)
    out = tmp_path_factory.mktemp(game)
    argv = [str(LIBRARIES[game]), "--many", str(HERE / game), "--report-dir", str(out)]
    argv += ["--csv", str(out / "class.csv"), "--explore", EXPLORE, "--seed", "1"]
    assert grade_main(argv) == Exit.LOST_MARKS  # the buggy students lose marks
    reports = {path.stem: json.loads(path.read_text()) for path in out.glob("*.json")}
    return game, reports


def test_the_manifest_lists_every_submission_and_only_those() -> None:
    for game in LIBRARIES:
        folders = {p.name for p in (HERE / game).iterdir() if p.is_dir()}
        assert folders == set(MANIFEST[game]), game


def test_each_bug_loses_files_declaring_its_rule() -> None:
    for game, students in MANIFEST.items():
        for name, student in students.items():
            for lost in student.get("lost", []):
                path = LIBRARIES[game] / lost
                assert student["rule"] in declared_rules(path), (name, lost)


def test_every_clean_room_student_gets_the_grade_the_handout_promises(
    graded: tuple[str, dict[str, dict[str, object]]],
) -> None:
    game, reports = graded
    Grade = tuple[list[str], list[str], object, object]  # lost, statuses, score, max
    got: dict[str, Grade] = {}
    wanted: dict[str, Grade] = {}
    for name, student in MANIFEST[game].items():
        report = reports[name]
        transcripts = report["transcripts"]
        assert isinstance(transcripts, list)
        lost = sorted(t["name"] for t in transcripts if t["marks"] < t["max_marks"])
        reasons = {t["status"] for t in transcripts} - {"pass", "fail"}  # none timed out
        got[name] = (lost, sorted(reasons), report["score"], report["max"])
        expected = sorted(student.get("lost", []))
        total = len(transcripts)
        wanted[name] = (expected, [], total - len(expected), total)
    assert got == wanted


def test_explore_never_faults_a_correct_clean_room_student(
    graded: tuple[str, dict[str, dict[str, object]]],
) -> None:
    game, reports = graded
    faulted = {}
    for name, student in MANIFEST[game].items():
        explored = reports[name]["explore"]
        assert isinstance(explored, dict)
        assert explored["error"] in (None, ""), (name, explored["error"])
        if "bug" not in student and explored["diverged"]:
            faulted[name] = explored["transcript"]
    assert faulted == {}
