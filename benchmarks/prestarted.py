"""A student graded with every program started ahead (the default: the next transcript's
program starts, in its own sandbox and copy, while one runs) beside every program started
only when its transcript begins (``--cold-start``), in the same run. Either way each
transcript has a process of its own.

    python benchmarks/prestarted.py [TRANSCRIPTS] [ROUNDS]

Defaults: transcripts/facts (26 transcripts) and 3 rounds, alternating, best of each.
Students, each alone at --jobs 1, sandboxed where bubblewrap works: the Java class
(tests/fakes/explore/java_class) and the Python class (tests/fakes/class/ivan) graded by
method calls, a Java main (tests/fakes/class/carol) and a Python program
(tests/fakes/class/alice).
"""

from __future__ import annotations

import contextlib
import io
import sys
import time

from crapsrepl.grading.command import main as grade_main

STUDENTS = {
    "Java class": "tests/fakes/explore/java_class",
    "Python class": "tests/fakes/class/ivan",
    "Java main": "tests/fakes/class/carol",
    "Python program": "tests/fakes/class/alice",
}


def timed(transcripts: str, folder: str, cold: bool) -> float:
    argv = [transcripts, "--submission", folder, "--jobs", "1"]
    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        grade_main([*argv, *(["--cold-start"] if cold else [])])
    return time.perf_counter() - start


def main() -> None:
    transcripts = sys.argv[1] if len(sys.argv) > 1 else "transcripts/facts"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    print(f"{'student':<16}{'ahead':>8}{'cold':>8}{'cold/ahead':>12}")
    for name, folder in STUDENTS.items():
        ahead, cold = [], []
        for _ in range(rounds):
            ahead.append(timed(transcripts, folder, cold=False))
            cold.append(timed(transcripts, folder, cold=True))
        best_ahead, best_cold = min(ahead), min(cold)
        print(f"{name:<16}{best_ahead:7.2f}s{best_cold:7.2f}s{best_cold / best_ahead:11.2f}x")


if __name__ == "__main__":
    main()
