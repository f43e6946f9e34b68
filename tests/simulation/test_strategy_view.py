"""What a strategy sees on the fast path follows the table: each value read after a bet
shows it, and after finished sessions are dropped it is shown the sessions still playing,
never the old arrays. A value is a copy taken when it is read, as at the interactive
table (``GameView``): one kept across a bet or a throw stays as it was."""

from __future__ import annotations

import numpy as np

from crapsrepl.games.craps.model.game import Game
from crapsrepl.games.craps.model.rules import TableRules
from crapsrepl.games.craps.simulation.engine import FastTables
from crapsrepl.games.craps.simulation.tables import build
from crapsrepl.games.craps.simulation.view import strategy_table
from crapsrepl.games.craps.strategies.game_adapter import GameView


def test_the_values_follow_bets_and_dropped_sessions() -> None:
    rules = TableRules()
    table = FastTables(build(rules), rules, 4, 100)
    seen = strategy_table(table)
    line, rack = seen.flat("pass"), seen.rack
    assert seen.flat("pass") is line  # one copy, handed out again until the table changes
    table.place_line_bet(np.array([10, 20, 30, 40]))
    assert line.tolist() == [0, 0, 0, 0] and rack.tolist() == [100] * 4  # as they were
    assert seen.flat("pass").tolist() == [10, 20, 30, 40]
    assert seen.rack.tolist() == [90, 80, 70, 60]
    table.settle(np.array([0, 3, 11, 17]))  # throws 6 * (die - 1) + (die - 1): 2, 5, 8, 9
    assert seen.point.tolist() == [0, 5, 8, 9]
    assert seen.flat("pass", 8).tolist() == [0, 0, 30, 0]
    table.keep(np.array([False, True, True, False]))
    assert seen.rack.tolist() == [80, 70] and seen.flat("pass").tolist() == [0, 0]
    assert seen.flat("pass", 8).tolist() == [0, 30] and seen.point.tolist() == [5, 8]
    assert seen.odds("pass", 8).tolist() == [0, 0]
    assert not seen.flat("pass", 8).flags.writeable and not seen.rack.flags.writeable


def test_a_point_once_seen_stays_as_it_was() -> None:
    """``point`` is what the table showed before that throw: the next throw makes a new
    array, it does not write into the one a strategy may have kept."""
    rules = TableRules()
    table = FastTables(build(rules), rules, 2, 100)
    seen = strategy_table(table)
    table.place_line_bet(np.array([10, 10]))
    before = seen.point
    table.settle(np.array([3, 11]))
    assert before.tolist() == [0, 0] and seen.point.tolist() == [5, 8]


def test_bets_at_the_point_and_on_the_numbers_are_the_flat_bets_read_at_once() -> None:
    """``at_point`` and ``on_numbers`` (what take_pass_odds and the come strategies read)
    show what ``flat`` and ``odds`` show, number by number, on the fast path and at the
    interactive table alike."""
    rules = TableRules()
    table = FastTables(build(rules), rules, 3, 500)
    seen = strategy_table(table)
    table.place_line_bet(np.array([10, 20, 30]))
    table.settle(np.array([0, 4, 11]))  # 2 (craps), 6, 8
    table.place_odds_bet(seen.point, np.array([0, 40, 60]))
    table.place_come_bet(np.array([0, 5, 5]))
    table.settle(np.array([2, 2, 2]))  # 4: the come bets go to 4
    point = seen.point.tolist()
    assert point == [4, 6, 8]  # session 0 lost its line bet, then threw a 4
    for odds in (False, True):
        read = seen.odds if odds else seen.flat
        each = [int(read("pass", p)[i]) if p else 0 for i, p in enumerate(point)]
        assert (
            seen.at_point("pass", odds).tolist() == each == ([0, 40, 60] if odds else [0, 20, 30])
        )
        rows = seen.on_numbers("come", odds)
        assert rows.tolist() == [read("come", n).tolist() for n in (4, 5, 6, 8, 9, 10)]
    assert seen.on_numbers("come")[0].tolist() == [0, 5, 5]
    game = Game(rules=rules)
    game.add_player("Sim", 500)
    game.place_line_bet("Sim", 20)
    game.roll(6)
    game.place_odds_bet("Sim", 6, 40)
    view = GameView(game, "Sim", 500)
    assert (view.at_point("pass").tolist(), view.at_point("pass", odds=True).tolist()) == (
        [20],
        [40],
    )
    assert view.on_numbers("pass").tolist() == [[0], [0], [20], [0], [0], [0]]
