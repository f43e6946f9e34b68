"""``place_odds_bets`` (every point number's odds in one call) puts on exactly what
``place_odds_bet`` called number by number does: the same odds, the same racks, the same
refusals, for every kind odds go on, under odds caps, and where the rack runs out partway
through a session's numbers (then the order of the numbers decides which odds go on)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from crapsrepl.games.craps.model.dice import POINT_NUMBERS
from crapsrepl.games.craps.model.rules import OddsCap, TableRules
from crapsrepl.games.craps.simulation.engine import FastTables
from crapsrepl.games.craps.simulation.tables import build

ON = (None, "pass", "come", "put", "dont_pass", "dont_come", "dont", "field")
RULES = {
    "default": TableRules(),
    "capped": TableRules(max_odds=OddsCap.parse("3-4-5"), max_lay_odds=OddsCap.parse("2x")),
}
SESSIONS, ROLLS = 64, 60


def tables_in_play(rules: TableRules, rng: np.random.Generator) -> list[FastTables]:
    """A table after each of ``ROLLS`` random throws, with line bets of every kind on it
    and small racks, so odds often cost more than what is left."""
    table = FastTables(build(rules), rules, SESSIONS, 400)
    seen = []
    for _ in range(ROLLS):
        off = table.point == 0
        for kind in ("pass", "dont_pass", "come", "dont_come"):
            lines = kind in ("pass", "dont_pass")
            amount = rng.integers(1, 30, SESSIONS) * (rng.random(SESSIONS) < 0.3)
            table.place_bet(kind, np.where(off == lines, amount, 0))
        put = rng.choice(POINT_NUMBERS)
        table.place_bet("put", rng.integers(0, 30, SESSIONS) * ~off, int(put))
        seen.append(copy.deepcopy(table))
        table.settle(rng.integers(0, 36, SESSIONS))
    return seen


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("on", ON)
def test_odds_in_one_call_are_the_odds_number_by_number(rules: str, on: str | None) -> None:
    rng = np.random.default_rng(len(rules) * 31 + ON.index(on))
    short = placed = 0
    for table in tables_in_play(RULES[rules], rng):
        amount = rng.integers(0, 120, (len(POINT_NUMBERS), SESSIONS))
        amount *= rng.random(amount.shape) < 0.7
        one_by_one = copy.deepcopy(table)
        for number, row in zip(POINT_NUMBERS, amount, strict=True):
            one_by_one.place_odds_bet(number, row, on)
        rack = table.rack.copy()
        table.place_odds_bets(amount, on)
        assert np.array_equal(table.rack, one_by_one.rack)
        assert np.array_equal(table.odds_on, one_by_one.odds_on)
        assert np.array_equal(table.amount, one_by_one.amount)
        went_on = rack - table.rack
        placed += int(went_on.sum())
        short += int(((went_on > 0) & (amount.sum(axis=0) > rack)).sum())
    if on in ("field", "put") or (on == "pass" and rules == "capped"):
        return  # nothing to go behind, or odds the caps mostly refuse
    assert placed, "no odds went on: the comparison proved nothing"
    assert short, "no session's rack ran out partway: the order went untested"


def test_a_row_per_point_number_and_a_broadcast_row_are_the_same() -> None:
    rules = TableRules()
    table = tables_in_play(rules, np.random.default_rng(3))[-1]
    column = copy.deepcopy(table)
    table.place_odds_bets(np.full((len(POINT_NUMBERS), SESSIONS), 10))
    column.place_odds_bets(np.full((len(POINT_NUMBERS), 1), 10))
    assert np.array_equal(table.odds_on, column.odds_on)
    assert table.odds_on.any()
