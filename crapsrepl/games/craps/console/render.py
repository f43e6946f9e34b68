"""Plain-text views of events: short, deterministic lines a person reads easily."""

from __future__ import annotations

from functools import singledispatch

from crapsrepl.plugin import shared_lines, visible

from ..model.bets import bet_type
from ..model.events import (
    BetLost,
    BetPlaced,
    BetPushed,
    BetReturned,
    BetTakenDown,
    BetTravelled,
    BetWon,
    Call,
    CommissionPaid,
    OddsChanged,
    OddsPlaced,
    PlayerLeft,
    PlayerSeated,
    PointMade,
    PointSet,
    Rolled,
    SevenOut,
    ShooterChanged,
    WorkingSet,
)
from ..model.game import BetInfo
from .controller import FactAnswer, StatusReport


def bet_label(kind: str, number: int | None, odds: bool = False) -> str:
    found = bet_type(kind)
    return found.odds_spot(number) if odds else found.spot(number)


def render(event: object) -> list[str]:
    return [visible(line) for line in _lines(event)]


@singledispatch
def _lines(event: object) -> list[str]:
    return shared_lines(event)


@_lines.register
def _(e: FactAnswer) -> list[str]:
    return [e.text]


@_lines.register
def _(e: StatusReport) -> list[str]:
    snap = e.snapshot
    point = "off" if snap.point is None else str(snap.point)
    shooter = snap.shooter or "no one"
    lines = [f"Point {point}. Shooter: {shooter}."]
    for player in snap.players:
        bets = "; ".join(_describe(bet) for bet in player.bets) or "no bets"
        lines.append(f"  {player.name}: rack ${player.rack}; {bets}")
        if player.working is not None:  # a line of its own: it is no bet's, it is theirs
            lines.append(f"    {_working(player.name, player.working)}")
    if not snap.players:
        lines.append("  No players seated.")
    return lines


def _working(player: str, working: bool) -> str:
    state = "work" if working else "are off"
    return f"{player}'s place, buy, big, hardway bets and come odds {state} on the come-out."


def _describe(bet: BetInfo) -> str:
    found = bet_type(bet.kind)
    text = f"${bet.amount} on {found.status_spot(bet.number)}"
    if bet.progress:
        text += f" ({found.progress_text} {', '.join(map(str, bet.progress))})"
    return text + (f" + ${bet.odds} odds" if bet.odds else "")


@_lines.register
def _(e: PlayerSeated) -> list[str]:
    return [f"{e.player} sits down with ${e.chips}."]


@_lines.register
def _(e: PlayerLeft) -> list[str]:
    return [f"{e.player} leaves with ${e.chips}."]


@_lines.register
def _(e: ShooterChanged) -> list[str]:
    if e.shooter is None:
        return ["No one has the dice."]
    if e.shooter == e.previous:
        return [f"{e.shooter} keeps the dice (no one else is seated)."]
    return [f"{e.shooter} has the dice."]


@_lines.register
def _(e: BetPlaced) -> list[str]:
    where = bet_label(e.bet, e.number)
    if e.total != e.amount:
        return [f"{e.player} adds ${e.amount} on {where}, now ${e.total} (rack ${e.rack})."]
    return [f"{e.player} bets ${e.amount} on {where} (rack ${e.rack})."]


@_lines.register
def _(e: CommissionPaid) -> list[str]:
    where = bet_label(e.bet, e.number)
    return [f"{e.player} pays ${e.amount} commission on {where} (rack ${e.rack})."]


@_lines.register
def _(e: BetTakenDown) -> list[str]:
    odds = f" + ${e.odds} odds" if e.odds else ""
    where = bet_label(e.bet, e.number)
    return [f"{e.player} takes down ${e.amount}{odds} on {where} (rack ${e.rack})."]


@_lines.register
def _(e: WorkingSet) -> list[str]:
    return [_working(e.player, e.working)]


@_lines.register
def _(e: OddsPlaced) -> list[str]:
    verb = bet_type(e.bet).odds_verb
    return [f"{e.player} {verb} ${e.amount} odds on {e.number} (rack ${e.rack})."]


@_lines.register
def _(e: OddsChanged) -> list[str]:
    odds = bet_label(e.bet, e.number, odds=True)  # "lay odds on 4" behind a don't bet
    if e.new == 0:
        return [f"{e.player} takes down ${e.old} {odds} (rack ${e.rack})."]
    return [f"{e.player} changes {odds} from ${e.old} to ${e.new} (rack ${e.rack})."]


_CALLS = {
    Call.NATURAL: ": natural.",
    Call.ELEVEN: ": eleven.",
    Call.CRAPS: ": craps.",
    Call.POINT_MADE: ": point made.",
    Call.SEVEN_OUT: ": seven-out.",
    Call.POINT_SET: ".",
    Call.NO_DECISION: ".",
}


@_lines.register
def _(e: Rolled) -> list[str]:
    return [f"{e.shooter} rolls {e.d1} + {e.d2} = {e.total}{_CALLS[e.call]}"]


@_lines.register
def _(e: BetWon) -> list[str]:
    label = bet_label(e.bet, e.number, e.odds)
    stays = ", which stays up" if e.stays else ""
    return [f"{e.player} wins ${e.winnings} on {label}{stays} (rack ${e.rack})."]


@_lines.register
def _(e: BetLost) -> list[str]:
    label = bet_label(e.bet, e.number, e.odds)
    return [f"{e.player} loses ${e.stake} on {label} (rack ${e.rack})."]


@_lines.register
def _(e: BetReturned) -> list[str]:
    label = bet_label(e.bet, e.number, e.odds)
    return [f"{e.player} takes back ${e.stake} {label}: they were off (rack ${e.rack})."]


@_lines.register
def _(e: BetPushed) -> list[str]:
    label = bet_label(e.bet, e.number)
    return [f"{e.player}'s ${e.stake} on {label} is a push (rack ${e.rack})."]


@_lines.register
def _(e: BetTravelled) -> list[str]:
    told = bet_type(e.bet).travel_text()
    return [] if told is None else [f"{e.player}'s ${e.amount} {told} moves to {e.number}."]


@_lines.register
def _(e: PointSet) -> list[str]:
    return [f"The point is {e.point}."]


@_lines.register(PointMade)
@_lines.register(SevenOut)
def _(e: PointMade | SevenOut) -> list[str]:
    return ["The point is off."]


_FACES = "⚀⚁⚂⚃⚄⚅"
_HARD = {4: "four", 6: "six", 8: "eight", 10: "ten"}


def render_at_screen(event: object) -> list[str]:
    """The full-screen log's lines: as ``render``'s, the dice drawn as faces on a roll and
    a hard way called as the stickman calls it."""
    lines = render(event)
    if isinstance(event, Rolled) and lines:
        faces = f"{_FACES[event.d1 - 1]} {_FACES[event.d2 - 1]}"
        hard = f" Hard {_HARD[event.total]}!" if event.d1 == event.d2 in (2, 3, 4, 5) else ""
        lines = [f"{faces}  {lines[0]}{hard}", *lines[1:]]
    return lines
