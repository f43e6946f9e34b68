"""How the terminal colours craps' events: wins green, losses red, the dice bold, the
point and the shooter as the table's state (terminal/style.py holds the colours)."""

from __future__ import annotations

_BY_CLASS = {
    "BetWon": "win",
    "BetLost": "loss",
    "Rolled": "roll",
    "PointSet": "state",
    "PointMade": "state",
    "SevenOut": "state",
    "ShooterChanged": "state",
}


def style_of(event: object) -> str:
    return _BY_CLASS.get(type(event).__name__, "")
