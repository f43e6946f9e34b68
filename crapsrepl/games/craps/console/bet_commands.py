"""The commands for the wider layout: don't, put, place, buy, lay, big, props, hardways,
side bets, taking bets down and turning them on for the come-out.

Part of the one command table (``commands.COMMANDS`` includes these); the words a player
types for a kind of bet are read by ``bet_words``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from crapsrepl.plugin import (
    Arg,
    CommandSpec,
    Param,
    ParseError,
    number,
    numbers,
    whole_number,
    word,
    words,
)

from ..model.bets import bet_type
from .bet_words import ATS, PROP_WORDS, PROPS, TAKE_DOWN_WORDS, read_kind, squash

if TYPE_CHECKING:
    from ..model.events import Event
    from ..model.game import Game

_PLAYER = Param("player", Arg.PLAYER)
_AMOUNT = Param("amount", Arg.AMOUNT)
POINTS = ("4", "5", "6", "8", "9", "10")  # what a point, a place or an odds bet can be on
_NUMBER = Param("number", Arg.NUMBER, choices=POINTS)


def _prop(game: Game, player: str, prop: str, *rest: str) -> list[Event]:
    kind, number = read_kind(prop, PROPS)
    if kind == "hop" and number is None:
        if len(rest) != 3:
            raise ParseError("a hop bet names two dice: placePropBet(Bob, hop, 2, 5, amount)")
        d1, d2 = (whole_number(d, "a die") for d in rest[:2])
        return game.place_hop_bet(player, d1, d2, whole_number(rest[2], "amount"))
    if len(rest) != 1:
        raise ParseError("placePropBet takes a player, a proposition and an amount")
    return game.place_bet(player, kind, whole_number(rest[0], "amount"), number)


# takeDown's words for the odds behind a line bet: they come down as changeOddsBet(.., 0).
_ODDS_WORDS: dict[str, str | None] = {"odds": None, "layodds": "dont"}


def _take_down(game: Game, player: str, kind_text: str, number: int | None = None) -> list[Event]:
    if squash(kind_text) in _ODDS_WORDS:
        side = _ODDS_WORDS[squash(kind_text)]
        if number is None:
            raise ParseError(f"takeDown {kind_text} names the number: takeDown(Bob, odds, 9)")
        return game.change_odds_bet(player, number, 0, on=side)
    kind, hop = read_kind(kind_text)
    return game.take_down(player, kind, hop if number is None else number)


def _working(game: Game, player: str, switch: str) -> list[Event]:
    word = switch.casefold()
    if word not in ("on", "off", "yes", "no"):
        raise ParseError(f"working is on or off, not {switch!r}")
    return game.set_working(player, word in ("on", "yes"))


def _ats(game: Game, player: str, which: str, amount: int) -> list[Event]:
    return game.place_bet(player, read_kind(which, ATS)[0], amount)


def _flat(
    kind: str, group: str, name: str, summary: str, aliases: tuple[str, ...], example: str
) -> CommandSpec[Game]:
    return CommandSpec(
        name,
        (_PLAYER, _AMOUNT),
        summary,
        aliases,
        example,
        action=lambda g, a: g.place_bet(word(a, 0), kind, number(a, 1)),
        group=group,
        pays=bet_type(kind).pays_text,
    )


def _numbered(
    kind: str, group: str, name: str, summary: str, aliases: tuple[str, ...], example: str
) -> CommandSpec[Game]:
    return CommandSpec(
        name,
        (_PLAYER, _NUMBER, _AMOUNT),
        summary,
        aliases,
        example,
        action=lambda g, a: g.place_bet(word(a, 0), kind, number(a, 2), number(a, 1)),
        group=group,
        pays=bet_type(kind).pays_text,
    )


BET_COMMANDS: tuple[CommandSpec[Game], ...] = (
    _flat(
        "dont_pass",
        "line",
        "placeDontPassBet",
        "bet don't pass (point off); 12 pushes",
        ("dontpass", "dp"),
        "placeDontPassBet(Bob, 10)",
    ),
    _flat(
        "dont_come",
        "line",
        "placeDontComeBet",
        "bet don't come (point on); 12 pushes",
        ("dontcome", "dc"),
        "placeDontComeBet(Adam, 10)",
    ),
    _numbered(
        "put",
        "line",
        "placePutBet",
        "a line bet straight on a number (point on)",
        ("put",),
        "placePutBet(Bob, 8, 10)",
    ),
    CommandSpec(
        "placeLayOddsBet",
        (_PLAYER, Param("point", Arg.NUMBER, choices=POINTS), _AMOUNT),
        "lay odds behind a don't bet on a number",
        ("layodds",),
        "placeLayOddsBet(Bob, 4, 20)",
        action=lambda g, a: g.place_odds_bet(word(a, 0), number(a, 1), number(a, 2), on="dont"),
        group="odds",
    ),
    CommandSpec(
        "changeLayOddsBet",
        (_PLAYER, Param("point", Arg.NUMBER, choices=POINTS), _AMOUNT),
        "set those lay odds to a new total; 0 takes them down",
        ("changelay",),
        "changeLayOddsBet(Bob, 4, 40)",
        action=lambda g, a: g.change_odds_bet(word(a, 0), number(a, 1), number(a, 2), on="dont"),
        group="odds",
    ),
    _numbered(
        "place",
        "numbers",
        "placePlaceBet",
        "place 4-10 (9:5, 7:5, 7:6); stays up after a win",
        ("place",),
        "placePlaceBet(Bob, 6, 12)",
    ),
    _numbered(
        "buy",
        "numbers",
        "placeBuyBet",
        "buy 4-10 at true odds for a commission",
        ("buy",),
        "placeBuyBet(Bob, 4, 20)",
    ),
    _numbered(
        "lay",
        "numbers",
        "placeLayBet",
        "lay 4-10: 7 before the number, true odds, commission",
        ("lay",),
        "placeLayBet(Bob, 4, 40)",
    ),
    _numbered(
        "big", "numbers", "placeBigBet", "big 6 or big 8 (1:1)", ("big",), "placeBigBet(Bob, 6, 10)"
    ),
    _flat(
        "field",
        "props",
        "placeFieldBet",
        "one roll: 2,3,4,9,10,11,12 (2 and 12 pay 2:1)",
        ("field",),
        "placeFieldBet(Bob, 5)",
    ),
    CommandSpec(
        "placePropBet",
        (
            _PLAYER,
            Param("prop", Arg.WORD, choices=PROP_WORDS),
            Param("amount", Arg.WORD),
            Param("die", Arg.WORD, True),
            Param("hop amount", Arg.WORD, True),
        ),
        "one roll: any7 anyCraps 2 3 11 12 horn world ce; hop, d1, d2",
        ("prop",),
        "placePropBet(Bob, any7, 5)",
        "placePropBet(player, prop, amount)",
        action=lambda g, a: _prop(g, word(a, 0), word(a, 1), *words(a, 2)),
        group="props",
    ),
    _numbered(
        "hard",
        "hardways",
        "placeHardwayBet",
        "hard 4/10 (7:1), hard 6/8 (9:1)",
        ("hard", "hardway"),
        "placeHardwayBet(Bob, 8, 5)",
    ),
    _flat(
        "fire",
        "side",
        "placeFireBet",
        "fire bet on the new shooter's hand",
        ("fire",),
        "placeFireBet(Bob, 5)",
    ),
    CommandSpec(
        "placeAtsBet",
        (_PLAYER, Param("which", Arg.WORD, choices=ATS), _AMOUNT),
        "all (150:1), tall or small (30:1): every number before a 7",
        ("ats",),
        "placeAtsBet(Bob, small, 5)",
        "placeAtsBet(player, which, amount)",
        action=lambda g, a: _ats(g, word(a, 0), word(a, 1), number(a, 2)),
        group="side",
    ),
    CommandSpec(
        "takeDown",
        (
            _PLAYER,
            Param("kind", Arg.WORD, choices=TAKE_DOWN_WORDS),
            Param("number", Arg.NUMBER, True),
        ),
        "take a bet back (not a line bet on its number)",
        ("down",),
        "takeDown(Bob, place, 6)",
        action=lambda g, a: _take_down(g, word(a, 0), word(a, 1), *numbers(a[2:])),
        group="bets",
    ),
    CommandSpec(
        "working",
        (_PLAYER, Param("on|off", Arg.WORD, choices=("on", "off"))),
        "place, buy, big, hardways, come odds work on the come-out",
        (),
        "working(Bob, on)",
        action=lambda g, a: _working(g, word(a, 0), word(a, 1)),
        group="bets",
    ),
)
