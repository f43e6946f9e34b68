"""Time to grade the fact transcripts against a student's Python program that does not echo.

    python benchmarks/grade_facts_speed.py [--quiet-too]

Side by side: the built-in engine in-process (the floor), the student program with its
output attributed by watching it block on stdin in /proc (the default), and, with
--quiet-too, the same program attributed by a fixed quiet period after every line (what
grading would cost without /proc). Runs with two jobs, as `crapsrepl grade` does on two cores.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from crapsrepl.grading.report.reports import totals
from crapsrepl.grading.run.batch import grade_all, load_all
from crapsrepl.grading.run.marking import Marking
from crapsrepl.grading.run.runners import BuiltinRunner, ExternalOptions, ExternalRunner, Runner

ROOT = Path(__file__).resolve().parent.parent
FACTS = ROOT / "transcripts" / "facts"
STUDENT = f"{sys.executable} {ROOT / 'tests' / 'fakes' / 'student_correct.py'}"


def timed(runner: Runner, jobs: int) -> tuple[float, str]:
    start = time.perf_counter()
    grades = grade_all(load_all(str(FACTS)), runner, Marking(), jobs)
    score, maximum = totals(grades)
    return time.perf_counter() - start, f"{score:g}/{maximum}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quiet-too", action="store_true", help="also time a 0.1 s quiet period")
    args = parser.parse_args()
    count = len(list(FACTS.glob("*.craps")))
    rows = [("built-in engine, in-process", *timed(BuiltinRunner(), 1))]
    rows.append(("student program, /proc: blocked on stdin", *timed(ExternalRunner(STUDENT), 2)))
    if args.quiet_too:
        quiet = ExternalRunner(STUDENT, ExternalOptions(watch_proc=False, quiet=0.1))
        rows.append(("student program, 0.1 s quiet period", *timed(quiet, 2)))
    base = rows[1][1]
    print(f"{count} fact transcripts (transcripts/facts), 2 jobs for external programs")
    for name, seconds, score in rows:
        print(f"  {name:<42} {seconds:7.2f} s  score {score:>6}  {seconds / base:6.2f}x")


if __name__ == "__main__":
    main()
