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
        "red-suit": "ansired",
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
    "Busted": "class:loss",
    "DealerBusted": "class:state",
    "HoleRevealed": "class:state",
    "TurnStarted": "class:roll",
}
# An event that carries its ``outcome`` (a blackjack hand settled) is coloured by it.
_OUTCOME: dict[str, str] = {
    "wins": "class:win",
    "blackjack": "class:win",
    "even money": "class:win",
    "loses": "class:loss",
    "surrender": "class:loss",
}


def style_class(event: object) -> str:
    outcome = getattr(getattr(event, "outcome", None), "value", None)
    if isinstance(outcome, str) and outcome in _OUTCOME:
        return _OUTCOME[outcome]
    return _CLASS.get(type(event).__name__, "")


def red_suits(css: str, text: str) -> list[tuple[str, str]]:
    """The line as styled fragments, hearts and diamonds in red as on a card."""
    fragments: list[tuple[str, str]] = []
    start = 0
    for index, char in enumerate(text):
        if char in "♥♦":
            fragments += [(css, text[start:index]), (f"{css} class:red-suit".strip(), char)]
            start = index + 1
    fragments.append((css, text[start:]))
    return [(style, part) for style, part in fragments if part]
