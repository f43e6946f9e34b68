"""Every game's `save` and `load` at its own prompt go through the one hardened path: each
hostile file is one `error:` line and the table is untouched, at craps and at blackjack
alike (blackjack's copy of craps' storage once lacked every one of these guards)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from crapsrepl.console.games import GAMES, GameController
from tests.helpers import resealed

GAME_NAMES = list(GAMES)


def seated(game: str) -> GameController:
    binding = GAMES[game]
    controller = binding.new_controller(binding.default_setup(), None)
    for line in binding.seat_commands([("Bob", 100), ("Al", 50)]):
        assert not controller.execute(line).refused
    return controller


def one_error(controller: GameController, line: str, game: str) -> str:
    """The command's reply: refused, one line, starting `error:`; and the table as it was."""
    before = controller.to_document()
    binding = GAMES[game]
    reply = controller.execute(line)
    lines = [text for event in reply.events for text in binding.render(event)]
    assert reply.refused and len(lines) == 1 and lines[0].startswith("error: "), lines
    assert controller.to_document() == before
    return lines[0]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_load_refuses_devices_and_pipes_without_reading_or_waiting(
    game: str, tmp_path: Path
) -> None:
    controller = seated(game)
    assert "is not a regular file" in one_error(controller, "load /dev/zero", game)
    os.mkfifo(tmp_path / "fifo")
    assert "is not a regular file" in one_error(controller, f"load {tmp_path / 'fifo'}", game)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_load_refuses_crafted_json(game: str, tmp_path: Path) -> None:
    controller = seated(game)
    deep, huge = tmp_path / "deep.json", tmp_path / "huge.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    document = controller.to_document()
    document["house"] = "__HOUSE__"
    huge.write_text(json.dumps(document).replace('"__HOUSE__"', "9" * 5000))
    assert "nested too deeply" in one_error(controller, f"load {deep}", game)
    assert "more than 20 digits" in one_error(controller, f"load {huge}", game)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_load_refuses_a_file_over_the_size_cap(game: str, tmp_path: Path) -> None:
    from crapsrepl.storage import tablefile

    controller = seated(game)
    big = tmp_path / "big.json"
    big.write_text(json.dumps(controller.to_document()) + " " * tablefile.MAX_TABLE_BYTES)
    assert "larger than 4,000,000 bytes" in one_error(controller, f"load {big}", game)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_save_refuses_what_is_not_a_writable_regular_file(game: str, tmp_path: Path) -> None:
    controller = seated(game)
    assert "not a regular file" in one_error(controller, "save /dev/null", game)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    os.mkfifo(tmp_path / "fifo")
    assert "not a regular file" in one_error(controller, f"save {tmp_path / 'fifo'}", game)
    assert stat.S_ISFIFO(os.stat(tmp_path / "fifo").st_mode)
    kept = tmp_path / "kept.json"
    kept.write_text("mine")
    kept.chmod(0o444)
    assert "read-only" in one_error(controller, f"save {kept}", game)
    assert kept.read_text() == "mine"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_failed_save_leaves_no_temporary_file(game: str, tmp_path: Path) -> None:
    controller = seated(game)
    folder = tmp_path / "table.json"
    folder.mkdir()
    one_error(controller, f"save {folder}", game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table.json"]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_what_is_saved_loads_back_the_same(game: str, tmp_path: Path) -> None:
    controller = seated(game)
    path = tmp_path / "t.json"
    assert not controller.execute(f"save {path}").refused
    again = seated(game)
    again.execute("addPlayer(Cy, 5)")
    assert not again.execute(f"load {path}").refused
    assert again.to_document() == controller.to_document()


def blackjack_document() -> dict[str, object]:
    return seated("blackjack").to_document()


def seats(document: dict[str, object]) -> list[dict[str, object]]:
    found = document["seats"]
    assert isinstance(found, list)
    return found


def twice(document: dict[str, object]) -> None:
    seats(document).append(dict(seats(document)[0]))


def eleven(document: dict[str, object]) -> None:
    document["seats"] = [dict(seats(document)[0], name=f"P{n}", rack=0) for n in range(11)]


def negative_rack(document: dict[str, object]) -> None:
    seats(document)[0]["rack"] = -5
    document["brought"] = 145


def negative_bet(document: dict[str, object]) -> None:
    seats(document)[0]["bet"] = -10
    seats(document)[0]["rack"] = 110


def bool_rack(document: dict[str, object]) -> None:
    seats(document)[0]["rack"] = True


def text_flag(document: dict[str, object]) -> None:
    seats(document)[0]["answered"] = "no"


def odd_rule(document: dict[str, object]) -> None:
    rules = document["rules"]
    assert isinstance(rules, dict)
    rules["decks"] = 2.5


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (twice, "seated twice"),
        (eleven, "has 7 seats, not 11"),
        (negative_rack, "cannot be negative"),
        (negative_bet, "cannot be negative"),
        (bool_rack, "expected a whole number, found True"),
        (text_flag, "expected true or false"),
        (odd_rule, "rule decks is damaged"),
    ],
)
def test_blackjack_load_checks_seats_and_values(
    damage: object, message: str, tmp_path: Path
) -> None:
    assert callable(damage)
    document = resealed(blackjack_document(), damage)
    path = tmp_path / "t.json"
    path.write_text(json.dumps(document))
    assert message in one_error(seated("blackjack"), f"load {path}", "blackjack")


@pytest.mark.parametrize("game", GAME_NAMES)
def test_nan_is_refused(game: str, tmp_path: Path) -> None:
    controller = seated(game)
    document = controller.to_document()
    document["house"] = "__NAN__"
    path = tmp_path / "t.json"
    path.write_text(json.dumps(document).replace('"__NAN__"', "NaN"))
    assert "NaN is not a number" in one_error(controller, f"load {path}", game)


@pytest.mark.parametrize("working", ["[]", '"yes"', "3"])
def test_craps_load_refuses_a_working_table_that_is_not_one(working: str, tmp_path: Path) -> None:
    controller = seated("craps")
    document = resealed(controller.to_document(), lambda d: d.update(working=json.loads(working)))
    path = tmp_path / "t.json"
    path.write_text(json.dumps(document))
    assert "working: expected a table of names" in one_error(controller, f"load {path}", "craps")
