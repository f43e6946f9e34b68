"""Peak memory for one huge input line: `python benchmarks/long_line.py [MB ...]`.

Pipes `addPlayer(BBBB..., 5)` of the given size (default 1 and 100 MB) into
`python -m crapsrepl --no-journal`, next to a session of one short line, and prints each
run's peak RSS and output size. A command line is capped while it is read, so the peak
should not grow with the line (the ratio stays near 1) and the output stays about 1 kB.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile


def run(payload_mb: int) -> tuple[float, int]:
    chunk = b"B" * 1_000_000  # written piecewise: a big buffer here would count in the
    with tempfile.TemporaryFile() as feed:  # child's peak, which starts as a fork of this
        feed.write(b"addPlayer(")
        for _ in range(int(payload_mb)):
            feed.write(chunk)
        feed.write(b", 5)\n")
        feed.seek(0)
        process = subprocess.Popen(
            [sys.executable, "-m", "crapsrepl", "--no-journal"],
            stdin=feed,
            stdout=subprocess.PIPE,
        )
        assert process.stdout is not None
        size = 0
        while piece := process.stdout.read(1 << 20):
            size += len(piece)
        _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"crapsrepl exited with {os.waitstatus_to_exitcode(status)}")
    return usage.ru_maxrss / 1024, size


def main() -> None:
    sizes = [int(arg) for arg in sys.argv[1:]] or [1, 100]
    base, base_out = run(0)
    print(f"{'short line':>14}: peak RSS {base:6.1f} MiB, output {base_out:>9,} bytes")
    for mb in sizes:
        peak, out = run(mb)
        print(
            f"{mb:>10,} MB line: peak RSS {peak:6.1f} MiB, output {out:>9,} bytes, "
            f"{peak / base:.2f}x the short line"
        )


if __name__ == "__main__":
    main()
