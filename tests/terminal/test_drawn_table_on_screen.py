"""The drawn table as a real terminal shows it (tmux, the screen read back): whole at 80
and at 120 columns, nothing wrapped, every chip on its spot."""

from __future__ import annotations

import atexit
import functools
import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    shutil.which("tmux") is None,
    reason="needs tmux to read a terminal's screen: .ci/run installs it",
)
TIMEOUT = 90


# A tmux server of this test process's own: no one else's sessions or environment.
SOCKET = f"crapsrepl-tests-{os.getpid()}"
# Sessions inherit the server's environment: a COLUMNS or LINES there would be believed
# over the window's own size.
CLEAN_ENV = "env -u COLUMNS -u LINES"


def tmux(*words: str, check: bool = True) -> str:
    if words[0] == "new-session":
        _keep_server()
    done = subprocess.run(
        ["tmux", "-L", SOCKET, *words], capture_output=True, text=True, check=check
    )
    return done.stdout


@functools.cache
def _keep_server() -> None:
    """One server for the whole test process, stopped when it ends: a server that exits
    with its last session can take the next test's new session down with it."""
    run = ["tmux", "-L", SOCKET]
    subprocess.run([*run, "start-server", ";", "set-option", "-s", "exit-empty", "off"], check=True)
    atexit.register(subprocess.run, [*run, "kill-server"], capture_output=True, check=False)


def screen_after(session: str, text: str) -> list[str]:
    """The screen's lines, once ``text`` is on it."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        lines = tmux("capture-pane", "-p", "-t", session).splitlines()
        if any(text in line for line in lines):
            return lines
        time.sleep(0.2)
    raise AssertionError(f"{text!r} never appeared:\n" + "\n".join(lines))


@pytest.mark.parametrize("columns", [80, 120])
def test_the_craps_table_fits_the_screen(columns: int, tmp_path: Path) -> None:
    session = f"crapsrepl-{uuid.uuid4().hex[:8]}"
    command = " ".join(
        shlex.quote(word)
        for word in [
            sys.executable,
            "-m",
            "crapsrepl",
            "--no-journal",
            "--seed",
            "1",
            "--players",
            "Bob:200,Adam:200",
        ]
    )
    env = f"{CLEAN_ENV} XDG_STATE_HOME={shlex.quote(str(tmp_path))} TERM=xterm"
    tmux("new-session", "-d", "-s", session, "-x", str(columns), "-y", "45", f"{env} {command}")
    try:
        screen_after(session, "craps>")
        for line in [
            "placeLineBet(Bob, 10)",
            "roll(6)",
            "placeOddsBet(Bob, 6, 20)",
            "placePlaceBet(Adam, 8, 12)",
            "clear",
            "table",
        ]:
            tmux("send-keys", "-t", session, line, "Enter")
        lines = screen_after(session, "B Bob $170 (shooter)")
        top = next(i for i, line in enumerate(lines) if line.startswith("╭"))
        drawn = lines[top : top + 19]
        assert all(len(line.rstrip()) == 80 for line in drawn[:-1])
        assert "● ON 6" in drawn[1] and "B10+20" in drawn[15]
        assert drawn[5].startswith("│ place / buy│") and "A12" in drawn[5].split("│")[5]  # the 8
    finally:
        tmux("kill-session", "-t", session, check=False)
