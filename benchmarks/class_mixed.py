"""A mixed class (Python, Java, C, node programs and classes, one that hangs) graded at
``--jobs 2``: the whole run, and each student alone (the per-student cost).

    python benchmarks/class_mixed.py [TRANSCRIPTS] [SUBMISSIONS] [CONFIG]

Defaults: tests/data/class_transcripts, tests/fakes/class and tests/data/class.toml.
"""

from __future__ import annotations

import contextlib
import io
import sys
import tempfile
import time
from pathlib import Path

from crapsrepl.grading.command import main as grade_main


def timed(argv: list[str]) -> float:
    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        grade_main(argv)
    return time.perf_counter() - start


def main() -> None:
    transcripts = sys.argv[1] if len(sys.argv) > 1 else "tests/data/class_transcripts"
    submissions = Path(sys.argv[2] if len(sys.argv) > 2 else "tests/fakes/class")
    config = sys.argv[3] if len(sys.argv) > 3 else "tests/data/class.toml"
    folders = sorted(p for p in submissions.iterdir() if p.is_dir())
    with tempfile.TemporaryDirectory() as scratch:
        csv_path = str(Path(scratch) / "grades.csv")
        common = [transcripts, "--config", config, "--jobs", "2"]
        whole = timed([*common, "--many", str(submissions), "--csv", csv_path])
        print(f"{len(folders)} submissions at --jobs 2: {whole:.1f} s")
        print(f"  {whole / len(folders):.2f} s a student")
        costs = {f.name: timed([*common, "--submission", str(f), "--jobs", "1"]) for f in folders}
    for name, seconds in costs.items():
        print(f"  {name:<8} alone {seconds:5.2f} s")
    ran = [s for n, s in costs.items() if n != "gina"]  # gina hangs until --timeout
    print(f"  mean alone, without the one that hangs: {sum(ran) / len(ran):.2f} s")


if __name__ == "__main__":
    main()
