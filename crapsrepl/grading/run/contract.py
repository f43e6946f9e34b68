"""What a graded program is given for one transcript besides the transcript's own lines:
the words after its command, and the lines sent before the transcript's first command.

One table for the runner, which sends them, and the handout, which promises them (a
recorder test grades programs that log what they get against the handout): a program is
graded for one game, so it is never told the game. A program gets each table rule as the
option's flag (``--dealer H17``), the seed only where it decides something, and its players
and stacked cards as lines (``addPlayer(Bob, 100)``, ``shoe(A, K)``), answered like any
command; a class (through a driver) gets the seed as its constructor's argument and each
rule as a line too, the lab's ``option`` method called with the name and the value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...console.lab import OPTION
from ...transcripts.format import Transcript

SEED = "seed"
PLAYERS = "players"
TIMEOUT = 10.0  # seconds a program has for a test's lines, and again to start (--timeout)


@dataclass(frozen=True, slots=True)
class Given:
    """``flags``: a program's arguments after its command, or a driver's begin line;
    ``lines``: sent before the transcript's own, each answered like a command."""

    flags: tuple[str, ...]
    lines: tuple[str, ...]


def rules(transcript: Transcript) -> list[tuple[str, str]]:
    """The transcript's table rules as (option, value): every option directive but the
    seed, the players, an option the game makes a command (``% shoe:``) and one that sets
    what the lab's table already is (``% chip-unit: 1``: a program's money is whole dollars
    without being told)."""
    names = transcript.binding.options.names
    return [
        (key, value)
        for key, value in transcript.directives
        if key in names
        and key not in (SEED, PLAYERS)
        and not _is_command(transcript, key)
        and not _the_labs(transcript, key, value)
    ]


def _the_labs(transcript: Transcript, key: str, value: str) -> bool:
    """Whether ``% key: value`` is one of the lab's own table options, changing nothing."""
    game = transcript.binding
    if key not in dict(game.lab.table):
        return False
    lab = game.lab_setup()
    return game.options.with_option(lab, key, value) == lab


def stacked(transcript: Transcript) -> list[str]:
    """The options the game makes commands, as the lines they are (``shoe(10h, 9s)``)."""
    return [
        f"{key}({value})" for key, value in transcript.directives if _is_command(transcript, key)
    ]


def seed_flags(transcript: Transcript) -> list[str]:
    """``--seed N`` where the transcript sets a seed that decides something (random dice,
    a shuffle), else nothing."""
    commands = [step.command for step in transcript.steps]
    if not transcript.binding.seed_matters(commands):
        return []
    options = transcript.binding.options
    return [w for k, v in transcript.directives if k == SEED for w in options.flags_for(k, v)]


def given(transcript: Transcript, *, driver: bool, seats_as_flags: bool = False) -> Given:
    """What a program (``driver`` False) or a class through a driver is given for
    ``transcript``; ``seats_as_flags`` (``grade --setup-as-flags``): the players as
    ``--players`` rather than seat lines."""
    game = transcript.binding
    options = game.options
    flags = seed_flags(transcript)
    if seats_as_flags:
        flags += [
            w for k, v in transcript.directives if k == PLAYERS for w in options.flags_for(k, v)
        ]
    seats = [] if seats_as_flags else game.seat_commands(transcript.setup.players)
    if driver:
        told = [f"{OPTION}({k}, {v})" for k, v in class_rules(transcript)]
        return Given(tuple(flags), (*told, *seats, *stacked(transcript)))
    flags += [w for k, v in rules(transcript) for w in options.flags_for(k, v)]
    return Given(tuple(flags), (*seats, *stacked(transcript)))


def used_flags(transcripts: Sequence[Transcript], seats_as_flags: bool = False) -> list[str]:
    """Every flag a program is started with for these transcripts, in table order."""
    used = {
        word
        for transcript in transcripts
        for word in given(transcript, driver=False, seats_as_flags=seats_as_flags).flags
        if word.startswith("--")
    }
    options = transcripts[0].binding.options.specs if transcripts else ()
    return [spec.flag for spec in options if spec.flag in used]


def class_rules(transcript: Transcript) -> list[tuple[str, str]]:
    """The rules a class is given through the lab's ``option`` method, as a program's flags
    would give them: a switch that is off is not given, one that is on is ``yes``; none
    when the game has no ``option`` method."""
    if not _has_option(transcript):
        return []
    options = transcript.binding.options
    told = []
    for key, value in rules(transcript):
        flags = options.flags_for(key, value)
        if flags:
            told.append((key, "yes" if options.by_name[key].switch else value))
    return told


def _is_command(transcript: Transcript, key: str) -> bool:
    method = transcript.binding.lab.method(key)
    return method is not None and method.from_option


def _has_option(transcript: Transcript) -> bool:
    return transcript.binding.lab.method(OPTION) is not None
