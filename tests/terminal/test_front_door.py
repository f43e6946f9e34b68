"""The README's first command as a newcomer types it: no arguments, at a real terminal.

Every other terminal test starts the program with options; a crash that needs an empty
argument list (``argv[0]`` of nothing) went unseen by all of them.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pexpect
import pytest

from .test_terminal import TIMEOUT, see

SCRIPT = shutil.which("crapsrepl", path=str(Path(sys.executable).parent))

FRONT_DOORS = [
    pytest.param([sys.executable, "-m", "crapsrepl"], "craps>", id="python -m crapsrepl"),
    pytest.param(
        [SCRIPT or "crapsrepl"],
        "craps>",
        id="crapsrepl",
        marks=pytest.mark.skipif(SCRIPT is None, reason="the console script is not installed"),
    ),
    pytest.param(
        [SCRIPT or "crapsrepl", "blackjack"],
        "blackjack>",
        id="crapsrepl blackjack",
        marks=pytest.mark.skipif(SCRIPT is None, reason="the console script is not installed"),
    ),
]


@pytest.mark.parametrize(("command", "prompt"), FRONT_DOORS)
def test_the_front_door_opens_with_no_arguments(
    command: list[str], prompt: str, tmp_path: Path
) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PROMPT_TOOLKIT_NO_CPR"}
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), HOME=str(tmp_path))
    env["PROMPT_TOOLKIT_NO_CPR"] = "1"
    child = pexpect.spawn(
        command[0], command[1:], env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(30, 100)
    )
    try:
        see(child, prompt)
        child.send("addPlayer(Ann, 100)\r")
        see(child, "Ann sits down with $100.")
        see(child, prompt)
        child.send("status\r")
        see(child, "Ann")
        see(child, prompt)
        child.send("quit\r")
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0, child.before
    finally:
        if child.isalive():
            child.terminate(force=True)


def test_ctrl_z_suspends_to_the_shell_and_fg_brings_the_session_back(tmp_path: Path) -> None:
    """As at a terminal: the shell is the parent, so Ctrl-Z stops the job and fg resumes."""
    env = {k: v for k, v in os.environ.items() if k != "PROMPT_TOOLKIT_NO_CPR"}
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), PROMPT_TOOLKIT_NO_CPR="1", PS1="$ ")
    shell = pexpect.spawn(
        "bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8", timeout=TIMEOUT
    )
    try:
        shell.expect_exact("$ ")
        shell.send(f"{sys.executable} -m crapsrepl --no-journal\r")
        see(shell, "craps>")
        shell.sendcontrol("z")
        shell.expect("Stopped")
        shell.expect_exact("$ ")
        shell.send("fg\r")
        shell.send("addPlayer(Ann, 5)\r")
        see(shell, "Ann sits down with $5.")
    finally:
        shell.terminate(force=True)


def test_long_output_goes_through_the_pager_at_a_terminal(tmp_path: Path) -> None:
    """`help` (50 lines) on a 30-row terminal is paged; short replies print as usual."""
    paged = tmp_path / "paged.txt"
    env = {k: v for k, v in os.environ.items() if k != "PROMPT_TOOLKIT_NO_CPR"}
    env.update(
        TERM="xterm",
        XDG_STATE_HOME=str(tmp_path),
        PROMPT_TOOLKIT_NO_CPR="1",
        PAGER=f"cat > {paged}",
    )
    child = pexpect.spawn(
        sys.executable,
        ["-m", "crapsrepl", "--no-journal"],
        env=env,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(30, 100),
    )
    try:
        see(child, "craps>")
        child.send("help\r")
        see(child, "craps>")
        child.send("rules\r")
        see(child, "Table rules:")
        see(child, "craps>")
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        if child.isalive():
            child.terminate(force=True)
    text = paged.read_text()
    assert text.startswith("Commands (names in any case") and "Type help <family>" in text
    assert "Table rules:" not in text


def test_tab_completes_file_names_and_numbers_at_a_real_terminal(tmp_path: Path) -> None:
    (tmp_path / "table-one.json").write_text("{}")
    env = {k: v for k, v in os.environ.items() if k != "PROMPT_TOOLKIT_NO_CPR"}
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), PROMPT_TOOLKIT_NO_CPR="1")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "crapsrepl", "--no-journal", "--players", "Bob:100"],
        env=env,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(30, 100),
        cwd=str(tmp_path),
    )
    try:
        see(child, "craps>")
        child.send("load table-\t")
        see(child, "one.json")
        child.send("\x15")  # Ctrl-U: the line goes
        child.send("placePlaceBet(Bob, 1\t")
        see(child, "10")
        child.send("\x15quit\r")
        child.expect(pexpect.EOF)
    finally:
        if child.isalive():
            child.terminate(force=True)
