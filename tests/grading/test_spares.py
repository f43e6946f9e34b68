"""Every transcript gets a program of its own, started ahead (run/spares.py) or when its
transcript begins (``--cold-start``), never one a student's code has run in: a method-call
driver waits for its begin line before it loads anything of the student's, and a spare is
taken once, by a run with the same command, or closed unused."""

from __future__ import annotations

import csv
import subprocess
import threading
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.run.attribution import open_session
from crapsrepl.grading.run.exchange import Clock, Outcome, Pacing
from crapsrepl.grading.run.runners import BEGIN
from crapsrepl.grading.run.spares import Argv, Spare, Spares
from crapsrepl.grading.sandbox.sandbox import Isolation, Sandbox
from crapsrepl.grading.student.entry import PYTHON_DRIVER
from tests.helpers import DRIVER_GAME, needs_jdk

FACT = "% players: Bob:100\ncraps> roll(6)\n? chips(Bob) => 100\n? point() => 6\n"

# Each import logs the process it ran in.
PYTHON_STUDENT = """
import os
with open({log!r}, "a") as log:
    log.write(f"{{os.getpid()}}\\n")

class CrapsGame:
    def __init__(self):
        self.chips, self.point = {{}}, 0

    def addPlayer(self, name, chips):
        self.chips[name] = chips

    def getChips(self, name):
        return self.chips[name]

    def roll(self, total):
        self.point = total

    def getPoint(self):
        return self.point
"""

JAVA_STUDENT = """
import java.util.HashMap;
import java.util.Map;

public class CrapsGame {
    static {
        try (java.io.FileWriter log = new java.io.FileWriter(%s, true)) {
            log.write(ProcessHandle.current().pid() + "\\n");
        } catch (java.io.IOException e) {
            throw new RuntimeException(e);
        }
    }
    private final Map<String, Integer> chips = new HashMap<>();
    private int point = 0;

    public void addPlayer(String name, int amount) { chips.put(name, amount); }
    public int getChips(String name) { return chips.get(name); }
    public void roll(int total) { point = total; }
    public int getPoint() { return point; }
}
"""


def graded(tmp_path: Path, file: str, source: str, *extra: str) -> dict[str, str]:
    student = tmp_path / "class" / "pat"
    student.mkdir(parents=True)
    (student / file).write_text(source)
    folder = tmp_path / "transcripts"
    folder.mkdir()
    for n in range(3):
        (folder / f"t{n}.craps").write_text(FACT)
    out = tmp_path / "grades.csv"
    argv = [str(folder), "--many", str(tmp_path / "class"), "--sandbox", "none"]
    grade_main([*argv, "--csv", str(out), "--jobs", "1", *extra])  # it logs to a file outside
    return next(csv.DictReader(out.open()))


@pytest.mark.parametrize("extra", [[], ["--cold-start"]])
def test_each_transcript_of_a_python_class_runs_in_a_process_of_its_own(
    tmp_path: Path, extra: list[str]
) -> None:
    log = tmp_path / "starts.log"
    row = graded(tmp_path, "game.py", PYTHON_STUDENT.format(log=str(log)), *extra)
    assert (row["score"], row["status"]) == ("3", "ok")
    assert len(set(log.read_text().split())) == 3


@needs_jdk
@pytest.mark.parametrize("extra", [[], ["--cold-start"]])
def test_each_transcript_of_a_java_class_runs_in_a_jvm_of_its_own(
    tmp_path: Path, extra: list[str]
) -> None:
    log = tmp_path / "starts.log"
    row = graded(tmp_path, "CrapsGame.java", JAVA_STUDENT.replace("%s", f'"{log}"'), *extra)
    assert (row["score"], row["status"]) == ("3", "ok")
    assert len(set(log.read_text().split())) == 3


class _Fake:
    """Stands in for a run and its session: alive, and records being closed; a driver's
    (not held: its start-up is watched ahead)."""

    held = False

    def __init__(self, closed: list[Argv], argv: Argv) -> None:
        self.closed, self.argv = closed, argv
        self.process = self

    def poll(self) -> None:
        return None

    def settle(self) -> Outcome:
        return Outcome.IDLE

    def timed(self, clock: Clock, wait: object) -> Outcome:
        return Outcome.IDLE

    def close(self) -> None:
        self.closed.append(self.argv)

    def kill(self) -> None:
        pass


class Recorded:
    """A starter that records which thread started which command (no program runs)."""

    def __init__(self) -> None:
        self.started: list[tuple[Argv, str]] = []
        self.closed: list[Argv] = []

    def __call__(self, argv: Argv) -> Spare:
        self.started.append((argv, threading.current_thread().name))
        fake = _Fake(self.closed, argv)
        return Spare(argv, fake, fake)  # type: ignore[arg-type]


def _settled(spares: Spares) -> None:
    """Wait until the program asked for is started ahead."""
    for _ in range(1000):
        if spares._ready:  # noqa: SLF001
            return
        threading.Event().wait(0.01)
    raise AssertionError("nothing started ahead")


def test_the_next_program_is_started_ahead_by_a_thread_of_its_own_and_taken_once() -> None:
    starter = Recorded()
    spares = Spares(starter)
    first = spares.take(("prog",))  # nothing ready: started now, by the caller
    _settled(spares)
    second = spares.take(("prog",))  # the one started ahead meanwhile
    _settled(spares)
    spares.close()
    me = threading.current_thread().name
    assert [who == me for _, who in starter.started] == [True, False, False]
    assert first is not second
    assert starter.closed == [("prog",), ("prog",)]  # the third, never taken: at the end


def test_a_program_started_ahead_with_other_flags_is_closed_not_used() -> None:
    starter = Recorded()
    spares = Spares(starter)
    spares.take(("prog", "--seed", "1"))
    _settled(spares)
    taken = spares.take(("prog", "--seed", "2"))
    assert taken.argv == ("prog", "--seed", "2")
    assert starter.closed[:2] == [("prog", "--seed", "1")] * 2  # its run and its session
    spares.close()


def test_no_program_is_started_ahead_beyond_the_runs_planned() -> None:
    """Three runs planned, three programs started, none closed unused (a class of 14 once
    started 60 programs for 36 runs, on a busy machine, which keeps more ahead)."""
    starter = Recorded()
    spares = Spares(starter)
    spares.expect(3)
    for _ in range(3):
        spares.take(("prog",))
        threading.Event().wait(0.05)  # time for anything started ahead to start
    spares.close()
    assert len(starter.started) == 3 and starter.closed == []


class _SlowStart(_Fake):
    """A program whose start-up ends only when ``go`` is set."""

    go = threading.Event()

    def timed(self, clock: Clock, wait: object) -> Outcome:
        self.go.wait(30)
        return Outcome.IDLE


class Slow(Recorded):
    def __call__(self, argv: Argv) -> Spare:
        self.started.append((argv, threading.current_thread().name))
        fake = _SlowStart(self.closed, argv)
        return Spare(argv, fake, fake)  # type: ignore[arg-type]


def test_a_run_waits_for_its_program_still_starting_up_rather_than_start_another() -> None:
    _SlowStart.go.clear()
    starter = Slow()
    spares = Spares(starter)
    spares.expect(2)
    spares.take(("prog",))  # started now; the second is started ahead, its start-up slow
    for _ in range(1000):
        if len(starter.started) == 2:
            break
        threading.Event().wait(0.01)
    taken: list[Spare] = []
    second = threading.Thread(target=lambda: taken.append(spares.take(("prog",))))
    second.start()
    threading.Event().wait(0.3)
    assert len(starter.started) == 2 and not taken  # waiting, not starting a third
    _SlowStart.go.set()
    second.join(10)
    spares.close()
    assert len(starter.started) == 2 and taken[0].started is Outcome.IDLE
    assert starter.closed == []


def test_a_driver_waiting_for_its_begin_line_has_loaded_nothing_of_the_students(
    tmp_path: Path,
) -> None:
    """Started ahead, the driver reads its begin line before importing the student's
    module: until then the module's import has logged nothing."""
    log = tmp_path / "starts.log"
    (tmp_path / "game.py").write_text(PYTHON_STUDENT.format(log=str(log)))
    argv = ["python3", str(PYTHON_DRIVER), "--class", "game:CrapsGame", "--path", str(tmp_path)]
    sandbox = Sandbox(tmp_path, isolation=Isolation.NONE)
    runs = []

    def start(stdout: int) -> subprocess.Popen[bytes]:
        waiting = [*argv, *DRIVER_GAME, "--wait-begin", "--query", "chips=getChips"]
        runs.append(sandbox.start(waiting, stdout=stdout))
        return runs[-1].process

    session = open_session(start, Pacing())
    try:
        assert session.timed(Clock.GRADER, session.settle) is Outcome.IDLE and not log.exists()
        assert session.send(f"{BEGIN}\t--players\tBob:100") and session.send("chips(Bob)")
        session.timed(Clock.GRADER, session.settle)
        while session.drain(0.05):
            pass
        assert bytes(session.exchange.stdout).decode().split() == ["craps>", "chips(Bob)", "100"]
        assert log.exists()
    finally:
        session.close()
        runs[0].close()


@pytest.mark.parametrize("line", ["chips(Bob)", "roll(6)"])
def test_a_command_before_the_begin_line_is_refused_and_ends_the_driver(
    tmp_path: Path, line: str
) -> None:
    (tmp_path / "game.py").write_text(PYTHON_STUDENT.format(log=str(tmp_path / "log")))
    argv = ["python3", str(PYTHON_DRIVER), "--class", "game:CrapsGame", "--path", str(tmp_path)]
    done = subprocess.run(
        [*argv, "--wait-begin"], input=f"{line}\n", capture_output=True, text=True, timeout=30
    )
    assert done.stdout.splitlines() == ["error: the grader sent a command before beginning"]
    assert done.returncode == 2 and not (tmp_path / "log").exists()
