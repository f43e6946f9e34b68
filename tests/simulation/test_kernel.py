"""The numba settle kernel and the numpy settlement give identical results, and the
simulator runs without numba at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from crapsrepl.games.craps.simulation import settle
from crapsrepl.games.craps.simulation.sessions import Results, play
from crapsrepl.games.craps.simulation.setup import Simulation, StrategySpec
from crapsrepl.games.craps.strategies import STRATEGIES

SAMPLER = f"{Path(__file__).parent / 'sampler.py'}:Sampler"


def both_ways(sim: Simulation, monkeypatch: pytest.MonkeyPatch) -> tuple[Results, Results]:
    pytest.importorskip("numba")
    monkeypatch.setattr(settle, "_compiled", [])
    assert settle.compiled() is not None
    fast = play(sim, 0, 300)
    monkeypatch.setattr(settle, "_compiled", [None])
    return fast, play(sim, 0, 300)


@pytest.mark.parametrize("name", [*STRATEGIES, SAMPLER])
def test_the_kernel_and_numpy_agree(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    sim = Simulation(StrategySpec(name), stake=300, max_rolls=300, seed=8)
    compiled, plain = both_ways(sim, monkeypatch)
    for field in ("final", "rolls", "wagered", "per_slot"):
        assert np.array_equal(getattr(compiled, field), getattr(plain, field)), field
    assert compiled.kinds == plain.kinds


def test_simulate_runs_where_numba_is_missing() -> None:
    hide = (
        "import sys; sys.modules['numba'] = None; "
        "from crapsrepl.games.craps.simulation.settle import compiled; assert compiled() is None; "
        "from crapsrepl.cli import main; sys.exit(main(['simulate', 'iron-cross', "
        "'--sessions', '50', '--seed', '1']))"
    )
    result = subprocess.run(
        [sys.executable, "-c", hide], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert "House edge per dollar wagered" in result.stdout


def test_piped_start_up_imports_neither_numpy_nor_numba() -> None:
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "crapsrepl"],
        input="status\n",
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    imported = result.stderr
    assert "numpy" not in imported and "numba" not in imported
