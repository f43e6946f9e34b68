"""What is fed to an implementation, line by line: commands, queries, and refusal probes.

Every fed line gets its own block of output back (runners attribute output per line), so a
plan says which line each block answers: a step's command, one of its assertions, or the
facts read just before or after a command asserted ``? refused``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..console.games import AnyBinding
from ..console.parser import ParseError, parse
from ..console.text import is_remark
from .format import Transcript


class Role(Enum):
    COMMAND = "command"
    QUERY = "query"
    BEFORE = "before"
    AFTER = "after"


@dataclass(frozen=True, slots=True)
class Feed:
    line: str
    step: int
    role: Role
    index: int = 0


def build(transcript: Transcript) -> list[Feed]:
    """Every graded step's command, with its queries after it (and probes round a refusal)."""
    players = [name for name, _ in transcript.setup.players]
    feeds: list[Feed] = []
    for number, step in enumerate(transcript.steps):
        if is_remark(step.command):
            continue
        refused = any(f.refused for f in step.facts)
        probes = transcript.binding.lab.probe_calls(players) if refused else []
        feeds += [Feed(q, number, Role.BEFORE, k) for k, q in enumerate(probes)]
        feeds.append(Feed(step.command, number, Role.COMMAND))
        feeds += [Feed(q, number, Role.AFTER, k) for k, q in enumerate(probes)]
        feeds += [
            Feed(fact.query, number, Role.QUERY, k)
            for k, fact in enumerate(step.facts)
            if not fact.refused
        ]
        seated = _seated(step.command, transcript.binding)
        if seated and seated.casefold() not in (p.casefold() for p in players):
            players.append(seated)
    return feeds


def _seated(command: str, binding: AnyBinding) -> str | None:
    """The name the game's seat command seats (whether or not it is accepted)."""
    seat = parse(binding.seat_command.format(name="Someone", chips=1)).name
    try:
        parsed = parse(command)
        found = binding.commands.lookup(parsed.name).name
        if found == binding.commands.lookup(seat).name and parsed.args:
            return parsed.args[0]
    except ParseError:
        return None
    return None
