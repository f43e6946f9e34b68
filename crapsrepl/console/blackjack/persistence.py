"""A blackjack table as a versioned JSON document, for save/load and the session journal
(the file itself is ``storage.tablefile``'s, the same hardened path as craps').

Everything that decides what happens next is kept: the shoe's order and position, stacked
cards, the random generator, every hand and bet, the phase. Loading checks the document
and the chip count before it returns a new game, so the current table is never touched
by a damaged or foreign file: every value is checked for its type and sign, the seats
for duplicates and number, before anything is built.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

from ...blackjack import BlackjackError, BlackjackGame, Doubles, Hand, Payout, Phase, TableRules
from ...blackjack import parse_card as _card
from ...blackjack.checks import check_name
from ...blackjack.table import SEATS
from ...storage.rngstate import rng_from_json, rng_to_json
from ...storage.tablefile import TableFileError, load_document, save_document

FORMAT = "crapsrepl-blackjack-table"
VERSION = 1
_HAND_FLAGS = ("from_split", "split_aces", "doubled", "surrendered", "done", "settled")
_WRITTEN_AS_TEXT = ("blackjack_pays", "doubles")  # a Payout and a Doubles, kept as "3:2", "any"
_RULE_TYPES: dict[str, type] = {
    f.name: str if f.name in _WRITTEN_AS_TEXT else type(getattr(TableRules(), f.name))
    for f in fields(TableRules)
}


class BlackjackLoadError(BlackjackError):
    """A saved table that cannot be used; the message says why."""


def to_document(game: BlackjackGame) -> dict[str, object]:
    rules: dict[str, object] = {f.name: getattr(game.rules, f.name) for f in fields(game.rules)}
    rules["blackjack_pays"] = game.rules.blackjack_pays.text
    rules["doubles"] = game.rules.doubles.value
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "blackjack",
        "seed": game.seed,
        "rules": rules,
        "rng": rng_to_json(game.rng.getstate()),
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


def _hand_doc(hand: Hand) -> dict[str, object]:
    return {
        "bet": hand.bet,
        "cards": [c.label for c in hand.cards],
        **{flag: getattr(hand, flag) for flag in _HAND_FLAGS},
    }


def from_document(doc: object) -> BlackjackGame:
    """A new game from a document, or BlackjackLoadError naming the first thing wrong."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise BlackjackLoadError("this is not a saved crapsrepl blackjack table")
    if doc.get("version") != VERSION:
        raise BlackjackLoadError(f"saved table version {doc.get('version')!r} is not supported")
    try:
        game = _build(doc)
    except BlackjackLoadError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as problem:
        raise BlackjackLoadError(f"the saved table is damaged ({problem})") from None
    accounted, brought = game.chips_accounted()
    if accounted != brought:
        raise BlackjackLoadError(
            f"the chips do not add up ({accounted} accounted for, {brought} brought)"
        )
    return game


def _rules(raw: object) -> TableRules:
    """Only the rules' own fields, each of its own type (a bool is not a number here)."""
    if not isinstance(raw, dict) or set(raw) - _RULE_TYPES.keys():
        raise BlackjackLoadError("the saved rules are damaged")
    for name, kind in _RULE_TYPES.items():
        if name in raw and (type(raw[name]) is not kind):
            raise BlackjackLoadError(f"the saved rule {name} is damaged")
    values = dict(raw)
    values["blackjack_pays"] = Payout.parse(values.get("blackjack_pays", "3:2"))
    values["doubles"] = Doubles(values.get("doubles", "any"))
    return TableRules(**values)


def _build(doc: dict[str, object]) -> BlackjackGame:
    game = BlackjackGame(seed=_opt_int(doc["seed"]), rules=_rules(doc["rules"]))
    try:
        game.rng.setstate(rng_from_json(doc["rng"]))
    except ValueError:
        raise BlackjackLoadError("the saved shuffle state is damaged") from None
    shoe = _dict(doc["shoe"])
    cards = [_card(_str(c)) for c in _list(shoe["cards"])]
    if len(cards) != 52 * game.rules.decks or not 0 <= _int(shoe["next"]) <= len(cards):
        raise BlackjackLoadError("the saved shoe does not match the table's decks")
    stacked = [_card(_str(c)) for c in _list(shoe["stacked"])]
    game.shoe.restore(cards, _int(shoe["next"]), stacked)
    game.phase = Phase(_str(doc["phase"]))
    game.hole_shown = _bool(doc["hole_shown"])
    for card in _list(doc["dealer"]):
        game.dealer.add(_card(_str(card)))
    seats = _list(doc["seats"])
    if len(seats) > SEATS:
        raise BlackjackLoadError(f"the table has {SEATS} seats, not {len(seats)}")
    names: set[str] = set()
    for entry in map(_dict, seats):
        name = _str(entry["name"])
        check_name(name)
        if name.casefold() in names:
            raise BlackjackLoadError(f"player {name} is seated twice")
        names.add(name.casefold())
        seat = game.table.seat(name, _count(entry["rack"]))
        seat.bet, seat.insurance = _count(entry["bet"]), _count(entry["insurance"])
        seat.answered = _bool(entry["answered"])
        for h in map(_dict, _list(entry["hands"])):
            hand = Hand(bet=_count(h["bet"]), cards=[_card(_str(c)) for c in _list(h["cards"])])
            for flag in _HAND_FLAGS:
                setattr(hand, flag, _bool(h[flag]))
            seat.hands.append(hand)
    game.table.house = _int(doc["house"])
    game.table.brought = _count(doc["brought"])
    return game


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: object) -> int:
    if not _is_int(value):
        raise BlackjackLoadError(f"{value!r} is not a whole number")
    assert isinstance(value, int)
    return value


def _count(value: object) -> int:
    """Chips on a rack or a bet: a whole number, never negative."""
    number = _int(value)
    if number < 0:
        raise BlackjackLoadError(f"{number} chips cannot be negative")
    return number


def _opt_int(value: object) -> int | None:
    return None if value is None else _int(value)


def _bool(value: object) -> bool:
    if not isinstance(value, bool):
        raise BlackjackLoadError(f"expected true or false, found {value!r}")
    return value


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise BlackjackLoadError(f"expected text, found {value!r}")
    return value


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise BlackjackLoadError(f"expected a list, found {type(value).__name__}")
    return value


def _dict(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise BlackjackLoadError(f"expected an object, found {type(value).__name__}")
    return value


def save(game: BlackjackGame, path: Path | str) -> None:
    """The table to a file, through the one hardened path every game's files take."""
    try:
        save_document(to_document(game), path)
    except TableFileError as problem:
        raise BlackjackError(str(problem)) from None


def load(path: Path | str) -> BlackjackGame:
    try:
        document = load_document(path)
    except TableFileError as problem:
        raise BlackjackLoadError(str(problem)) from None
    return from_document(document)
