"""Every transcript runs in a program of its own, in a sandbox and scratch copy of its own,
started ahead while the last transcript ran (run/spares.py) or, with ``--cold-start``, when
its transcript begins. Nothing a student's earlier run did reaches a later one: the whole
fake class, with students built to keep state (``builtins``, a module global,
``os.environ``, files, a thread left running; Java system properties, a static field, a
thread, a file), to signal through a lock on the Python install every sandbox shows
(``py_lock``) and to use the time before its first line (``py_ahead``), gets the same
reports both ways, byte for byte, every stateful student full marks, and a hidden
transcript's commands never reach a visible one's feedback. ``py_lock`` got 2/4 and
``py_ahead`` 1/4 started ahead (4/4 cold) before programs were held until their
transcript and locks refused (test_one_at_a_time.py)."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import shutil
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from tests.helpers import DATA, FAKES, needs_bwrap, needs_c_and_node, needs_jdk, untimed

TRANSCRIPTS = DATA / "class_transcripts"
STATEFUL = sorted(p.name for p in (FAKES / "stateful").iterdir() if p.is_dir())
WAYS = {"prestarted": [], "cold": ["--cold-start"]}


@pytest.fixture(scope="module")
def both_ways(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fake class and the stateful students, graded once each way (sandboxed, so every
    path a program prints is the sandbox's own and the same in both)."""
    top = tmp_path_factory.mktemp("isolation")
    students = top / "class"
    for kind in ("class", "stateful"):
        for folder in (FAKES / kind).iterdir():
            shutil.copytree(folder, students / folder.name, symlinks=True)
    for way, extra in WAYS.items():
        out = top / way
        out.mkdir()
        argv = [str(TRANSCRIPTS), "--many", str(students), "--config", str(DATA / "class.toml")]
        argv += ["--report-dir", str(out / "reports"), "--csv", str(out / "grades.csv")]
        argv += ["--gradescope", str(out / "gradescope"), "--junit", str(out / "junit")]
        argv += ["--jobs", "4", "--sandbox", "bwrap", *extra]
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            grade_main(argv)
    return top


@needs_bwrap
@needs_jdk
@needs_c_and_node
def test_prestarted_and_cold_programs_give_the_same_reports_byte_for_byte(both_ways: Path) -> None:
    fast, slow = both_ways / "prestarted", both_ways / "cold"
    files = sorted(p.relative_to(fast) for p in fast.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(slow) for p in slow.rglob("*") if p.is_file())
    assert len(files) > 3 * (14 + len(STATEFUL))  # reports, raw outputs, JUnit, Gradescope
    for name in files:
        assert untimed(fast / name) == untimed(slow / name), name


@needs_bwrap
@needs_jdk
@needs_c_and_node
@pytest.mark.parametrize("way", WAYS)
def test_no_state_crosses_transcripts_whatever_the_student_keeps(both_ways: Path, way: str) -> None:
    rows = {r["name"]: r for r in csv.DictReader((both_ways / way / "grades.csv").open())}
    keepers = [name for name in STATEFUL if name != "py_echo"]
    assert {name: (rows[name]["score"], rows[name]["status"]) for name in keepers} == {
        name: ("4", "ok") for name in keepers
    }


@needs_bwrap
@needs_jdk
@needs_c_and_node
@pytest.mark.parametrize("way", WAYS)
def test_a_hidden_transcripts_commands_never_reach_a_visible_ones_feedback(
    both_ways: Path, way: str
) -> None:
    """py_echo says every call it has ever seen in each chips answer; refusal.craps, graded
    before seven_out.craps, is hidden and bets $500, which no visible transcript does."""
    results = json.loads((both_ways / way / "gradescope" / "py_echo.json").read_text())
    tests = {t["name"]: t for t in results["tests"]}
    hidden = tests["refusal.craps"]
    assert hidden["visibility"] == "hidden"
    assert "500" not in hidden["output"]  # the hidden transcript shows only its comment
    for name in ("natural.craps", "seven_out.craps"):
        assert tests[name]["visibility"] == "visible"
        assert "seen: " in tests[name]["output"]  # the echo is shown...
        assert "500" not in tests[name]["output"]  # ...and holds nothing of the hidden one


@needs_bwrap
@needs_jdk
@needs_c_and_node
def test_no_output_shows_a_scratch_path(both_ways: Path) -> None:
    """A scratch folder's name differs from run to run: a build log once showed it
    (``$ find /tmp/crapsrepl-grade-…/submission``), now ``<name>`` as the docs say."""
    for path in both_ways.rglob("*"):
        if path.is_file() and path.relative_to(both_ways).parts[0] != "class":
            text = path.read_text(errors="replace")
            assert "crapsrepl-grade-" not in text and "crapsrepl-run-" not in text, path
    log = (both_ways / "cold" / "reports" / "carol" / "build.log").read_text()
    assert log.startswith("$ find carol -name '*.java'")
