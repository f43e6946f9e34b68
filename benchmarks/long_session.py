"""Peak memory of long piped sessions: `python benchmarks/long_session.py [N ...]`.

Pipes N commands (bets, odds, rolls, status, refusals) into `python -m crapsrepl --seed 1`
with the journal on, and prints each run's peak RSS and time. Constant memory means the
figures for 10,000 and 1,000,000 commands stay within a few percent of each other.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator

CYCLE = [
    "placeLineBet(Bob, 5)",
    "placeLineBet(Adam, 5)",
    "roll()",
    "placeOddsBet(Bob, 6, 10)",
    "placeComeBet(Adam, 5)",
    "roll()",
    "changeOddsBet(Bob, 6, 5)",
    "roll()",
    "status",
    "placeComeBet(Bob, 5)",
    "roll()",
    "roll(99)",
    "passDice()",
    "roll()",
]


def commands(count: int) -> Iterator[bytes]:
    yield b"addPlayer(Bob, 100000000000)\naddPlayer(Adam, 100000000000)\n"
    for line in itertools.islice(itertools.cycle(CYCLE), count - 2):
        yield line.encode() + b"\n"


def run(count: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as state:
        env = {**os.environ, "XDG_STATE_HOME": state}
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "crapsrepl", "--seed", "1"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            env=env,
        )
        assert process.stdin is not None
        batch = []
        for line in commands(count):
            batch.append(line)
            if len(batch) == 10_000:
                process.stdin.write(b"".join(batch))
                batch.clear()
        process.stdin.write(b"".join(batch))
        process.stdin.close()
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode:
            raise SystemExit(f"crapsrepl exited with {process.returncode}")
        return usage.ru_maxrss / 1024, time.perf_counter() - start


def main() -> None:
    counts = [int(arg) for arg in sys.argv[1:]] or [10_000, 1_000_000]
    for count in counts:
        peak, seconds = run(count)
        print(f"{count:>9,} commands: peak RSS {peak:6.1f} MiB, {seconds:6.1f} s")


if __name__ == "__main__":
    main()
