"""A session at a terminal says where its journal is, at the start and at the end, and
`crapsrepl --resume last` goes on from it."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pexpect

from .test_terminal import TIMEOUT, see


def start(tmp_path: Path, *words: str) -> pexpect.spawn:
    env = {k: v for k, v in os.environ.items() if k != "PROMPT_TOOLKIT_NO_CPR"}
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), PROMPT_TOOLKIT_NO_CPR="1")
    return pexpect.spawn(
        sys.executable,
        ["-m", "crapsrepl", *words],
        env=env,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(30, 120),
    )


def test_the_journal_is_named_at_start_and_quit_and_resume_last_goes_on(tmp_path: Path) -> None:
    child = start(tmp_path)
    # on one line, or the path on its own when the window is too narrow for both
    child.expect(r"journal: (\S+session-\S+\.jsonl)\s+\(crapsrepl --resume last goes on")
    path = Path(child.match.group(1))
    assert path.parent == tmp_path / "crapsrepl" / "journals"
    see(child, "craps>")
    for line, shown in [
        ("addPlayer(Bob, 70)", "Bob sits down with $70."),
        ("placeLineBet(Bob, 10)", "Bob bets $10 on the pass line"),
        ("roll(7)", "Bob wins $10 on the pass line (rack $80)."),
        ("placeLineBet(Bob, 10)", "Bob bets $10 on the pass line"),
        ("roll(2)", "Bob loses $10 on the pass line (rack $70)."),
    ]:
        child.send(line + "\r")
        see(child, shown)
        see(child, "craps>")
    child.send("quit\r")
    child.expect_exact("Session summary:")
    child.expect_exact("Bob: started $70, ends with $70 (+$0); biggest win $10; 2 rolls shot")
    child.expect(
        rf"journal: {re.escape(str(path))}\s+\(crapsrepl --resume last goes on from here\)"
    )
    child.expect(pexpect.EOF)

    again = start(tmp_path, "--resume", "last")
    again.expect_exact(f"resumed {path}: the table it last kept, then 5 commands replayed")
    see(again, "craps>")
    again.send("chips(Bob)\r")
    see(again, "Bob: $70")
    see(again, "craps>")
    again.sendcontrol("d")
    again.expect_exact(f"journal: {path}")
    again.expect(pexpect.EOF)
