"""``grade --inspect``: what grading would find in a submission, without marking it.

The same steps as grading (``submission.prepared``: scratch copy, ``grading.toml``, entry
point, build), then, for a class graded by method calls, its driver started once with no
command so it says which method each of the lab's names maps to. Nothing the student wrote
is run outside the sandbox, as in grading.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from ...console.parser import ParseError, parse
from ...transcripts.format import Transcript
from ...transcripts.plan import Role, build
from ..failures import one_line
from ..run.runners import Status
from ..sandbox.contained import stopping
from .found import Found, fixes_for, read_report
from .submission import Outcome, SoFar, SubmissionResult, SubmissionSettings, prepared

READY = "ready"  # the status of a submission that would be graded
STOPPED = "grading was stopped"
# How a driver's one run ends when the student's class could not be made as grading makes it
# (a static initializer or a constructor that never returns, or throws).
_FAILED = (Status.TIMEOUT, Status.CRASH, Status.ERROR)
TAIL_WIDTH = 200  # characters of a student's last stderr line shown in a row's reason


@dataclass(frozen=True, slots=True)
class Inspected:
    name: str
    status: str  # an Outcome's value, or READY
    reason: str
    found: Found | None


def used_names(transcripts: list[Transcript]) -> tuple[set[str], set[str]]:
    """The names the transcripts send (commands and queries), and which are queries (a
    fact's question, or one of the queries a driver answers with a getter)."""
    used: set[str] = set()
    queries: set[str] = set()
    for transcript in transcripts:
        queries.update(transcript.binding.lab.query_names)
        used.update(_option_methods(transcript))
        seats = transcript.binding.seat_commands(transcript.setup.players)
        lines = [(line, Role.COMMAND) for line in seats]
        lines += [(feed.line, feed.role) for feed in build(transcript)]
        for line, role in lines:
            try:
                name = parse(line).name
            except ParseError:
                continue
            used.add(name)
            if role is not Role.COMMAND:
                queries.add(name)
    return used, queries


_NOT_OPTIONS = ("--game", "--seed", "--players")  # a driver's own flags, not table rules


def _option_methods(transcript: Transcript) -> set[str]:
    """The lab methods a transcript's table rules reach a class through: a rule the game
    makes a command (``% shoe:`` -> ``shoe``), else the lab's ``option`` method."""
    commands = [step.command for step in transcript.steps]
    words = transcript.binding.program_words(transcript.directives, commands)
    rules = {w[2:] for w in words if w.startswith("--") and w not in _NOT_OPTIONS}
    methods = {method.name: method for method in transcript.binding.lab.methods}
    used = {name for name in rules if name in methods and methods[name].from_option}
    if rules - used and "option" in methods:
        used.add("option")
    return used


def inspect_submission(
    folder: Path, transcripts: list[Transcript], settings: SubmissionSettings
) -> Inspected:
    """What grading would find in ``folder``; ``interrupted`` when grading was stopped
    meanwhile (a build, a parse or a driver the stop killed says nothing of the student)."""
    if stopping():
        return Inspected(folder.name, Outcome.INTERRUPTED.value, STOPPED, None)
    row = _inspected(folder, transcripts, settings)
    if stopping():
        return Inspected(folder.name, Outcome.INTERRUPTED.value, STOPPED, row.found)
    return row


def _inspected(
    folder: Path, transcripts: list[Transcript], settings: SubmissionSettings
) -> Inspected:
    so_far = SoFar()
    try:
        with prepared(folder, transcripts, settings, so_far) as ready:
            if isinstance(ready, SubmissionResult):
                return Inspected(folder.name, ready.outcome.value, ready.reason, so_far.found)
            found = so_far.found
            if ready.entry.driver and found is not None and transcripts:
                ready.runner.expect(1)
                run = ready.runner.run(_empty(transcripts[0]))
                mapping = read_report(run.said)
                if mapping is None or run.status in _FAILED:  # it never loaded, or was not made
                    hung = run.status is Status.TIMEOUT
                    stopped = Outcome.TIMEOUT if hung else Outcome.CRASH
                    said = (run.reason if hung else one_line_tail(run.stderr_tail)) or run.reason
                    what = "load" if mapping is None else "make"
                    reason = f"the driver could not {what} the class: {said or 'it said nothing'}"
                    return Inspected(folder.name, stopped.value, reason, found)
                used, queries = used_names(transcripts)
                found = replace(found, mapping=mapping, fixes=fixes_for(mapping, used, queries))
    except Exception as problem:  # as in grading, one folder's trouble is its row
        reason = f"harness could not inspect it: {one_line(problem)}"
        return Inspected(folder.name, Outcome.HARNESS_ERROR.value, reason, so_far.found)
    status = Outcome.INTERFACE.value if found is not None and found.fixes else READY
    reason = "no method for what the transcripts send" if found and found.fixes else ""
    return Inspected(folder.name, status, reason, found)


def one_line_tail(text: str) -> str:
    """The last line a program wrote on stderr (a traceback's exception), cut to a line."""
    lines = [line for line in text.splitlines() if line.strip()]
    last = lines[-1].strip() if lines else ""
    return last if len(last) <= TAIL_WIDTH else last[: TAIL_WIDTH - 3] + "..."


def _empty(like: Transcript) -> Transcript:
    """No command of its own: the driver starts, loads the class, reports, makes it as
    grading does (its static initializer and constructor run, with the first transcript's
    seed, rules and players, on the same clock), and ends."""
    return Transcript(like.path, [], [], like.setup, directives=like.directives, game=like.game)
