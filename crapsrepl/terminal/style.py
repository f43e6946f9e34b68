"""Colours for the terminal view: wins green, losses red, refusals bold red. Which of its
events is a win is each game's own say (its binding's ``style``)."""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.styles import Style

from ..console.events import Refusal

STYLE = Style.from_dict(
    {
        "win": "ansigreen",
        "loss": "ansired",
        "error": "ansired bold",
        "roll": "bold",
        "state": "ansicyan",
        "bottom-toolbar": "noreverse bg:#303030 #d0d0d0",
        "red-suit": "ansired",
        "notice": "ansimagenta",  # the shared table's own lines (crapsrepl serve)
    }
)


def plain(event: object) -> str:
    """A game that colours nothing."""
    return ""


def style_class(event: object, game_style: Callable[[object], str] = plain) -> str:
    """A refusal in bold red at every table; any other event as its game colours it (its
    binding's ``style``: "win", "loss", "state" or "roll")."""
    if isinstance(event, Refusal):
        return "class:error"
    found = game_style(event)
    return f"class:{found}" if found else ""


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
