"""save/load keeps every kind of bet, the side bets' progress, working choices and options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapsrepl import Game, OddsCap, TableRules
from crapsrepl.games.craps.console.persistence import LoadError, load, save, to_document
from crapsrepl.games.craps.model.rules import Limit, Rounding
from tests.helpers import resealed


def full_table() -> Game:
    rules = TableRules(
        max_lay_odds=OddsCap.parse("6x"),
        field_twelve=3,
        commission_percent=4,
        commission_rounding=Rounding.UP,
        commission_on_win=True,
        come_out_working=True,
        limits=(Limit("props", 1, 100), Limit("side", 2, None)),
    )
    g = Game(seed=5, rules=rules)
    g.add_player("Bob", 1000)
    g.add_player("Adam", 1000)
    g.place_bet("Adam", "fire", 5)
    g.place_bet("Adam", "small", 5)
    g.place_line_bet("Bob", 10)
    g.place_bet("Adam", "dont_pass", 10)
    g.roll(2, 2)
    g.place_odds_bet("Adam", 4, 20, on="dont")
    for kind, amount, number in [
        ("come", 10, None),
        ("dont_come", 10, None),
        ("put", 10, 8),
        ("place", 12, 6),
        ("buy", 20, 10),
        ("lay", 40, 4),
        ("big", 10, 8),
        ("hard", 5, 10),
        ("field", 5, None),
        ("horn", 4, None),
    ]:
        g.place_bet("Bob", kind, amount, number)
    g.place_hop_bet("Bob", 2, 5, 5)
    g.set_working("Adam", False)
    return g


def test_every_bet_round_trips(tmp_path: Path) -> None:
    g = full_table()
    save(g, tmp_path / "t.json")
    h = load(tmp_path / "t.json")
    assert h.snapshot() == g.snapshot() and h.rules == g.rules
    assert h.table.working == {"Adam": False}
    assert [b.progress() for b in h.table.bets] == [b.progress() for b in g.table.bets]
    assert [b.progress() for b in h.table.bets if b.kind == "small"] == [[4]]
    for throw in [(3, 3), (5, 5), (4, 3), (1, 1), (6, 6)]:
        if h.point is None:
            g.place_line_bet(g.shooter or "", 1)
            h.place_line_bet(h.shooter or "", 1)
        assert h.roll(*throw) == g.roll(*throw)
        assert h.snapshot() == g.snapshot()


def test_new_shooter_and_after_seven_survive(tmp_path: Path) -> None:
    g = Game()
    g.add_player("Bob", 100)
    save(g, tmp_path / "t.json")
    load(tmp_path / "t.json").place_bet("Bob", "fire", 1)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d["bets"][0].update(progress=[7]), "remembers only point numbers"),
        (lambda d: d["bets"][1].update(progress=[9]), "remembers only"),
        (lambda d: d["bets"][0].update(number=5), "a fire bet takes no number"),
        (
            lambda d: d["bets"].append(
                {**d["bets"][-1], "kind": "field", "number": None, "odds": 3}
            ),
            "odds",
        ),
        (lambda d: d.update(working={"Zed": True}), "Zed, who is not seated"),
        (lambda d: d["rules"].update(field_twelve=4), "not a valid saved table"),
        (lambda d: d["rules"].update(commission_rounding="sideways"), "not a valid saved"),
    ],
)
def test_damaged_bets_are_refused(tmp_path: Path, damage: object, message: str) -> None:
    doc = resealed(to_document(full_table()), damage)  # type: ignore[arg-type]
    (tmp_path / "t.json").write_text(json.dumps(doc))
    with pytest.raises(LoadError, match=message):
        load(tmp_path / "t.json")
