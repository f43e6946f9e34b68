"""Blackjack's live status line under the prompt: who acts (and which split hand), the
dealer's shown cards, every seat's rack and hands, or between rounds its bet on the next
round. It fits ``WIDTH`` columns: it says less before it is cut (hands' totals shortened,
then the racks of those not to act dropped), and is cut, with an ellipsis, only after."""

from __future__ import annotations

from ..model import BlackjackGame, Hand, Phase

WIDTH = 80
_SHORT = (("blackjack", "bj"), (" soft", "s"), (" bust", "✗"))


def _shown(hand: Hand, short: bool) -> str:
    text = hand.describe()
    for long, brief in _SHORT if short else ():
        text = text.replace(long, brief)
    return text


def _dealer(game: BlackjackGame) -> str:
    dealer = game.dealer
    if not dealer.cards:
        return "dealer -"
    if game.phase is Phase.BETTING:
        return f"dealer {dealer.describe()} last round"
    if game.hole_shown:
        return f"dealer {dealer.describe()}"
    return f"dealer {dealer.cards[0].label} up"


def _seat_texts(game: BlackjackGame, level: int) -> list[str]:
    money = game.rules.money
    turn = None if game.phase is Phase.INSURANCE else game.turn()
    between = game.phase is Phase.BETTING
    texts = []
    for seat in game.table.seats:
        acting = turn is not None and turn[0] == seat.name
        rack = f" {money(seat.rack)}" if level < 2 or acting else ""
        if between:
            bet = f" bet {money(seat.bet)}" if seat.bet else ""
            texts.append(f"{seat.name}{rack}{bet}")
            continue
        hands = [
            ("▸" if acting and turn is not None and turn[1] == number else "")
            + _shown(hand, level >= 1)
            for number, hand in enumerate(seat.hands, start=1)
        ]
        texts.append(f"{seat.name}{rack}" + (f" [{' '.join(hands)}]" if hands else ""))
    return texts


def toolbar_text(game: BlackjackGame, width: int = WIDTH) -> str:
    """The live line under the prompt, at most ``width`` columns."""
    if not game.table.seats:
        return f" {_dealer(game)} | no players: addPlayer(Name, 100)"
    turn, waiting = game.turn(), game.awaiting_insurance()
    line = ""
    for level in range(4):
        brief = level == 3  # the last try: the words around the seats shortened too
        head = ""
        if waiting:
            head = f"insurance? {', '.join(waiting)} | "
        elif turn is not None:
            name, number = turn
            split = len(game.hands(name)) > 1
            hand = (f" h{number}" if brief else f" hand {number}") if split else ""
            head = f"{name}{'' if brief else ' to play'}{hand} | "
        dealer = _dealer(game).removeprefix("dealer ") if brief else _dealer(game)
        gap = " " if brief else "  "
        line = f" {head}{dealer} | " + gap.join(_seat_texts(game, min(level, 2)))
        if len(line) <= width:
            return line
    return line[: width - 1] + "…"
