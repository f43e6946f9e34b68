"""Plain-text views of blackjack events: short, deterministic lines, every amount in dollars
(the events the controller hands on count cents: ``$7.50``, ``$90``)."""

from __future__ import annotations

from functools import singledispatch

from crapsrepl.plugin import shared_lines, visible

from ..model import events as ev
from .money import as_dollars, json_money
from .money import dollars as _d
from .table_events import (
    Answer,
    BotPlayed,
    BotSeated,
    CardsStacked,
    CoachNote,
    CoachReport,
    CountShown,
    DrillAnswered,
    DrillShown,
    PlayValues,
    StackLeft,
    StrategyChart,
    TableStatus,
    TrainerSet,
)


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
def _(e: BotSeated) -> list[str]:
    plays = (
        "counts the cards (Hi-Lo) and bets 1 to 8 units by the true count"
        if e.kind == "counter"
        else "plays basic strategy, a unit a round"
    )
    return [f"{e.player} is a bot: it {plays}."]


@_lines.register
def _(e: BotPlayed) -> list[str]:
    return [f"{e.player} (a bot): {e.play}."]


@_lines.register
def _(e: CoachNote) -> list[str]:
    cost = f"{_d(e.cost)} given up on average" if e.cost else "the count says so"
    return [f"Coach: {e.best}, not {e.did}, on {e.what}: {cost}."]


@_lines.register
def _(e: CoachReport) -> list[str]:
    if not e.decisions:
        return ["  Coach: no decisions yet."]
    share = e.right / e.decisions
    return [
        f"  Coach: {e.right} of {e.decisions} decisions right ({share:.0%}); "
        f"{_d(e.lost)} of expected value given up."
    ]


@_lines.register
def _(e: CountShown) -> list[str]:
    return [
        f"Hi-Lo running count {e.running:+d}, true count {e.true:+.1f} ({e.decks_left:.1f} "
        f"decks left; {e.seen} cards seen since the shuffle)."
    ]


@_lines.register
def _(e: DrillShown) -> list[str]:
    return [f"Drill: {' '.join(e.cards)}", "The running count? Answer with guess(n)."]


@_lines.register
def _(e: DrillAnswered) -> list[str]:
    said = "Right" if e.said == e.count else "Not quite"
    was = "" if e.said == e.count else f", not {e.said:+d}"
    return [f"{said}: {e.count:+d}{was}. Drills right: {e.right} of {e.asked}."]


@_lines.register
def _(e: TrainerSet) -> list[str]:
    words = {
        ("coach", True): "The coach is on: a line after each decision that is not the best.",
        ("coach", False): "The coach is off.",
        ("counting", True): "Counting is on: hint and the coach play the index plays.",
        ("counting", False): "Counting is off: hint and the coach play basic strategy.",
    }
    return [words[(e.what, e.on)]]


@_lines.register
def _(e: StrategyChart) -> list[str]:
    return list(e.lines)


@_lines.register
def _(e: PlayValues) -> list[str]:
    shown = ", ".join(f"{play} {_signed(value * e.bet)} ({value:+.3f})" for play, value in e.values)
    return [f"  expected on {_d(e.bet)}: {shown}"]


def _signed(cents: float) -> str:
    """An expected amount to the cent, signed: ``-$4.75``, ``+$0.37``, ``$0``."""
    whole = round(cents)
    return _d(whole) if whole == 0 else ("+" if whole > 0 else "") + _d(whole)


@_lines.register
def _(e: CardsStacked) -> list[str]:
    if e.under:
        return [
            f"On top of the shoe: {' '.join(e.under)} (stacked before, dealt first), "
            f"then {' '.join(e.cards)}."
        ]
    return [f"On top of the shoe: {' '.join(e.cards)}."]


@_lines.register
def _(e: StackLeft) -> list[str]:
    cards = " ".join(e.cards)
    return [f"Still stacked on top of the shoe: {cards} (the next deal starts with them)."]


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
    between = e.phase == "betting"
    if between and e.dealer:
        dealer += " last round"
    if e.unpeeked:
        dealer += ", not peeked yet: early surrender is open"
    lines = [f"Dealer: {dealer}. Phase: {e.phase}{turn}. Shoe: {e.cards_left} cards left."]
    for seat in e.seats:
        parts = [f"bet {_d(seat.bet)}"] if seat.bet else []
        hands = []
        for number, (cards, total, bet, fate) in enumerate(seat.hands, start=1):
            label = "hand" if len(seat.hands) == 1 else f"hand {number}"
            staked = fate or _d(bet)  # a surrendered hand's stake has left the felt
            hands.append(f"{label} {' '.join(cards)} ({total}) {staked}")
        if seat.insurance:
            hands.append(f"insurance {_d(seat.insurance)}")
        if between:  # last round's hands, kept to be read, not in play
            shown = (parts or ["no bet"]) + ([f"last round: {', '.join(hands)}"] if hands else [])
            lines.append(f"  {seat.name} {_d(seat.rack)}: {'; '.join(shown)}")
            continue
        lines.append(f"  {seat.name} {_d(seat.rack)}: {', '.join(parts + hands) or 'no bet'}")
    if not e.seats:
        lines.append("  No players: addPlayer(Name, 100).")
    if e.stacked:
        lines.append(f"  Stacked on top of the shoe, dealt next: {' '.join(e.stacked)}.")
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
    if isinstance(event, CoachNote):
        return {"cost": as_dollars(event.cost)}
    if isinstance(event, CoachReport):
        return {"lost": as_dollars(event.lost)}
    if isinstance(event, PlayValues):
        return {"bet": as_dollars(event.bet), "values": [list(pair) for pair in event.values]}
    return json_money(event)
