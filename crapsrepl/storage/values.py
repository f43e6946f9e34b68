"""The checks every game's saved table makes on each JSON value before it uses it: a whole
number is an int and not a bool, text is a string, a flag is true or false. One set of
checks, so a crafted file meets the same refusal words whichever game wrote it; each game
turns ``WrongValue`` into its own load error."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


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


def table_fields(document: object, format: str, error: type[ValueError]) -> dict[str, object]:
    """A saved table's fields, once its ``format`` is the game's own: any other document
    is ``error``, saying so in the game's words."""
    if not isinstance(document, dict) or document.get("format") != format:
        raise error(f"this is not a saved table of this game (its format is not {format!r})")
    return {str(key): value for key, value in document.items()}


@contextmanager
def restoring(error: type[ValueError]) -> Iterator[None]:
    """Turn whatever a damaged document makes a game's restoring code raise (a missing
    field, a value of the wrong kind) into one ``error`` naming the damage, so every game
    refuses a bad file with one line and none needs its own ``try``."""
    try:
        yield
    except (KeyError, TypeError, ValueError, IndexError) as problem:
        if isinstance(problem, error):
            raise
        what = f"missing {problem}" if isinstance(problem, KeyError) else str(problem)
        raise error(f"the saved table is damaged ({what})") from None
