"""Colours for the terminal view: wins green, losses red, refusals bold red."""

from __future__ import annotations

from prompt_toolkit.styles import Style

STYLE = Style.from_dict(
    {
        "win": "ansigreen",
        "loss": "ansired",
        "error": "ansired bold",
        "roll": "bold",
        "state": "ansicyan",
        "bottom-toolbar": "noreverse bg:#303030 #d0d0d0",
    }
)

# By the event's class name, so every game's events colour alike without this module
# importing any game: a win is green at craps and at blackjack.
_CLASS: dict[str, str] = {
    "BetWon": "class:win",
    "BetLost": "class:loss",
    "Refusal": "class:error",
    "Rolled": "class:roll",
    "PointSet": "class:state",
    "PointMade": "class:state",
    "SevenOut": "class:state",
    "ShooterChanged": "class:state",
}


def style_class(event: object) -> str:
    return _CLASS.get(type(event).__name__, "")
