"""A method-call driver is started once per student and begun afresh for each transcript:
every transcript still sees a new class (static fields and module state included), and a
driver that times out, exits or has used all but one share of its CPU limit is replaced."""

from __future__ import annotations

import csv
import subprocess
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.run.keeping import BEGIN, SHARES, Keeper
from crapsrepl.grading.run.runners import ExternalOptions, ExternalRunner
from crapsrepl.grading.sandbox.sandbox import Isolation, Limits, Sandbox
from crapsrepl.grading.student.entry import PYTHON_DRIVER
from crapsrepl.transcripts.format import parse_text
from tests.helpers import needs_jdk

FACT = "% players: Bob:100\ncraps> roll(6)\n? chips(Bob) => 100\n? point() => 6\n"
HANGS = "% players: Bob:100\ncraps> roll(12)\n? chips(Bob) => 100\n"

# Each import logs the process it ran in; a second table made in the same module state
# (a module or static field the last transcript left) answers wrongly.
PYTHON_STUDENT = """
import os
with open({log!r}, "a") as log:
    log.write(f"{{os.getpid()}}\\n")
made = 0

class CrapsGame:
    def __init__(self):
        global made
        made += 1
        self.chips, self.point = {{}}, 0

    def addPlayer(self, name, chips):
        self.chips[name] = chips if made == 1 else -1

    def getChips(self, name):
        return self.chips[name]

    def roll(self, total):
        while total == 12:
            pass
        self.point = total

    def getPoint(self):
        return self.point
"""

JAVA_STUDENT = """
import java.util.HashMap;
import java.util.Map;

public class CrapsGame {
    static int made = 0;
    static {
        try (java.io.FileWriter log = new java.io.FileWriter(%s, true)) {
            log.write(ProcessHandle.current().pid() + "\\n");
        } catch (java.io.IOException e) {
            throw new RuntimeException(e);
        }
    }
    private final Map<String, Integer> chips = new HashMap<>();
    private int point = 0;

    public CrapsGame() { made++; }
    public void addPlayer(String name, int amount) { chips.put(name, made == 1 ? amount : -1); }
    public int getChips(String name) { return chips.get(name); }
    public void roll(int total) { while (total == 12) { Thread.onSpinWait(); } point = total; }
    public int getPoint() { return point; }
}
"""


def class_of(tmp_path: Path, source: str, file: str, transcripts: dict[str, str]) -> Path:
    log = tmp_path / "starts.log"
    student = tmp_path / "class" / "pat"
    student.mkdir(parents=True)
    quoted = f'"{log}"' if file.endswith(".java") else str(log)
    (student / file).write_text(source.replace("%s", quoted) if "%s" in source else source)
    folder = tmp_path / "transcripts"
    folder.mkdir()
    for name, text in transcripts.items():
        (folder / name).write_text(text)
    return log


def graded(tmp_path: Path, *extra: str) -> dict[str, str]:
    out = tmp_path / "grades.csv"
    argv = [str(tmp_path / "transcripts"), "--many", str(tmp_path / "class")]
    grade_main([*argv, "--sandbox", "none", "--csv", str(out), *extra])
    return next(csv.DictReader(out.open()))


def starts(log: Path) -> list[str]:
    return log.read_text().split()


def test_one_python_interpreter_serves_every_transcript_each_from_fresh_modules(
    tmp_path: Path,
) -> None:
    log = tmp_path / "starts.log"
    source = PYTHON_STUDENT.format(log=str(log))
    class_of(tmp_path, source, "game.py", {f"t{n}.craps": FACT for n in range(3)})
    row = graded(tmp_path, "--jobs", "1")
    assert (row["score"], row["status"]) == ("3", "ok")
    assert len(starts(log)) == 3 and len(set(starts(log))) == 1


@needs_jdk
def test_one_jvm_serves_every_transcript_each_with_fresh_static_fields(tmp_path: Path) -> None:
    transcripts = {f"t{n}.craps": FACT for n in range(3)}
    log = class_of(tmp_path, JAVA_STUDENT, "CrapsGame.java", transcripts)
    row = graded(tmp_path, "--jobs", "1")
    assert (row["score"], row["status"]) == ("3", "ok")
    assert len(starts(log)) == 3 and len(set(starts(log))) == 1


def test_a_driver_that_hangs_is_replaced_and_the_next_transcript_is_graded(
    tmp_path: Path,
) -> None:
    log = tmp_path / "starts.log"
    source = PYTHON_STUDENT.format(log=str(log))
    transcripts = {"a.craps": FACT, "b.craps": HANGS, "c.craps": FACT}
    class_of(tmp_path, source, "game.py", transcripts)
    row = graded(tmp_path, "--jobs", "1", "--timeout", "2")
    assert (row["a.craps"], row["b.craps"], row["c.craps"]) == ("1", "0", "1")
    assert row["status"] == "timeout"
    first, *after = starts(log)
    assert after[0] == first and after[1] != first  # c began in a new interpreter


def test_a_driver_that_quits_is_replaced_for_the_next_transcript(tmp_path: Path) -> None:
    log = tmp_path / "starts.log"
    source = PYTHON_STUDENT.format(log=str(log))
    class_of(tmp_path, source, "game.py", {"a.craps": FACT + "craps> quit\n", "b.craps": FACT})
    row = graded(tmp_path, "--jobs", "1")
    assert (row["a.craps"], row["b.craps"], row["status"]) == ("1", "1", "ok")
    assert len(set(starts(log))) == 2  # b began in a new interpreter


def test_a_kept_driver_has_shares_of_the_cpu_limit_and_is_retired_before_the_last(
    tmp_path: Path,
) -> None:
    (tmp_path / "game.py").write_text("")
    sandbox = Sandbox(tmp_path, Limits(cpu_seconds=5), isolation=Isolation.NONE)
    runner = ExternalRunner(f"python3 {tmp_path}/game.py", sandbox=sandbox, kept=True)
    assert runner.sandbox.limits.cpu_seconds == 5 * SHARES
    assert runner.keeper is not None and runner.keeper.cpu_limit == 5
    assert sandbox.limits.cpu_seconds == 5  # the instructor's sandbox is not changed


def test_a_driver_past_all_but_one_share_of_its_cpu_is_retired(tmp_path: Path) -> None:
    log = tmp_path / "starts.log"
    student = tmp_path / "pat"
    student.mkdir()
    (student / "game.py").write_text(PYTHON_STUDENT.format(log=str(log)))
    queries = "--query chips=getChips --query point=getPoint"
    command = f"python3 {PYTHON_DRIVER} --class game:CrapsGame --path {student} {queries}"
    sandbox = Sandbox(student, isolation=Isolation.NONE)  # it logs to a file outside
    runner = ExternalRunner(command, ExternalOptions(timeout=10), sandbox, kept=True)
    runner.keeper = Keeper(cpu_limit=0.0)  # any CPU at all is past every share of nothing
    try:
        for _ in range(2):
            run = runner.run(parse_text(FACT, "fact.craps"))
            assert run.blocks == [[], ["100"], ["6"]] and run.status is None
    finally:
        runner.close()
    assert len(set(starts(log))) == 2


def test_the_python_driver_begins_afresh_on_each_begin_line_and_echoes_nothing_for_it(
    tmp_path: Path,
) -> None:
    log = tmp_path / "starts.log"
    (tmp_path / "game.py").write_text(PYTHON_STUDENT.format(log=str(log)))
    begin = f"{BEGIN}\t--players\tBob:100\n"
    lines = f"{begin}chips(Bob)\n{begin}chips(Bob)\n"
    argv = ["python3", str(PYTHON_DRIVER), "--class", "game:CrapsGame", "--path", str(tmp_path)]
    done = subprocess.run(
        [*argv, "--serve", "--query", "chips=getChips"],
        input=lines,
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    assert done.stdout.splitlines() == ["craps> chips(Bob)", "100", "craps> chips(Bob)", "100"]
    assert done.stderr.count("crapsrepl-driver: chips=getChips") == 2


@pytest.mark.parametrize("line", ["chips(Bob)", "roll(6)"])
def test_a_command_before_any_begin_line_is_refused(tmp_path: Path, line: str) -> None:
    (tmp_path / "game.py").write_text(PYTHON_STUDENT.format(log=str(tmp_path / "log")))
    argv = ["python3", str(PYTHON_DRIVER), "--class", "game:CrapsGame", "--path", str(tmp_path)]
    done = subprocess.run(
        [*argv, "--serve"], input=f"{line}\n", capture_output=True, text=True, timeout=30
    )
    assert done.stdout.splitlines()[1] == "error: the grader sent a command before beginning"
