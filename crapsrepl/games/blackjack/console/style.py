"""How the terminal colours blackjack's events: a settled hand by its outcome, a bust red,
the dealer's play as the table's state (terminal/style.py holds the colours)."""

from __future__ import annotations

from ..model import events as ev

_BY_CLASS: dict[type, str] = {
    ev.Busted: "loss",
    ev.DealerBusted: "state",
    ev.HoleRevealed: "state",
    ev.TurnStarted: "roll",
}
_BY_OUTCOME = {
    ev.Outcome.WIN: "win",
    ev.Outcome.BLACKJACK: "win",
    ev.Outcome.EVEN_MONEY: "win",
    ev.Outcome.LOSE: "loss",
    ev.Outcome.SURRENDER: "loss",
}


def style_of(event: object) -> str:
    if isinstance(event, ev.HandSettled):
        return _BY_OUTCOME.get(event.outcome, "")
    return _BY_CLASS.get(type(event), "")
