"""Fact assertions: ``? QUERY => EXPECTED`` lines, and how a reply is judged by meaning.

A program is asked a question (``chips(Bob)``) as one more input line and its one-line reply
is compared with the expected answer token by token, not word for word, so a program that
prints its own wording can still be graded. The grammar is in docs/grading-facts.md.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from .patterns import compile_pattern

ASSERT_PREFIX = "?"
ARROW = "=>"
REFUSED = "refused"
# Words (and numbers) that mean "nothing there" (no point, no bets, no hand).
NOTHING_WORDS = ("off", "none", "no", "nothing", "null", "false")
NOTHING_NUMBERS = (Decimal(0), Decimal(-1))
DEFAULT_REFUSAL = r"(?i)\b(error|invalid|illegal|cannot|can't|not|unable|refused|denied)\b"

# A number as a program prints one, money included: ``-50``, ``$-50`` and ``-$50`` are all
# minus fifty (a loss, the house's takings), ``$50`` fifty.
_NUMBER = re.compile(r"(?<![\w.])(-?)\$?(\d+(?:\.\d+)?)(?![\w])")
_EXPECTED_TOKEN = re.compile(r"-?\d+(?:\.\d+)?|[A-Za-z_][\w.'-]*")
_CALL = re.compile(r"^\s*([A-Za-z_]\w*)\s*(?:\((.*)\))?\s*$")


class FactSyntaxError(ValueError):
    """An assertion line that does not follow ``? QUERY => EXPECTED`` or ``? refused``."""


@dataclass(frozen=True, slots=True)
class Assertion:
    line: int
    query: str
    expected: str

    @property
    def refused(self) -> bool:
        return self.query == REFUSED

    @property
    def raw(self) -> str:
        if self.refused:
            return f"{ASSERT_PREFIX} {REFUSED}"
        return f"{ASSERT_PREFIX} {self.query} {ARROW} {self.expected}"


def is_assertion(line: str) -> bool:
    return line.startswith(ASSERT_PREFIX + " ") or line.rstrip() == ASSERT_PREFIX


def parse_assertion(line: str, number: int) -> Assertion:
    body = line[len(ASSERT_PREFIX) :].strip()
    if body.casefold() == REFUSED:
        return Assertion(number, REFUSED, "")
    query, arrow, expected = body.partition(ARROW)
    query, expected = query.strip(), expected.strip()
    if not arrow or not query or not expected:
        raise FactSyntaxError(f"write '? QUERY {ARROW} EXPECTED' or '? {REFUSED}', not {line!r}")
    if _CALL.match(query) is None:
        raise FactSyntaxError(f"a query is a call like chips(Bob), not {query!r}")
    return Assertion(number, query, expected)


def numbers_in(text: str) -> Counter[Decimal]:
    return Counter(Decimal(sign + digits) for sign, digits in _NUMBER.findall(text))


def _has_word(text: str, word: str) -> bool:
    return re.search(rf"(?<![\w]){re.escape(word)}(?![\w])", text, re.IGNORECASE) is not None


def answer_matches(expected: str, reply: str) -> bool:
    """Every expected word is in the reply as a whole word (any case); the reply's numbers
    are exactly the expected ones (any order); ``off``/``none`` are also met by the usual
    ways of saying "nothing" (``0``, ``-1``, ``no``, ``null``, ...)."""
    return not answer_mismatch(expected, reply)


def answer_mismatch(expected: str, reply: str) -> str:
    """Why ``reply`` does not answer ``expected`` (``missing number 114``, ``extra number
    0``, ``missing word 'come'``, ``no 'off' or 'none'``), or "" when it does."""
    tokens = _EXPECTED_TOKEN.findall(expected)
    wanted: Counter[Decimal] = Counter()
    extra_allowed: set[Decimal] = set()
    for token in tokens:
        if token[0].isdigit() or token[0] == "-":
            wanted[Decimal(token)] += 1
        elif token.casefold() in ("off", "none"):
            if not (any(_has_word(reply, w) for w in NOTHING_WORDS) or _nothing_number(reply)):
                return f"missing word {token!r} (or none, no, 0, -1)"
            extra_allowed.update(NOTHING_NUMBERS)
        elif not _has_word(reply, token):
            return f"missing word {token!r}"
    got = numbers_in(reply)
    missing = wanted - got
    if missing:
        return _numbers("missing", missing)
    extra = Counter({n: k for n, k in (got - wanted).items() if n not in extra_allowed})
    return _numbers("extra", extra) if extra else ""


def _numbers(what: str, numbers: Counter[Decimal]) -> str:
    listed = sorted(numbers.elements())
    noun = "number" if len(listed) == 1 else "numbers"
    return f"{what} {noun} {', '.join(str(n) for n in listed)}"


def _nothing_number(reply: str) -> bool:
    return any(number in NOTHING_NUMBERS for number in numbers_in(reply))


def render_query(query: str, templates: Mapping[str, str]) -> str:
    """The line sent for ``query``: as written, or through the transcript's ``% query`` map."""
    call = _CALL.match(query)
    if call is None or call.group(1) not in templates:
        return query
    args = [a.strip() for a in (call.group(2) or "").split(",") if a.strip()]
    template = templates[call.group(1)]
    return template.replace("{player}", args[0] if args else "").replace("{args}", ", ".join(args))


def refusal_shown(lines: Sequence[str], pattern: str = DEFAULT_REFUSAL) -> bool:
    compiled = compile_pattern(pattern)
    return any(compiled.search(line) for line in lines)


def same_facts(before: Sequence[str], after: Sequence[str]) -> bool:
    return [" ".join(line.split()) for line in before] == [" ".join(line.split()) for line in after]
