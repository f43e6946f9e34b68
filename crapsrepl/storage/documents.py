"""JSON and TOML from text someone else wrote: the one bounded loader for both.

Python's own parsers trust their input. ``tomllib`` recurses once per nested array or
inline table, so 8 KB of ``x = [[[[…]]]]`` is a ``RecursionError``; ``json`` turns a
5,000-digit number into ``ValueError`` and ``1e400`` into infinity. Every TOML or JSON
document read from a file or a stream crapsrepl did not write (tables, journals, config
files, a student's ``grading.toml``) is parsed here instead, and each of those is a
``BadDocument`` with one readable line:

- **size**: the bytes were capped by the reader (``reader.py``) before they got here;
- **depth**: nesting deeper than ``MAX_DEPTH`` is refused before any parser sees it,
  counted on the brackets and braces outside strings and comments, and again on what the
  parser built (TOML's dotted keys, ``a.b.c = 1``, nest tables without a bracket);
- **numbers**: at most ``MAX_DIGITS`` digits, and finite.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from typing import Any

MAX_DEPTH = 32  # a saved table nests 6 deep, a config file 4
MAX_DIGITS = 20
TOO_DEEP = f"it is nested too deeply (more than {MAX_DEPTH} levels)"

# Strings (each may run to the end, unclosed: the scan stays linear) and comments are
# skipped; the brackets and braces left are counted.
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\[\s\S])*"?|[\[\]{}]')
_TOML_TOKENS = re.compile(
    r"'''[\s\S]*?(?:'''|\Z)"
    r'|"""(?:[^"\\]|\\[\s\S]|"(?!""))*(?:"""|\Z)'
    r'|"(?:[^"\\\n]|\\[^\n])*"?'
    r"|'[^'\n]*'?"
    r"|#[^\n]*"
    r"|[\[\]{}]"
)
_OPENS = frozenset("[{")
_CLOSES = frozenset("]}")


class BadDocument(ValueError):
    """Text that is not a JSON or TOML document this program accepts; the message says
    why, in one line."""


def _text(data: str | bytes) -> str:
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as problem:
        raise BadDocument(f"not UTF-8 text (byte {problem.start + 1})") from None


def _check_nesting(text: str, tokens: re.Pattern[str]) -> None:
    depth = 0
    for found in tokens.finditer(text):
        token = found.group()
        if token in _OPENS:
            depth += 1
            if depth > MAX_DEPTH:
                raise BadDocument(TOO_DEEP)
        elif token in _CLOSES:
            depth = max(depth - 1, 0)


def _check_built(value: object) -> None:
    """The parsed value nests at most ``MAX_DEPTH`` deep and holds no number out of
    bounds; walked without recursion."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                raise BadDocument(TOO_DEEP)
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(item, int) and not isinstance(item, bool):
            if len(str(abs(item))) > MAX_DIGITS:
                raise BadDocument(f"a number has more than {MAX_DIGITS} digits")
        elif isinstance(item, float) and not math.isfinite(item):
            raise BadDocument("a number is out of range (inf or nan)")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise BadDocument(f"a number has more than {MAX_DIGITS} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadDocument(f"the number {text[:20]} is out of range")
    return value


def _constant(text: str) -> Any:
    raise BadDocument(f"{text} is not a number")


def parse_json(data: str | bytes) -> Any:
    """The JSON value in ``data``; ``BadDocument`` if it is not one, or out of bounds."""
    text = _text(data)
    _check_nesting(text, _JSON_TOKENS)
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except BadDocument:
        raise
    except json.JSONDecodeError as problem:
        raise BadDocument(f"{problem.msg} at line {problem.lineno}") from None
    except RecursionError:
        raise BadDocument(TOO_DEEP) from None
    except ValueError as problem:
        raise BadDocument(str(problem)) from None
    _check_built(value)
    return value


def parse_toml(data: str | bytes) -> dict[str, Any]:
    """The TOML document in ``data`` as a table; ``BadDocument`` if it is not one, or
    out of bounds."""
    text = _text(data)
    _check_nesting(text, _TOML_TOKENS)
    try:
        table = tomllib.loads(text, parse_float=_float)
    except BadDocument:
        raise
    except tomllib.TOMLDecodeError as problem:
        raise BadDocument(str(problem)) from None
    except RecursionError:
        raise BadDocument(TOO_DEEP) from None
    except ValueError as problem:  # an integer too long for Python to convert
        raise BadDocument(" ".join(str(problem).split())[:200]) from None
    _check_built(table)
    return table
