"""A session with bots, killed with SIGKILL at a random moment, resumes from its journal to
the table the live session had after its last journaled command: bots, house and every
player who cashed out included."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crapsrepl.console.games import restore
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.model.game import Game
from crapsrepl.storage.journal import Journal, resume
from tests.helpers import CRAPSREPL

SEED = 5
OPENING = [
    "addPlayer(Bob, 100)",
    "addPlayer(Adam, 100)",
    "addBot(Alice, 300, martingale)",
    "addBot(Carl, 300, come-odds)",
]
MOVES = st.sampled_from(
    [
        "placeLineBet(Bob, 10)",
        "placeComeBet(Adam, 10)",
        "placeOddsBet(Bob, 6, 10)",
        "roll()",
        "roll()",
        "roll()",
        "roll(7)",
        "passDice()",
        "removePlayer(Adam)",
        "removePlayer(Alice)",
        "addPlayer(Adam, 80)",
        "undo",
        "status",
        "bets(Alice)",
        "placeLineBet(Bob, 5000)",
    ]
)


def journal_lines(path: Path) -> int:
    """Whole lines in the journal (a torn last line is cut off on resume)."""
    return path.read_bytes().count(b"\n")


def live_table_at(script: list[str], lines: int, tmp: Path) -> CrapsController:
    """The table a session of ``script`` had once its journal held ``lines`` lines."""
    table = CrapsController(Game(seed=SEED))
    path = tmp / "reference.jsonl"
    path.unlink(missing_ok=True)
    journal = Journal.start(path, table)
    for line in script:
        if journal_lines(path) >= lines:
            break
        journal.record(line, table.execute(line), table)
    journal.close()
    assert journal_lines(path) == lines
    return table


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    moves=st.lists(MOVES, min_size=5, max_size=60),
    delay=st.floats(min_value=0.0, max_value=0.6),
)
def test_a_killed_session_with_bots_resumes_to_the_live_table(
    tmp_path: Path, moves: list[str], delay: float
) -> None:
    script = [*OPENING, *moves]
    path = tmp_path / "session.jsonl"
    path.unlink(missing_ok=True)
    process = subprocess.Popen(
        [*CRAPSREPL, "--seed", str(SEED), "--journal", str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    assert process.stdin is not None
    process.stdin.write("".join(f"{line}\n" for line in script).encode())
    process.stdin.flush()
    time.sleep(delay)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    process.stdin.close()
    if not path.exists() or journal_lines(path) == 0:
        return  # killed before its first table was written: nothing to resume
    resumed, journal, _ = resume(path, restore)
    journal.close()
    live = live_table_at(script, journal_lines(path), tmp_path)
    assert isinstance(resumed, CrapsController)
    assert resumed.to_document() == live.to_document()
    assert set(resumed.bots.seated) == set(live.bots.seated)
    for line in ["placeLineBet(Bob, 10)", "roll()", "roll()", "roll()", "status"]:
        assert resumed.execute(line) == live.execute(line), line
