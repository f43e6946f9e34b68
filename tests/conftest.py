from __future__ import annotations

import compileall
import subprocess
import sys
from pathlib import Path

import pytest

import crapsrepl
from crapsrepl import Game
from crapsrepl.games.craps.console.controller import CrapsController


def pytest_configure(config: pytest.Config) -> None:
    """With PYTHONDONTWRITEBYTECODE set, every program the suite starts (hundreds of
    crapsrepl runs, the test processes) would compile crapsrepl from its source again: the
    first process compiles it once, into the ``__pycache__`` folders git ignores, as an
    installed copy has them. (A cache prefix would not do: every module, the standard
    library's too, would then be looked for there and compiled again.)"""
    if hasattr(config, "workerinput"):
        return
    if sys.dont_write_bytecode:
        compileall.compile_dir(Path(crapsrepl.__file__).parent, quiet=2)
    _warm_the_kernels()


# One simulation of each kernel, as a user would run it: numba compiles the kernels once
# and caches them beside their source, where every worker and program then finds them.
_WARM = [
    ["simulate", "--game", "blackjack", "counter", "--hands", "200", "--seed", "1", "--bust-rates"],
    ["simulate", "pass-line", "--sessions", "20", "--seed", "1"],
    ["simulate", "--game", "blackjack", "basic", "--hands", "200", "--penetration", "0"],
]


def _warm_the_kernels() -> None:
    """In a fresh clone, each test worker compiled the simulators' numba kernels for
    itself (one file: 50 s cold, 33 s warm): they are compiled here first, once, before
    the workers start, when no kernel is cached yet."""
    if any(Path(crapsrepl.__file__).parent.rglob("*.nbi")):
        return
    warming = [
        subprocess.Popen(
            [sys.executable, "-m", "crapsrepl", *args],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for args in _WARM
    ]
    for process in warming:
        process.wait(timeout=300)


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
