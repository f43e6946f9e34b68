"""Strategies on the wider table are simulated through the interactive ``Game`` (the slow
path), with a house shooter; for the lab's bets the slow path and the fast path agree."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from crapsrepl.console.simulate import main
from crapsrepl.simulation.sessions import play
from crapsrepl.simulation.setup import Simulation, StrategySpec
from crapsrepl.simulation.slow import play_slow
from crapsrepl.strategies import STRATEGIES

WIDER = [name for name, cls in STRATEGIES.items() if cls.needs_wider_table]


@pytest.mark.parametrize("name", ["pass-line", "pass-odds", "three-point-molly", "martingale"])
def test_the_slow_path_agrees_with_the_fast_path_on_the_labs_bets(name: str) -> None:
    """A house shooter changes nothing for bets that do not care who throws."""
    sim = Simulation(StrategySpec(name), sessions=40, stake=200, max_rolls=60, seed=11)
    fast, slow = play(sim, 0, 40), play_slow(sim, 0, 40)
    assert np.array_equal(fast.final, slow.final)
    assert np.array_equal(fast.rolls, slow.rolls)
    assert np.array_equal(fast.wagered, slow.wagered)


@pytest.mark.parametrize("name", WIDER)
def test_every_wider_table_strategy_simulates(
    name: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = [name, "--sessions", "30", "--max-rolls", "40", "--seed", "3"]
    assert main([*argv, "--csv", str(tmp_path / "s.csv")]) == 0
    out = capsys.readouterr().out
    assert "exact n/a" in out  # the exact tables do not cover these bets yet
    rows = list(csv.DictReader((tmp_path / "s.csv").open()))
    assert len(rows) == 30 and sum(int(r["wagered_other"]) for r in rows) > 0
    assert main(argv) == 0
    assert capsys.readouterr().out == out  # the same seed, the same numbers


def test_a_dont_bettor_gets_the_dice_from_the_house_shooter(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["dont-pass-lay", "--sessions", "20", "--max-rolls", "30", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    rolls = float(out.split("Session length: ")[1].split(" rolls")[0])
    assert rolls >= 30  # it played every roll it asked for, though it never bets the pass line
