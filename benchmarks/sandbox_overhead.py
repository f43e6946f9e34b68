"""Cost of containment per transcript: `python benchmarks/sandbox_overhead.py [N]`.

Grades N library transcripts with this package as the external program, once in
bubblewrap and once with only the scratch copy and limits (the peer), one at a time.
"""

from __future__ import annotations

import contextlib
import io
import sys
import time
from pathlib import Path

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.sandbox.sandbox import bwrap

LIBRARY = Path(__file__).parent.parent / "transcripts"


def seconds(count: int, mode: str) -> float:
    files = sorted(LIBRARY.rglob("*.craps"))[:count]
    start = time.perf_counter()
    for file in files:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            grade_main([str(file), "--cmd", f"{sys.executable} -m crapsrepl", "--sandbox", mode])
    return time.perf_counter() - start


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    none = seconds(count, "none")
    line = f"{count} transcripts: scratch copy and limits only {none * 1000 / count:.0f} ms each"
    if bwrap() is None:
        print(line + "; bubblewrap cannot run here")
        return
    sandboxed = seconds(count, "bwrap")
    print(f"{line}; in bubblewrap {sandboxed * 1000 / count:.0f} ms each ({sandboxed / none:.2f}x)")


if __name__ == "__main__":
    main()
