"""Every built-in strategy through the interactive Game and the fast path, on the same dice.

The racks must agree after every roll, and so must the final bankroll, the session length
and the dollars decided on each kind of bet.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from crapsrepl import OddsCap, TableRules
from crapsrepl.simulation import sessions, tables
from crapsrepl.simulation.reference import play_in_game
from crapsrepl.simulation.setup import Simulation, StrategySpec
from crapsrepl.strategies import STRATEGIES, Params

BUILT_IN = [name for name, cls in STRATEGIES.items() if not cls.needs_wider_table]
TABLES = {
    "default": TableRules(),
    "limits": TableRules(
        table_min=5, table_max=40, max_odds=OddsCap.parse("3-4-5"), come_odds_working=True
    ),
}
COUNT, ROLLS = 12, 150


def mismatches(sim: Simulation) -> list[int]:
    trace = np.full((COUNT, 3 * ROLLS), -1, dtype=np.int64)
    fast = sessions.play(sim, 0, COUNT, trace)
    wrong = []
    for i in range(COUNT):
        racks, final, decided = play_in_game(sim, i)
        same = trace[i, : len(racks)].tolist() == racks and len(racks) == fast.rolls[i]
        same = same and final == fast.final[i]
        same = same and list(decided.values()) == fast.wagered[i, :-1].reshape(-1).tolist()
        same = same and not fast.wagered[i, -1].any()  # no other bets on the fast path
        if not same:
            wrong.append(i)
    return wrong


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("name", BUILT_IN)
def test_fast_path_matches_the_game_roll_by_roll(name: str, table: str) -> None:
    sim = Simulation(
        StrategySpec(name, Params(bet=10, odds=3)),
        stake=150,
        max_rolls=ROLLS,
        seed=11,
        rules=TABLES[table],
    )
    assert mismatches(sim) == []


def test_quit_rules_on_any_strategy_match_too() -> None:
    spec = StrategySpec("three-point-molly", win_goal=60, loss_limit=90)
    assert mismatches(Simulation(spec, stake=150, max_rolls=ROLLS, seed=3)) == []


def test_the_comparison_catches_a_wrong_payout(monkeypatch: pytest.MonkeyPatch) -> None:
    real = tables.build

    def six_pays_too_much(rules: TableRules) -> tables.Tables:
        built = real(rules)
        odds_num = built.odds_num.copy()
        odds_num[odds_num == 6] = 7
        return replace(built, odds_num=odds_num)

    monkeypatch.setattr(sessions, "build", six_pays_too_much)
    sim = Simulation(StrategySpec("pass-odds"), stake=150, max_rolls=ROLLS, seed=11)
    assert mismatches(sim)
