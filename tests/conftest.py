from __future__ import annotations

import subprocess
import sys

import pytest

from crapsrepl import Game


@pytest.fixture
def game() -> Game:
    """Bob (shooter) and Adam seated with $100 each."""
    g = Game(seed=1)
    g.add_player("Bob", 100)
    g.add_player("Adam", 100)
    return g


@pytest.fixture(autouse=True)
def _private_state_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep history and journals out of the real home directory."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("state")))


def conserved(g: Game) -> bool:
    accounted, brought = g.chips_accounted()
    return accounted == brought


CRAPSREPL = [sys.executable, "-m", "crapsrepl"]


def run_crapsrepl(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The program as a user runs it, input piped in, text out."""
    return subprocess.run(
        [*CRAPSREPL, *args], input=stdin, text=True, capture_output=True, timeout=120, check=False
    )
