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
from ...storage import values
from ...storage.rngstate import rng_from_json, rng_to_json
from ...storage.tablefile import load_table, save_table
from ...storage.values import WrongValue, count, items, text, whole

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
    except WrongValue as problem:
        raise BlackjackLoadError(str(problem)) from None
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
    shoe = values.fields(doc["shoe"])
    cards = [_card(text(c)) for c in items(shoe["cards"])]
    if len(cards) != 52 * game.rules.decks or not 0 <= whole(shoe["next"]) <= len(cards):
        raise BlackjackLoadError("the saved shoe does not match the table's decks")
    stacked = [_card(text(c)) for c in items(shoe["stacked"])]
    game.shoe.restore(cards, whole(shoe["next"]), stacked)
    game.phase = Phase(text(doc["phase"]))
    game.hole_shown = values.flag(doc["hole_shown"])
    for card in items(doc["dealer"]):
        game.dealer.add(_card(text(card)))
    seats = items(doc["seats"])
    if len(seats) > SEATS:
        raise BlackjackLoadError(f"the table has {SEATS} seats, not {len(seats)}")
    names: set[str] = set()
    for entry in map(values.fields, seats):
        name = text(entry["name"])
        check_name(name)
        if name.casefold() in names:
            raise BlackjackLoadError(f"player {name} is seated twice")
        names.add(name.casefold())
        seat = game.table.seat(name, count(entry["rack"]))
        seat.bet, seat.insurance = count(entry["bet"]), count(entry["insurance"])
        seat.answered = values.flag(entry["answered"])
        for h in map(values.fields, items(entry["hands"])):
            hand = Hand(bet=count(h["bet"]), cards=[_card(text(c)) for c in items(h["cards"])])
            for name in _HAND_FLAGS:
                setattr(hand, name, values.flag(h[name]))
            seat.hands.append(hand)
    game.table.house = whole(doc["house"])
    game.table.brought = count(doc["brought"])
    return game


def _opt_int(value: object) -> int | None:
    return None if value is None else whole(value)


def save(game: BlackjackGame, path: Path | str) -> None:
    """The table to a file, through the one hardened path every game's files take."""
    save_table(to_document(game), path, BlackjackError)


def load(path: Path | str) -> BlackjackGame:
    return load_table(path, from_document, BlackjackLoadError)
