"""`load` and `save` against crafted, huge, odd and unwritable files (issue 15)."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from crapsrepl import Game, GameError, OddsCap, TableRules
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.persistence import LoadError, load, save, to_document
from crapsrepl.games.craps.console.render import render
from crapsrepl.plugin import opened_document
from tests.helpers import resealed


def document(*, point: int | None = None, odds_cap: str | None = None) -> dict[str, Any]:
    """Bob with $10 on the pass line, the point off or set to ``point``."""
    rules = TableRules(max_odds=OddsCap.parse(odds_cap) if odds_cap else None)
    g = Game(seed=5, rules=rules)
    g.add_player("Bob", 100)
    g.add_player("Adam", 100)
    g.place_line_bet("Bob", 10)
    if point is not None:
        g.roll(point)
    return to_document(g)


def write(path: Path, doc: object) -> Path:
    path.write_text(json.dumps(doc))
    return path


def test_load_refuses_a_5000_digit_number(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(document()).replace('"house": 0', '"house": ' + "9" * 5000))
    with pytest.raises(LoadError, match="more than 20 digits"):
        load(path)


@pytest.mark.parametrize("value", [-1, "lots", 4294967296, True])
@pytest.mark.parametrize("where", ["word", "version", "gauss"])
def test_load_refuses_a_damaged_dice_state(tmp_path: Path, value: object, where: str) -> None:
    """The generator is sealed; one sealed again by the key's owner is still checked."""

    def damage(secret: dict[str, Any]) -> None:
        if where == "word":
            secret["rng"][1][0] = value
        elif where == "version":
            secret["rng"][0] = value
        else:
            secret["rng"][2] = value

    path = write(tmp_path / "t.json", resealed(document(), lambda _: None, damage))
    with pytest.raises(LoadError, match="dice state is damaged|out of range"):
        load(path)


def test_the_saved_file_shows_no_dice_generator_and_an_edit_is_refused(tmp_path: Path) -> None:
    """Whoever reads a saved craps table cannot compute the next rolls from it, nor change
    the table: the generator is sealed, bound to the rest."""
    doc = document()
    assert "rng" not in doc and doc["version"] == 2 and isinstance(doc["sealed"], str)
    doc["players"][0]["rack"] += 1000
    with pytest.raises(LoadError, match="^the dice cannot be read back: its seal does not match"):
        load(write(tmp_path / "t.json", doc))


def test_a_loaded_table_rolls_the_dice_the_unbroken_one_rolls(tmp_path: Path) -> None:
    g = Game(seed=None)
    g.add_player("Bob", 100)
    save(g, tmp_path / "t.json")
    again = load(tmp_path / "t.json")
    rolled = [g.dice.throw() for _ in range(20)]
    assert [again.dice.throw() for _ in range(20)] == rolled


def test_a_version_1_table_with_its_dice_in_the_clear_still_loads(tmp_path: Path) -> None:
    """A file saved before the dice were sealed loads with the dice it kept (whoever could
    forge one holds the seal key anyway)."""
    g = Game(seed=None)
    g.add_player("Bob", 100)
    public, secret = opened_document(to_document(g))
    old = {**public, "version": 1, "rng": secret["rng"]}
    again = load(write(tmp_path / "t.json", old))
    assert [again.dice.throw() for _ in range(5)] == [g.dice.throw() for _ in range(5)]


def test_load_refuses_json_nested_100000_deep(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(LoadError, match="nested too deeply"):
        load(path)


def test_load_refuses_a_device_without_reading_it() -> None:
    with pytest.raises(LoadError, match="not a regular file"):
        load("/dev/zero")


def test_load_refuses_a_named_pipe_without_waiting_on_it(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(LoadError, match="not a regular file"):
        load(tmp_path / "fifo")


def test_load_refuses_a_file_over_the_size_cap(tmp_path: Path) -> None:
    from crapsrepl.storage import tablefile

    path = tmp_path / "big.json"
    path.write_text(" " * (tablefile.MAX_TABLE_BYTES + 1))
    with pytest.raises(LoadError, match="larger than"):
        load(path)


def _pass_bet_on(number: int | None, doc: dict[str, Any]) -> None:
    doc["bets"][0]["number"] = number


def _duplicate_pass_bet(doc: dict[str, Any]) -> None:
    doc["bets"] = [dict(doc["bets"][0], amount=5), dict(doc["bets"][0], amount=5)]


def _come_bet_waiting(doc: dict[str, Any]) -> None:
    doc["bets"][0]["kind"] = "come"


# Each table is made when its test runs: sealed under that test's key.
INCONSISTENT: dict[
    str, tuple[Callable[[], dict[str, Any]], Callable[[dict[str, Any]], None], str]
] = {
    "point off, pass bet on 6": (document, lambda d: _pass_bet_on(6, d), "point is off"),
    "point 8, pass bet on 6": (
        lambda: document(point=8),
        lambda d: _pass_bet_on(6, d),
        "point is 8",
    ),
    "point 8, pass bet waiting": (
        lambda: document(point=8),
        lambda d: _pass_bet_on(None, d),
        "point is 8",
    ),
    "duplicate pass bets": (document, _duplicate_pass_bet, "appears twice"),
    "come bet waiting, point off": (document, _come_bet_waiting, "waits on its line"),
    "odds on a waiting bet": (
        document,
        lambda d: d["bets"][0].update(odds=5) or d["players"][0].update(rack=85),
        "odds it cannot have",
    ),
    "odds over the cap": (
        lambda: document(point=6, odds_cap="2x"),
        lambda d: d["bets"][0].update(odds=50) or d["players"][0].update(rack=40),
        "more odds than the table allows",
    ),
    # bets the table's rules could not have placed: the model's own checks refuse them
    "a lay bet that cannot win a dollar": (
        lambda: document(point=6),
        lambda d: (
            d["bets"][0].update(kind="lay", number=4, amount=1) or d["players"][0].update(rack=99)
        ),
        "could not have been placed: a lay bet on 4 must be able to win at least $1",
    ),
    "lay odds over the lay cap": (
        lambda: document(point=6),
        lambda d: (
            d["bets"][0].update(kind="dont_pass", odds=50)
            or d["rules"].update(max_lay_odds="1x")
            or d["players"][0].update(rack=40)
        ),
        "lay odds on 6 may win at most $10 (1x of a $10 bet)",
    ),
}


@pytest.mark.parametrize("case", list(INCONSISTENT))
def test_load_refuses_inconsistent_tables(tmp_path: Path, case: str) -> None:
    made, change, message = INCONSISTENT[case]
    doc = resealed(made(), change)
    controller = CrapsController(Game(seed=1))
    controller.execute("addPlayer(Zed, 40)")
    reply = controller.execute(f"load {write(tmp_path / 't.json', doc)}")
    lines = [t for e in reply.events for t in render(e)]
    assert reply.refused and len(lines) == 1 and message in lines[0]
    assert controller.game.players == ["Zed"]


def test_a_consistent_table_with_come_bets_and_odds_still_loads(tmp_path: Path) -> None:
    g = Game(seed=2, rules=TableRules(max_odds=OddsCap.parse("3-4-5")))
    g.add_player("Bob", 200)
    g.place_line_bet("Bob", 10)
    g.roll(6)
    g.place_odds_bet("Bob", 6, 50)
    g.place_come_bet("Bob", 10)
    g.roll(5)
    g.place_come_bet("Bob", 10)
    save(g, tmp_path / "t.json")
    assert load(tmp_path / "t.json").snapshot() == g.snapshot()


def test_save_leaves_no_temporary_file_when_it_fails(tmp_path: Path) -> None:
    (tmp_path / "t.json").mkdir()
    with pytest.raises(GameError, match="cannot save"):
        save(Game(seed=1), tmp_path / "t.json")
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]


def test_save_refuses_to_replace_a_named_pipe(tmp_path: Path) -> None:
    pipe = tmp_path / "fifo"
    os.mkfifo(pipe)
    with pytest.raises(GameError, match="not a regular file"):
        save(Game(seed=1), pipe)
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["fifo"]


def test_save_refuses_to_replace_a_read_only_file(tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("precious")
    kept.chmod(0o444)
    with pytest.raises(GameError, match="read-only"):
        save(Game(seed=1), kept)
    assert kept.read_text() == "precious"


def test_save_fsyncs_the_folder_after_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    to_document(Game(seed=1))  # the seal key made (and synced) before the spying starts
    monkeypatch.setattr(os, "fsync", spy)
    save(Game(seed=1), tmp_path / "t.json")
    assert synced == [False, True]


def test_save_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    kept = tmp_path / "shared.json"
    kept.write_text("old")
    kept.chmod(0o664)
    save(Game(seed=1), kept)
    new = tmp_path / "new.json"
    save(Game(seed=1), new)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o664
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~_umask()


def _umask() -> int:
    old = os.umask(0)
    os.umask(old)
    return old
