"""Peak memory of a class run as flooding students are added, beside quiet ones.

    python benchmarks/class_memory.py [TRANSCRIPTS] [SMALL] [LARGE]

Grades classes of SMALL and LARGE students (defaults 2 and 10) against TRANSCRIPTS
(default transcripts/facts, 26 transcripts) with ``--many --report-dir --jobs 1``, each
class in a fresh process, and prints the peak resident memory of each and the growth per
student: for students whose every transcript floods its output to ``--max-output``
(tests/fakes/floods.py), and for students who answer correctly (the peer). Memory that
grows with the class is output held across students; it should not.
"""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

FAKES = Path(__file__).parent.parent / "tests" / "fakes"


def peak_mib(transcripts: str, fake: str, students: int) -> float:
    with tempfile.TemporaryDirectory() as scratch:
        subs = Path(scratch) / "subs"
        for number in range(students):
            folder = subs / f"s{number:03}"
            folder.mkdir(parents=True)
            shutil.copy(FAKES / "student_game.py", folder)
            shutil.copy(FAKES / fake, folder / "main.py")
        argv = [sys.executable, "-m", "crapsrepl", "grade", transcripts, "--many", str(subs)]
        argv += ["--report-dir", str(Path(scratch) / "out"), "--jobs", "1", "--timeout", "10"]
        argv += ["--csv", str(Path(scratch) / "grades.csv")]
        code = """
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""
        done = subprocess.run(
            [sys.executable, "-c", code, *argv], capture_output=True, text=True, check=True
        )
        return int(done.stdout.strip()) / 1024


def main() -> None:
    transcripts = sys.argv[1] if len(sys.argv) > 1 else "transcripts/facts"
    small = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    large = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    assert resource.RUSAGE_CHILDREN
    print(f"peak RSS of grade --many against {transcripts}, --jobs 1")
    for fake in ("floods.py", "student_correct.py"):
        low, high = peak_mib(transcripts, fake, small), peak_mib(transcripts, fake, large)
        per = (high - low) / (large - small)
        print(
            f"{fake:<20} {small} students {low:7.1f} MiB, {large} students {high:7.1f} MiB: "
            f"{per:+.2f} MiB a student"
        )


if __name__ == "__main__":
    main()
