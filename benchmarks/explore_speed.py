"""Time ``grade --explore`` takes per student: sessions, program runs and seconds.

    python benchmarks/explore_speed.py [--sessions N]

Five students, each explored with the same seed and two jobs (as on the shared 2-core
machine): the correct Python program (no disagreement: every session is run once), a
Python program with a rules bug (found, then shrunk), and a Java main built and run in its
sandbox (tests/fakes/class/carol, which takes no odds: found and shrunk at once), and a
correct Java main (tests/fakes/explore/java_correct: no disagreement, every session run once),
and a correct Java class with no main, graded through the method-call driver
(tests/fakes/explore/java_class: no disagreement).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path

from crapsrepl.grading.command import main as grade_main

ROOT = Path(__file__).resolve().parent.parent
FAKES = ROOT / "tests" / "fakes"
ONE = str(ROOT / "transcripts" / "facts" / "pass_natural.craps")


def explored(sessions: int, *target: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        argv = [ONE, *target, "--explore", str(sessions), "--seed", "1", "--jobs", "2"]
        with contextlib.redirect_stdout(io.StringIO()):
            grade_main([*argv, "--report", str(report)])
        found: dict[str, object] = json.loads(report.read_text())["explore"]
        return found


def python_student(scratch: Path, name: str, fake: str) -> list[str]:
    """The Python fake as a student folder (its table beside it), as the tests grade it."""
    sys.path.insert(0, str(ROOT))  # tests.helpers, which makes the folder
    from tests.helpers import student_folder

    return ["--cmd", f"{sys.executable} {student_folder(scratch / name, fake) / 'main.py'}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sessions", type=int, default=200)
    sessions = parser.parse_args().sessions
    with tempfile.TemporaryDirectory() as scratch:
        timed(sessions, Path(scratch))


def timed(sessions: int, scratch: Path) -> None:
    """One row per student; ``scratch`` holds the Python students' folders meanwhile."""
    students = {
        "python, correct": python_student(scratch, "correct", "student_correct.py"),
        "python, come 12 pushes": python_student(scratch, "pushes", "explore/come_12_pushes.py"),
        "java main (carol)": ["--submission", str(FAKES / "class" / "carol")],
        "java main, correct": ["--submission", str(FAKES / "explore" / "java_correct")],
        "java class, correct": ["--submission", str(FAKES / "explore" / "java_class")],
    }
    print(f"{'student':<24} {'sessions':>8} {'runs':>5} {'seconds':>8} {'per run':>8}  diverged")
    for name, target in students.items():
        started = time.perf_counter()
        found = explored(sessions, *target)
        wall = time.perf_counter() - started
        runs = int(str(found["runs"]))
        print(
            f"{name:<24} {found['sessions']:>8} {runs:>5} {wall:>8.1f} "
            f"{wall / max(runs, 1):>8.3f}  {found['diverged']}"
        )


if __name__ == "__main__":
    main()
