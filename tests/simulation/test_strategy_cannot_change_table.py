"""A strategy cannot change the table: every value it is shown is read-only, and the
rules, odds caps included, cannot be changed through it. Writes fail, and a strategy that
swallows the failure plays exactly as one that never tried: no chip is made, no cap moves."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from crapsrepl.craps.game import Game
from crapsrepl.craps.rules import OddsCap, TableRules
from crapsrepl.simulation.sessions import play
from crapsrepl.simulation.setup import Simulation, StrategySpec
from crapsrepl.simulation.slow import play_slow
from crapsrepl.strategies import StrategyFailed
from crapsrepl.strategies.game_adapter import GameView

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
}

SOURCE = '''
import numpy as np
from crapsrepl.strategies import Strategy, bet_pass_line


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


@pytest.mark.parametrize("what", list(WRITES))
def test_a_swallowed_write_changes_nothing(tmp_path: Path, what: str) -> None:
    """The same dice, the same bets: the same bankrolls as a strategy that never wrote,
    and the odds stay within the posted 2x cap (the 1000 asked for is refused)."""
    honest = play(_sim(tmp_path, "pass", swallow=True), 0, 40)
    sim = _sim(tmp_path, WRITES[what], swallow=True)
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
