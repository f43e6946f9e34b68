"""Piped start-up against bare Python: `python benchmarks/startup.py [RUNS]`.

Prints the median wall time of `python -c pass`, `python -m crapsrepl < /dev/null`, and the
installed `crapsrepl` console script (if on PATH), each with its ratio to bare Python.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time


def median_ms(command: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        with open("/dev/null", "rb") as devnull:
            start = time.perf_counter()
            subprocess.run(command, stdin=devnull, stdout=subprocess.DEVNULL, check=True)
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    commands = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "python -m crapsrepl": [sys.executable, "-m", "crapsrepl"],
        "python -c 'import re'": [sys.executable, "-c", "import re"],
    }
    script = shutil.which("crapsrepl")
    if script:
        commands["crapsrepl (console script)"] = [script]
    base = median_ms(commands["python -c pass"], runs)
    for name, command in commands.items():
        ms = median_ms(command, runs)
        print(f"{name:<28} {ms:6.1f} ms  {ms / base:4.2f}x")


if __name__ == "__main__":
    main()
