"""What a terminal shows is readable (issue 32): a long page says how to leave it, the line
mode calls a hard way as the screen does, the drawn table and help fit the window or say
what they need, and the screen's log scrolls back; piped text stays the transcripts'."""

from __future__ import annotations

import os
import shutil
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest

from tests.helpers import run_crapsrepl

from .test_drawn_table_on_screen import pytestmark as needs_tmux
from .test_drawn_table_on_screen import screen_after, tmux
from .test_screen import start, type_in
from .test_terminal import PROMPT, TIMEOUT, see


def spawn(tmp_path: Path, rows: int, columns: int) -> pexpect.spawn:
    env = {k: v for k, v in os.environ.items() if k not in ("PAGER", "MANPAGER")}
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), PROMPT_TOOLKIT_NO_CPR="1")
    return pexpect.spawn(
        sys.executable,
        ["-m", "crapsrepl", "--no-journal", "--players", "Bob:100"],
        env=env,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(rows, columns),
    )


@pytest.mark.skipif(shutil.which("less") is None, reason="needs less, the pager")
def test_a_long_help_pages_and_says_how_to_leave(tmp_path: Path) -> None:
    child = spawn(tmp_path, 24, 100)
    try:
        see(child, PROMPT)
        child.send("help\r")
        see(child, "space for more, b back, q to leave")
        child.send("q")
        see(child, PROMPT)
        child.send("chips(Bob)\r")
        see(child, "100")
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        if child.isalive():
            child.terminate(force=True)


def test_the_line_mode_calls_a_hard_way_and_a_pipe_does_not(tmp_path: Path) -> None:
    child = spawn(tmp_path, 30, 100)
    try:
        see(child, PROMPT)
        child.send("placeLineBet(Bob, 10)\r")
        see(child, PROMPT)
        child.send("roll(2, 2)\r")
        see(child, "⚁ ⚁  Bob rolls 2 + 2 = 4. Hard four!")
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        if child.isalive():
            child.terminate(force=True)
    piped = run_crapsrepl("--players", "Bob:100", stdin="placeLineBet(Bob, 10)\nroll(2, 2)\n")
    assert "Bob rolls 2 + 2 = 4.\n" in piped.stdout and "Hard" not in piped.stdout


@pytest.fixture
def session() -> Iterator[str]:
    name = f"crapsrepl-{uuid.uuid4().hex[:8]}"
    yield name
    tmux("kill-session", "-t", name, check=False)


@needs_tmux
def test_the_table_at_70_columns_says_what_it_needs(session: str, tmp_path: Path) -> None:
    """It wrapped into a jumble: now one line, inside the window."""
    start(session, tmp_path, 70, 40, "--no-journal", "--players", "Bob:100")
    screen_after(session, "craps>")
    type_in(session, "table")
    lines = screen_after(session, "The drawn table needs 80 columns")
    told = lines[next(i for i, line in enumerate(lines) if "needs 80 columns" in line) :]
    assert "this window has 70" in " ".join(told[:2]) and not any("╭" in x for x in lines)
    type_in(session, "status")
    screen_after(session, "Bob: rack $100; no bets")


@needs_tmux
@pytest.mark.parametrize("columns", [80, 110])
def test_help_rows_wrap_under_their_summary(session: str, tmp_path: Path, columns: int) -> None:
    """`[prop]` was cut in two at 110 columns, and help rows wrapped to column 0 at 80."""
    start(session, tmp_path, columns, 200, "--no-journal")
    screen_after(session, "craps>")
    type_in(session, "help")
    lines = screen_after(session, "Type help <family>")
    prop = next(i for i, line in enumerate(lines) if "placePropBet(player, prop, amount)" in line)
    summary = lines[prop].index("one roll:")
    rows = [lines[prop]]
    for line in lines[prop + 1 :]:
        if not line.startswith(" " * summary):
            break
        rows.append(line)
    assert len(rows) > 1 and "[prop]" in rows[-1]
    assert all(len(line) <= columns for line in lines)


@needs_tmux
def test_page_up_scrolls_the_screens_log_back(session: str, tmp_path: Path) -> None:
    start(session, tmp_path, 80, 30, "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "point off ○")
    type_in(session, *(f"placeLineBet(Bob, {n})" for n in range(1, 13)))
    screen_after(session, "craps> placeLineBet(Bob, 12)")
    tmux("send-keys", "-t", session, "PageUp")  # the 7 rows of log, each press 6 rows back
    lines = screen_after(session, "craps> placeLineBet(Bob, 8)")
    assert "craps> placeLineBet(Bob, 12)" not in lines
    tmux("send-keys", "-t", session, "PageUp")
    lines = screen_after(session, "craps> placeLineBet(Bob, 5)")
    assert "craps> placeLineBet(Bob, 8)" not in lines
    tmux("send-keys", "-t", session, "PageDown")
    tmux("send-keys", "-t", session, "PageDown")
    screen_after(session, "craps> placeLineBet(Bob, 12)")


@needs_tmux
def test_the_summary_and_the_journal_line_wrap_at_spaces(session: str, tmp_path: Path) -> None:
    """At 80 columns the summary's line for a player with bets up ("... in the rack and
    $22 on the table ...") and the journal's place were cut mid-word by the terminal; a
    path too long for a line is left whole for the terminal to fold."""
    start(session, tmp_path, 80, 30, "--players", "Bob:500,Ann:300")
    screen_after(session, "craps>")
    type_in(session, "placeLineBet(Ann, 22)", "quit")
    lines = screen_after(session, "0 rolls shot")
    lines = screen_after(session, "(crapsrepl --resume last goes on from here)")
    ann = next(i for i, line in enumerate(lines) if line.startswith("  Ann: started $300"))
    assert lines[ann + 1].startswith("    ") and "biggest win $0" in " ".join(lines[ann : ann + 2])
    assert all(len(line) <= 80 for line in lines)
    told = [line for line in lines if line.startswith("  (crapsrepl --resume last")]
    assert len(told) == 2  # at the start and at the end, under the journal's path
