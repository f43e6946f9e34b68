"""The fast path's tables come from the bet classes, and the exact edges from the tables."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from crapsrepl import TableRules
from crapsrepl.games.craps.model.bets import REGISTRY, ComeBet, Outcome, PassLineBet
from crapsrepl.games.craps.model.bets.numbers import PlaceBet
from crapsrepl.games.craps.model.dice import Throw
from crapsrepl.games.craps.model.rules import Rounding
from crapsrepl.games.craps.simulation.exact import bet_edge, odds_edge
from crapsrepl.games.craps.simulation.layout import THROWS, has_memory, layout
from crapsrepl.games.craps.simulation.tables import CODES, build

EDGES = {  # per dollar decided (pushes and bets that were off are not decided)
    ("pass", None): Fraction(7, 495),
    ("come", None): Fraction(7, 495),
    ("dont_pass", None): Fraction(27, 1925),
    ("put", 6): Fraction(1, 11),
    ("place", 6): Fraction(1, 66),
    ("place", 5): Fraction(1, 25),
    ("place", 4): Fraction(1, 15),
    ("buy", 4): Fraction(0),  # before the commission, which is counted as paid
    ("lay", 10): Fraction(0),
    ("big", 8): Fraction(1, 11),
    ("field", None): Fraction(1, 18),
    ("hard", 6): Fraction(1, 11),
    ("hard", 10): Fraction(1, 9),
    ("any7", None): Fraction(1, 6),
    ("any_craps", None): Fraction(1, 9),
    ("horn", None): Fraction(1, 8),
    ("world", None): Fraction(4, 25),
    ("ce", None): Fraction(1, 9),
    ("hop", 25): Fraction(1, 9),
    ("hop", 33): Fraction(5, 36),
}


@pytest.mark.parametrize(("kind", "number"), list(EDGES))
def test_the_exact_edges_are_the_textbook_ones(kind: str, number: int | None) -> None:
    t = build(TableRules())
    slot = t.layout.slot(kind, number)
    assert slot is not None
    assert bet_edge(t, slot)[0] == EDGES[kind, number]


def test_the_fire_bet_and_field_twelve_edges() -> None:
    t = build(TableRules())
    assert round(float(bet_edge(t, t.layout.slot("fire", None))[0]), 4) == 0.2076  # type: ignore[arg-type]
    three = build(TableRules(field_twelve=3))
    assert bet_edge(three, three.layout.slot("field", None))[0] == Fraction(1, 36)  # type: ignore[arg-type]


def test_odds_pay_true_odds_both_ways() -> None:
    t = build(TableRules())
    for kind in ("pass", "come", "put", "dont_pass", "dont_come"):
        for number in (4, 5, 6, 8, 9, 10):
            assert odds_edge(t, t.layout.slot(kind, number)) == 0  # type: ignore[arg-type]


def test_every_kind_of_bet_has_its_slots() -> None:
    lay = layout()
    assert [cls.kind for cls in lay.kinds] == list(REGISTRY)
    assert lay.slot("pass", 6) is not None and lay.slot("hop", 25) is not None
    assert lay.slot("field", 6) is None and lay.slot("place", None) is None
    assert sum(has_memory(cls) for cls in lay.kinds) == 4  # fire, all, tall, small


def test_the_table_says_what_decide_says() -> None:
    t = build(TableRules())
    for slot, number in enumerate(t.layout.slot_number):
        cls = t.layout.kinds[int(t.layout.slot_kind[slot])]
        if has_memory(cls):
            continue
        for index, throw in enumerate(THROWS):
            decided = cls("x", 10, number).decide(throw)
            assert int(t.outcome[index, slot]) == CODES[decided]


def test_a_changed_bet_class_changes_the_tables_and_the_edge(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(PassLineBet, "winnings", lambda self, throw, rules: 2 * self.amount)
    t = build(TableRules(), fresh=True)
    line = t.layout.slot("pass", None)
    assert line is not None
    seven = THROWS.index(Throw(3, 4))
    assert (t.win_num[seven, line], t.win_den[seven, line]) == (2, 1)
    assert bet_edge(t, line)[0] < 0  # paying 2:1 the pass line would favour the player

    def craps_pushes(self: ComeBet, throw: Throw, point: int | None = None) -> Outcome | None:
        return Outcome.PUSH if self.number is None and throw.total == 12 else None

    monkeypatch.setattr(ComeBet, "decide", craps_pushes)
    come = t.layout.slot("come", None)
    assert int(build(TableRules(), fresh=True).outcome[35, come]) == CODES[Outcome.PUSH]


def test_options_change_what_works_and_what_is_paid() -> None:
    come_on_six = layout().slot("come", 6)
    place_six = layout().slot("place", 6)
    assert not build(TableRules()).odds_working[1, come_on_six]
    assert build(TableRules(come_odds_working=True)).odds_working[1, come_on_six]
    seven = THROWS.index(Throw(3, 4))
    assert build(TableRules()).code[0, seven, place_six] == CODES[None]  # off on the come-out
    assert build(TableRules(come_out_working=True)).code[0, seven, place_six] == CODES[Outcome.LOSE]


def test_commissions_are_asked_of_the_bet_class_for_each_amount() -> None:
    t = build(TableRules(commission_rounding=Rounding.NEAREST))
    buy, lay = t.layout.slot("buy", 4), t.layout.slot("lay", 4)
    assert buy is not None and lay is not None
    assert t.commission.of(buy, np.array([1, 10, 29, 30, 1000])).tolist() == [1, 1, 1, 2, 50]
    assert t.commission.of(lay, np.array([40])).tolist() == [1]  # 5% of the $20 it may win
    assert t.least[lay] == 2  # a lay bet must be able to win $1


def test_a_payout_that_is_not_a_rounded_ratio_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PlaceBet, "winnings", lambda self, throw, rules: self.amount + 1)
    with pytest.raises(ValueError, match="rounded-down ratio"):
        build(TableRules(), fresh=True)
