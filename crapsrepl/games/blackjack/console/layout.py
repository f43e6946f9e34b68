"""The blackjack table drawn (``table``): the dealer's cards with the hole card face down
until it is turned, then every seat's rack, bet and hands, cards with their suit symbols.
At most 80 columns, plain text."""

from __future__ import annotations

from ..model import BlackjackGame, Hand, Phase

WIDTH = 80
_SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


def card_face(label: str) -> str:
    """``Kh`` -> ``K♥``; a card stacked without a suit keeps its rank alone."""
    if len(label) > 1 and label[-1] in _SUITS:
        return label[:-1] + _SUITS[label[-1]]
    return label


def _box(title: str, body: list[str]) -> list[str]:
    inner = WIDTH - 4
    top = f"╭─ {title} " + "─" * (WIDTH - 5 - len(title)) + "╮"
    return [top, *(f"│ {line[:inner]:<{inner}} │" for line in body), f"╰{'─' * (WIDTH - 2)}╯"]


def _dealer(game: BlackjackGame) -> str:
    cards = game.dealer.cards
    if not cards:
        return "no cards"
    if game.hole_shown:
        return f"{' '.join(card_face(c.label) for c in cards)}   ({game.dealer.describe()})"
    up = Hand(cards=cards[:1])
    return f"{card_face(cards[0].label)} ▒▒   ({up.describe()} showing)"


def draw(game: BlackjackGame) -> list[str]:
    turn = game.turn()
    playing = None if game.phase is Phase.BETTING or turn is None else turn
    lines = _box("dealer", [_dealer(game)])
    money = game.rules.money
    for seat in game.table.seats:
        head = f"{seat.name}  {money(seat.rack)}"
        if seat.bet and not seat.hands:
            head += f"  bet {money(seat.bet)}"
        if seat.insurance:
            head += f"  insurance {money(seat.insurance)}"
        body = []
        for number, hand in enumerate(seat.hands, start=1):
            cards = " ".join(card_face(c.label) for c in hand.cards)
            stake = "surrendered" if hand.surrendered else money(hand.bet)
            mark = "  ◀ to play" if playing == (seat.name, number) else ""
            body.append(f"[{cards}]  {hand.describe()}  {stake}{mark}")
        lines += _box(head, body or ["no hand"])
    if not game.table.seats:
        lines.append("No players: addPlayer(Name, 100).")
    lines.append(f"Shoe: {game.shoe.remaining} cards left.  Phase: {game.phase.value}.")
    return lines
