"""The REPL in a real pseudo-terminal, typed at like a person would (pexpect)."""

from __future__ import annotations

import io
import os
import re
import signal
import sys
import termios
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest

PROMPT = "craps>"  # the renderer may draw the space after it as a cursor move
# Generous: on a busy machine start-up and each redraw can take seconds. Every step waits on
# what the screen shows, never on time, so a slow machine is slower but not flaky.
TIMEOUT = 90
_CONTROL = r"(?:\x1b\[[0-9;?]*[A-Za-z]|[\r\x08])*"


def on_screen(text: str) -> re.Pattern[str]:
    """``text`` as the terminal shows it: prompt_toolkit redraws only what changed, so the
    characters of one word may arrive apart, with cursor and colour codes between them."""
    return re.compile(_CONTROL.join(re.escape(ch) for ch in text))


def see(child: pexpect.spawn, text: str) -> None:
    child.expect(on_screen(text))


def spawn(tmp_path: Path, *, position_reports: bool = False) -> pexpect.spawn:
    """crapsrepl in a 30x120 terminal; without position reports prompt_toolkit asks for none."""
    env = {k: v for k, v in os.environ.items() if k != "PROMPT_TOOLKIT_NO_CPR"}
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path))
    if not position_reports:
        env["PROMPT_TOOLKIT_NO_CPR"] = "1"
    arguments = ["-m", "crapsrepl", "--players", "Bob:100,Adam:100"]
    return pexpect.spawn(
        sys.executable, arguments, env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(30, 120)
    )


@pytest.fixture
def term(tmp_path: Path) -> Iterator[pexpect.spawn]:
    child = spawn(tmp_path)
    child.expect_exact(PROMPT)
    yield child
    if child.isalive():
        child.terminate(force=True)


def enter(child: pexpect.spawn, text: str, expect: str) -> None:
    child.send(text + "\r")
    see(child, expect)
    see(child, PROMPT)


def test_commands_completion_history_ctrl_c_and_ctrl_d(term: pexpect.spawn) -> None:
    enter(term, "placeLineBet(Bob, 10)", "Bob bets $10 on the pass line (rack $90).")

    term.send("pla")  # three commands start so: Tab opens the menu on the first
    term.send("\t")
    see(term, "placeLineBet")
    term.send("\x15")  # Ctrl-U clears the line

    term.send("passD\t")
    see(term, "passDice")
    term.send("\x15")

    term.send("placeComeBet(Ad\t")
    see(term, "Adam")
    term.send(", 5)\r")
    see(term, "error: no come bets while the point is off")
    see(term, PROMPT)

    term.send("\x1b[A")  # up twice: back to placeLineBet(Bob, 10)
    see(term, "Adam, 5")
    term.send("\x1b[A")
    see(term, "Bob, 10")
    term.send("\r")
    see(term, "Bob adds $10 on the pass line, now $20 (rack $80).")
    see(term, PROMPT)

    term.send("roll(")
    see(term, "(")
    term.send("\x03")  # Ctrl-C drops the half-typed line; the session goes on
    see(term, PROMPT)
    enter(term, "status", "Bob: rack $80; $20 on the pass line")

    term.send("\x04")  # Ctrl-D on an empty line ends the session
    term.expect(pexpect.EOF)
    term.close()
    assert term.exitstatus == 0


def test_quit_ends_with_status_zero(term: pexpect.spawn) -> None:
    term.send("quit\r")
    term.expect(pexpect.EOF)
    term.close()
    assert term.exitstatus == 0


def test_toolbar_shows_point_shooter_and_racks(tmp_path: Path) -> None:
    """The toolbar needs the terminal's cursor position report, so this test answers it."""
    child = spawn(tmp_path, position_reports=True)

    def answer_position_request() -> None:
        child.expect_exact("\x1b[6n")
        child.send("\x1b[1;1R")

    answer_position_request()
    child.expect_exact(" point off | shooter Bob | Bob $100  Adam $100")
    for command in ("placeLineBet(Bob, 10)", "roll(6)"):
        child.send(command + "\r")
        answer_position_request()
    child.expect_exact(" point 6 | shooter Bob | Bob $90  Adam $100")
    child.send("\x04")
    child.expect(pexpect.EOF)


def test_a_colour_code_typed_at_the_prompt_is_ignored_not_a_traceback(
    term: pexpect.spawn,
) -> None:
    term.logfile_read = seen = io.StringIO()
    term.send("\x1b[31m")
    enter(term, "status", "Bob: rack $100; no bets")
    term.send("\x04")
    term.expect(pexpect.EOF)
    term.close()
    assert "Press ENTER" not in seen.getvalue() and "Traceback" not in seen.getvalue()
    assert term.exitstatus == 0


def cooked(child: pexpect.spawn) -> bool:
    """Whether the terminal is back in normal line mode (echo and line editing on)."""
    lflag = termios.tcgetattr(child.child_fd)[3]
    return bool(lflag & termios.ICANON and lflag & termios.ECHO)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGQUIT])
def test_sigterm_and_sigquit_leave_the_terminal_in_line_mode(
    term: pexpect.spawn, signum: int
) -> None:
    assert not cooked(term)  # the prompt runs in raw mode
    term.kill(signum)
    term.expect(pexpect.EOF)
    assert cooked(term)
    term.close()
    assert term.exitstatus == 128 + signum
