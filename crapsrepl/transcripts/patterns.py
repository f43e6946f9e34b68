"""Regular expressions an instructor writes (``re:`` lines, the refusal pattern, a prompt),
matched against whatever a student's program prints.

They are compiled with RE2 (google-re2), whose matching time is linear in the text: a
pattern with nested quantifiers such as ``(a+)+!`` against ``'a' * 34 + '?'`` would run
for minutes in Python's backtracking ``re`` and ignore signals meanwhile; here it answers
at once. The price is RE2's syntax: no backreferences and no lookaround, which a
transcript's patterns do not need; a transcript holding such a pattern is refused when
it is read.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Protocol


class Pattern(Protocol):
    def search(self, text: str) -> object | None: ...

    def fullmatch(self, text: str) -> object | None: ...


class PatternError(ValueError):
    """A pattern RE2 cannot compile; the message says why."""


@lru_cache(maxsize=512)
def compile_pattern(text: str) -> Pattern:
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
