"""Reading a command line: a small tokenizer and parser, never an evaluator.

Two spellings are accepted: ``name(arg, arg)`` as in the assignment and ``name arg arg``
for quick typing. The result is only words; the command table gives them meaning.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from .text import MAX_LINE


class ParseError(ValueError):
    """A line that is not a command; the message says what is wrong."""


class Tok(Enum):
    WORD = "word"
    OPEN = "'('"
    CLOSE = "')'"
    COMMA = "','"


@dataclass(frozen=True, slots=True)
class Token:
    kind: Tok
    text: str


@dataclass(frozen=True, slots=True)
class ParsedLine:
    name: str
    args: tuple[str, ...]


_PUNCT = {"(": Tok.OPEN, ")": Tok.CLOSE, ",": Tok.COMMA}
_QUOTES = "\"'"


def tokenize(line: str) -> Iterator[Token]:
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch.isspace():
            i += 1
        elif ch in _PUNCT:
            yield Token(_PUNCT[ch], ch)
            i += 1
        elif ch in _QUOTES:
            end = line.find(ch, i + 1)
            if end < 0:
                raise ParseError(f"missing closing {ch} for the quote at column {i + 1}")
            yield Token(Tok.WORD, line[i + 1 : end])
            i = end + 1
        else:
            start = i
            while (
                i < n and not line[i].isspace() and line[i] not in _PUNCT and line[i] not in _QUOTES
            ):
                i += 1
            yield Token(Tok.WORD, line[start:i])


def parse(line: str) -> ParsedLine:
    if len(line) > MAX_LINE:
        raise ParseError(f"the line is too long (more than {MAX_LINE} characters)")
    tokens = list(tokenize(line))
    if not tokens:
        raise ParseError("empty command")
    head, rest = tokens[0], tokens[1:]
    if head.kind is not Tok.WORD:
        raise ParseError(f"a command starts with its name, not {head.kind.value}")
    if rest and rest[0].kind is Tok.OPEN:
        return ParsedLine(head.text, _call_args(head.text, rest[1:]))
    return ParsedLine(head.text, _spaced_args(rest))


def _call_args(name: str, tokens: list[Token]) -> tuple[str, ...]:
    """Arguments of ``name(a, b)``: words separated by single commas, then ')' and nothing."""
    args: list[str] = []
    expect_word = True
    for index, token in enumerate(tokens):
        if token.kind is Tok.CLOSE:
            if expect_word and args:
                raise ParseError(f"missing argument after ',' in {name}(...)")
            extra = tokens[index + 1 :]
            if extra:
                raise ParseError(f"unexpected text after ')': {extra[0].text}")
            return tuple(args)
        if token.kind is Tok.WORD and expect_word:
            args.append(token.text)
            expect_word = False
        elif token.kind is Tok.COMMA and not expect_word:
            expect_word = True
        elif token.kind is Tok.COMMA:
            raise ParseError(f"missing argument before ',' in {name}(...)")
        elif token.kind is Tok.WORD:
            raise ParseError(f"missing ',' before {token.text}")
        else:
            raise ParseError(f"unexpected {token.kind.value} in {name}(...)")
    raise ParseError(f"missing ')' to close {name}(")


def _spaced_args(tokens: list[Token]) -> tuple[str, ...]:
    for token in tokens:
        if token.kind in (Tok.OPEN, Tok.CLOSE):
            raise ParseError(f"unexpected {token.kind.value}: write name(args) or name args")
    return tuple(t.text for t in tokens if t.kind is Tok.WORD)


def whole_number(text: str, what: str) -> int:
    """A whole number from text, refusing floats, expressions and absurd lengths."""
    digits = text[1:] if text[:1] in "+-" else text
    if not digits or not digits.isascii() or not digits.isdigit():
        raise ParseError(f"{what} must be a whole number, not {text!r}")
    if len(digits.lstrip("0")) > 12:
        raise ParseError(f"{what} is too large: {text[:15]}...")
    return int(text)


def cents(text: str, what: str) -> int:
    """An amount of money as whole cents: ``7``, ``7.5``, ``7.50`` or ``$7.50`` is 750.
    More than two decimals, signs other than a leading minus, and exponents are refused
    (a refused amount is the game's to refuse, not rounded here)."""
    body = text[1:] if text[:1] == "$" else text
    negative = body[:1] == "-"
    body = body[1:] if negative or body[:1] == "+" else body
    whole, dot, part = body.partition(".")
    whole = whole or ("0" if part else "")  # .50 is 0.50
    digits_ok = whole.isascii() and whole.isdigit() and (not part or part.isdigit())
    if not digits_ok or not part.isascii():
        raise ParseError(f"{what} must be dollars such as 10 or 7.50, not {text!r}")
    if len(part) > 2:
        raise ParseError(f"{what} has at most two decimals (cents), not {text!r}")
    if len(whole.lstrip("0")) > 12:
        raise ParseError(f"{what} is too large: {text[:15]}...")
    value = int(whole) * 100 + int(part.ljust(2, "0") or "0")
    return -value if negative else value
