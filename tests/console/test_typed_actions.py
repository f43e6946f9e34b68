"""Command actions are typed against the game's model: mypy checks every one. Before, they
were ``Callable[..., ...]`` and a misspelt method (``g.add_plyer``) passed."""

from __future__ import annotations

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parents[2]
SNIPPET = """
from crapsrepl.console.specs import CommandSpec, Param, Arg, number, word
from crapsrepl.games.craps.model.game import Game

SPEC: CommandSpec[Game] = CommandSpec(
    "addPlayer",
    (Param("player", Arg.PLAYER), Param("chips", Arg.AMOUNT)),
    "seat a player",
    action=lambda g, a: g.{method}(word(a, 0), number(a, 1)),
)
"""


def _mypy(tmp_path: Path, method: str) -> tuple[str, int]:
    snippet = tmp_path / "snippet.py"
    snippet.write_text(SNIPPET.format(method=method))
    out, err, status = api.run(
        ["--strict", "--follow-imports=silent", "--no-error-summary", str(snippet)]
    )
    return out + err, status


def test_a_misspelt_action_is_a_type_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # the project's mypy cache keeps this quick
    said, status = _mypy(tmp_path, "add_plyer")
    assert status == 1 and '"Game" has no attribute "add_plyer"' in said
    said, status = _mypy(tmp_path, "add_player")
    assert status == 0, said
