"""The slow path: a strategy file that does what the fast path's tables cannot is played
through the interactive ``Game``, and the report says why in one line."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from crapsrepl.console.simulate import main
from crapsrepl.games.craps.simulation.sessions import play
from crapsrepl.games.craps.simulation.setup import Simulation, StrategySpec
from crapsrepl.games.craps.simulation.slow import play_slow
from crapsrepl.games.craps.strategies import STRATEGIES

TAKES_THE_OLDEST = '''
import numpy as np
from crapsrepl.games.craps.strategies import Strategy, bet_pass_line


class PlaceAndPull(Strategy):
    """Place the 5 and the 9, then take "the place bet" down: the table takes the oldest."""

    def place_bets(self, table, bets):
        bet_pass_line(table, bets, 10)
        on = table.point > 0
        bets.place_bet("place", np.where(on & (table.flat("place", 5) == 0), 10, 0), 5)
        bets.place_bet("place", np.where(on & (table.flat("place", 9) == 0), 10, 0), 9)
        bets.take_down("place", None, table.rack < 150)
'''


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_the_slow_path_agrees_with_the_fast_path(name: str) -> None:
    sim = Simulation(StrategySpec(name), sessions=30, stake=200, max_rolls=60, seed=11)
    fast, slow = play(sim, 0, 30), play_slow(sim, 0, 30)
    assert np.array_equal(fast.final, slow.final)
    assert np.array_equal(fast.rolls, slow.rolls)
    assert fast.kinds == slow.kinds and np.array_equal(fast.wagered, slow.wagered)
    assert np.array_equal(fast.per_slot, slow.per_slot)


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_every_built_in_strategy_plays_on_the_fast_path_with_an_exact_edge(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([name, "--sessions", "200", "--max-rolls", "40", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "slow path" not in out and "exact n/a" not in out


def test_a_strategy_the_tables_cannot_play_goes_slow_and_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pull.py"
    path.write_text(TAKES_THE_OLDEST, encoding="utf-8")
    argv = ["--strategy-file", f"{path}:PlaceAndPull", "--sessions", "20", "--seed", "2"]
    assert main([*argv, "--max-rolls", "40", "--json", str(tmp_path / "s.json")]) == 0
    out = capsys.readouterr().out
    reason = [line for line in out.splitlines() if "slow path" in line]
    assert reason == [
        "Played through the interactive Game (slow path): take_down('place') without a number "
        "where a session has place bets on several numbers: the table takes the oldest, which "
        "the fast path does not keep"
    ]
    assert "exact n/a" not in out
    document = json.loads((tmp_path / "s.json").read_text())
    assert document["slow_path"] == reason[0].split(": ", 1)[1]


def test_a_dont_bettor_shoots_alone(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["dont-pass-lay", "--sessions", "20", "--max-rolls", "30", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    rolls = float(out.split("Session length: ")[1].split(" rolls")[0])
    assert rolls >= 30  # it played every roll it asked for on its don't pass bets alone
