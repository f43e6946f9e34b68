"""Turning the bytes a program printed for one input line into the lines that are graded.

Dropped: the prompt it printed before reading (an unfinished last line that looks like a
prompt, or whatever ``--prompt REGEX`` matches at the start of a line), an echo of the line
it was sent, and separator lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...console.games import default_game, prompt_of
from ...transcripts.patterns import Pattern, compile_pattern

PROMPT = prompt_of(default_game())  # the echo to expect when no transcript names its game

# An unfinished line when the program stops to read: "craps> ", "Command: ", "> ", "? ".
DEFAULT_PROMPT = r".{0,40}[>:?$#%]\s*"


@dataclass(frozen=True, slots=True)
class Cleaning:
    prompt: Pattern | None = None
    separator: str | None = None
    echo: str = PROMPT  # the game's prompt, before an echoed command


def _same(a: str, b: str) -> bool:
    return " ".join(a.split()) == " ".join(b.split())


def clean(segment: bytes, sent: str, how: Cleaning) -> list[str]:
    text = segment.decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    tail = lines.pop()  # "" when the output ended with a newline
    prompt = how.prompt or compile_pattern(DEFAULT_PROMPT)
    if tail and not prompt.fullmatch(tail):
        lines.append(tail)
    lines = tidy(lines, how)
    if lines and (_same(lines[0], sent) or _same(lines[0], how.echo + sent)):
        lines = lines[1:]
    return lines


def tidy(lines: list[str], how: Cleaning) -> list[str]:
    """Lines without the ``--prompt`` at their start and without separator lines."""
    if how.prompt is not None:
        kept = (_unprompted(line, how.prompt) for line in lines)
        lines = [line for line in kept if line is not None]
    if how.separator is not None:
        lines = [line for line in lines if line.strip() != how.separator.strip()]
    return lines


def _unprompted(line: str, prompt: Pattern) -> str | None:
    """The line without a leading prompt; None if it was nothing but the prompt."""
    found = prompt.match(line)
    if found is None or found.end() == 0:
        return line
    rest = line[found.end() :]
    return rest if rest.strip() else None


def split_by_echo(text: bytes, sent: list[str], echo: str = PROMPT) -> list[list[str] | None]:
    """For programs that read all input before printing: blocks between echoed commands.

    Each block starts after the line ``craps> COMMAND`` (or the bare command) of its own
    command; None from the first command whose echo is missing.
    """
    lines = text.decode("utf-8", "replace").replace("\r\n", "\n").split("\n")
    starts: list[int] = []
    position = 0
    for command in sent:
        found = next(
            (
                k
                for k in range(position, len(lines))
                if _same(lines[k], echo + command) or _same(lines[k], command)
            ),
            None,
        )
        if found is None:
            break
        starts.append(found)
        position = found + 1
    ends = [*starts[1:], len(lines)]
    blocks: list[list[str] | None] = [lines[s + 1 : e] for s, e in zip(starts, ends, strict=False)]
    return blocks + [None] * (len(sent) - len(starts))
