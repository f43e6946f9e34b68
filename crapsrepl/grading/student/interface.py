"""Whether a submission speaks the lab's interface at all: a program that answers no query
(``chips(Bob)``, ``point()`` ...) is graded ``interface``, never ``ok``, with a reason
naming the queries it left unanswered and how to map them.

A query is unanswered when the program read it and printed nothing, or printed a line the
refusal pattern or ``NOT_UNDERSTOOD`` matches (``error: unknown command 'chips'``, ``I don't
understand 'chips(Bob)'``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ...console.games import usable
from ...transcripts.facts import refusal_shown
from ..run.marking import TranscriptGrade
from ..run.runners import NOT_UNDERSTOOD

__all__ = ["NOT_UNDERSTOOD", "query_names", "query_replies", "unanswered_reason"]


def _name(command: str) -> str:
    """The command's name: the identifier it starts with ("" if none)."""
    text = command.lstrip()
    if not text[:1].isascii() or not (text[:1].isalpha() or text[:1] == "_"):
        return ""
    end = 1
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    return text[:end]


def query_names() -> set[str]:
    """Every installed game's fact queries (a command by one of these names is a query)."""
    return {query for game in usable() for query in game.lab.query_names}


def query_replies(
    grades: Sequence[TranscriptGrade], visible: Collection[str] = ()
) -> list[tuple[str, str, list[str]]]:
    """Every query the program read: (its name, the line, the reply), facts and commands;
    those of the ``visible`` transcripts first (a reason quotes the first)."""
    replies: list[tuple[str, str, list[str]]] = []
    queries = query_names()
    for grade in sorted(grades, key=lambda g: g.name not in visible):
        for fact in grade.facts:
            if fact.query != "refused" and fact.reply is not None:
                replies.append((_name(fact.query), fact.sent or fact.query, fact.reply))
        for command in grade.commands:
            name = _name(command.command)
            if name.casefold() in queries and command.actual is not None:
                replies.append((name.casefold(), command.command, command.actual))
    return replies


def unanswered_reason(
    grades: Sequence[TranscriptGrade], refusal: str, by_driver: bool, visible: Collection[str] = ()
) -> str | None:
    """The ``interface`` reason when queries were asked and not one was answered, quoting
    a visible transcript's query when there is one."""
    replies = query_replies(grades, visible)
    if not replies:
        return None
    answered = [
        r
        for r in replies
        if r[2] and not refusal_shown(r[2], refusal) and not refusal_shown(r[2], NOT_UNDERSTOOD)
    ]
    if answered:
        return None
    names = list(dict.fromkeys(name for name, _, _ in replies))
    line, reply = replies[0][1], " / ".join(replies[0][2]) or "nothing"
    said = f"no query answered ({', '.join(names)}): {line} got {reply!r}"
    if by_driver:
        maps = " ".join(f"--getter {n}=METHOD" for n in names)
        toml = ", ".join(f'"{n}=METHOD"' for n in names)
        return f"{said}; name the methods with {maps} (grading.toml: getter = [{toml}])"
    return (
        f"{said}; the program must answer {', '.join(f'{n}(...)' for n in names)} on one "
        "line each (see crapsrepl handout), or give its class with --java-class or "
        "--python-class (grading.toml: java-class, python-class) and name its methods"
    )
