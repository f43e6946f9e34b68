"""Colours for the terminal view: wins green, losses red, refusals bold red."""

from __future__ import annotations

from prompt_toolkit.styles import Style

from ..console.controller import Refusal
from ..craps.events import (
    BetLost,
    BetWon,
    Event,
    PointMade,
    PointSet,
    Rolled,
    SevenOut,
    ShooterChanged,
)

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

_CLASS: dict[type[Event], str] = {
    BetWon: "class:win",
    BetLost: "class:loss",
    Refusal: "class:error",
    Rolled: "class:roll",
    PointSet: "class:state",
    PointMade: "class:state",
    SevenOut: "class:state",
    ShooterChanged: "class:state",
}


def style_class(event: Event) -> str:
    return _CLASS.get(type(event), "")
