"""A blackjack table as a versioned JSON document, for save/load and the session journal
(the file itself is ``storage.tablefile``'s, the same hardened path as craps').

The shoe survives a save exactly. The document shows what everyone at the table has seen:
the cards dealt from the shoe so far and every card on the table, the dealer's face-down
card written ``??`` (in the dealer's hand and at its place among the cards dealt). What
nobody has seen, the shoe's whole shuffled order, the face-down card and the shuffling
generator's state, is kept in ``sealed`` (``storage.seal``: encrypted and authenticated
under the user's key, bound to the rest of the document). Loading opens the seal and goes
on with the same shoe, the same face-down card and the same next shuffle, so loading a
file again and again deals the same cards, and a journal replays a deal exactly.

A document whose seal does not open (edited, its seal swapped for another file's, sealed
with another user's key) is refused. Whoever holds the key can still forge one, so loading
also checks the chips and that the table's own rules reach the table
(``model.reachable``) before it returns a new game: the current table is never touched by
a damaged, foreign or impossible file. Versions 1 and 2 kept no sealed shoe (loading dealt
the unseen cards anew, which let a player load until the dealer busted): they are refused.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

from crapsrepl import plugin as values
from crapsrepl.plugin import (
    WrongValue,
    count,
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

from ..model import BlackjackError, BlackjackGame, Doubles, Hand, Payout, Phase, TableRules
from ..model import parse_card as _card
from ..model.cards import full_deck
from ..model.checks import check_name
from ..model.reachable import check_reachable
from ..model.table import SEATS

FORMAT = "crapsrepl-blackjack-table"
VERSION = 3  # 1 kept the shoe in the clear, 2 kept no unseen card: neither loads
HIDDEN = "??"  # a card face down
_HAND_FLAGS = ("from_split", "split_aces", "doubled", "surrendered", "done", "settled")
_WRITTEN_AS_TEXT = ("blackjack_pays", "doubles")  # a Payout and a Doubles, kept as "3:2", "any"
_RULE_TYPES: dict[str, type] = {
    f.name: str if f.name in _WRITTEN_AS_TEXT else type(getattr(TableRules(), f.name))
    for f in fields(TableRules)
}


class BlackjackLoadError(BlackjackError):
    """A saved table that cannot be used; the message says why."""


def to_document(game: BlackjackGame, extra: dict[str, object] | None = None) -> dict[str, object]:
    """The table as a document: what has been seen in the clear, the rest sealed; ``extra``
    (the trainer's part) is in the clear too and bound by the seal like the rest."""
    public, secret = parts_of(game)
    return sealed({**public, **(extra or {})}, secret)


def parts_of(game: BlackjackGame) -> tuple[dict[str, object], dict[str, object]]:
    """(what everyone at the table has seen, what nobody has: the seal's content)."""
    rules: dict[str, object] = {f.name: getattr(game.rules, f.name) for f in fields(game.rules)}
    rules["blackjack_pays"] = game.rules.blackjack_pays.text
    rules["doubles"] = game.rules.doubles.value
    dealer = [c.label for c in game.dealer.cards]
    dealt = [c.label for c in game.shoe.dealt]
    hole = None
    if len(dealer) > 1 and not game.hole_shown:
        hole, dealer[1] = dealer[1], HIDDEN
        if game.hole_at is not None and game.hole_at[0] == game.shoe.shuffles:
            dealt[game.hole_at[1]] = HIDDEN
    public: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "game": "blackjack",
        "seed": game.seed,
        "rules": rules,
        "shoe": {"dealt": dealt, "stacked": [c.label for c in game.shoe.stacked]},
        "phase": game.phase.value,
        "hole_shown": game.hole_shown,
        "hole_stacked": game.hole_stacked,
        "dealer": dealer,
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
    if game.table.cashed_out:  # players got up (removePlayer): what they took home
        public["cashed_out"] = game.table.cashed_out
    secret: dict[str, object] = {
        "order": [c.label for c in game.shoe.order],
        "next": game.shoe.position,
        "hole": hole,
        "rng": rng_to_json(game.rng.getstate()),
    }
    return public, secret


def sealed(public: dict[str, object], secret: dict[str, object]) -> dict[str, object]:
    """``public`` with ``secret`` sealed into it, bound to it."""
    return sealed_document(public, secret, BlackjackError, "the shoe")


def opened(doc: dict[str, object]) -> tuple[dict[str, object], dict[str, object]]:
    """(the document's visible part, its seal's content), or BlackjackLoadError."""
    return opened_document(doc, BlackjackLoadError, "the shoe")


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
    if doc.get("version") in (1, 2):
        raise BlackjackLoadError(
            f"saved table version {doc['version']} keeps no sealed shoe (loading it would deal "
            "the unseen cards anew), so it is not loaded; start the table again"
        )
    if doc.get("version") != VERSION:
        raise BlackjackLoadError(f"saved table version {doc.get('version')!r} is not supported")
    return from_parts(*opened(doc))


def from_parts(public: dict[str, object], secret: dict[str, object]) -> BlackjackGame:
    """The game a document's visible part and its opened seal describe, only if its rules
    reach it: what loading checks once the seal has opened."""
    try:
        game = _build(public, secret)
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
    try:
        check_reachable(game)
    except BlackjackError as problem:
        raise BlackjackLoadError(f"no game reaches this table: {problem}") from None
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


def _build(doc: dict[str, object], secret: dict[str, object]) -> BlackjackGame:
    seed = _opt_int(doc["seed"])
    game = BlackjackGame(seed=seed, rules=_rules(doc["rules"]))
    try:
        game.rng.setstate(rng_from_json(secret["rng"]))
    except ValueError:
        raise BlackjackLoadError("the saved shuffle state is damaged") from None
    game.phase = Phase(text(doc["phase"]))
    game.hole_shown = values.flag(doc["hole_shown"])
    game.hole_stacked = values.flag(doc["hole_stacked"])
    dealer = [text(c) for c in items(doc["dealer"])]
    shoe = values.fields(doc["shoe"])
    stacked = [_card(text(c)) for c in items(shoe["stacked"])]
    dealt = [text(c) for c in items(shoe["dealt"])]
    order = [_card(text(c)) for c in items(secret["order"])]
    if sorted(c.label for c in order) != sorted(c.label for c in full_deck() * game.rules.decks):
        raise BlackjackLoadError("the saved shoe holds cards its decks do not")
    position = whole(secret["next"])
    hole_hidden = len(dealer) > 1 and not game.hole_shown
    hole = secret["hole"]
    if (
        HIDDEN in dealer[:1] + dealer[2:]
        or (dealer[1:2] == [HIDDEN]) != hole_hidden
        or (hole is None) == hole_hidden
    ):
        raise BlackjackLoadError("the saved dealer's hand is damaged")
    if not 0 <= position <= len(order) or len(dealt) != position:
        raise BlackjackLoadError("the saved shoe is damaged")
    for index, (label, dealt_card) in enumerate(zip(dealt, order[:position], strict=True)):
        if label == HIDDEN and hole_hidden and not game.hole_stacked and game.hole_at is None:
            game.hole_at = (game.shoe.shuffles, index)
            label = text(hole)
        if label != dealt_card.label:
            raise BlackjackLoadError("the cards dealt are not the shoe's")
    if hole_hidden:
        dealer[1] = text(hole)
    game.shoe.restore(order, position, stacked)
    for label in dealer:
        game.dealer.add(_card(label))
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
    game.table.cashed_out = count(doc.get("cashed_out", 0))
    return game


def _opt_int(value: object) -> int | None:
    return None if value is None else whole(value)


def save(game: BlackjackGame, path: Path | str) -> None:
    """The table to a file, through the one hardened path every game's files take."""
    save_table(to_document(game), path, BlackjackError)


def load(path: Path | str) -> BlackjackGame:
    return load_table(path, from_document, BlackjackLoadError)
