"""`--help` works for the program and every subcommand, and lists the subcommands."""

from __future__ import annotations

import pytest

from crapsrepl.cli import SUBCOMMANDS
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
    assert f"A {table} table in the terminal" in result.stdout
