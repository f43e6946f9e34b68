"""A strategy cannot change the table: every value it is shown is a read-only copy, the
rules, odds caps included, cannot be changed through it, and the object it is handed
holds the table in no attribute. Writes fail, and a strategy that swallows the failure
plays exactly as one that never tried: no chip is made, no cap moves. The three ways
round the read-only views that issue 30 found (``.base``, ``flags.writeable = True``,
``table._tables``) change nothing either."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from crapsrepl.games.craps.model.game import Game
from crapsrepl.games.craps.model.rules import OddsCap, TableRules
from crapsrepl.games.craps.simulation.sessions import play
from crapsrepl.games.craps.simulation.setup import Simulation, StrategySpec
from crapsrepl.games.craps.simulation.slow import play_slow
from crapsrepl.games.craps.strategies import StrategyFailed
from crapsrepl.games.craps.strategies.game_adapter import GameView
from tests.helpers import run_crapsrepl

WRITES = {
    "rack": "table.rack[:] = 10**6",
    "rack_in_place": "rack = table.rack; rack += 1000",
    "flat": 'table.flat("pass")[:] = 0',
    "odds": 'table.odds("pass", 6)[:] = 0',
    "point": "table.point[:] = 6",
    "result": 'table.result("pass")[:] = 99',
    "on_table": "table.on_table[:] = 0",
    "max_odds": "table.rules.max_odds = None",
    "multiples": "table.rules.max_odds.multiples[6] = 1000",
    "lay_multiples": "table.rules.max_lay_odds.multiples[6] = 1000",
    "multiples_clear": "table.rules.max_odds.multiples.clear()",
    "base": "table.rack.base[:] = 10**6",
    "flat_base": 'table.flat("pass").base[:] = 0',
    "tables": "table._tables._rack[:] = 10**6",
    "game": 'table.game.table.find("Sim").rack = 10**6',
    "bets_game": 'bets.game.table.find("Sim").rack = 10**6',
}
# Writes numpy allows, into the strategy's own copy: nothing fails, nothing changes.
ESCAPES = {
    "writeable": "rack = table.rack; rack.flags.writeable = True; rack[:] = 10**6",
    "flat_writeable": 'line = table.flat("pass"); line.flags.writeable = True; line[:] = 0',
    "point_writeable": "point = table.point; point.flags.writeable = True; point[:] = 6",
    # numpy makes a writeable array of any object naming an address: only a copy is safe
    "forged": (
        "rack = table.rack; face = dict(rack.__array_interface__, data=(rack.ctypes.data, False)); "
        'np.asarray(type("Forged", (), {"__array_interface__": face})())[:] = 10**6'
    ),
}

SOURCE = '''
import numpy as np
from crapsrepl.games.craps.strategies import Strategy, bet_pass_line


class Writer(Strategy):
    """Tries to write to the table, then bets the pass line and 100x odds."""

    swallow = {swallow}

    def place_bets(self, table, bets):
        try:
            {write}
        except Exception:
            if not self.swallow:
                raise
        bet_pass_line(table, bets, 10)
        line = table.flat("pass", 6)
        bets.place_odds_bet(6, np.where((table.point == 6) & (table.odds("pass", 6) == 0), 1000, 0))
'''

RULES = TableRules(max_odds=OddsCap.parse("2x"), max_lay_odds=OddsCap.parse("2x"))


def _sim(tmp_path: Path, write: str, swallow: bool) -> Simulation:
    path = tmp_path / "writer.py"
    path.write_text(SOURCE.format(swallow=swallow, write=write), encoding="utf-8")
    spec = StrategySpec(f"{path}:Writer")
    return Simulation(spec, sessions=40, stake=2000, max_rolls=80, seed=5, rules=RULES)


@pytest.mark.parametrize("what", list(WRITES))
def test_a_write_to_the_table_fails_on_both_paths(tmp_path: Path, what: str) -> None:
    sim = _sim(tmp_path, WRITES[what], swallow=False)
    with pytest.raises(StrategyFailed, match=r"^strategy Writer failed: (ValueError|TypeError|"
                       r"AttributeError|FrozenInstanceError): "):  # fmt: skip
        play(sim, 0, 40)
    with pytest.raises(StrategyFailed, match="^strategy Writer failed: "):
        play_slow(sim, 0, 3)


@pytest.mark.parametrize("what", [*WRITES, *ESCAPES])
def test_a_swallowed_write_changes_nothing(tmp_path: Path, what: str) -> None:
    """The same dice, the same bets: the same bankrolls as a strategy that never wrote,
    and the odds stay within the posted 2x cap (the 1000 asked for is refused)."""
    honest = play(_sim(tmp_path, "pass", swallow=True), 0, 40)
    sim = _sim(tmp_path, {**WRITES, **ESCAPES}[what], swallow=True)
    tried = play(sim, 0, 40)
    assert np.array_equal(tried.final, honest.final)
    assert np.array_equal(tried.rolls, honest.rolls)
    assert tried.final.sum() < 40 * 2000 + 40 * 80 * 10 * 3  # nothing like 10^6 a session
    slow = play_slow(sim, 0, 5)
    assert np.array_equal(slow.final, honest.final[:5])
    assert sim.rules == RULES and dict(sim.rules.max_odds.multiples)[6] == 2  # type: ignore[union-attr]


def test_the_interactive_game_keeps_its_own_rules() -> None:
    """A bot's view shows the game's caps read-only; the game's own stay a plain dict."""
    game = Game(rules=RULES)
    game.add_player("Bot", 100)
    view = GameView(game, "Bot", 100)
    assert view.rules.max_odds is not None and view.rules.max_odds.multiples[6] == 2
    with pytest.raises(TypeError):
        view.rules.max_odds.multiples[6] = 1000  # type: ignore[index]
    with pytest.raises(ValueError, match="read-only"):
        view.rack[:] = 10**6
    assert game.chips("Bot") == 100
    assert isinstance(game.rules.max_odds, OddsCap)
    assert type(game.rules.max_odds.multiples) is dict and game.rules.max_odds.multiples[6] == 2


@pytest.mark.parametrize(
    "attack",
    [
        "table.rack.base[:] = 10**9",
        "rack = table.rack; rack.flags.writeable = True; rack[:] = 10**9",
        "table._tables._rack[:] = 10**9",
    ],
    ids=["base", "writeable", "tables"],
)
def test_simulate_reports_no_chips_made_by_a_strategy_file(tmp_path: Path, attack: str) -> None:
    """Issue 30: each of these ended 200 sessions with a mean final bankroll of
    $1,000,000,006 from a $200 stake."""
    path = tmp_path / "cheat.py"
    path.write_text(SOURCE.format(swallow=True, write=attack), encoding="utf-8")
    result = run_crapsrepl(
        "simulate", "--strategy-file", f"{path}:Writer", "--sessions", "200", "--stake", "200"
    )
    assert result.returncode == 0, result.stderr
    mean = re.search(r"Final bankroll: mean \$([\d,.]+)", result.stdout)
    assert mean is not None and float(mean.group(1).replace(",", "")) < 400, result.stdout
