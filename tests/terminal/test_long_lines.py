"""A line longer than the parser takes (MAX_LINE) at the terminal: typed or pasted, the
prompt holds one character more and no further, Enter shows the parser's refusal, and the
history file never keeps such a line."""

from __future__ import annotations

from pathlib import Path

import pexpect

from crapsrepl.console.text import MAX_LINE
from crapsrepl.terminal.history import BoundedHistory
from tests.terminal.test_terminal import PROMPT, enter, see, spawn

TOO_LONG = f"error: the line is too long (more than {MAX_LINE} characters)"


def _history(tmp_path: Path) -> list[str]:
    path = tmp_path / "crapsrepl" / "history"
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def test_a_pasted_and_a_typed_long_line_are_refused_and_not_kept(tmp_path: Path) -> None:
    child = spawn(tmp_path)
    try:
        child.expect_exact(PROMPT)
        child.send("\x1b[200~" + "x" * 60_000 + "\x1b[201~\r")  # a bracketed paste
        see(child, TOO_LONG)
        see(child, PROMPT)
        for _burst in range(10):  # typed, a burst at a time
            child.send("y" * 500)
        child.send("\r")
        see(child, TOO_LONG)
        see(child, PROMPT)
        enter(child, "placeLineBet(Bob, 10)", "Bob bets $10 on the pass line (rack $90).")
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
    finally:
        child.terminate(force=True)
    kept = _history(tmp_path)
    assert "+placeLineBet(Bob, 10)" in kept
    assert max(map(len, kept)) <= MAX_LINE + 1  # "+" and the line


def test_a_long_line_already_in_the_history_file_is_not_loaded(tmp_path: Path) -> None:
    path = tmp_path / "history"
    path.write_text("\n# 2024-01-01\n+" + "z" * 155_000 + "\n\n# 2024-01-01\n+status\n")
    history = BoundedHistory(str(path))
    assert list(history.load_history_strings()) == ["status"]
    history.append_string("w" * (MAX_LINE + 1))
    history.append_string("roll()")
    assert "w" * 50 not in path.read_text() and "+roll()" in path.read_text()
