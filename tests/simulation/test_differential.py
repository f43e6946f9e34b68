"""The fast path against the interactive Game, roll by roll, on the same dice.

Every built-in strategy, and a sampler that puts every kind of bet on every number with
odds, lay odds, changes and take-downs, under the default table and under tables that
turn every option the fast path reads: limits, odds caps, come odds working, field 12 at
3:1, every commission rounding, commission on a win, bets working on the come-out, a lay
odds cap and per-family limits. The racks must agree after every roll, and so must the
final bankroll, the session length, the dollars decided on each kind of bet and the
figures the exact edge is weighed with.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from crapsrepl import OddsCap, TableRules
from crapsrepl.games.craps.model.rules import Limit, Rounding
from crapsrepl.games.craps.simulation import sessions, tables
from crapsrepl.games.craps.simulation.layout import layout
from crapsrepl.games.craps.simulation.reference import play_in_game
from crapsrepl.games.craps.simulation.setup import Simulation, StrategySpec
from crapsrepl.games.craps.strategies import STRATEGIES, Params

SAMPLER = f"{Path(__file__).parent / 'sampler.py'}:Sampler"
TABLES = {
    "default": TableRules(),
    "limits": TableRules(
        table_min=5, table_max=40, max_odds=OddsCap.parse("3-4-5"), come_odds_working=True
    ),
    "options": TableRules(
        field_twelve=3,
        commission_percent=4,
        commission_rounding=Rounding.UP,
        come_out_working=True,
        max_lay_odds=OddsCap.parse("2x"),
        limits=(Limit("props", 2, 15), Limit("numbers", 3, 60)),
    ),
    "on a win": TableRules(
        commission_on_win=True, commission_rounding=Rounding.NEAREST, max_odds=OddsCap.parse("1x")
    ),
    "no commission": TableRules(commission_percent=0, table_max=30),
}
COUNT, ROLLS = 12, 150


def mismatches(sim: Simulation, count: int = COUNT) -> list[int]:
    trace = np.full((count, 3 * sim.max_rolls), -1, dtype=np.int64)
    fast = sessions.play(sim, 0, count, trace)
    assert fast.slow is None
    wrong = []
    per_slot = np.zeros_like(fast.per_slot)
    for i in range(count):
        played = play_in_game(sim, i)
        decided = {
            (kind, bool(odds)): int(fast.wagered[i, k, odds])
            for k, kind in enumerate(fast.kinds)
            for odds in (0, 1)
            if fast.wagered[i, k, odds]
        }
        same = trace[i, : len(played.racks)].tolist() == played.racks
        same = same and len(played.racks) == fast.rolls[i] and played.final == fast.final[i]
        same = same and {k: v for k, v in played.decided.items() if v} == decided
        if not same:
            wrong.append(i)
        per_slot += played.per_slot
    if not wrong:
        assert np.array_equal(per_slot, fast.per_slot)
    return wrong


@pytest.mark.parametrize("table", ["default", "limits"])
@pytest.mark.parametrize("name", list(STRATEGIES))
def test_every_built_in_strategy_matches_the_game_roll_by_roll(name: str, table: str) -> None:
    sim = Simulation(
        StrategySpec(name, Params(bet=10, odds=3)),
        stake=150,
        max_rolls=ROLLS,
        seed=11,
        rules=TABLES[table],
    )
    assert mismatches(sim) == []


@pytest.mark.parametrize("table", TABLES)
def test_every_kind_of_bet_matches_the_game_roll_by_roll(table: str) -> None:
    sim = Simulation(StrategySpec(SAMPLER), stake=300, max_rolls=400, seed=5, rules=TABLES[table])
    assert mismatches(sim, 10) == []


def test_the_sampler_really_bets_every_kind() -> None:
    sim = Simulation(StrategySpec(SAMPLER), stake=300, max_rolls=400, seed=5)
    played = sessions.play(sim, 0, 16)
    assert set(played.kinds) == {cls.kind for cls in layout().kinds}
    assert all(played.wagered[:, k, 0].any() for k in range(len(played.kinds)))


@pytest.mark.parametrize("name", ["iron-cross", "three-point-molly"])
def test_quit_rules_on_any_strategy_match_too(name: str) -> None:
    """three-point-molly: its odds on every number in one call, held back once quit."""
    spec = StrategySpec(name, win_goal=60, loss_limit=90)
    assert mismatches(Simulation(spec, stake=150, max_rolls=ROLLS, seed=3)) == []


def test_the_comparison_catches_a_wrong_payout(monkeypatch: pytest.MonkeyPatch) -> None:
    real = tables.build

    def place_six_pays_too_much(rules: TableRules) -> tables.Tables:
        built = real(rules)
        win_num = built.win_num.copy()
        win_num[:, built.layout.slot("place", 6)] *= 2
        return replace(built, win_num=win_num)

    monkeypatch.setattr(sessions, "build", place_six_pays_too_much)
    sim = Simulation(StrategySpec("place-6-8"), stake=150, max_rolls=ROLLS, seed=11)
    assert mismatches(sim)
