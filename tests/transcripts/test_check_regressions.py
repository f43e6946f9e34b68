"""`check` regressions: huge expected blocks, and --update keeping loosened lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapsrepl.transcripts.check import main as check_main


def test_a_block_over_a_thousand_lines_fails_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "long.craps"
    lines = "\n".join(f"line {k}" for k in range(1500))
    path.write_text(f"craps> help\n...\n{lines}\n")
    assert check_main([str(path)]) == 1
    assert f"FAIL {path}" in capsys.readouterr().out


def test_update_changes_only_the_lines_that_differ(tmp_path: Path) -> None:
    path = tmp_path / "a.craps"
    path.write_text(
        "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\nBob bets $[..] on the pass line[..]\n"
        "craps> roll(6)\nBob rolls [..] = 6.\nThe point is 8.\nre: The point is \\d+\\.\n"
    )
    assert check_main([str(path), "--update"]) == 0
    assert path.read_text() == (
        "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\nBob bets $[..] on the pass line[..]\n"
        "craps> roll(6)\nBob rolls [..] = 6.\nre: The point is \\d+\\.\n"
    )
