"""Blackjack's live status line under the prompt: the dealer's shown cards and every
seat's rack and hands (the terminal draws it; the controller hands it over)."""

from __future__ import annotations

from ..model import BlackjackGame, Hand


def toolbar_text(game: BlackjackGame) -> str:
    """The live line under the prompt: dealer's up card, each hand's total, racks."""
    dealer = game.dealer
    if not dealer.cards:
        shown = "-"
    elif game.hole_shown:
        shown = dealer.describe()
    else:
        shown = f"{dealer.cards[0].label} up ({Hand(cards=dealer.cards[:1]).describe()})"
    seats = []
    for seat in game.table.seats:
        hands = "/".join(h.describe() for h in seat.hands)
        rack = game.rules.money(seat.rack)
        seats.append(f"{seat.name} {rack}" + (f" [{hands}]" if hands else ""))
    racks = "  ".join(seats) or "no players: addPlayer(Name, 100)"
    return f" dealer {shown} | {racks}"
