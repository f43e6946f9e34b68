from __future__ import annotations

import pytest

from crapsrepl import Game
from crapsrepl.console.craps.controller import CrapsController


@pytest.fixture
def game() -> Game:
    """Bob (shooter) and Adam seated with $100 each."""
    g = Game(seed=1)
    g.add_player("Bob", 100)
    g.add_player("Adam", 100)
    return g


@pytest.fixture
def ctl() -> CrapsController:
    """A craps table at the console, Bob (shooter) and Adam seated with $100 each."""
    controller = CrapsController(Game(seed=3))
    for name in ("Bob", "Adam"):
        controller.execute(f"addPlayer({name}, 100)")
    return controller


@pytest.fixture(autouse=True)
def _private_state_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep history and journals out of the real home directory."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("state")))


@pytest.fixture(autouse=True)
def _no_inherited_window_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every program a test starts finds its window's size from its own terminal: a COLUMNS
    or LINES in the environment (pytest-xdist's workers set 80x24) would be believed over
    the size a test gives its pseudo-terminal."""
    monkeypatch.delenv("COLUMNS", raising=False)
    monkeypatch.delenv("LINES", raising=False)
