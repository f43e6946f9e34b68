"""``grade --explore`` in a class run and in the marks: the minimal session written beside
the reports, ``--explore-marks`` counted alike by the table, the CSV and Gradescope, and a
student whose program never ran or hangs when explored keeping the transcripts' marks."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import jsonschema
import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.report.reports import SCHEMA_PATH
from crapsrepl.transcripts.format import parse_text
from crapsrepl.transcripts.replay import failed_facts
from tests.helpers import LIBRARY, fake_command, student_folder


def test_explore_marks_count_only_when_asked(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    base = [str(LIBRARY / "facts" / "pass_natural.craps"), "--report", str(report)]
    correct = fake_command(tmp_path / "ann", "student_correct.py")
    good = [*base, "--cmd", correct, "--explore", "5", "--seed", "1"]
    assert grade_main([*good, "--explore-marks", "3"]) == 0
    data = json.loads(report.read_text())
    assert (data["score"], data["max"], data["explore"]["marks"]) == (4, 4, 3)
    pushes = fake_command(tmp_path / "ben", "explore/come_12_pushes.py")
    bad = [*base, "--cmd", pushes, "--explore", "40", "--explore-budget", "4"]
    assert grade_main([*bad, "--seed", "3", "--explore-marks", "3"]) == 1
    data = json.loads(report.read_text())
    assert (data["score"], data["max"], data["explore"]["marks"]) == (1, 4, 0)


def test_a_class_gets_its_minimal_sessions_beside_its_reports(tmp_path: Path) -> None:
    submissions = tmp_path / "submissions"
    for name, fake in (("ann", "student_correct.py"), ("ben", "explore/come_12_pushes.py")):
        student_folder(submissions / name, fake)
    out, grades = tmp_path / "out", tmp_path / "grades.csv"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps"), "--many", str(submissions)]
    argv += ["--explore", "20", "--seed", "3", "--report-dir", str(out), "--csv", str(grades)]
    argv += ["--gradescope", str(tmp_path / "gs"), "--jobs", "2", "--explore-budget", "30"]
    grade_main(argv)
    assert not (out / "ann.explore.craps").exists()
    replay = parse_text((out / "ben.explore.craps").read_text(), "ben.explore.craps")
    assert failed_facts(replay) == [] and len(replay.steps) <= 8
    ben = json.loads((out / "ben.json").read_text())
    jsonschema.validate(ben, json.loads(SCHEMA_PATH.read_text()))
    assert ben["explore"]["diverged"] and ben["explore"]["transcript"] == replay.text()
    rows = grades.read_text().splitlines()
    assert rows[0].split(",")[2] == "explore"
    assert [row.split(",")[2] for row in rows[1:]] == ["agrees", "disagrees"]
    tests = json.loads((tmp_path / "gs" / "ben.json").read_text())["tests"]
    assert tests[-1]["status"] == "failed" and "? chips(" in tests[-1]["output"]


def test_a_class_table_counts_explore_marks_as_the_csv_and_gradescope_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ben answers pass_natural.craps (1 mark) but pushes a come bet's 12, so he loses
    --explore-marks' 3; ann gets all 4. The table, the CSV, Gradescope and the exit status
    (of the class, and of ben graded alone) agree."""
    submissions = tmp_path / "submissions"
    for name, fake in (("ann", "student_correct.py"), ("ben", "explore/come_12_pushes.py")):
        student_folder(submissions / name, fake)
    grades, gradescope = tmp_path / "grades.csv", tmp_path / "gs"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps"), "--many", str(submissions)]
    argv += ["--explore", "20", "--seed", "3", "--explore-marks", "3", "--jobs", "2"]
    argv += ["--explore-budget", "4"]  # the marks, not the shrinking, are tested here
    code = grade_main([*argv, "--csv", str(grades), "--gradescope", str(gradescope)])
    out = capsys.readouterr().out.splitlines()
    table = out[out.index("") + 1 :]  # below what was found in each folder
    rows = {row["name"]: row for row in csv.DictReader(grades.open())}
    assert [(r["explore"], r["score"], r["max"]) for r in rows.values()] == [
        ("3", "4", "4"),
        ("0", "1", "4"),
    ]
    assert table[0].split() == ["student", "1", "explore", "score", "status"]
    transcript = list(rows["ann"])[1]  # the column after the name
    for name, row in rows.items():
        shown = next(line for line in table if line.startswith(f"{name} ")).split()
        score = f"{row['score']}/{row['max']}"
        assert shown == [name, row[transcript], row["explore"], score, "ok"]
    assert next(line for line in table if line.startswith("mean ")).split() == [
        "mean",
        "1",
        "1.50",
        "2.50/4",
    ]
    ben = json.loads((gradescope / "ben.json").read_text())
    assert ben["score"] == 1 and ben["output"].startswith("Score: 1 / 4 (ok)")
    assert code == 1
    alone = [argv[0], "--submission", str(submissions / "ben"), *argv[3:]]
    assert grade_main(alone) == 1  # graded alone, ben has lost marks too


@pytest.mark.parametrize("marks", ["3", "0"])
def test_a_student_whose_program_never_ran_is_marked_out_of_the_explore_marks_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], marks: str
) -> None:
    submissions = tmp_path / "submissions"
    student_folder(submissions / "ann", "student_correct.py")
    (submissions / "cal").mkdir()
    (submissions / "cal" / "notes.txt").write_text("no program here\n")
    grades, gradescope = tmp_path / "grades.csv", tmp_path / "gs"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps"), "--many", str(submissions)]
    argv += ["--explore", "5", "--seed", "3", "--explore-marks", marks]
    grade_main([*argv, "--csv", str(grades), "--gradescope", str(gradescope)])
    rows = {row["name"]: row for row in csv.DictReader(grades.open())}
    cal = rows["cal"]
    assert (cal["max"], rows["ann"]["max"]) == (str(1 + int(marks)),) * 2
    assert (cal["score"], cal["status"]) == ("0", "no-entry-point")
    assert cal["explore"] == ("0" if marks == "3" else "not run")
    said = json.loads((gradescope / "cal.json").read_text())
    assert said["output"].startswith(f"Score: 0 / {1 + int(marks)}")
    assert "explore: not run, the program never started" in json.dumps(said)
    assert capsys.readouterr().out


def test_a_class_keeps_the_transcripts_marks_of_a_program_that_hangs_when_explored(
    tmp_path: Path,
) -> None:
    """It passes the transcripts (one player) and hangs when a third sits down: the marks
    the transcripts earned were lost with the shrinker's crash."""
    submissions = tmp_path / "submissions"
    student_folder(submissions / "hal", "explore/hangs_on_third_player.py")
    grades = tmp_path / "grades.csv"
    argv = [str(LIBRARY / "facts" / "change_odds.craps"), "--many", str(submissions)]
    argv += ["--explore", "20", "--seed", "0", "--explore-marks", "2", "--timeout", "3"]
    grade_main([*argv, "--explore-budget", "12/20", "--csv", str(grades)])
    (row,) = csv.DictReader(grades.open())
    assert (row["explore"], row["score"], row["max"], row["status"]) == ("0", "1", "3", "ok")
