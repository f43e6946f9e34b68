"""The fast path's tables come from the bet classes, and the exact edges from the tables."""

from __future__ import annotations

from fractions import Fraction

import pytest

from crapsrepl import TableRules
from crapsrepl.craps.bets import ComeBet, Outcome, PassLineBet
from crapsrepl.craps.dice import Throw
from crapsrepl.simulation.exact import family_edges
from crapsrepl.simulation.tables import CODES, THROWS, build


def test_the_exact_edges_are_the_textbook_ones() -> None:
    assert family_edges(build(TableRules())) == [
        (Fraction(7, 495), Fraction(0)),
        (Fraction(7, 495), Fraction(0)),
    ]


def test_the_table_says_what_decide_says() -> None:
    t = build(TableRules())
    for family, cls in enumerate(t.families):
        for number in (None, 4, 5, 6, 8, 9, 10):
            for index, throw in enumerate(THROWS):
                decided = cls("x", 10, number).decide(throw)
                assert int(t.outcome[index, t.slot(family, number)]) == CODES[decided]


def test_a_changed_bet_class_changes_the_tables_and_the_edge(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(PassLineBet, "winnings", lambda self, throw, rules: 2 * self.amount)
    t = build(TableRules())
    assert (t.win_num[t.slot(0, None)], t.win_den[t.slot(0, None)]) == (2, 1)
    assert family_edges(t)[0][0] < 0  # paying 2:1 the pass line would favour the player

    def craps_pushes(self: ComeBet, throw: Throw) -> Outcome | None:
        return Outcome.RETURN if self.number is None and throw.total == 12 else None

    monkeypatch.setattr(ComeBet, "decide", craps_pushes)
    assert int(build(TableRules()).outcome[35, t.slot(1, None)]) == CODES[Outcome.RETURN]


def test_come_odds_work_on_the_come_out_only_with_the_option() -> None:
    come_on_six = build(TableRules()).slot(1, 6)
    assert not build(TableRules()).odds_working[0, come_on_six]
    assert build(TableRules(come_odds_working=True)).odds_working[0, come_on_six]


def test_a_payout_that_is_not_a_rounded_ratio_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PassLineBet, "winnings", lambda self, throw, rules: self.amount + 1)
    with pytest.raises(ValueError, match="rounded-down ratio"):
        build(TableRules())
