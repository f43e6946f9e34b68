"""Undo's snapshots as a session grows: `python benchmarks/undo_snapshots.py [N]`.

Plays N and then 2N lines of ``shoe(...)`` (240 cards each) at a blackjack table, in this
process, twice: with the snapshots as they are (the shoe's order and the stacked cards
shared, not copied) and, as the peer, with every snapshot pickling the whole session (as
before round five). For each it prints the CPU seconds, the bytes of the last snapshot and
the ratio of 2N's work to N's: about 2 for a snapshot that keeps only what a command changes
(twice the lines, twice the work), towards 4 for one that copies the whole session.
"""

from __future__ import annotations

import sys
import time

from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.model import BlackjackGame

LINE = "shoe(" + ", ".join(["A", "K", "9", "7", "2", "3"] * 40) + ")"


def session(lines: int, shared: bool) -> tuple[float, int]:
    """CPU seconds for ``lines`` lines, and the size of the last snapshot."""
    table = BlackjackController(BlackjackGame(seed=1))
    if not shared:
        table.shared = ()
    table.execute("addPlayer(Bob, 100)")
    start = time.process_time()
    for _ in range(lines):
        table.execute(LINE)
    spent = time.process_time() - start
    return spent, table.history.pop().size


def main() -> None:
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for name, shared in (("shared (now)", True), ("whole (peer)", False)):
        small, _ = session(lines, shared)
        large, size = session(2 * lines, shared)
        print(
            f"{name}: {lines} lines {small:6.2f} s, {2 * lines} lines {large:6.2f} s "
            f"(x{large / small:.1f}); last snapshot {size:,} bytes"
        )


if __name__ == "__main__":
    main()
