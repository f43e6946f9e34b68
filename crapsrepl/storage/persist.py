"""The table as a versioned JSON document, for save/load and the session journal.

Loading checks everything (format, version, types, seats, bets, chip totals) before it builds
a new Game, so a damaged or foreign file is refused and the current table is never touched.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from ..craps.bets import Phase, bet_type
from ..craps.dice import POINT_NUMBERS
from ..craps.errors import GameError
from ..craps.game import Game, check_name
from ..craps.states import PointOff, PointOn
from .table_rules import rules_from_json, rules_to_json

FORMAT = "crapsrepl-table"
VERSION = 1


class LoadError(GameError):
    """A saved table that cannot be used; the message says why."""


def to_document(game: Game) -> dict[str, Any]:
    table, rules = game.table, game.rules
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "rules": rules_to_json(rules),
        "rng": _rng_to_json(game.dice.getstate()),
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


def from_document(doc: Any) -> Game:
    """A new Game from a document, or LoadError naming the first thing wrong with it."""
    try:
        return _build(doc)
    except LoadError:
        raise
    except (KeyError, TypeError, ValueError, IndexError) as problem:
        raise LoadError(f"not a valid saved table ({type(problem).__name__}: {problem})") from None


def _build(doc: Any) -> Game:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise LoadError("not a crapsrepl table file")
    if doc.get("version") != VERSION:
        raise LoadError(
            f"saved table version {doc.get('version')!r} is not supported (expected {VERSION})"
        )
    try:
        rules = rules_from_json(doc["rules"])
    except GameError as problem:
        raise LoadError(f"not a valid saved table (rules: {problem})") from None
    seed = doc["seed"]
    game = Game(seed=None if seed is None else _int(seed), rules=rules)
    game.dice.setstate(_rng_from_json(doc["rng"]))
    table = game.table
    names: set[str] = set()
    for entry in doc["players"]:
        name, rack = _str(entry["name"]), _int(entry["rack"])
        check_name(name)
        if name.casefold() in names or rack < 0:
            raise LoadError(f"player {name} is duplicated or has a negative rack")
        names.add(name.casefold())
        table.seat(name, rack)
    table.brought = _int(doc["brought"])
    seat = doc["shooter_seat"]
    if (seat is None) != (not table.players) or (
        seat is not None and not 0 <= _int(seat) < len(table.players)
    ):
        raise LoadError("the shooter's seat does not match the players")
    table.shooter_seat = seat
    point = doc["point"]
    if point is not None and _int(point) not in POINT_NUMBERS:
        raise LoadError(f"{point!r} is not a point number")
    flags = _bool(doc.get("new_shooter", False)), _bool(doc.get("after_seven", False))
    game.state = PointOff(*flags) if point is None else PointOn(point)
    seated = {p.name for p in table.players}
    for entry in doc["bets"]:
        try:
            kind = bet_type(_str(entry["kind"]))
            number = entry["number"]
            kind.check_resting(number)
            bet = kind(_str(entry["player"]), _int(entry["amount"]), number, _int(entry["odds"]))
            bet.restore([_int(n) for n in entry.get("progress", [])])
        except LoadError:
            raise
        except GameError as problem:
            raise LoadError(f"not a valid saved table ({problem})") from None
        if bet.player not in seated or bet.amount < 1 or bet.odds < 0:
            raise LoadError(f"a bet of {bet.player} is not valid")
        if bet.odds and not (bet.takes_odds and bet.number is not None):
            raise LoadError(f"a bet of {bet.player} carries odds it cannot take")
        table.bets.append(bet)
    for name, on in doc.get("working", {}).items():
        if _str(name) not in seated:
            raise LoadError(f"working is set for {name}, who is not seated")
        table.working[name] = _bool(on)
    table.house = _int(doc["house"])
    table.cashed_out = _int(doc["cashed_out"])
    accounted, brought = game.chips_accounted()
    if accounted != brought:
        raise LoadError(f"the chips do not add up ({accounted} accounted for, {brought} brought)")
    return game


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise LoadError(f"expected a whole number, found {value!r}")
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise LoadError(f"expected text, found {value!r}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise LoadError(f"expected true or false, found {value!r}")
    return value


def _rng_to_json(state: Any) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def _rng_from_json(data: Any) -> Any:
    version, internal, gauss = data
    if (
        not isinstance(internal, list)
        or len(internal) != 625
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in internal)
    ):
        raise LoadError("the saved dice state is damaged")
    return (_int(version), tuple(internal), gauss if gauss is None else float(gauss))


def save(game: Game, path: Path | str) -> None:
    """Write atomically: a temporary file beside the target, then a rename."""
    target = Path(path)
    text = json.dumps(to_document(game), indent=1) + "\n"
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except OSError as problem:
        raise GameError(f"cannot save to {target}: {problem.strerror or problem}") from None


def load(path: Path | str) -> Game:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        reason = problem.strerror if isinstance(problem, OSError) and problem.strerror else problem
        raise LoadError(f"cannot read {path}: {reason}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as problem:
        raise LoadError(f"{path} is damaged: {problem.msg} at line {problem.lineno}") from None
    return from_document(doc)
