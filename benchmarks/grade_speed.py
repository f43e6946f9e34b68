"""In-process grading speed: `python benchmarks/grade_speed.py [TRANSCRIPTS_DIR]`."""

from __future__ import annotations

import sys
import time

from crapsrepl.grading.run.batch import grade_all, load_all
from crapsrepl.grading.run.marking import Marking
from crapsrepl.grading.run.runners import BuiltinRunner


def main() -> None:
    folder = sys.argv[1] if len(sys.argv) > 1 else "transcripts"
    start = time.perf_counter()
    transcripts = load_all(folder)
    grades = grade_all(transcripts, BuiltinRunner(), Marking(), jobs=1)
    elapsed = (time.perf_counter() - start) * 1000
    print(f"{len(grades)} transcripts loaded and graded in-process in {elapsed:.0f} ms")


if __name__ == "__main__":
    main()
