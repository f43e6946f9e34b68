"""``grade --explore``: random sessions asked of a program and of the engine; the first
disagreement shrunk to a short fact transcript the engine passes and the program fails."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import jsonschema
import pytest
from pytest_mock import MockerFixture

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.explore.explorer import ExploreSettings, explore
from crapsrepl.grading.explore.shrinker import Budget
from crapsrepl.grading.report.reports import SCHEMA_PATH
from crapsrepl.grading.run.runners import (
    BuiltinRunner,
    ExternalOptions,
    ExternalRunner,
    Run,
    Status,
)
from crapsrepl.transcripts.format import Transcript, parse_text
from crapsrepl.transcripts.replay import failed_facts
from tests.helpers import FAKES, LIBRARY, needs_jdk, student_folder

EXPLORE = FAKES / "explore"
PY = sys.executable
BUGS = [
    "clears_come_on_wrap",
    "come_odds_work_after_pass_dice",
    "pass_dice_no_wrap",
    "change_come_odds_takes_full",
    "come_12_pushes",
    "seven_out_last_of_four_keeps_dice",
]


def program(tmp_path: Path, fake: str) -> Path:
    """The fake's main.py in a student folder of its own, its table beside it."""
    return student_folder(tmp_path / "student", fake) / "main.py"


def runner(tmp_path: Path, fake: str, timeout: float = 10.0) -> ExternalRunner:
    return ExternalRunner(f"{PY} {program(tmp_path, fake)}", ExternalOptions(timeout=timeout))


def commands(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("craps> ")]


@pytest.mark.parametrize("bug", BUGS)
def test_each_bug_the_library_misses_is_shrunk_to_a_short_transcript(
    tmp_path: Path, bug: str
) -> None:
    found = explore(
        runner(tmp_path, f"explore/{bug}.py"),
        ExploreSettings(sessions=60, seed=0, budget=Budget(30, 30), jobs=2),
    )
    assert found.diverged and not found.flaky
    assert 1 <= len(commands(found.transcript)) <= 8
    script = parse_text(found.transcript, f"{bug}.explore.craps")
    assert script.feedback.startswith("grade --explore: at ")
    assert failed_facts(script) == []  # the engine passes it


# The correct programs agree in SESSIONS here (a Java one in JAVA_SESSIONS: a JVM a session);
# in 200, with their time, in benchmarks/explore_speed.py (each 200-session case took 40 to
# 55 s of the suite).
SESSIONS = 30
JAVA_SESSIONS = 10


def test_the_correct_program_agrees_in_every_session(tmp_path: Path) -> None:
    correct = runner(tmp_path, "student_correct.py")
    found = explore(correct, ExploreSettings(sessions=SESSIONS, seed=1, jobs=2))
    assert not found.diverged, found.transcript
    assert (found.sessions, found.runs) == (SESSIONS, SESSIONS)


@needs_jdk
def test_a_correct_java_main_agrees_in_every_session(tmp_path: Path) -> None:
    """tests/fakes/explore/java_correct (student_game.py ported to Java), graded as a student
    folder the way `grade --submission` does: built with javac, run in its sandbox, one JVM a
    session."""
    report = tmp_path / "report.json"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps")]
    argv += ["--submission", str(EXPLORE / "java_correct"), "--explore", str(JAVA_SESSIONS)]
    assert grade_main([*argv, "--seed", "1", "--jobs", "2", "--report", str(report)]) == 0
    explored = json.loads(report.read_text())["explore"]
    assert not explored["diverged"], explored["transcript"]
    assert (explored["sessions"], explored["runs"]) == (JAVA_SESSIONS, JAVA_SESSIONS)


@needs_jdk
def test_a_correct_java_class_agrees_through_the_driver(tmp_path: Path) -> None:
    """tests/fakes/explore/java_class: a `CrapsGame` class with no main (the Java main's
    rules, its refusals thrown, its queries returned), found by its name and graded through
    the method-call driver (LabDriver) as `grade --submission` does."""
    report = tmp_path / "report.json"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps")]
    argv += ["--submission", str(EXPLORE / "java_class"), "--explore", str(JAVA_SESSIONS)]
    assert grade_main([*argv, "--seed", "1", "--jobs", "2", "--report", str(report)]) == 0
    data = json.loads(report.read_text())
    assert data["submission"]["entry"].startswith("method calls on CrapsGame (Java driver)")
    explored = data["explore"]
    assert not explored["diverged"], explored["transcript"]
    assert (explored["sessions"], explored["runs"]) == (JAVA_SESSIONS, JAVA_SESSIONS)


@needs_jdk
def test_a_java_class_with_one_rule_bug_is_shrunk_within_the_default_runs(
    tmp_path: Path,
) -> None:
    """tests/fakes/explore/java_odds_4_and_10: the Java class above with odds on 4 and 10
    paid 3:2, graded through the driver as `grade --submission` does, a JVM a run: the
    session that finds it is shrunk to at most 8 commands within the default budget's 60
    runs (its seconds lifted here: the machine is shared, and a JVM's start is slow on it)."""
    report = tmp_path / "report.json"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps"), "--explore-budget", "60/3600"]
    argv += ["--submission", str(EXPLORE / "java_odds_4_and_10"), "--explore", "40"]
    assert grade_main([*argv, "--seed", "0", "--jobs", "2", "--report", str(report)]) == 0
    explored = json.loads(report.read_text())["explore"]
    assert explored["diverged"] and not explored["flaky"], explored
    assert 1 <= len(commands(explored["transcript"])) <= 8, explored["transcript"]
    assert "# Expected chips(" in explored["transcript"]
    script = parse_text(explored["transcript"], "java_odds.explore.craps")
    assert failed_facts(script) == []  # the engine passes it


def test_the_engine_agrees_with_itself() -> None:
    found = explore(BuiltinRunner(), ExploreSettings(sessions=100, seed=2, refusals=True))
    assert not found.diverged and found.sessions == 100


def test_a_program_answering_otherwise_on_a_rerun_is_flaky_not_shrunk(tmp_path: Path) -> None:
    found = explore(
        runner(tmp_path, "explore/flaky_chips.py"), ExploreSettings(sessions=20, seed=0, jobs=2)
    )
    assert found.diverged and found.flaky
    assert found.commands == 0  # not shrunk
    assert "flaky" in found.lines()[0]


class StallsOnce:
    """The engine, except that its first run stops answering after the first command, as
    a correct program does when the grader's machine is too busy to give it the CPU."""

    def __init__(self) -> None:
        self.engine = BuiltinRunner()
        self.runs = 0

    def run(self, transcript: Transcript) -> Run:
        self.runs += 1
        run = self.engine.run(transcript)
        if self.runs == 1:
            run.outputs[1:] = [None] * (len(run.outputs) - 1)
            run.status, run.reason = Status.TIMEOUT, "past --timeout 5 s"
        return run

    def expect(self, runs: int) -> None:
        """Nothing started ahead."""


def test_a_hang_its_rerun_does_not_repeat_is_not_counted() -> None:
    found = explore(StallsOnce(), ExploreSettings(sessions=4, seed=0))
    assert not found.diverged and found.sessions == 4 and found.runs == 5
    assert found.lines()[1] == (
        "  not counted: session 1 stopped answering at command 2 (past --timeout 5 s) "
        "and answered in full on a rerun"
    )
    assert found.to_json()["stalls"] == [found.lines()[1].removeprefix("  not counted: ")]


def test_a_hang_is_shrunk_with_the_timeout_as_the_disagreement(tmp_path: Path) -> None:
    found = explore(
        runner(tmp_path, "explore/hangs_on_wrap.py", timeout=3.0),
        ExploreSettings(sessions=20, seed=0, budget=Budget(12, 20), jobs=2),
    )
    assert found.diverged and found.found is not None and found.found.key == "timeout"
    assert "stopped answering" in found.transcript
    assert commands(found.transcript)[-1] == "craps> passDice()"


def test_grade_explore_reports_the_transcript_the_student_can_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = program(tmp_path, "explore/come_12_pushes.py")
    report = tmp_path / "report.json"
    argv = [str(LIBRARY / "facts" / "pass_natural.craps"), "--cmd", f"{PY} {fake}"]
    argv += ["--explore", "40", "--seed", "3", "--report", str(report), "--jobs", "2"]
    argv += ["--explore-budget", "30"]  # shrunk to 4 commands in 30 runs as in the default 60
    assert grade_main(argv) == 0  # feedback only: no marks lost
    shown = capsys.readouterr().out
    assert "explore: disagreement (" in shown and "seed 3" in shown
    data = json.loads(report.read_text())
    jsonschema.validate(data, json.loads(SCHEMA_PATH.read_text()))
    explored = data["explore"]
    assert explored["diverged"] and explored["seed"] == 3 and (data["score"], data["max"]) == (1, 1)
    assert explored["transcript"] in shown
    saved = tmp_path / "come_12.explore.craps"
    saved.write_text(explored["transcript"])
    # Replayed like any transcript: the engine passes it, the student's program does not.
    assert grade_main([str(saved)]) == 0
    assert grade_main([str(saved), "--cmd", f"{PY} {fake}"]) == 1
    assert "? chips(" in capsys.readouterr().out


def test_explore_options_are_checked(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        grade_main([str(LIBRARY / "facts"), "--seed", "3"])
    with pytest.raises(SystemExit):
        grade_main([str(LIBRARY / "facts"), "--explore", "--explore-budget", "0/5"])
    assert "RUNS/SECONDS" in capsys.readouterr().err


def test_the_shrinker_tries_plainer_rolls_and_fewer_chips_and_always_ends() -> None:
    """Rolls are only ever replaced by plainer totals (a seven first) and chips lowered, so
    each candidate is smaller by some measure and shrinking cannot go round in circles."""
    from crapsrepl.games.craps.console.lab import PLAIN_TOTALS
    from crapsrepl.grading.explore.sessions import Session
    from crapsrepl.grading.explore.shrinker import _candidates

    session = Session((("Bob", 200),), ("placeLineBet(Bob, 10)", "roll(8)", "roll(7)"))
    seen = list(_candidates(session, "chips(Bob)", restart=True))
    rolls = [c.commands[1] for c in seen if c.commands[::2] == session.commands[::2]]
    assert "roll(7)" in rolls and "roll(6)" in rolls and "roll(9)" not in rolls
    assert not any(c.commands[2] != "roll(7)" for c in seen if len(c.commands) == 3)
    assert [c.players for c in seen if c.players != session.players][:2] == [
        (("Bob", 50),),
        (("Bob", 100),),
    ]
    assert PLAIN_TOTALS[0] == 7 and sorted(PLAIN_TOTALS) == list(range(2, 13))


def test_a_hang_while_the_players_sit_down_is_shrunk_to_the_seating(tmp_path: Path) -> None:
    """It crashed the shrinker (IndexError in ``_header``): a session shrunk to no command
    at all still hung, as its players were seated."""
    found = explore(
        runner(tmp_path, "explore/hangs_on_third_player.py", timeout=3.0),
        ExploreSettings(sessions=20, seed=0, budget=Budget(12, 20), jobs=2),
    )
    assert found.error == "" and found.found is not None and found.found.key == "timeout"
    assert commands(found.transcript) == []
    header = found.transcript.splitlines()
    assert header[0].startswith("# grade --explore: while the players were seated (")
    assert header[1].startswith("# Your program stopped answering here")
    script = parse_text(found.transcript, "seating.explore.craps")
    assert len(script.setup.players) >= 3 and failed_facts(script) == []


class Broken(RuntimeError):
    pass


def _broken(*_: object) -> None:
    raise Broken("the generator broke")


def test_the_explorers_own_failure_is_said_and_keeps_the_transcripts_marks(
    tmp_path: Path, mocker: MockerFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    """The guard: whatever the explorer raises ends the exploration ``could not finish``,
    with no explore marks, and never costs the marks the transcripts earned."""
    mocker.patch("crapsrepl.grading.explore.explorer.Generator.session", _broken)
    submissions = tmp_path / "submissions"
    student_folder(submissions / "ann", "student_correct.py")
    report, gradescope, grades = tmp_path / "ann.json", tmp_path / "gs.json", tmp_path / "g.csv"
    transcript = str(LIBRARY / "facts" / "pass_natural.craps")
    explore_args = ["--explore", "5", "--seed", "1", "--explore-marks", "3"]
    alone = [transcript, "--submission", str(submissions / "ann"), *explore_args]
    assert grade_main([*alone, "--report", str(report), "--gradescope", str(gradescope)]) == 1
    said = "explore: could not finish (Broken: the generator broke; 0 sessions, 0 runs"
    assert said in capsys.readouterr().out
    data = json.loads(report.read_text())
    jsonschema.validate(data, json.loads(SCHEMA_PATH.read_text()))
    assert (data["score"], data["max"]) == (1, 4)
    assert data["explore"]["error"] == "Broken: the generator broke"
    shown = json.loads(gradescope.read_text())
    assert shown["score"] == 1 and said in shown["tests"][-1]["output"]
    grade_main([transcript, "--many", str(submissions), *explore_args, "--csv", str(grades)])
    (row,) = csv.DictReader(grades.open())
    assert (row["score"], row["max"], row["explore"], row["status"]) == ("1", "4", "0", "ok")
    no_marks = [transcript, "--many", str(submissions), "--explore", "5", "--seed", "1"]
    grade_main([*no_marks, "--csv", str(grades)])
    (row,) = csv.DictReader(grades.open())
    assert (row["score"], row["explore"]) == ("1", "could not finish")


def test_the_explorer_guard_covers_the_shrinker_and_cmd_too(
    tmp_path: Path, mocker: MockerFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    mocker.patch("crapsrepl.grading.explore.shrinker.Shrinker.shrink", _broken)
    pushes = program(tmp_path / "ben", "explore/come_12_pushes.py")
    argv = [str(LIBRARY / "facts" / "pass_natural.craps"), "--cmd", f"{PY} {pushes}"]
    assert grade_main([*argv, "--explore", "40", "--seed", "3", "--jobs", "2"]) == 0  # feedback
    out = capsys.readouterr().out
    assert "score: 1 / 1" in out and "explore: could not finish (Broken: the generator broke" in out
