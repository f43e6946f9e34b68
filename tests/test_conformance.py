"""The conformance kit (crapsrepl.testing) on every game CI has: the example plug-in
chuck-a-luck (a distribution of its own, installed by ``pip install ./examples/chuckaluck``),
and the built-in craps and blackjack on a few of their transcripts each, so that a kit run
stays short (the kit replays every transcript many times over, and through the command)."""

from __future__ import annotations

import shutil
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import pytest

from crapsrepl.testing import assert_conforms

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "transcripts"

# A few blackjack scenes: a seat, the three settlements, a double and a bust.
BLACKJACK = ("seating", "win_push_lose", "double_down", "hit_and_bust")


def test_the_example_plugin_conforms(tmp_path: Path) -> None:
    try:
        distribution("crapsrepl-chuckaluck")
    except PackageNotFoundError:
        pytest.skip(
            "the example game is not installed: pip install ./examples/chuckaluck "
            "(CI installs it; an editable install of crapsrepl alone does not)"
        )
    assert_conforms("chuckaluck", ROOT / "examples" / "chuckaluck" / "transcripts", tmp_path)


def test_craps_conforms(tmp_path: Path) -> None:
    assert_conforms("craps", LIBRARY / "point", tmp_path / "work")


def test_blackjack_conforms(tmp_path: Path) -> None:
    chosen = tmp_path / "blackjack"
    chosen.mkdir()
    for name in BLACKJACK:
        shutil.copy(LIBRARY / "blackjack" / f"{name}.blackjack", chosen)
    assert_conforms("blackjack", chosen, tmp_path / "work")
