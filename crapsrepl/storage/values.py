"""The checks every game's saved table makes on each JSON value before it uses it: a whole
number is an int and not a bool, text is a string, a flag is true or false. One set of
checks, so a crafted file meets the same refusal words whichever game wrote it; each game
turns ``WrongValue`` into its own load error."""

from __future__ import annotations


class WrongValue(ValueError):
    """A value of the wrong kind in a saved table; the message names what was expected."""


def whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise WrongValue(f"expected a whole number, found {value!r}")
    return value


def count(value: object) -> int:
    """Chips on a rack or a bet: a whole number, never negative."""
    number = whole(value)
    if number < 0:
        raise WrongValue(f"{number} chips cannot be negative")
    return number


def text(value: object) -> str:
    if not isinstance(value, str):
        raise WrongValue(f"expected text, found {value!r}")
    return value


def flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise WrongValue(f"expected true or false, found {value!r}")
    return value


def items(value: object) -> list[object]:
    if not isinstance(value, list):
        raise WrongValue(f"expected a list, found {type(value).__name__}")
    return value


def fields(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise WrongValue(f"expected an object, found {type(value).__name__}")
    return value
