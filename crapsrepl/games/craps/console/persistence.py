"""The craps table as a versioned JSON document, for save/load and the session journal
(the file itself is ``storage.tablefile``'s, the same for every game).

Loading checks everything (format, version, types, seats, bets, chip totals) before it builds
a new Game, so a damaged or foreign file is refused and the current table is never touched.

The dice generator's state decides every roll to come, so a file showing it would let its
reader compute them: it is sealed (``storage.seal``, as blackjack's shoe), bound to the rest
of the document, which is therefore refused if edited. A version 1 file kept it in the
clear; it still loads, with its dice, since whoever could forge one holds the seal key
anyway (docs/security.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from crapsrepl.plugin import (
    WrongValue,
    fields,
    flag,
    items,
    load_table,
    opened_document,
    rng_from_json,
    rng_to_json,
    save_table,
    sealed_document,
    text,
    whole,
)

from ..model.bets import Phase, bet_type
from ..model.dice import POINT_NUMBERS
from ..model.errors import GameError
from ..model.game import Game, check_name
from ..model.states import PointOff, PointOn
from .consistency import Inconsistent, check_bets
from .table_rules import rules_from_json, rules_to_json

FORMAT = "crapsrepl-table"
VERSION = 2  # 1 kept the dice generator in the clear


class LoadError(GameError):
    """A saved table that cannot be used; the message says why."""


def to_document(game: Game) -> dict[str, object]:
    """The table as it is seen, and sealed with it the generator no one may see."""
    secret: dict[str, object] = {"rng": rng_to_json(game.dice.getstate())}
    return sealed_document(parts_of(game), secret, GameError, "the dice")


def opened(doc: dict[str, object]) -> tuple[dict[str, object], dict[str, object]]:
    """(the document's visible part, its seal's content), or LoadError."""
    return opened_document(doc, LoadError, "the dice")


def parts_of(game: Game) -> dict[str, object]:
    table, rules = game.table, game.rules
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "craps",
        "seed": game.seed,
        "rules": rules_to_json(rules),
        "point": game.point,
        "shooter_seat": table.shooter_seat,
        "new_shooter": Phase.NEW_SHOOTER in game.state.phases,
        "after_seven": Phase.AFTER_SEVEN in game.state.phases,
        "players": [{"name": p.name, "rack": p.rack} for p in table.players],
        "working": dict(table.working),
        "bets": [
            {
                "kind": str(b.kind),
                "player": b.player,
                "amount": b.amount,
                "number": b.number,
                "odds": b.odds,
                **({"progress": b.progress()} if b.progress() else {}),
            }
            for b in table.bets
        ],
        "house": table.house,
        "brought": table.brought,
        "cashed_out": table.cashed_out,
    }


def from_document(doc: object) -> Game:
    """A new Game from a document, or LoadError naming the first thing wrong with it."""
    try:
        return _build(doc)
    except LoadError:
        raise
    except (GameError, WrongValue) as problem:
        raise LoadError(str(problem)) from None
    except (KeyError, TypeError, ValueError, IndexError, OverflowError) as problem:
        raise LoadError(f"not a valid saved table ({type(problem).__name__}: {problem})") from None


def _build(doc: Any) -> Game:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise LoadError("not a crapsrepl table file")
    version = doc.get("version")
    if type(version) is not int or version not in (1, VERSION):
        raise LoadError(
            f"saved table version {doc.get('version')!r} is not supported (expected {VERSION})"
        )
    if version == VERSION:
        doc, secret = opened(doc)
        doc = {**doc, "rng": secret.get("rng")}
    try:
        rules = rules_from_json(doc["rules"])
    except (GameError, WrongValue) as problem:
        raise LoadError(f"not a valid saved table (rules: {problem})") from None
    seed = doc["seed"]
    game = Game(seed=None if seed is None else whole(seed), rules=rules)
    try:
        game.dice.setstate(rng_from_json(doc["rng"]))
    except ValueError:
        raise LoadError("the saved dice state is damaged") from None
    table = game.table
    names: set[str] = set()
    for entry in map(fields, items(doc["players"])):
        name, rack = text(entry["name"]), whole(entry["rack"])
        check_name(name)
        if name.casefold() in names or rack < 0:
            raise LoadError(f"player {name} is duplicated or has a negative rack")
        names.add(name.casefold())
        table.seat(name, rack)
    table.brought = whole(doc["brought"])
    seat = doc["shooter_seat"]
    if (seat is None) != (not table.players) or (
        seat is not None and not 0 <= whole(seat) < len(table.players)
    ):
        raise LoadError("the shooter's seat does not match the players")
    table.shooter_seat = seat
    point = doc["point"]
    if point is not None and whole(point) not in POINT_NUMBERS:
        raise LoadError(f"{point!r} is not a point number")
    flags = flag(doc.get("new_shooter", False)), flag(doc.get("after_seven", False))
    game.state = PointOff(*flags) if point is None else PointOn(point)
    seated = {p.name for p in table.players}
    for entry in map(fields, items(doc["bets"])):
        try:
            kind = bet_type(text(entry["kind"]))
            number = None if entry["number"] is None else whole(entry["number"])
            kind.check_resting(number)
            bet = kind(text(entry["player"]), whole(entry["amount"]), number, whole(entry["odds"]))
            bet.restore([whole(n) for n in items(entry.get("progress", []))])
        except LoadError:
            raise
        except GameError as problem:
            raise LoadError(f"not a valid saved table ({problem})") from None
        if bet.player not in seated or bet.amount < 1 or bet.odds < 0:
            raise LoadError(f"a bet of {bet.player} is not valid")
        if bet.odds and not (bet.takes_odds and bet.number is not None):
            raise LoadError(f"a bet of {bet.player} carries odds it cannot have")
        table.bets.append(bet)
    working = doc.get("working", {})
    if not isinstance(working, dict):
        raise LoadError(f"working: expected a table of names, found {working!r}")
    for name, on in working.items():
        if text(name) not in seated:
            raise LoadError(f"working is set for {name}, who is not seated")
        table.working[name] = flag(on)
    try:
        check_bets(table.bets, game.state, rules, seated)
    except Inconsistent as problem:
        raise LoadError(str(problem)) from None
    table.house = whole(doc["house"])
    table.cashed_out = whole(doc["cashed_out"])
    if table.brought < 0 or table.cashed_out < 0:
        raise LoadError("the chips brought and taken home cannot be negative")
    accounted, brought = game.chips_accounted()
    if accounted != brought:
        raise LoadError(f"the chips do not add up ({accounted} accounted for, {brought} brought)")
    return game


def save(game: Game, path: Path | str) -> None:
    """The table to a file, through the one hardened path every game's files take."""
    save_table(to_document(game), path, GameError)


def load(path: Path | str) -> Game:
    return load_table(path, from_document, LoadError)
