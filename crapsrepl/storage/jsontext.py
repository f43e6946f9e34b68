"""Parsing JSON from files a user may have damaged or crafted, with every failure one error.

Python's own parser turns a 5,000-digit number into ``ValueError``, deep nesting into
``RecursionError`` and ``1e400`` into infinity; here each of those is a ``BadJson`` with a
readable reason, and numbers are limited to what a table can hold.
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_DIGITS = 20


class BadJson(ValueError):
    """Text that is not JSON this program accepts; the message says why."""


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise BadJson(f"a number has more than {MAX_DIGITS} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadJson(f"the number {text[:20]} is out of range")
    return value


def _constant(text: str) -> Any:
    raise BadJson(f"{text} is not a number")


def parse(text: str) -> Any:
    try:
        return json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except BadJson:
        raise
    except json.JSONDecodeError as problem:
        raise BadJson(f"{problem.msg} at line {problem.lineno}") from None
    except RecursionError:
        raise BadJson("it is nested too deeply") from None
    except ValueError as problem:
        raise BadJson(str(problem)) from None
