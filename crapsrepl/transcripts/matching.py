"""Comparing expected output with actual output.

Within a line ``[..]`` stands for any text between whole words; a line ``...`` for zero or
more lines; a line ``re: PATTERN`` for any line the regular expression matches whole; a
block whose first line is ``% any-order`` matches its lines in any order. Every match here
is linear in the output's length (or bounded by the expected block's), so a student's flood
of output cannot stall grading.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .patterns import Pattern, PatternError, compile_pattern

ANY_TEXT = "[..]"
ANY_LINES = "..."
REGEX_PREFIX = "re: "
ANY_ORDER = "% any-order"


def normalize(lines: Sequence[str]) -> list[str]:
    """Trailing spaces and CRs trimmed, trailing blank lines dropped."""
    cleaned = [line.rstrip(" \t\r") for line in lines]
    while cleaned and not cleaned[-1]:
        cleaned.pop()
    return cleaned


def is_literal(line: str) -> bool:
    """A line that pins down some output: not ``...`` and not only wildcards."""
    if line in (ANY_LINES, ANY_ORDER):
        return False
    if line.startswith(REGEX_PREFIX):
        return True
    return bool(line.replace(ANY_TEXT, "").strip())


def _regex(pattern: str) -> Pattern | None:
    try:
        return compile_pattern(pattern)
    except PatternError:
        return None


def _word_char(text: str, index: int) -> bool:
    return 0 <= index < len(text) and (text[index].isalnum() or text[index] == "_")


def _edges_ok(part: str, actual: str, start: int) -> bool:
    """``part`` found at ``start`` begins and ends on word boundaries where it is a word."""
    end = start + len(part)
    if part and _word_char(part, 0) and _word_char(actual, start - 1):
        return False
    return not (part and _word_char(part, len(part) - 1) and _word_char(actual, end))


def line_matches(expected: str, actual: str) -> bool:
    if expected.startswith(REGEX_PREFIX):
        pattern = _regex(expected[len(REGEX_PREFIX) :])
        return pattern is not None and pattern.fullmatch(actual) is not None
    if ANY_TEXT not in expected:
        return expected == actual
    first, *middle, last = expected.split(ANY_TEXT)
    if not actual.startswith(first) or len(actual) < len(first) + len(last):
        return False
    if not _edges_ok(first, actual, 0) or not _edges_ok(last, actual, len(actual) - len(last)):
        return False
    position = len(first)
    end = len(actual) - len(last)
    for part in middle:
        found = actual.find(part, position, end)
        while found >= 0 and not _edges_ok(part, actual, found):
            found = actual.find(part, found + 1, end)
        if found < 0:
            return False
        position = found + len(part)
    return actual.endswith(last)


def _segment_at(segment: Sequence[str], actual: Sequence[str], start: int) -> bool:
    return all(line_matches(e, actual[start + k]) for k, e in enumerate(segment))


def _sequence_matches(exp: Sequence[str], act: Sequence[str]) -> bool:
    """Glob matching over lines: each ``...`` gap takes the leftmost fit (optimal, linear)."""
    segments: list[list[str]] = [[]]
    for line in exp:
        if line == ANY_LINES:
            segments.append([])
        else:
            segments[-1].append(line)
    if len(segments) == 1:
        return len(exp) == len(act) and _segment_at(exp, act, 0)
    head, *middle, tail = segments
    if len(head) + len(tail) > len(act):
        return False
    if not _segment_at(head, act, 0) or not _segment_at(tail, act, len(act) - len(tail)):
        return False
    position, end = len(head), len(act) - len(tail)
    for segment in middle:
        found = next(
            (s for s in range(position, end - len(segment) + 1) if _segment_at(segment, act, s)),
            None,
        )
        if found is None:
            return False
        position = found + len(segment)
    return True


def _is_pattern(line: str) -> bool:
    return ANY_TEXT in line or line.startswith(REGEX_PREFIX)


def _any_order_matches(exp: Sequence[str], act: Sequence[str]) -> bool:
    """The lines as a multiset: literal lines by count, patterns by a bipartite matching."""
    extra_allowed = ANY_LINES in exp
    wanted = [line for line in exp if line != ANY_LINES]
    if len(wanted) > len(act) or (not extra_allowed and len(wanted) != len(act)):
        return False
    plain = Counter(line for line in wanted if not _is_pattern(line))
    have = Counter(act)
    if have & plain != plain:
        return False
    rest_actual = list((have - plain).elements())
    patterns = [line for line in wanted if _is_pattern(line)]
    if len(patterns) * len(rest_actual) > 1_000_000:
        return False
    owner: dict[int, int] = {}

    def place(p: int, seen: set[int]) -> bool:
        for a, line in enumerate(rest_actual):
            if a in seen or not line_matches(patterns[p], line):
                continue
            seen.add(a)
            if a not in owner or place(owner[a], seen):
                owner[a] = p
                return True
        return False

    return all(place(p, set()) for p in range(len(patterns)))


def block_matches(expected: Sequence[str], actual: Sequence[str]) -> bool:
    """Whole-block match: every line accounted for, ``...`` standing for zero or more lines."""
    exp, act = normalize(expected), normalize(actual)
    if exp and exp[0] == ANY_ORDER:
        return _any_order_matches(exp[1:], act)
    return _sequence_matches(exp, act)


def updated_block(expected: Sequence[str], actual: Sequence[str]) -> list[str]:
    """New expected output: the actual lines, keeping every old line that still matches.

    An alignment that keeps the most old lines (wildcards included) decides which actual
    lines are new; those are written out, and ``...`` lines stay (matching no lines, they
    still match). Blocks too large to align are written as the actual output.
    """
    exp, act = normalize(expected), normalize(actual)
    if block_matches(exp, act):
        return list(expected)
    if exp and exp[0] == ANY_ORDER or len(exp) * len(act) > 4_000_000:
        return act
    n, m = len(exp), len(act)
    # best[i][j]: most old lines kept aligning exp[i:] with act[j:]
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m, -1, -1):
            if exp[i] == ANY_LINES:
                best[i][j] = best[i + 1][j]
                continue
            options = [best[i + 1][j]]
            if j < m:
                options.append(best[i][j + 1])
                if line_matches(exp[i], act[j]):
                    options.append(best[i + 1][j + 1] + 1)
            best[i][j] = max(options)
    result: list[str] = []
    i = j = 0
    while i < n or j < m:
        if i < n and exp[i] == ANY_LINES:
            result.append(ANY_LINES)
            i += 1
        elif (
            i < n
            and j < m
            and line_matches(exp[i], act[j])
            and best[i][j] == best[i + 1][j + 1] + 1
        ):
            result.append(exp[i])
            i, j = i + 1, j + 1
        elif j < m and best[i][j] == best[i][j + 1]:
            result.append(act[j])
            j += 1
        else:
            i += 1
    return result
