"""`--help` works for the program and every subcommand, and lists the subcommands; a
subcommand interrupted while it loads ends quietly."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapsrepl.cli import SUBCOMMANDS
from crapsrepl.cli import main as cli_main
from tests.helpers import run_crapsrepl


def test_top_level_help_lists_every_subcommand() -> None:
    result = run_crapsrepl("--help")
    assert result.returncode == 0
    for name in SUBCOMMANDS:
        assert f"crapsrepl {name}" in result.stdout


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_every_subcommand_has_help(name: str) -> None:
    result = run_crapsrepl(name, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"usage: crapsrepl {name}")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("words", "table"),
    [((), "craps"), (("blackjack",), "blackjack"), (("--game", "blackjack"), "blackjack")],
)
def test_help_names_the_table_it_opens(words: tuple[str, ...], table: str) -> None:
    result = run_crapsrepl(*words, "--help")
    assert result.returncode == 0, result.stderr
    assert f"Play {table} in the terminal (games: " in result.stdout


@pytest.mark.parametrize("subcommand", sorted(SUBCOMMANDS))
def test_ctrl_c_while_a_subcommand_loads_exits_130_without_a_traceback(
    subcommand: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Ctrl-C in the first moments of `crapsrepl simulate ...` (its modules still being
    imported, its own handler not yet set) once printed a KeyboardInterrupt traceback."""
    (tmp_path / "interrupted_on_import.py").write_text("raise KeyboardInterrupt\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(SUBCOMMANDS, subcommand, ("interrupted_on_import", "interrupted"))
    assert cli_main([subcommand, "--help"]) == 130
    assert capsys.readouterr() == ("", "")
