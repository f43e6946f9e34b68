"""Regular expressions an instructor writes (``re:`` lines, the refusal pattern, a prompt),
matched against whatever a student's program prints.

They are compiled with RE2 (google-re2, a dependency), whose matching time is linear in
the text: a pattern with nested quantifiers such as ``(a+)+!`` against ``'a' * 34 + '?'``
would run for minutes in Python's backtracking ``re`` and ignore signals meanwhile; here
it answers at once. The price is RE2's syntax: no backreferences and no lookaround, which a
transcript's patterns do not need; a transcript holding such a pattern is refused when it
is read.

Run from a source checkout where google-re2 was never installed, the patterns fall back to
Python's ``re`` (same syntax, without the bound in time): ``check`` of one's own transcripts
works as before, and ``grade`` says once that matching is not bounded (``linear``).
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from typing import Protocol


class Found(Protocol):
    def start(self) -> int: ...

    def end(self) -> int: ...


class Pattern(Protocol):
    @property
    def pattern(self) -> str: ...

    def search(self, text: str) -> Found | None: ...

    def fullmatch(self, text: str) -> Found | None: ...

    def match(self, text: str) -> Found | None: ...


class PatternError(ValueError):
    """A pattern that cannot be compiled; the message says why."""


def linear() -> bool:
    """Whether patterns are matched in time linear in the text (RE2 is installed)."""
    try:
        return importlib.util.find_spec("re2") is not None
    except (ImportError, ValueError):  # blocked in sys.modules, or a broken install
        return False


@lru_cache(maxsize=512)
def compile_pattern(text: str) -> Pattern:
    if not linear():
        try:
            return re.compile(text)
        except re.error as problem:
            raise PatternError(f"bad pattern {text!r}: {problem}") from None
    import re2  # loaded only when a pattern is used, never at start-up

    options = re2.Options()
    options.log_errors = False  # the error is raised (and said once) here, not logged
    try:
        compiled: Pattern = re2.compile(text, options=options)
    except re2.error as problem:
        reason = problem.args[0] if problem.args else problem
        if isinstance(reason, bytes):
            reason = reason.decode("utf-8", "replace")
        raise PatternError(f"bad pattern {text!r}: {reason}") from None
    return compiled
