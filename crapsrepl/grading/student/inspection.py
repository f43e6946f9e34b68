"""``grade --inspect``: what grading would find in a submission, without marking it.

The same steps as grading (``submission.prepared``: scratch copy, ``grading.toml``, entry
point, build), then, for a class graded by method calls, its driver started once with no
command so it says which method each of the lab's names maps to. Nothing the student wrote
is run outside the sandbox, as in grading.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from ...transcripts.format import Transcript
from ..failures import one_line
from ..run.runners import TAIL_WIDTH, Status, last_stderr_line
from ..sandbox.contained import stopping
from .found import Found, fixes_for, interface_reason, missing_methods, read_report, used_names
from .submission import Outcome, SoFar, SubmissionResult, SubmissionSettings, prepared

READY = "ready"  # the status of a submission that would be graded
STOPPED = "grading was stopped"
# How a driver's one run ends when the student's class could not be made as grading makes it
# (a static initializer or a constructor that never returns, or throws).
_FAILED = (Status.TIMEOUT, Status.CRASH, Status.ERROR)
__all__ = ["READY", "TAIL_WIDTH", "Inspected", "inspect_submission", "one_line_tail", "used_names"]


@dataclass(frozen=True, slots=True)
class Inspected:
    name: str
    status: str  # an Outcome's value, or READY
    reason: str
    found: Found | None


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
                missing = missing_methods(mapping, transcripts)
                if missing:
                    reason = interface_reason(missing, transcripts[0].binding.lab)
                    return Inspected(folder.name, Outcome.INTERFACE.value, reason, found)
    except Exception as problem:  # as in grading, one folder's trouble is its row
        reason = f"harness could not inspect it: {one_line(problem)}"
        return Inspected(folder.name, Outcome.HARNESS_ERROR.value, reason, so_far.found)
    return Inspected(folder.name, READY, "", found)


def one_line_tail(text: str) -> str:
    """The last line a program wrote on stderr (a traceback's exception), cut to a line."""
    return last_stderr_line(text)


def _empty(like: Transcript) -> Transcript:
    """No command of its own: the driver starts, loads the class, reports, makes it as
    grading does (its static initializer and constructor run, with the first transcript's
    seed, rules and players, on the same clock), and ends."""
    return Transcript(like.path, [], [], like.setup, directives=like.directives, game=like.game)
