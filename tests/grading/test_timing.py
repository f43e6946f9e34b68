"""The grader's time is not the student's: ``--timeout`` is the time a program spends on
the transcript's own lines; the refusal probes the grader adds (and start-up) have a clock
of their own, as long. A timeout names the transcript line the program was answering, and
a program still answering when its time ran out is "too slow", in transcripts and in
``--explore`` alike, never a disagreement."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.explore.trial import SLOW, Trials
from crapsrepl.grading.options.arguments import build_parser
from crapsrepl.grading.options.isolation import limits_from
from crapsrepl.grading.run.runners import Run, Status, step_outputs
from crapsrepl.transcripts.format import Transcript, parse_text
from crapsrepl.transcripts.plan import build
from tests.helpers import student_folder

PY = sys.executable
# One player: a `? refused` sends 8 probes (chips, bets of Bob; point; shooter; before and
# after). 12 of the transcript's own lines, 16 of the grader's.
PROBED = """\
# Refused bets take nothing, a winner is paid.
% players: Bob:100
craps> placeLineBet(Bob, 500)
? refused
craps> placeLineBet(Bob, 10)
craps> roll(6)
? chips(Bob) => 90
? point() => 6
craps> roll(5)
craps> roll(8)
craps> roll(6)
? chips(Bob) => 110
? point() => off
craps> placeLineBet(Carl, 10)
? refused
"""


def graded(tmp_path: Path, fake: str, text: str, *args: str) -> dict:  # type: ignore[type-arg]
    folder = tmp_path / "transcripts"
    folder.mkdir(exist_ok=True)
    (folder / "probed.craps").write_text(text)
    program = student_folder(tmp_path / "student", fake) / "main.py"
    report = tmp_path / "report.json"
    grade_main([str(folder), "--cmd", f"{PY} {program}", "--report", str(report), *args])
    data: dict = json.loads(report.read_text())  # type: ignore[type-arg]
    return data


def test_a_slow_correct_program_is_not_failed_for_the_graders_probes(tmp_path: Path) -> None:
    """0.25 s a line: its 12 own lines take about 3 s, the 16 probes about 4 s, both within
    6 s; together they would not be."""
    (graded_run,) = graded(tmp_path, "student_slow.py", PROBED, "--timeout", "6")["transcripts"]
    assert (graded_run["status"], graded_run["marks"]) == ("pass", 1.0), graded_run["reason"]


def test_a_program_hanging_on_a_probe_is_told_the_refusal_line_it_was_checked_for(
    tmp_path: Path,
) -> None:
    """The third probe before line 3's command asks point(), which it never answers: the
    reason cites line 4, the ``? refused`` that the probe checks, not line 3's command."""
    data = graded(tmp_path, "student_hangs_on_point.py", PROBED, "--timeout", "2")
    (hung,) = data["transcripts"]
    assert hung["status"] == "timeout"
    assert hung["reason"] == (
        "stopped answering at line 4 ? refused (the grader's check point() before "
        "placeLineBet(Bob, 500)) (past --timeout 2 s)"
    )


def test_a_program_hanging_on_a_fact_is_told_that_facts_line(tmp_path: Path) -> None:
    text = "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\ncraps> roll(6)\n"
    text += "? chips(Bob) => 90\n? point() => 6\n"
    (hung,) = graded(tmp_path, "student_hangs_on_point.py", text, "--timeout", "2")["transcripts"]
    assert hung["reason"] == "stopped answering at line 5 point() (past --timeout 2 s)"
    assert [f["why"] for f in hung["facts"]] == [
        "",
        "no reply: the program stopped answering here",
    ]


def test_a_program_still_answering_when_time_runs_out_is_too_slow_not_stuck(
    tmp_path: Path,
) -> None:
    (slow,) = graded(tmp_path, "student_slow.py", PROBED, "--timeout", "1.5")["transcripts"]
    assert slow["status"] == "timeout" and slow["marks"] == 0
    assert slow["reason"].startswith("too slow: ")
    assert slow["reason"].endswith("(past --timeout 1.5 s)")


def test_explore_reports_a_slow_program_as_too_slow_not_as_a_disagreement(
    tmp_path: Path,
) -> None:
    explore = ["--explore", "4", "--seed", "1", "--jobs", "1"]
    data = graded(tmp_path, "student_slow.py", PROBED, "--timeout", "3", *explore)
    explored = data["explore"]
    assert not explored["diverged"] and explored["transcript"] is None
    assert explored["slow"].startswith("session 1: ")
    assert explored["slow"].endswith("(past --timeout 3 s)")
    assert explored["sessions"] == 1 and explored["runs"] == 1  # no rerun, no shrinking


@pytest.mark.parametrize(
    ("program", "reason"),
    [
        (
            "while True:\n    pass\n",
            "it never waited for the transcript's first command (past --timeout 2 s)",
        ),
        (
            "import sys, time\nsys.stdin.readline()\nprint('ok', flush=True)\ntime.sleep(60)\n",
            "stopped answering while its players were seated (past --timeout 2 s)",
        ),
        (
            "import sys, time\nfor _ in sys.stdin:\n    print(0, flush=True)\ntime.sleep(60)\n",
            "it answered every line but did not exit at the end of input (past --timeout 2 s)",
        ),
    ],
    ids=["never reads", "hangs while seated", "never exits"],
)
def test_a_timeout_outside_the_transcripts_lines_says_where(
    tmp_path: Path, program: str, reason: str
) -> None:
    """Start-up, the seating of ``% players:`` (two players: it hangs on the second) and the
    end of input are the other places a program can stop."""
    (tmp_path / "student").mkdir()
    (tmp_path / "student" / "main.py").write_text(program)
    folder = tmp_path / "transcripts"
    folder.mkdir()
    (folder / "t.craps").write_text("% players: Bob:100, Adam:100\ncraps> roll(6)\n")
    report = tmp_path / "report.json"
    argv = [str(folder), "--cmd", f"{PY} {tmp_path / 'student' / 'main.py'}", "--timeout", "2"]
    grade_main([*argv, "--report", str(report)])
    (graded_run,) = json.loads(report.read_text())["transcripts"]
    assert (graded_run["status"], graded_run["reason"]) == ("timeout", reason)


def test_the_cpu_limit_leaves_room_for_both_clocks() -> None:
    """A busy loop on the student's own line must meet its clock, which names the line,
    not a CPU limit its start-up had already eaten into (``killed by SIGXCPU``)."""
    args = build_parser().parse_args(["t", "--timeout", "2.5"])
    assert limits_from(args).cpu_seconds == 5
    args = build_parser().parse_args(["t", "--timeout", "2.5", "--max-cpu", "1"])
    assert limits_from(args).cpu_seconds == 1


class _TimedOut:
    """A runner whose program answered ``replies`` (one per fed line) and then ran out of
    time while still answering (slow) on the next."""

    def __init__(self, *replies: list[str]) -> None:
        self.replies = list(replies)

    def run(self, transcript: Transcript) -> Run:
        feeds = build(transcript)
        blocks: list[list[str] | None] = [*self.replies]
        blocks += [None] * (len(feeds) - len(blocks))
        outputs = step_outputs(transcript, feeds, blocks)
        nothing: list[list[str] | None] = [None] * len(feeds)
        reason = "too slow: 2 of 3 lines answered, at line 4 point() (past --timeout 3 s)"
        return Run(outputs, Status.TIMEOUT, reason, "", feeds, blocks, nothing, slow=True)

    def expect(self, runs: int) -> None:
        """Nothing is started ahead."""


def test_a_slow_sessions_answers_in_time_are_still_judged() -> None:
    session = "% players: Bob:100\ncraps> roll(6)\n? chips(Bob) => 100\n? point() => 6\n"
    script = parse_text(session, Path("session.craps"))
    slow = Trials(_TimedOut([], ["100"])).judge(script)
    assert slow is not None and (slow.key, slow.expected) == (SLOW, "an answer in time")
    wrong = Trials(_TimedOut([], ["90"])).judge(script)
    assert wrong is not None and (wrong.key, wrong.expected, wrong.got) == (
        "chips(Bob)",
        "100",
        "90",
    )


SLOW_START = """\
import runpy, sys, time
from pathlib import Path

time.sleep(float(sys.argv.pop(1)))
runpy.run_path(str(Path(__file__).with_name("correct.py")), run_name="__main__")
"""


def test_the_handout_states_the_start_up_clock_grade_keeps(tmp_path: Path) -> None:
    """A C student compiling in run.sh at every start lost tests to a clock the handout
    never named: it names it now, with the instructor's --timeout, and grade keeps it."""
    from crapsrepl.grading.handout import main as handout_main

    transcripts = tmp_path / "transcripts"
    transcripts.mkdir()
    (transcripts / "probed.craps").write_text(PROBED)
    handout_main([str(transcripts), str(tmp_path / "h.md"), "--timeout", "1.5"])
    words = " ".join((tmp_path / "h.md").read_text().split())
    assert "Each test gives your program 1.5 seconds to answer its lines" in words
    assert "and as long again to start: from being started until it first waits" in words
    folder = student_folder(tmp_path / "student", "student_correct.py")
    (folder / "main.py").rename(folder / "correct.py")
    (folder / "main.py").write_text(SLOW_START)
    report = tmp_path / "report.json"
    argv = [str(transcripts), "--cmd", f"{PY} {folder / 'main.py'} 4", "--timeout", "1.5"]
    grade_main([*argv, "--report", str(report)])
    (run,) = json.loads(report.read_text())["transcripts"]
    assert (run["status"], run["marks"]) == ("timeout", 0)
    assert str(run["reason"]).endswith("(past --timeout 1.5 s)")


def test_the_handouts_clock_is_grades_default(tmp_path: Path) -> None:
    from crapsrepl.grading.handout import handout
    from crapsrepl.transcripts.format import parse_text as parsed

    text = handout([parsed(PROBED, "probed.craps")], "craps")
    default = build_parser().get_default("timeout")
    assert f"Each test gives your program {default:g} seconds" in " ".join(text.split())
