"""Plain-text views of blackjack events: short, deterministic lines, every amount in dollars
(the events the controller hands on count cents: ``$7.50``, ``$90``)."""

from __future__ import annotations

from functools import singledispatch

from crapsrepl.plugin import shared_lines, visible

from ..model import events as ev
from .controller import Answer, CardsStacked, TableStatus
from .money import as_dollars, json_money
from .money import dollars as _d


def render(event: object) -> list[str]:
    return [visible(line) for line in _lines(event)]


def _who(player: str, hand: int) -> str:
    return player if hand == 1 else f"{player} (hand {hand})"


@singledispatch
def _lines(event: object) -> list[str]:
    return shared_lines(event)


@_lines.register
def _(e: Answer) -> list[str]:
    return [e.answer]


@_lines.register
def _(e: CardsStacked) -> list[str]:
    return [f"On top of the shoe: {' '.join(e.cards)}."]


@_lines.register
def _(e: ev.PlayerSeated) -> list[str]:
    return [f"{e.player} sits down with {_d(e.chips)}."]


@_lines.register
def _(e: ev.PlayerLeft) -> list[str]:
    return [f"{e.player} leaves with {_d(e.chips)}."]


@_lines.register
def _(e: ev.BetPlaced) -> list[str]:
    return [f"{e.player} bets {_d(e.amount)} (rack {_d(e.rack)})."]


@_lines.register
def _(e: ev.Shuffled) -> list[str]:
    decks = "the deck" if e.decks == 1 else f"{e.decks} decks"
    return [f"The cut card is out: the dealer shuffles {decks}."]


@_lines.register
def _(e: ev.CardDealt) -> list[str]:
    if e.player is not None:
        return [f"{_who(e.player, e.hand)} gets {e.card}: {e.total}."]
    if e.hole:
        return ["The dealer takes a hole card."]
    return [f"The dealer gets {e.card}: {e.total}."]


@_lines.register
def _(e: ev.InsuranceOffered) -> list[str]:
    return ["The dealer shows an ace: insurance is open."]


@_lines.register
def _(e: ev.InsurancePlaced) -> list[str]:
    return [f"{e.player} takes {_d(e.amount)} insurance (rack {_d(e.rack)})."]


@_lines.register
def _(e: ev.InsuranceDeclined) -> list[str]:
    return [f"{e.player} declines insurance."]


@_lines.register
def _(e: ev.InsuranceClosed) -> list[str]:
    return ["Insurance is closed."]


@_lines.register
def _(e: ev.InsuranceSettled) -> list[str]:
    if e.won:
        won = _d(e.paid - e.amount)
        return [f"{e.player}'s {_d(e.amount)} insurance pays {won} (rack {_d(e.rack)})."]
    return [f"{e.player}'s {_d(e.amount)} insurance loses."]


@_lines.register
def _(e: ev.DealerPeeked) -> list[str]:
    return ["The dealer peeks: blackjack!" if e.blackjack else "The dealer peeks: no blackjack."]


@_lines.register
def _(e: ev.HoleRevealed) -> list[str]:
    return [f"The dealer turns over {e.card}: {e.total}."]


@_lines.register
def _(e: ev.TurnStarted) -> list[str]:
    return [f"{_who(e.player, e.hand)} to play on {e.total}."]


@_lines.register
def _(e: ev.Stood) -> list[str]:
    return [f"{_who(e.player, e.hand)} stands on {e.total}."]


@_lines.register
def _(e: ev.Doubled) -> list[str]:
    return [f"{_who(e.player, e.hand)} doubles to {_d(e.bet)} (rack {_d(e.rack)})."]


@_lines.register
def _(e: ev.Split) -> list[str]:
    return [f"{e.player} splits: hand {e.new_hand} takes {_d(e.bet)} (rack {_d(e.rack)})."]


@_lines.register
def _(e: ev.Busted) -> list[str]:
    return [f"{_who(e.player, e.hand)} busts with {e.total}."]


@_lines.register
def _(e: ev.DealerStood) -> list[str]:
    return [f"The dealer stands on {e.total}."]


@_lines.register
def _(e: ev.DealerBusted) -> list[str]:
    return [f"The dealer busts with {e.total}."]


_SETTLED = {
    ev.Outcome.WIN: "{who} wins {won}",
    ev.Outcome.BLACKJACK: "{who} has blackjack: wins {won}",
    ev.Outcome.PUSH: "{who} pushes: {bet} back",
    ev.Outcome.LOSE: "{who} loses {bet}",
    ev.Outcome.SURRENDER: "{who} surrenders: {paid} back",
    ev.Outcome.EVEN_MONEY: "{who} takes even money: wins {won}",
}


@_lines.register
def _(e: ev.HandSettled) -> list[str]:
    text = _SETTLED[e.outcome].format(
        who=_who(e.player, e.hand), won=_d(e.paid - e.bet), bet=_d(e.bet), paid=_d(e.paid)
    )
    return [f"{text} (rack {_d(e.rack)})."]


@_lines.register
def _(e: ev.RoundOver) -> list[str]:
    return ["Round over."]


@_lines.register
def _(e: TableStatus) -> list[str]:
    dealer = f"{' '.join(e.dealer)} ({e.dealer_total})" if e.dealer else "no cards"
    turn = f", {e.turn} to play" if e.turn else ""
    lines = [f"Dealer: {dealer}. Phase: {e.phase}{turn}. Shoe: {e.cards_left} cards left."]
    for seat in e.seats:
        parts = [f"bet {_d(seat.bet)}"] if seat.bet else []
        for number, (cards, total, bet, fate) in enumerate(seat.hands, start=1):
            label = "hand" if len(seat.hands) == 1 else f"hand {number}"
            staked = fate or _d(bet)  # a surrendered hand's stake has left the felt
            parts.append(f"{label} {' '.join(cards)} ({total}) {staked}")
        if seat.insurance:
            parts.append(f"insurance {_d(seat.insurance)}")
        lines.append(f"  {seat.name} {_d(seat.rack)}: {', '.join(parts) or 'no bet'}")
    if not e.seats:
        lines.append("  No players: addPlayer(Name, 100).")
    return lines


def json_fields(event: object) -> dict[str, object]:
    """What ``--json`` writes of an event's amounts: dollars, not the cents it holds
    (``10``, ``7.5``); every other field as the event has it."""
    if isinstance(event, TableStatus):
        return {
            "house": as_dollars(event.house),
            "seats": [
                {
                    "name": seat.name,
                    "rack": as_dollars(seat.rack),
                    "bet": as_dollars(seat.bet),
                    "insurance": as_dollars(seat.insurance),
                    "hands": [
                        [list(cards), total, as_dollars(bet), fate]
                        for cards, total, bet, fate in seat.hands
                    ],
                }
                for seat in event.seats
            ],
        }
    return json_money(event)
