"""The blackjack table drawn (``table``): the dealer's cards with the hole card face down
until it is turned, then every seat's rack, bet and hands, cards with their suit symbols.
At most 80 columns, plain text.

Between rounds the table shows what is on it now: each seat's bet on the next round (or
none yet), and last round's cards marked as last round's, so a new bet is never hidden
behind a settled hand (the screen draws the same lines)."""

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
    shown = f"{' '.join(card_face(c.label) for c in cards)}   ({game.dealer.describe()})"
    if game.phase is Phase.BETTING:
        return f"last round: {shown}"
    if game.hole_shown:
        return shown
    up = Hand(cards=cards[:1])
    hole = " ▒▒" if len(cards) > 1 else ""  # no hole card at a European table
    return f"{card_face(cards[0].label)}{hole}   ({up.describe()} showing)"


def draw(game: BlackjackGame) -> list[str]:
    turn = game.turn()
    between = game.phase is Phase.BETTING
    playing = None if between or turn is None else turn
    lines = _box("dealer", [_dealer(game)])
    money = game.rules.money
    for seat in game.table.seats:
        head = f"{seat.name}  {money(seat.rack)}"
        if seat.bet:
            head += f"  bet {money(seat.bet)}"
        elif between:
            head += "  no bet"
        if seat.insurance:
            head += f"  insurance {money(seat.insurance)}"
        body = []
        for number, hand in enumerate(seat.hands, start=1):
            cards = " ".join(card_face(c.label) for c in hand.cards)
            stake = "surrendered" if hand.surrendered else money(hand.bet)
            mark = "  ◀ to play" if playing == (seat.name, number) else ""
            past = "last round: " if between else ""
            body.append(f"{past}[{cards}]  {hand.describe()}  {stake}{mark}")
        lines += _box(head, body or ["no hand"])
    if not game.table.seats:
        lines.append("No players: addPlayer(Name, 100).")
    lines.append(f"Shoe: {game.shoe.remaining} cards left.  Phase: {game.phase.value}.")
    if game.shoe.stacked:
        lines.append(_stacked([c.label for c in game.shoe.stacked]))
    return lines


def _stacked(labels: list[str]) -> str:
    """``Stacked, dealt next: 3 5 10``, as many cards as 80 columns hold, then how many more."""
    shown = len(labels)
    while True:
        more = f" and {len(labels) - shown} more" if shown < len(labels) else ""
        line = f"Stacked, dealt next: {' '.join(labels[:shown])}{more}."
        if len(line) <= WIDTH:
            return line
        shown -= 1
