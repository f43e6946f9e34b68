"""The full-screen table at a real terminal (tmux, the screen read back): the layout on
top changing after every command, racks with sparklines, the log below with dice faces,
`screen off` back to the line mode, and a terminal too small falling back with a message."""

from __future__ import annotations

import shlex
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.console.games import GAMES
from crapsrepl.terminal.screen import fits, screen_switch, sparkline

from .test_drawn_table_on_screen import pytestmark as needs_tmux
from .test_drawn_table_on_screen import screen_after, tmux


def test_sparkline_runs_from_the_lowest_to_the_highest() -> None:
    assert sparkline([100, 90, 110, 130]) == "▂▁▄█"
    assert sparkline([50, 50]) == "▁▁" and sparkline([]) == ""
    assert len(sparkline(list(range(40)), width=16)) == 16


def test_only_screen_on_and_off_switch_and_small_terminals_do_not_fit() -> None:
    craps = GAMES["craps"].binding()
    assert [screen_switch(line, craps) for line in ("screen", "screen on", "SCREEN(off)")] == [
        True,
        True,
        False,
    ]
    assert screen_switch("screen sideways", craps) is None
    assert screen_switch("status", craps) is None and screen_switch("((", craps) is None
    assert fits(80, 30) and not fits(79, 40) and not fits(120, 29)


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    session = f"crapsrepl-{uuid.uuid4().hex[:8]}"
    yield session, tmp_path
    subprocess.run(["tmux", "kill-session", "-t", session], check=False)


def start(
    session: str, state: Path, columns: int, rows: int, *words: str, folder: Path | None = None
) -> None:
    """crapsrepl in a new tmux window of that size, in ``folder`` (by default ``state``)."""
    command = " ".join(shlex.quote(w) for w in [sys.executable, "-m", "crapsrepl", *words])
    env = f"env XDG_STATE_HOME={shlex.quote(str(state))} TERM=xterm"
    shell = f"{env} {command}; sleep 60"  # the pane stays to be read after the program ends
    size = ["-x", str(columns), "-y", str(rows)]
    tmux("new-session", "-d", "-s", session, "-c", str(folder or state), *size, shell)


def type_in(session: str, *lines: str) -> None:
    for line in lines:
        tmux("send-keys", "-t", session, "-l", line)
        tmux("send-keys", "-t", session, "Enter")


@needs_tmux
def test_the_full_screen_table_changes_after_every_command(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "--screen", "--seed", "3", "--players", "Bob:100,Ann:100")
    screen_after(session, "point off ○")
    type_in(session, "placeLineBet(Bob, 10)", "roll(4, 4)")
    lines = screen_after(session, "Hard eight!")
    assert "│ point ● ON 8   shooter Bob" in lines[1]
    assert any(line.startswith("│ pass line  B10") for line in lines)
    assert any("⚃ ⚃  Bob rolls 4 + 4 = 8. Hard eight!" in line for line in lines)
    assert any(line.startswith("Bob $90 ") and "Ann $100" in line for line in lines)
    type_in(session, "screen off")
    screen_after(session, "craps>")
    type_in(session, "chips(Bob)")
    screen_after(session, "Bob: $90")


@needs_tmux
def test_screen_on_opens_it_from_the_line_mode(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "--no-journal", "--players", "Bob:100")
    screen_after(session, "craps>")
    type_in(session, "screen on")
    lines = screen_after(session, "point off ○")
    assert lines[0].startswith("╭")
    type_in(session, "quit")
    screen_after(session, "Session summary:")


@needs_tmux
def test_a_terminal_too_small_falls_back_to_the_line_mode(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 70, 24, "--screen", "--no-journal")
    screen_after(session, "needs 80x30; this terminal is 70x24:")
    type_in(session, "addPlayer(Cy, 5)")
    screen_after(session, "Cy sits down with $5.")


@needs_tmux
def test_blackjack_at_full_screen_with_one_key_play(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    shoe = "5h 9s 6c 7d 9c"
    start(
        session,
        state,
        100,
        40,
        "blackjack",
        "--screen",
        "--no-journal",
        "--players",
        "Ann:100",
        "--shoe",
        shoe,
    )
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Ann, 10)", "deal()")
    screen_after(session, "Ann to play on 11.")
    type_in(session, "h")
    lines = screen_after(session, "Ann gets 9c: 20.")
    assert "│ 9♠ ▒▒   (9 showing)" in lines[1]  # the hole card stays face down
    assert any("blackjack> hit(Ann)" in line for line in lines)
    assert any("[5♥ 6♣ 9♣]  20  $10" in line for line in lines)
