"""Comparing expected output with actual output: ``[..]`` within a line, ``...`` for lines."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

ANY_TEXT = "[..]"
ANY_LINES = "..."


def normalize(lines: Sequence[str]) -> list[str]:
    """Trailing spaces and CRs trimmed, trailing blank lines dropped."""
    cleaned = [line.rstrip(" \t\r") for line in lines]
    while cleaned and not cleaned[-1]:
        cleaned.pop()
    return cleaned


def line_matches(expected: str, actual: str) -> bool:
    if ANY_TEXT not in expected:
        return expected == actual
    first, *middle, last = expected.split(ANY_TEXT)
    if not actual.startswith(first) or len(actual) < len(first) + len(last):
        return False
    position = len(first)
    end = len(actual) - len(last)
    for part in middle:
        found = actual.find(part, position, end)
        if found < 0:
            return False
        position = found + len(part)
    return actual.endswith(last)


def block_matches(expected: Sequence[str], actual: Sequence[str]) -> bool:
    """Whole-block match: every line accounted for, ``...`` standing for zero or more lines."""
    exp, act = tuple(normalize(expected)), tuple(normalize(actual))

    @cache
    def match(i: int, j: int) -> bool:
        if i == len(exp):
            return j == len(act)
        if exp[i] == ANY_LINES:
            return any(match(i + 1, k) for k in range(j, len(act) + 1))
        return j < len(act) and line_matches(exp[i], act[j]) and match(i + 1, j + 1)

    return match(0, 0)


def updated_block(expected: Sequence[str], actual: Sequence[str]) -> list[str]:
    """New expected output: the actual lines, keeping the matching head of the old block.

    Wildcard lines are kept as long as the block still matches up to them; from the first
    line that no longer matches, the actual output is written verbatim.
    """
    exp, act = normalize(expected), normalize(actual)
    if block_matches(exp, act):
        return list(expected)
    kept: list[str] = []
    i = j = 0
    while i < len(exp) and j < len(act):
        if exp[i] == ANY_LINES or not line_matches(exp[i], act[j]):
            break
        kept.append(exp[i])
        i += 1
        j += 1
    return kept + act[j:]
