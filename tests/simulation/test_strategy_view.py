"""What a strategy sees on the fast path follows the table: the read-only views it is
handed again and again show every bet as it is made, and after finished sessions are
dropped it is shown the sessions still playing, never the old arrays."""

from __future__ import annotations

import numpy as np

from crapsrepl.craps.rules import TableRules
from crapsrepl.simulation.engine import FastTables
from crapsrepl.simulation.tables import build
from crapsrepl.simulation.view import StrategyTable


def test_the_views_follow_bets_and_dropped_sessions() -> None:
    rules = TableRules()
    table = FastTables(build(rules), rules, 4, 100)
    seen = StrategyTable(table)
    line, rack = seen.flat("pass"), seen.rack
    table.place_line_bet(np.array([10, 20, 30, 40]))
    assert line.tolist() == [10, 20, 30, 40] and rack.tolist() == [90, 80, 70, 60]
    assert seen.flat("pass") is line  # the same view, handed out again
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
    seen = StrategyTable(table)
    table.place_line_bet(np.array([10, 10]))
    before = seen.point
    table.settle(np.array([3, 11]))
    assert before.tolist() == [0, 0] and seen.point.tolist() == [5, 8]
