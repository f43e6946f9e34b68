"""`grade --many`: a class folder of fourteen students, each with the right status and marks."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest
from pytest_mock import MockerFixture

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.report.reports import SCHEMA_PATH, totals
from crapsrepl.grading.run.batch import load_all
from crapsrepl.grading.run.marking import Marking
from crapsrepl.grading.run.runners import ExternalOptions
from crapsrepl.grading.sandbox.containment import Containment
from crapsrepl.grading.sandbox.sandbox import Isolation
from crapsrepl.grading.sandbox.scratch import copy_tree
from crapsrepl.grading.student.entry import EntryOptions
from crapsrepl.grading.student.submission import Outcome, SubmissionSettings, grade_submission
from tests.helpers import DATA, FAKES, ROOT, needs_c_and_node, needs_jdk, untimed

CLASS = FAKES / "class"
TRANSCRIPTS = DATA / "class_transcripts"
DRIVERS = ["--java-class", "CrapsGame", "--python-class", "craps_game:CrapsGame"]
# student: (natural, refusal, seven_out marks), status
EXPECTED = {
    "alice": ((1, 1, 2), "ok"),  # Python program, own wording
    "bob": ((0, 1, 2), "ok"),  # single craps.py with __main__; scores eleven as craps
    "carol": ((1, 1, 2), "ok"),  # Java program (Main.java), built by default
    "dave": ((1, 1, 2), "ok"),  # Java class graded through the method-call driver
    "erin": ((0, 0, 0), "build-error"),  # does not compile
    "frank": ((0, 0, 0), "no-entry-point"),  # helper functions only
    "gina": ((1, 1, 0), "timeout"),  # hangs on a seven-out
    "hank": ((1, 1, 2), "ok"),  # Python class graded through the method-call driver
    "ivan": ((1, 1, 2), "ok"),  # Python class, own method names, his grading.toml maps them
    "judy": ((1, 1, 2), "ok"),  # Java CrapsGame whose chips getter is getBalance: discovered
    "kim": ((1, 1, 2), "ok"),  # Java program in packages under src/edu/school/craps/
    "leo": ((1, 1, 2), "ok"),  # C program: class.toml builds it, run.sh starts it
    "mia": ((1, 1, 2), "ok"),  # node program: her grading.toml names the entry file
    "ned": ((0, 0, 0), "interface"),  # plays, but answers no query
}


# carol and dave are Java, erin's Java does not compile: the whole class needs a JDK.
@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, Path, Path, str]:
    out = tmp_path_factory.mktemp("class")
    report_dir, csv_path = out / "reports", out / "grades.csv"
    # No driver options: dave's CrapsGame.java and hank's class CrapsGame are found as is.
    argv = [str(TRANSCRIPTS), "--many", str(CLASS), "--config", str(DATA / "class.toml")]
    argv += ["--report-dir", str(report_dir), "--csv", str(csv_path), "--jobs", "2"]
    table = io.StringIO()
    with contextlib.redirect_stdout(table):
        code = grade_main(argv)
    return code, report_dir, csv_path, table.getvalue()


@needs_jdk
@needs_c_and_node
def test_every_student_gets_the_right_status_and_marks(graded: tuple[int, Path, Path, str]) -> None:
    code, _, csv_path, _ = graded
    assert code == 1
    rows = list(csv.DictReader(csv_path.open()))
    assert [r["name"] for r in rows] == sorted(EXPECTED)
    for row in rows:
        marks, status = EXPECTED[row["name"]]
        got = tuple(int(row[t]) for t in ("natural.craps", "refusal.craps", "seven_out.craps"))
        assert (got, row["status"]) == (marks, status), row["name"]
        assert (row["score"], row["max"]) == (str(sum(marks)), "4")


@needs_jdk
@needs_c_and_node
def test_a_class_run_is_headed_by_what_inspect_shows_and_writes_it_beside_the_reports(
    graded: tuple[int, Path, Path, str],
) -> None:
    """The rows ``--inspect`` gives (test_inspect.py), but with the status each student got."""
    _, report_dir, _, printed = graded
    lines = printed.splitlines()
    head = lines[: lines.index("")]
    assert head[0].split() == ["student", "language", "build", "status", "entry"]
    statuses = {line.split()[0]: line.split()[3] for line in head[1:] if not line.startswith(" ")}
    assert statuses == {name: status for name, (_, status) in EXPECTED.items()}
    assert (report_dir / "_found.txt").read_text().splitlines() == head


@needs_jdk
def test_reasons_name_the_compiler_message_the_missing_entry_and_the_timeout(
    graded: tuple[int, Path, Path, str],
) -> None:
    rows = {r["name"]: r for r in csv.DictReader(graded[2].open())}
    assert rows["erin"]["reason"].startswith("build failed: erin/Main.java:4: error: ';' expected")
    assert rows["frank"]["reason"] == (
        "no entry point (looked for run.sh, main.py, a *.py with a __main__ block, main.js, "
        "a *.java with main, CrapsGame.java, a *.py with class CrapsGame, "
        "a *.py with top-level code, a *.js; "
        "saw README.txt, helpers.py)"
    )
    assert rows["gina"]["reason"] == (
        "seven_out.craps: timeout: stopped answering at line 11 roll(7) (past --timeout 5 s)"
    )
    assert rows["alice"]["reason"] == ""


@needs_jdk
@needs_c_and_node
def test_the_docs_show_the_table_this_class_run_prints(
    graded: tuple[int, Path, Path, str],
) -> None:
    """docs/grading-class.md's example is this run's own table, word for word."""
    page = (ROOT / "docs" / "grading-class.md").read_text()
    table = graded[3].replace(str(ROOT) + "/", "").rstrip("\n")
    assert f"```\n{table}\n```" in page


def test_the_docs_show_the_class_settings_and_ivans_grading_toml_as_they_are() -> None:
    page = (ROOT / "docs" / "grading-class.md").read_text()
    for settings in (DATA / "class.toml", CLASS / "ivan" / "grading.toml"):
        assert f"```toml\n{settings.read_text()}```" in page


@needs_jdk
def test_the_class_table_shows_each_student_and_the_class_mean(
    graded: tuple[int, Path, Path, str],
) -> None:
    everything = graded[3].splitlines()
    lines = everything[everything.index("") + 1 :]  # below what was found (test_inspect.py)
    assert lines[0].split() == ["student", "1", "2", "3", "score", "status"]
    assert lines[1].split() == ["alice", "1", "1", "2", "4/4", "ok"]
    assert lines[5].split() == ["erin", "0", "0", "0", "0/4", "build-error"]
    assert lines[15].split() == ["mean", "0.71", "0.79", "1.43", "2.93/4"]
    assert "  3  seven_out.craps  (max 2, class mean 1.43)" in lines


@needs_jdk
def test_the_report_dir_holds_json_junit_build_log_and_raw_output(
    graded: tuple[int, Path, Path, str],
) -> None:
    reports = graded[1]
    schema = json.loads(SCHEMA_PATH.read_text())
    for name, (marks, status) in EXPECTED.items():
        data = json.loads((reports / f"{name}.json").read_text())
        jsonschema.validate(data, schema)
        assert data["submission"]["status"] == status and data["score"] == sum(marks)
        assert ET.parse(reports / f"{name}.xml").getroot().get("tests") == "3"
    erin = json.loads((reports / "erin.json").read_text())["submission"]
    assert "';' expected" in erin["build_log"] and erin["entry"] == "Main.java"
    assert "';' expected" in (reports / "erin" / "build.log").read_text()
    dave = json.loads((reports / "dave.json").read_text())["submission"]
    assert dave["entry"].startswith(
        "method calls on CrapsGame (Java driver): chips=getChips, point=getPoint, "
        "shooter=getShooter; no method for bets"
    )
    judy = json.loads((reports / "judy.json").read_text())["submission"]["entry"]
    assert f"`{judy}`" in (ROOT / "docs" / "grading-class.md").read_text()
    raw = (reports / "alice" / "natural.craps.out").read_text()
    assert "Bob has $110" in raw and "craps> chips(Bob)" in raw


def test_parallel_grading_gives_the_same_results_as_one_at_a_time(tmp_path: Path) -> None:
    subs = tmp_path / "subs"
    for name in ("alice", "bob", "frank", "hank"):
        shutil.copytree(CLASS / name, subs / name)
    outputs = []
    for jobs in ("1", "4"):
        csv_path = tmp_path / f"jobs{jobs}.csv"
        argv = [str(TRANSCRIPTS), "--many", str(subs), *DRIVERS, "--csv", str(csv_path)]
        assert grade_main([*argv, "--jobs", jobs]) == 1
        outputs.append(untimed(csv_path).decode())  # each student's seconds differ
    assert outputs[0] == outputs[1]
    assert outputs[0].splitlines()[1].startswith("alice,1,1,2,4,4,ok,,main.py,")


@pytest.mark.parametrize(
    "args",
    [
        ["--many", "x", "--report", "r.json"],
        ["--report-dir", "out"],
        ["--csv", "g.csv"],
        ["--build", "make"],
        ["--java-class", "CrapsGame"],
        ["--submission", "x", "--java-class", "not a name"],
        ["--submission", "x", "--python-class", "CrapsGame"],
        ["--getter", "chips=getChips"],
        ["--submission", "x", "--method", "roll"],
        ["--submission", "x", "--entry", "../outside.py"],
        ["--submission", "x", "--java-class", "G", "--getter", "money=getMoney"],
        ["--many", "x", "--cmd-template", "run {dir}", "--java-class", "G"],
        ["--submission", "x", "--build-timeout", "0"],
    ],
)
def test_options_that_would_be_ignored_are_errors(args: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        grade_main([str(TRANSCRIPTS), *args])
    assert stop.value.code == 2


def test_a_class_folder_without_submissions_is_a_harness_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("no folders here\n")
    assert grade_main([str(TRANSCRIPTS), "--many", str(tmp_path)]) == 2
    assert grade_main([str(TRANSCRIPTS), "--many", str(tmp_path / "missing")]) == 2


def test_a_folder_that_cannot_be_copied_is_a_harness_error_not_the_end_of_the_class(
    tmp_path: Path,
    mocker: MockerFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    shutil.copytree(CLASS / "alice", tmp_path / "subs" / "alice")
    shutil.copytree(CLASS / "frank", tmp_path / "subs" / "frank")

    def copy(source: Path, target: Path) -> None:
        if source.name == "alice":
            raise PermissionError("alice/secret.txt: permission denied")
        copy_tree(source, target)

    mocker.patch("crapsrepl.grading.student.submission.copy_tree", copy)
    assert grade_main([str(TRANSCRIPTS), "--many", str(tmp_path / "subs")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith(
        "alice,0,0,0,0,4,harness-error,harness could not grade it: PermissionError"
    )
    assert out[2].startswith("frank,0,0,0,0,4,no-entry-point,")


def test_ctrl_c_during_a_class_run_stops_with_a_message_and_writes_nothing(
    tmp_path: Path,
    mocker: MockerFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for name in ("alice", "frank"):
        shutil.copytree(CLASS / name, tmp_path / "subs" / name)
    mocker.patch(
        "crapsrepl.grading.classroom.classrun.grade_submission", side_effect=KeyboardInterrupt
    )
    csv_path = tmp_path / "grades.csv"
    argv = [str(TRANSCRIPTS), "--many", str(tmp_path / "subs"), "--csv", str(csv_path)]
    assert grade_main([*argv, "--jobs", "2"]) == 130
    assert "interrupted; nothing written" in capsys.readouterr().err
    assert not csv_path.exists()


def test_a_folder_is_graded_from_plain_settings_without_the_command_line() -> None:
    settings = SubmissionSettings(
        entry=EntryOptions(),
        program=ExternalOptions(timeout=5),
        marking=Marking(),
        containment=Containment(Isolation.NONE),
        transcripts=TRANSCRIPTS,
    )
    result = grade_submission(CLASS / "alice", load_all(str(TRANSCRIPTS)), settings)
    assert (result.outcome, result.how, totals(result.grades)) == (Outcome.OK, "main.py", (4, 4))
