"""Typed text is a command (issue 32.1): mid-hand at blackjack, every command of the command
table typed in full runs as typed, at a real terminal, in the line mode and in ``--screen``;
no key acts alone. What each command prints is what the same line prints piped, and the
journal holds the same commands: an action fired by a first letter (``hint`` read as `h`,
hit) would add a command and change every later line."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pexpect

from crapsrepl.console.text import echo_line
from crapsrepl.games.blackjack.console.commands import TABLE

from .test_drawn_table_on_screen import pytestmark as needs_tmux
from .test_drawn_table_on_screen import screen_after, tmux
from .test_screen import start, type_in
from .test_terminal import TIMEOUT, see

PROMPT = "blackjack> "
# Bob to play on 11 against a 9; Amy (16) waits. Every example names Amy, who is not to act,
# so each play is refused and the hand goes on waiting to the end.
TABLE_WORDS = ["blackjack", "--players", "Bob:100,Amy:100", "--shoe", "5h 9s 9c 6c 7d 9d 9c"]
TABLE_WORDS += ["--seed", "1"]  # the counting drill deals the same cards piped and typed
SET_UP = ["bet(Bob, 10)", "bet(Amy, 10)", "deal()"]


def typed_lines() -> list[str]:
    """Each command's own example, as its help shows it, for Amy; ``quit`` last."""
    lines = [spec.example.replace("Bob", "Amy") for spec in TABLE.specs]
    assert len(set(lines)) == len(lines)
    assert sorted(line.partition("(")[0].partition(" ")[0] for line in lines) == sorted(
        spec.name for spec in TABLE.specs
    ), "every command of the table is typed by its name"
    lines.remove("quit")
    return [*lines, "hand(Bob)", "quit"]


def piped(folder: Path, lines: list[str]) -> tuple[dict[str, list[str]], list[str]]:
    """Each line's output, piped, after the set-up, and the commands its journal kept."""
    folder.mkdir()
    journal = folder / "j.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "crapsrepl", *TABLE_WORDS, "--journal", str(journal)],
        input="".join(f"{line}\n" for line in [*SET_UP, *lines]),
        capture_output=True,
        text=True,
        cwd=folder,
        timeout=120,
        check=True,
    )
    blocks: list[tuple[str, list[str]]] = []
    for out in done.stdout.splitlines():
        if out.startswith(PROMPT):
            blocks.append((out, []))
        else:
            blocks[-1][1].append(out)
    return dict(blocks[len(SET_UP) :]), journaled(journal)


def journaled(journal: Path) -> list[str]:
    return [line for line in journal.read_text().splitlines() if '"command"' in line]


def test_every_command_typed_mid_hand_runs_as_typed_in_the_line_mode(tmp_path: Path) -> None:
    lines = [line for line in typed_lines() if not line.startswith("screen")]
    expected, kept = piped(tmp_path / "pipe", lines)
    folder = tmp_path / "term"
    folder.mkdir()
    journal = folder / "j.jsonl"
    env = dict(os.environ, TERM="xterm", XDG_STATE_HOME=str(tmp_path))
    env["PROMPT_TOOLKIT_NO_CPR"] = "1"
    child = pexpect.spawn(
        sys.executable,
        ["-m", "crapsrepl", *TABLE_WORDS, "--journal", str(journal)],
        env=env,
        cwd=str(folder),
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(50, 160),
    )
    try:
        see(child, PROMPT.strip())
        for line in SET_UP:
            child.send(line + "\r")
            see(child, PROMPT.strip())
        see(child, "Bob to play on 11.")
        for line in lines:
            child.send(line + "\r")
            see(child, echo_line(line, PROMPT))
            for out in expected[echo_line(line, PROMPT)]:
                see(child, out)
            if line == "quit":
                child.expect(pexpect.EOF)
            else:
                see(child, PROMPT.strip())
            if line == "status":  # the full screen opens and closes on the same hand
                child.send("screen on\r")
                see(child, "│ [5♥ 6♣]  11  $10  ◀ to play")
                child.send("screen off\r")
                see(child, PROMPT.strip())
    finally:
        if child.isalive():
            child.terminate(force=True)
    assert journaled(journal) == kept
    assert expected[echo_line("hand(Bob)", PROMPT)] == ["11"]


@needs_tmux
def test_every_command_typed_mid_hand_runs_as_typed_at_the_full_screen(tmp_path: Path) -> None:
    lines = typed_lines()
    expected, kept = piped(tmp_path / "pipe", [line for line in lines if line != "screen on"])
    expected[echo_line("screen on", PROMPT)] = [
        "The full-screen table is on already; screen off goes back to the line mode."
    ]
    folder = tmp_path / "term"
    folder.mkdir()
    journal = folder / "j.jsonl"
    session = f"crapsrepl-typed-{os.getpid()}"
    try:
        words = [*TABLE_WORDS, "--screen", "--journal", str(journal)]
        start(session, tmp_path, 160, 60, *words, folder=folder)
        screen_after(session, "╭─ dealer")
        type_in(session, *SET_UP)
        screen_after(session, "Bob to play on 11.")
        for line in lines[:-1]:
            type_in(session, line)
            echo = echo_line(line, PROMPT)
            assert _latest(session, echo, expected[echo]) == (echo, expected[echo])
        type_in(session, "quit")
        screen_after(session, "Session summary:")
    finally:
        tmux("kill-session", "-t", session, check=False)
    assert journaled(journal) == kept


def _latest(session: str, echo: str, wanted: list[str]) -> tuple[str, list[str]]:
    """The log's last command and the lines under it, once they are ``echo`` and
    ``wanted`` (or what they are when the wait runs out)."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        log = _log(tmux("capture-pane", "-p", "-t", session).splitlines())
        echoes = [i for i, line in enumerate(log) if line.startswith(PROMPT)]
        last = (log[echoes[-1]], log[echoes[-1] + 1 :]) if echoes else ("", log)
        if last == (echo, wanted) or time.monotonic() > deadline:
            return last
        time.sleep(0.2)


def _log(screen: list[str]) -> list[str]:
    """The log's lines: between the two rules above the prompt, blank ones dropped."""
    rules = [i for i, line in enumerate(screen) if line.startswith("──")]
    return [line.rstrip() for line in screen[rules[-2] + 1 : rules[-1]] if line.strip()]
