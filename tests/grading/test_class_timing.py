"""What a class run says while it runs and how long each student took: one progress line
per finished student on stderr (plain text, a pipe's and a terminal's alike), and each
student's wall seconds in the CSV, the JSON report and JUnit's ``time`` attributes."""

from __future__ import annotations

import contextlib
import csv
import json
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

import jsonschema
import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.explore.explorer import ExploreSettings, explore
from crapsrepl.grading.explore.hurried import Hurried
from crapsrepl.grading.explore.shrinker import Budget
from crapsrepl.grading.explore.trial import Disagreement, Trials
from crapsrepl.grading.options.explore_options import hurry_for
from crapsrepl.grading.options.settings import EXPLORE_AT_ONCE
from crapsrepl.grading.progress import progress_lines
from crapsrepl.grading.report.reports import SCHEMA_PATH
from crapsrepl.grading.run.runners import ExternalOptions, ExternalRunner, Run
from crapsrepl.transcripts.format import Transcript
from tests.helpers import DATA, FAKES, student_folder

TRANSCRIPTS = DATA / "class_transcripts"
LINE = re.compile(r"\[(\d+)/(\d+)\] (\S+)  (\S+)  (\S+)  (\d+\.\d) s")
STUDENTS = ("alice", "bob", "frank")  # two that run, one with no entry point


@dataclass
class ClassRun:
    out: Path
    code: int
    err: str

    def rows(self) -> dict[str, dict[str, str]]:
        return {r["name"]: r for r in csv.DictReader((self.out / "grades.csv").open())}


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> ClassRun:
    out = tmp_path_factory.mktemp("timing")
    for name in STUDENTS:
        shutil.copytree(FAKES / "class" / name, out / "subs" / name)
    argv = [str(TRANSCRIPTS), "--many", str(out / "subs"), "--csv", str(out / "grades.csv")]
    argv += ["--report-dir", str(out / "reports"), "--junit", str(out / "junit")]
    err = StringIO()
    with contextlib.redirect_stderr(err):
        code = grade_main([*argv, "--jobs", "2", "--timeout", "5"])
    return ClassRun(out, code, err.getvalue())


def test_a_class_run_prints_one_line_per_finished_student_on_stderr(run: ClassRun) -> None:
    assert run.code == 1
    found = [m.groups() for m in map(LINE.fullmatch, run.err.splitlines()) if m]
    assert sorted(int(n) for n, *_ in found) == [1, 2, 3]  # in the order they finished
    assert {total for _, total, *_ in found} == {"3"}
    assert sorted(tuple(rest[:3]) for _, _, *rest in found) == [
        ("alice", "4/4", "ok"),
        ("bob", "3/4", "ok"),
        ("frank", "0/4", "no-entry-point"),
    ]
    shown = {rest[0]: float(rest[3]) for _, _, *rest in found}
    rows = run.rows()
    assert all(abs(shown[n] - float(rows[n]["seconds"])) <= 0.05 for n in STUDENTS)


def test_the_csv_json_and_junit_give_each_student_the_same_seconds(run: ClassRun) -> None:
    rows = run.rows()
    assert list(csv.reader((run.out / "grades.csv").open()))[0][-1] == "seconds"
    schema = json.loads(SCHEMA_PATH.read_text())
    for name in STUDENTS:
        seconds = float(rows[name]["seconds"])
        report = json.loads((run.out / "reports" / f"{name}.json").read_text())
        jsonschema.validate(report, schema)
        assert report["submission"]["seconds"] == seconds
        for folder in ("reports", "junit"):
            suite = ET.parse(run.out / folder / f"{name}.xml").getroot()
            assert suite.get("time") == f"{seconds:.3f}"
            cases = [float(c.get("time", "-1")) for c in suite.iter("testcase")]
            assert len(cases) == 3 and all(0 <= t <= seconds for t in cases)
    alice = json.loads((run.out / "reports" / "alice.json").read_text())
    ran = [t["seconds"] for t in alice["transcripts"]]
    rounding = 0.005 + 0.0005 * len(ran)  # the student's to 2 places, each transcript's to 3
    assert all(t > 0 for t in ran) and sum(ran) <= alice["submission"]["seconds"] + rounding
    assert float(rows["alice"]["seconds"]) > 0


def test_one_submission_graded_alone_has_its_seconds_too(tmp_path: Path) -> None:
    report, junit = tmp_path / "alice.json", tmp_path / "alice.xml"
    argv = [str(TRANSCRIPTS), "--submission", str(FAKES / "class" / "alice")]
    with contextlib.redirect_stdout(StringIO()):
        assert grade_main([*argv, "--report", str(report), "--junit", str(junit)]) == 0
    seconds = json.loads(report.read_text())["submission"]["seconds"]
    assert seconds > 0 and ET.parse(junit).getroot().get("time") == f"{seconds:.3f}"


def test_progress_lines_count_each_item_once_from_many_threads() -> None:
    out = StringIO()
    with progress_lines(out)("Grading submissions", 40) as advance, ThreadPoolExecutor(4) as pool:
        list(pool.map(advance, [f"s{i}" for i in range(40)]))
    lines = out.getvalue().splitlines()
    assert [line.split()[0] for line in lines] == [f"[{i}/40]" for i in range(1, 41)]
    assert sorted(line.split()[1] for line in lines) == sorted(f"s{i}" for i in range(40))


def test_a_folder_name_in_a_progress_line_is_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copytree(FAKES / "class" / "frank", tmp_path / "subs" / "evil\x1b[2J")
    grade_main([str(TRANSCRIPTS), "--many", str(tmp_path / "subs"), "--csv", str(tmp_path / "g")])
    err = capsys.readouterr().err
    assert "\x1b" not in err and "[1/1] evil\\x1b[2J  0/4  no-entry-point  " in err


def test_sessions_run_at_once_find_and_shrink_what_one_at_a_time_does(tmp_path: Path) -> None:
    """A class explores each student's sessions EXPLORE_AT_ONCE at a time and shrinks the
    same way (the first candidate in order that still disagrees, charged as the runs up to
    it): the same sessions, shrunk to the same transcript, the budget spent alike."""
    fake = student_folder(tmp_path / "ben", "explore/come_12_pushes.py") / "main.py"
    found = []
    for jobs in (1, EXPLORE_AT_ONCE):
        runner = ExternalRunner(f"{sys.executable} {fake}", ExternalOptions(timeout=10))
        try:
            settings = ExploreSettings(sessions=40, seed=3, budget=Budget(8, 300), jobs=jobs)
            found.append(explore(runner, settings))
        finally:
            runner.close()
    one, many = found
    assert one.diverged and one.exhausted and one.transcript.count("craps> ") <= 12
    assert (many.sessions, many.exhausted, many.transcript) == (
        one.sessions,
        one.exhausted,
        one.transcript,
    )
    assert many.runs >= one.runs == one.sessions + 1 + 8 + 1  # the rerun, the budget, the final


def test_a_hang_is_shrunk_on_a_short_clock_and_shown_on_the_full_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each candidate that still hangs costs its whole clock: shrinking runs them on
    ``hurry`` seconds, then the session it ends with hangs on the full ``--timeout`` too,
    which is what the transcript says."""
    clocks: list[float | None] = []
    plain = ExternalRunner.run

    def run(self: ExternalRunner, transcript: Transcript, timeout: float | None = None) -> Run:
        clocks.append(timeout)
        return plain(self, transcript, timeout)

    monkeypatch.setattr(ExternalRunner, "run", run)
    fake = student_folder(tmp_path / "hal", "explore/hangs_on_wrap.py") / "main.py"
    runner = ExternalRunner(f"{sys.executable} {fake}", ExternalOptions(timeout=2.0))
    try:
        settings = ExploreSettings(sessions=20, seed=0, budget=Budget(12, 60), jobs=2, hurry=0.5)
        found = explore(runner, settings)
    finally:
        runner.close()
    assert found.found is not None and found.found.key == "timeout"
    assert [line for line in found.transcript.splitlines() if line.startswith("craps> ")][
        -1
    ] == "craps> passDice()"
    assert "(past --timeout 2 s)" in found.transcript.splitlines()[1]
    assert 0.5 in clocks and clocks[-1] is None  # shrunk on the short clock, shown on the full
    assert hurry_for(5) == 1.0 and hurry_for(10) == 2.0 and hurry_for(1) is None


def test_a_hang_the_full_clock_does_not_confirm_is_shown_as_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the short clock was wrong (here it says every candidate hangs at its first
    command), the shrunk session does not hang on the full clock: the transcript is the
    session as found, cut after the command it hung on."""
    plain = Trials.judge

    def judge(self: Trials, script: Transcript, runner: object = None) -> Disagreement | None:
        if isinstance(runner, Hurried):
            return Disagreement("timeout", 0, "an answer", "stopped answering (short clock)")
        return plain(self, script)

    monkeypatch.setattr(Trials, "judge", judge)
    fake = student_folder(tmp_path / "hal", "explore/hangs_on_wrap.py") / "main.py"
    runner = ExternalRunner(f"{sys.executable} {fake}", ExternalOptions(timeout=2.0))
    try:
        settings = ExploreSettings(sessions=20, seed=0, budget=Budget(3, 60), jobs=2, hurry=0.5)
        found = explore(runner, settings)
    finally:
        runner.close()
    assert found.found is not None and found.found.key == "timeout"
    shown = [line for line in found.transcript.splitlines() if line.startswith("craps> ")]
    assert len(shown) == found.found.step + 1 == found.commands > 1
    assert shown[-1] == "craps> passDice()" and "short clock" not in found.transcript
    assert "(past --timeout 2 s)" in found.transcript.splitlines()[1]
