"""`save` / `load`: versioned JSON, written atomically, refused when damaged or foreign."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from crapsrepl import Game, GameError, OddsCap, TableRules
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.persistence import LoadError, load, save, to_document
from tests.helpers import play, resealed


def busy_game() -> Game:
    g = Game(seed=11, rules=TableRules(max_odds=OddsCap.parse("3-4-5"), table_max=500))
    g.add_player("Bob", 300)
    g.add_player("Adam", 200)
    g.place_line_bet("Bob", 10)
    g.roll(6)
    g.place_odds_bet("Bob", 6, 25)
    g.place_come_bet("Adam", 15)
    g.roll(5)
    g.place_odds_bet("Adam", 5, 10)
    g.place_come_bet("Adam", 5)
    return g


def test_round_trip_keeps_table_and_dice_position(tmp_path: Path) -> None:
    g = busy_game()
    save(g, tmp_path / "t.json")
    h = load(tmp_path / "t.json")
    assert h.snapshot() == g.snapshot()
    assert h.rules == g.rules and h.chips_accounted() == g.chips_accounted()
    assert h.roll() == g.roll()
    assert [h.dice.throw() for _ in range(20)] == [g.dice.throw() for _ in range(20)]


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "t.json"
    target.write_text("old contents")
    save(busy_game(), target)
    assert json.loads(target.read_text())["format"] == "crapsrepl-table"
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]


def test_save_to_an_unwritable_place_is_a_clear_refusal(tmp_path: Path) -> None:
    with pytest.raises(GameError, match="cannot save to"):
        save(busy_game(), tmp_path / "no" / "such" / "dir.json")


def good_document() -> dict:  # type: ignore[type-arg]
    return to_document(busy_game())


def no_change(document: dict[str, Any]) -> None:
    """Nothing of the visible part."""


DAMAGE: list[tuple[Callable[[dict[str, Any]], object], Callable[[dict[str, Any]], object], str]] = [
    (lambda d: d.update(version=3), no_change, "version 3 is not supported"),
    (lambda d: d["players"][0].update(rack=301), no_change, "chips do not add up"),
    (lambda d: d["players"][0].update(rack="lots"), no_change, "expected a whole number"),
    (lambda d: d["players"][0].update(name="\x1b[2J"), no_change, "a name starts with a letter"),
    (lambda d: d.update(point=7), no_change, "7 is not a point number"),
    (lambda d: d.update(shooter_seat=5), no_change, "shooter's seat"),
    (lambda d: d["bets"][0].update(player="Zed"), no_change, "bet of Zed is not valid"),
    (lambda d: d["bets"][0].update(kind="field"), no_change, "not a valid saved table"),
    (no_change, lambda s: s.update(rng=[3, [1, 2], None]), "dice state is damaged"),
    (lambda d: d.pop("house"), no_change, "not a valid saved table"),
    (lambda d: d["rules"].update(max_odds="lots"), no_change, "not a valid saved table"),
]


@pytest.mark.parametrize("document", [{"hello": 1}, [1, 2]])
def test_foreign_documents_are_refused(tmp_path: Path, document: object) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(document))
    with pytest.raises(LoadError, match="not a crapsrepl table file"):
        load(path)


@pytest.mark.parametrize(("change", "secret_change", "message"), DAMAGE)
def test_damaged_documents_are_refused(
    tmp_path: Path,
    change: Callable[[dict[str, Any]], object],
    secret_change: Callable[[dict[str, Any]], object],
    message: str,
) -> None:
    """Damage the seal does not refuse (made by the key's owner) is refused by the checks."""
    path = tmp_path / "t.json"
    path.write_text(json.dumps(resealed(good_document(), change, secret_change)))
    with pytest.raises(LoadError, match=message.replace("(", "\\(")):
        load(path)


def test_load_refusal_leaves_the_current_table_untouched(tmp_path: Path) -> None:
    controller = CrapsController(busy_game())
    before, dice = controller.game.snapshot(), controller.game.dice.getstate()
    (tmp_path / "cut.json").write_text(json.dumps(good_document())[:200])
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00")
    for name in ("cut.json", "bin.json", "missing.json"):
        lines = play(controller, f"load {tmp_path / name}")
        assert len(lines) == 1 and lines[0].startswith("error: ")
    assert controller.game.snapshot() == before and controller.game.dice.getstate() == dice


def test_save_and_load_commands(tmp_path: Path) -> None:
    controller = CrapsController(busy_game())
    path = tmp_path / "table.json"
    assert play(controller, f'save "{path}"') == [f"Table saved to {path}."]
    play(controller, "roll(7)")
    assert play(controller, f"load({path})") == [f"Table loaded from {path} (2 players seated)."]
    assert controller.game.point == 6 and controller.game.chips("Bob") == 265
    assert play(controller, "save") == ["error: save is missing its file: save(file)"]
