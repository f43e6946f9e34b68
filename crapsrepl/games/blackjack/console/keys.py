"""One key or letter for a play: ``h Bob`` typed or piped is ``hit(Bob)`` (``letter_play``),
and at a terminal one key is the play of the player to act, offered only when allowed
(``quick_line``)."""

from __future__ import annotations

from crapsrepl.plugin import ParseError, parse

from ..model import Action, BlackjackGame
from .money import amount

# A letter and a player's name, typed or piped, is the play (``letter_play``).
LETTER_PLAYS = {
    "h": "hit",
    "s": "stand",
    "d": "double",
    "p": "split",
    "u": "surrender",
    "i": "insurance",
    "e": "evenMoney",
    "n": "noInsurance",
}
PLAY_KEYS = {
    "h": Action.HIT,
    "s": Action.STAND,
    "d": Action.DOUBLE,
    "p": Action.SPLIT,
    "u": Action.SURRENDER,
}


def letter_play(game: BlackjackGame, line: str) -> str:
    """``h Bob`` is ``hit(Bob)``, ``s Amy`` ``stand(Amy)``, ``d``, ``p``, ``u`` double,
    split and surrender, ``n``, ``e`` and ``i`` (with an amount or without: as much as
    allowed) the answers to insurance: a play's letter followed by a seated player's
    name, piped or typed, is the play. Any other line is itself: ``h`` alone is
    ``help``, ``h hit`` help on hit, ``s`` alone ``status``."""
    try:
        parsed = parse(line)
    except ParseError:
        return line
    play = LETTER_PLAYS.get(parsed.name.casefold())
    seated = {name.casefold(): name for name in game.players}
    if play is None or not parsed.args or parsed.args[0].casefold() not in seated:
        return line
    name, rest = seated[parsed.args[0].casefold()], parsed.args[1:]
    if play == "insurance" and not rest:
        hands = game.hands(name)
        most = min(hands[0].bet // 2, game.chips(name)) if hands else 0
        rest = (amount(most * game.rules.chip_cents),)
    return f"{play}({', '.join((name, *rest))})"


def quick_line(game: BlackjackGame, key: str, player: str | None = None) -> str | None:
    """Only what the player may do right now: no split key on a 5-4, no surrender at a
    table without it, no double after a hit or beyond the rack; at an insurance offer
    ``i`` (as much as the rules and the rack allow), ``e`` for even money on a
    blackjack, ``n`` to decline, for the first seat still to answer, or for ``player``
    if they are (each player at a shared table answers for themselves)."""
    waiting = game.awaiting_insurance()
    if player is not None:
        waiting = [name for name in waiting if name.casefold() == player.casefold()]
    if waiting:
        name = waiting[0]
        hand, rack = game.hands(name)[0], game.chips(name)
        if key == "n":
            return f"noInsurance({name})"
        if key == "e" and hand.blackjack:
            return f"evenMoney({name})"
        most = min(hand.bet // 2, rack)  # the most insurance the hand and rack allow
        if key == "i" and most >= 1 and not hand.blackjack:
            return f"insurance({name}, {amount(most * game.rules.chip_cents)})"
    turn = game.turn()
    if player is not None and turn is not None and turn[0].casefold() != player.casefold():
        turn = None  # another player's hand
    if turn is not None and key in PLAY_KEYS:
        name = turn[0]
        if PLAY_KEYS[key] in game.allowed(name):
            return f"{PLAY_KEYS[key].value}({name})"
        less = game.double_for_less(name) if key == "d" else 0
        if less:  # the rack short of the bet: a double for what it holds
            return f"double({name}, {amount(less * game.rules.chip_cents)})"
    return None
