"""A long random blackjack session with save, load, undo and resume:
`python benchmarks/blackjack_long_session.py [N]` (N commands, 100,000 by default).

Round four's probe, which stopped finishing in 15 minutes once every command pickled the
whole session for undo. N random lines (bets, deals, every play, insurance, stacked cards,
views, undo, refusals, a save and a load of the table about every fifty lines) are piped
into ``crapsrepl blackjack --seed 1 --journal FILE`` in two halves: the first half, then
the process is killed with SIGKILL, then ``crapsrepl --resume FILE`` with the second half.
Printed: each half's time and peak RSS, the journal's size,
and beside them the peer, the same number of ``status`` lines (a view: no snapshot, no
journal line), with the ratio between them.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO

PLAYERS = ("Bob", "Al", "Cy")
CARDS = ("A", "2", "5", "6", "7", "8", "9", "10", "K")


def commands(count: int, folder: Path) -> list[str]:
    rng = random.Random(1)
    table = folder / "table.json"
    lines = [f"addPlayer({name}, 1000000000)" for name in PLAYERS]
    plays = ("hit", "stand", "double", "split", "surrender", "noInsurance", "evenMoney")
    while len(lines) < count:
        name = rng.choice(PLAYERS)
        roll = rng.random()
        if roll < 0.15:
            lines.append(f"bet({name}, {rng.randint(1, 50)})")
        elif roll < 0.25:
            lines.append("deal()")
        elif roll < 0.75:
            lines.append(f"{rng.choice(plays)}({name})")
        elif roll < 0.78:
            lines.append(f"insurance({name}, {rng.randint(1, 10)})")
        elif roll < 0.82:
            lines.append(f"shoe({', '.join(rng.choices(CARDS, k=rng.randint(1, 6)))})")
        elif roll < 0.88:
            lines.append(rng.choice(["status", "dealer()", f"hand({name})", f"chips({name})"]))
        elif roll < 0.93:
            lines.append("undo")
        elif roll < 0.96:
            lines.append(rng.choice(["bet(Nobody, 5)", "hit()", "deal(", "split(Bob, 2)"]))
        elif roll < 0.98:
            lines.append(f"save {table}")
        else:
            lines.append(f"load {table}")
    return lines[:count]


def run(
    args: list[str], lines: list[str], env: dict[str, str], kill: bool
) -> tuple[float, float, float]:
    """Seconds, CPU seconds and peak RSS (MiB) of one crapsrepl fed ``lines``; killed with
    SIGKILL once it has read them all and answered the last, when ``kill``."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "crapsrepl", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE if kill else subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    assert process.stdin is not None
    # ``rules`` is in no random line: its echo means every line before it was journaled
    data = "".join(f"{line}\n" for line in lines) + ("rules\n" if kill else "")
    if kill:
        assert process.stdout is not None
        feeding = threading.Thread(target=_feed, args=(process.stdin, data.encode()))
        feeding.start()  # the replies are read meanwhile, or both sides wait on a full pipe
        for line in process.stdout:  # until the last line has been answered
            if line.startswith(b"blackjack> rules"):
                break
        os.kill(process.pid, signal.SIGKILL)
        feeding.join()
    else:
        process.stdin.write(data.encode())
        process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, -signal.SIGKILL):
        raise SystemExit(f"crapsrepl {' '.join(args)} exited with {code}")
    cpu = usage.ru_utime + usage.ru_stime
    return time.perf_counter() - start, cpu, usage.ru_maxrss / 1024


def _feed(stdin: IO[bytes], data: bytes) -> None:
    with contextlib.suppress(BrokenPipeError):
        stdin.write(data)
        stdin.close()


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        env = {**os.environ, "XDG_STATE_HOME": str(folder / "state")}
        lines = commands(count, folder)
        half = len(lines) // 2
        journal = folder / "session.jsonl"
        first = run(
            ["blackjack", "--seed", "1", "--journal", str(journal)], lines[:half], env, kill=True
        )
        written = journal.read_bytes().count(b"\n")
        second = run(["--resume", str(journal)], lines[half:], env, kill=False)
        peer = run(["blackjack", "--seed", "1"], ["status"] * count, env, kill=False)
        size = journal.stat().st_size
    cpu = first[1] + second[1]
    print(f"{count:,} random commands, a save and a load about every 50")
    for name, (wall, spent, peak) in (
        ("first half, then kill -9", first),
        ("--resume, second half", second),
    ):
        print(f"  {name:25} {wall:7.1f} s ({spent:6.1f} s CPU), peak RSS {peak:6.1f} MiB")
    print(f"  journal: {written:,} lines at the kill, {size / 1e6:.1f} MB at the end")
    print(
        f"  peer, {count:,} status lines: {peer[0]:7.1f} s ({peer[1]:6.1f} s CPU); "
        f"CPU ratio {cpu / peer[1]:.1f}"
    )


if __name__ == "__main__":
    main()
