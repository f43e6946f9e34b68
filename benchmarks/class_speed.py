"""A class run, one submission at a time against N at a time (the ratio is the speed-up).

    python benchmarks/class_speed.py [TRANSCRIPTS] [SUBMISSIONS] [N]

Defaults: the test class (tests/data/class_transcripts, tests/fakes/class) and N = all
cores. Both runs must print the same CSV; the script says so.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
import time
from pathlib import Path

from crapsrepl.grading.command import main as grade_main


def timed(transcripts: str, submissions: str, jobs: int) -> tuple[float, str]:
    with tempfile.TemporaryDirectory() as scratch:
        csv_path = Path(scratch) / "grades.csv"
        argv = [transcripts, "--many", submissions, "--timeout", "5", "--csv", str(csv_path)]
        start = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            grade_main([*argv, "--jobs", str(jobs)])
        return time.perf_counter() - start, csv_path.read_text()


def main() -> None:
    transcripts = sys.argv[1] if len(sys.argv) > 1 else "tests/data/class_transcripts"
    submissions = sys.argv[2] if len(sys.argv) > 2 else "tests/fakes/class"
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else os.cpu_count() or 1
    one, one_csv = timed(transcripts, submissions, 1)
    many, many_csv = timed(transcripts, submissions, jobs)
    rows = len(one_csv.splitlines()) - 1
    print(f"{rows} submissions: --jobs 1 {one:.1f} s, --jobs {jobs} {many:.1f} s")
    print(f"speed-up {one / many:.2f}x; same CSV: {'yes' if one_csv == many_csv else 'NO'}")


if __name__ == "__main__":
    main()
