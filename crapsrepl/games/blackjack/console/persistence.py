"""A blackjack table as a versioned JSON document, for save/load and the session journal
(the file itself is ``storage.tablefile``'s, the same hardened path as craps').

What the table hides stays hidden: the document holds the cards dealt from the shoe so far
and every card on the table, never the shoe's unseen order nor the dealer's hole card
while it is face down (it is written ``??``). Loading shuffles the unseen cards (the decks
less the cards dealt) afresh and deals the hole card from them, as the dealer's peek left
it possible: no blackjack under an ace or a ten once the dealer has looked. So a loaded
table is the same table to everyone at it; only what nobody had seen is dealt anew. An
unseeded table keeps no random state either, so its file tells nothing of the next shoe;
a seeded table (``--seed``) is a scripted one and keeps its generator, so loading it is
repeatable.

Loading checks the document, the chip count and that play could have reached the table
(``blackjack.reachable``) before it returns a new game, so the current table is never
touched by a damaged or foreign file. Version 1 files (which held the whole shoe) still
load; their unseen cards are shuffled afresh too.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from pathlib import Path

from crapsrepl import plugin as values
from crapsrepl.plugin import (
    WrongValue,
    count,
    items,
    load_table,
    rng_from_json,
    rng_to_json,
    save_table,
    text,
    whole,
)

from ..model import BlackjackError, BlackjackGame, Doubles, Hand, Payout, Phase, TableRules
from ..model import parse_card as _card
from ..model.cards import Card, full_deck
from ..model.checks import check_name
from ..model.reachable import check_reachable
from ..model.table import SEATS

FORMAT = "crapsrepl-blackjack-table"
VERSION = 2
VERSIONS = (1, 2)  # what loads: version 1 kept the shoe's order, which is no longer written
HIDDEN = "??"  # a card face down
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
    dealer = [c.label for c in game.dealer.cards]
    dealt = [c.label for c in game.shoe.dealt]
    if len(dealer) > 1 and not game.hole_shown and not game.hole_stacked:
        dealer[1] = HIDDEN
        if game.hole_at is not None and game.hole_at[0] == game.shoe.shuffles:
            dealt[game.hole_at[1]] = HIDDEN
    document: dict[str, object] = {
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
        document["cashed_out"] = game.table.cashed_out
    if game.seed is not None:  # a scripted table: its generator, so loading repeats
        document["rng"] = rng_to_json(game.rng.getstate())
    return document


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
    if doc.get("version") not in VERSIONS:
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


def _build(doc: dict[str, object]) -> BlackjackGame:
    seed = _opt_int(doc["seed"])
    game = BlackjackGame(seed=seed, rules=_rules(doc["rules"]))
    if seed is not None and "rng" in doc:
        try:
            game.rng.setstate(rng_from_json(doc["rng"]))
        except ValueError:
            raise BlackjackLoadError("the saved shuffle state is damaged") from None
    game.phase = Phase(text(doc["phase"]))
    game.hole_shown = values.flag(doc["hole_shown"])
    game.hole_stacked = values.flag(doc.get("hole_stacked", False))
    dealer = [text(c) for c in items(doc["dealer"])]
    shoe = values.fields(doc["shoe"])
    stacked = [_card(text(c)) for c in items(shoe["stacked"])]
    if doc["version"] == 1:
        order = [text(c) for c in items(shoe["cards"])]
        dealt = order[: whole(shoe["next"])]
    else:
        dealt = [text(c) for c in items(shoe["dealt"])]
    _seat_players(game, doc)
    hole_hidden = len(dealer) > 1 and dealer[1] == HIDDEN
    if HIDDEN in dealer[:1] + dealer[2:] or (
        hole_hidden and (game.hole_shown or game.hole_stacked)
    ):
        raise BlackjackLoadError("the saved dealer's hand is damaged")
    if dealt.count(HIDDEN) > (1 if hole_hidden else 0):
        raise BlackjackLoadError("the saved shoe is damaged")
    known = [_card(label) for label in dealt if label != HIDDEN]
    unseen = _unseen(game.rules.decks, known)
    game.rng.shuffle(unseen)
    if hole_hidden:
        pool = unseen if HIDDEN in dealt else _fresh_decks(game)
        up = _card(dealer[0])
        # early surrender: the dealer looks only at the first decision that is not one
        waiting = game.rules.early_surrender and game.only_surrenders_yet()
        hole = _hole_card(pool, up, peeked=game.phase is Phase.PLAYING and not waiting)
        dealer[1] = hole.label
        if HIDDEN in dealt:
            game.hole_at = (game.shoe.shuffles, dealt.index(HIDDEN))
            dealt[dealt.index(HIDDEN)] = hole.label
    elif len(dealer) > 1 and not game.hole_shown and dealer[1] in dealt:  # version 1: in clear
        game.hole_at = (game.shoe.shuffles, len(dealt) - 1 - dealt[::-1].index(dealer[1]))
    cards = [_card(label) for label in dealt]
    game.shoe.restore(cards + unseen, len(cards), stacked)
    for card in dealer:
        game.dealer.add(_card(card))
    game.table.house = whole(doc["house"])
    game.table.brought = count(doc["brought"])
    game.table.cashed_out = count(doc.get("cashed_out", 0))
    return game


def _seat_players(game: BlackjackGame, doc: dict[str, object]) -> None:
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


def _unseen(decks: int, dealt: list[Card]) -> list[Card]:
    """The decks less the cards dealt, or BlackjackLoadError if they are not all in them."""
    left = Counter(full_deck() * decks)
    left.subtract(dealt)
    if len(dealt) > 52 * decks or any(n < 0 for n in left.values()):
        raise BlackjackLoadError("the saved shoe holds cards its decks do not")
    return [card for card, n in sorted(left.items(), key=lambda kv: kv[0].label) for _ in range(n)]


def _fresh_decks(game: BlackjackGame) -> list[Card]:
    """Where a face-down card came from a shoe since reshuffled (it emptied mid-round): a
    card of full decks, as unknown as it was."""
    cards = full_deck() * game.rules.decks
    game.rng.shuffle(cards)
    return cards


def _hole_card(pool: list[Card], up: Card, *, peeked: bool) -> Card:
    """The first card of ``pool`` the hole may hold, taken out of it: once the dealer has
    peeked under an ace or a ten, not the one card that makes a blackjack."""
    for index, card in enumerate(pool):
        if not (peeked and up.value + card.value == 11 and (up.is_ace or card.is_ace)):
            return pool.pop(index)
    raise BlackjackLoadError("no card left in the shoe can be the dealer's hole card")


def _opt_int(value: object) -> int | None:
    return None if value is None else whole(value)


def save(game: BlackjackGame, path: Path | str) -> None:
    """The table to a file, through the one hardened path every game's files take."""
    save_table(to_document(game), path, BlackjackError)


def load(path: Path | str) -> BlackjackGame:
    return load_table(path, from_document, BlackjackLoadError)
