"""docs/simulate.md: the run shown is a real run, every strategy is there, the example works."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from crapsrepl.console.simulate import main
from crapsrepl.games.craps.strategies import STRATEGIES
from tests.helpers import ROOT

PAGE = (ROOT / "docs" / "simulate.md").read_text(encoding="utf-8")


def blocks(language: str = "") -> list[str]:
    """The page's fenced blocks opened with ```language, in order."""
    found: list[str] = []
    current: list[str] = []
    opened: str | None = None
    for line in PAGE.splitlines():
        if line.startswith("```"):
            if opened is None:
                opened, current = line[3:], []
            else:
                if opened == language:
                    found.append("\n".join(current) + "\n")
                opened = None
        elif opened is not None:
            current.append(line)
    return found


def test_the_run_shown_is_what_the_command_prints(capsys: pytest.CaptureFixture[str]) -> None:
    shown = next(block for block in blocks() if block.startswith("$ crapsrepl simulate"))
    command, *output = shown.splitlines()
    assert main(shlex.split(command)[3:]) == 0
    assert capsys.readouterr().out.splitlines() == output


def test_every_strategy_has_its_line() -> None:
    for name in STRATEGIES:
        assert f"| `{name}` |" in PAGE


def test_the_example_strategy_runs_as_documented(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "my_player.py").write_text(blocks("python")[0], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    command = next(b for b in blocks() if b.startswith("crapsrepl simulate --strategy-file"))
    assert main(shlex.split(command)[2:]) == 0
    out = capsys.readouterr().out
    assert out.startswith("my_player.py:MyPlayer (base bet $10, odds multiple 2): 5,000 sessions")
    assert "House edge per dollar wagered: measured" in out


def test_the_example_strategy_bets_as_it_says(tmp_path: Path) -> None:
    from crapsrepl.games.craps.strategies.registry import load_file
    from tests.helpers import line_bets, play_scripted

    path = tmp_path / "my_player.py"
    path.write_text(blocks("python")[0], encoding="utf-8")
    strategy = load_file(f"{path}:MyPlayer")()
    assert line_bets(play_scripted(strategy, [2, 3, 7, 7])) == [10, 15, 20, 10]
