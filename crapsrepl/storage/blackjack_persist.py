"""A blackjack table as a versioned JSON document, for save/load and the session journal.

Everything that decides what happens next is kept: the shoe's order and position, stacked
cards, the random generator, every hand and bet, the phase. Loading checks the document
and the chip count before it returns a new game, so the current table is never touched
by a damaged or foreign file.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import fields
from pathlib import Path
from typing import Any

from ..blackjack import BlackjackError, BlackjackGame, Doubles, Hand, Payout, Phase, TableRules
from ..blackjack import parse_card as _card
from ..blackjack.checks import check_name

FORMAT = "crapsrepl-blackjack-table"
VERSION = 1
_HAND_FLAGS = ("from_split", "split_aces", "doubled", "surrendered", "done", "settled")


class BlackjackLoadError(BlackjackError):
    """A saved table that cannot be used; the message says why."""


def to_document(game: BlackjackGame) -> dict[str, Any]:
    rules = {f.name: getattr(game.rules, f.name) for f in fields(game.rules)}
    rules["blackjack_pays"] = game.rules.blackjack_pays.text
    rules["doubles"] = game.rules.doubles.value
    version, internal, gauss = game.rng.getstate()
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "blackjack",
        "seed": game.seed,
        "rules": rules,
        "rng": [version, list(internal), gauss],
        "shoe": game.shoe.state(),
        "phase": game.phase.value,
        "hole_shown": game.hole_shown,
        "dealer": [c.label for c in game.dealer.cards],
        "seats": [
            {
                "name": s.name,
                "rack": s.rack,
                "bet": s.bet,
                "insurance": s.insurance,
                "answered": s.answered,
                "hands": [_hand_doc(h) for h in s.hands],
            }
            for s in game.table.seats
        ],
        "house": game.table.house,
        "brought": game.table.brought,
    }


def _hand_doc(hand: Hand) -> dict[str, Any]:
    return {
        "bet": hand.bet,
        "cards": [c.label for c in hand.cards],
        **{flag: getattr(hand, flag) for flag in _HAND_FLAGS},
    }


def from_document(doc: Any) -> BlackjackGame:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BlackjackLoadError("this is not a saved crapsrepl blackjack table")
    if doc.get("version") != VERSION:
        raise BlackjackLoadError(f"saved table version {doc.get('version')!r} is not supported")
    try:
        game = _build(doc)
    except BlackjackLoadError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as problem:
        raise BlackjackLoadError(f"the saved table is damaged ({problem})") from None
    accounted, brought = game.chips_accounted()
    if accounted != brought:
        raise BlackjackLoadError(
            f"the chips do not add up ({accounted} accounted for, {brought} brought)"
        )
    return game


def _build(doc: dict[str, Any]) -> BlackjackGame:
    raw = dict(doc["rules"])
    raw["blackjack_pays"] = Payout.parse(raw["blackjack_pays"])
    raw["doubles"] = Doubles(raw["doubles"])
    game = BlackjackGame(seed=_opt_int(doc["seed"]), rules=TableRules(**raw))
    version, internal, gauss = doc["rng"]
    if len(internal) != 625 or not all(_is_int(x) for x in internal):
        raise BlackjackLoadError("the saved shuffle state is damaged")
    game.rng.setstate((_int(version), tuple(internal), gauss))
    shoe = doc["shoe"]
    cards = [_card(c) for c in shoe["cards"]]
    if len(cards) != 52 * game.rules.decks or not 0 <= _int(shoe["next"]) <= len(cards):
        raise BlackjackLoadError("the saved shoe does not match the table's decks")
    game.shoe.restore(cards, _int(shoe["next"]), [_card(c) for c in shoe["stacked"]])
    game.phase = Phase(doc["phase"])
    game.hole_shown = bool(doc["hole_shown"])
    for card in doc["dealer"]:
        game.dealer.add(_card(card))
    for entry in doc["seats"]:
        check_name(entry["name"])
        seat = game.table.seat(entry["name"], _int(entry["rack"]))
        seat.bet, seat.insurance = _int(entry["bet"]), _int(entry["insurance"])
        seat.answered = bool(entry["answered"])
        for h in entry["hands"]:
            hand = Hand(bet=_int(h["bet"]), cards=[_card(c) for c in h["cards"]])
            for flag in _HAND_FLAGS:
                setattr(hand, flag, bool(h[flag]))
            seat.hands.append(hand)
    game.table.house = _int(doc["house"])
    game.table.brought = _int(doc["brought"])
    return game


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: Any) -> int:
    if not _is_int(value):
        raise BlackjackLoadError(f"{value!r} is not a whole number")
    return int(value)


def _opt_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def save(game: BlackjackGame, path: Path | str) -> None:
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
        raise BlackjackError(f"cannot save to {target}: {problem.strerror or problem}") from None


def load(path: Path | str) -> BlackjackGame:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        reason = problem.strerror if isinstance(problem, OSError) and problem.strerror else problem
        raise BlackjackLoadError(f"cannot read {path}: {reason}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as problem:
        raise BlackjackLoadError(
            f"{path} is damaged: {problem.msg} at line {problem.lineno}"
        ) from None
    return from_document(doc)
