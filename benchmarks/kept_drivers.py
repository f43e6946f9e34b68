"""A student graded through a method-call driver: one process kept for all its transcripts
(as grading does) beside one process per transcript (as it did), in the same run.

    python benchmarks/kept_drivers.py [TRANSCRIPTS] [ROUNDS]

Defaults: transcripts/facts (26 transcripts) and 3 rounds, alternating, best of each.
Students: the Java class (tests/fakes/explore/java_class) and the Python class
(tests/fakes/class/ivan), each alone at --jobs 1, sandboxed where bubblewrap works.
"""

from __future__ import annotations

import contextlib
import io
import sys
import time
from unittest import mock

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.run.runners import ExternalRunner
from crapsrepl.grading.student import submission

STUDENTS = {
    "Java class": "tests/fakes/explore/java_class",
    "Python class": "tests/fakes/class/ivan",
}


class Fresh(ExternalRunner):
    """A new process for every transcript, everything else as grading does today."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs["kept"] = False
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]


def timed(transcripts: str, folder: str, fresh: bool) -> float:
    argv = [transcripts, "--submission", folder, "--jobs", "1"]
    runner = Fresh if fresh else ExternalRunner
    start = time.perf_counter()
    with (
        mock.patch.object(submission, "ExternalRunner", runner),
        contextlib.redirect_stdout(io.StringIO()),
        contextlib.redirect_stderr(io.StringIO()),
    ):
        grade_main(argv)
    return time.perf_counter() - start


def main() -> None:
    transcripts = sys.argv[1] if len(sys.argv) > 1 else "transcripts/facts"
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    print(f"{'student':<14}{'kept':>8}{'fresh':>8}{'fresh/kept':>12}")
    for name, folder in STUDENTS.items():
        kept, fresh = [], []
        for _ in range(rounds):
            kept.append(timed(transcripts, folder, fresh=False))
            fresh.append(timed(transcripts, folder, fresh=True))
        best_kept, best_fresh = min(kept), min(fresh)
        ratio = best_fresh / best_kept
        print(f"{name:<14}{best_kept:7.2f}s{best_fresh:7.2f}s{ratio:11.2f}x")


if __name__ == "__main__":
    main()
