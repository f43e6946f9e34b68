"""How long the first ``hint`` at a blackjack table takes, cold and after the terminal's
background preparation (``Controller.warm_up``), beside a peer: ``status`` at the same table.

    python benchmarks/hint_latency.py [RUNS]

Each run is a fresh Python process (nothing cached): it seats a player, deals 16 against a
9, then times the first ``hint`` (CPU and wall clock) either straight away (cold: numpy is
imported and the column for the up card worked out on the spot) or after ``warm_up()`` has
run (what a terminal does in the background while the prompt waits). The peer is the first
``status`` of the same table. Prints the median of RUNS (default 5) and the ratio to the peer.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

CHILD = r"""
import json, sys, time
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.options import BlackjackSetup
controller = BlackjackController(BlackjackSetup().new_game())
for line in ("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, 9, 6, 8)", "deal()"):
    controller.execute(line)
if sys.argv[1] == "warm":
    controller.warm_up()
def timed(line):
    cpu, wall = time.process_time(), time.perf_counter()
    controller.execute(line)
    return time.process_time() - cpu, time.perf_counter() - wall
status = timed("status")
hint = timed("hint")
print(json.dumps({"status": status, "hint": hint}))
"""


def run(mode: str) -> dict[str, list[float]]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, mode], capture_output=True, text=True, check=True
    )
    found: dict[str, list[float]] = json.loads(out.stdout)
    return found


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for mode in ("cold", "warm"):
        results = [run(mode) for _ in range(runs)]
        hint_cpu = statistics.median(r["hint"][0] for r in results)
        hint_wall = statistics.median(r["hint"][1] for r in results)
        peer = statistics.median(r["status"][0] for r in results)
        print(
            f"{mode:5} first hint: {hint_cpu * 1000:7.1f} ms CPU, {hint_wall * 1000:7.1f} ms wall;"
            f"  status {peer * 1000:5.2f} ms CPU;  hint/status {hint_cpu / max(peer, 1e-6):8.1f}x"
        )


if __name__ == "__main__":
    main()
