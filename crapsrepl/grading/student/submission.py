"""Grading one student's folder: a scratch copy, its build, its entry point, its marks."""

from __future__ import annotations

import shlex
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path

from ...console.games import binding, default_game
from ...console.lab import Lab
from ...transcripts.format import Transcript
from ..explore.explorer import Exploration, ExploreSettings, explore, shown
from ..failures import one_line
from ..run.batch import grade_all
from ..run.marking import Marking, TranscriptGrade
from ..run.runners import ExternalOptions, ExternalRunner, Status
from ..sandbox.contained import stopping
from ..sandbox.containment import Containment
from ..sandbox.scratch import copy_tree
from .building import DEFAULT_BUILD_TIMEOUT, build, fill
from .entry import (
    BUILD_FOLDER,
    DRIVERS,
    Entry,
    EntryOptions,
    NoEntry,
    build_shown,
    find_entry,
    produced_problem,
)
from .found import Found, Mapping, interface_reason, language_of, missing_methods, read_report
from .interface import unanswered_reason
from .local import read_local, with_local


class Outcome(Enum):
    """What happened to a submission as a whole (the CSV's ``status`` column)."""

    OK = "ok"
    BUILD_ERROR = "build-error"
    NO_ENTRY_POINT = "no-entry-point"
    CONFIG_ERROR = "config-error"
    INTERFACE = "interface"
    TIMEOUT = "timeout"
    CRASH = "crash"
    HARNESS_ERROR = "harness-error"  # the grader failed, not the program: grade it again
    # Grading was stopped (Ctrl-C, SIGTERM) before this folder was graded in full: no grade.
    INTERRUPTED = "interrupted"


@dataclass(slots=True)
class SubmissionResult:
    name: str
    outcome: Outcome
    reason: str
    how: str
    grades: list[TranscriptGrade]
    build_log: str = ""
    sandboxed: bool | None = None  # None: nothing of it ran
    explored: Exploration | None = None  # with --explore, once its transcripts are graded
    found: Found | None = None  # what was found before marking (grade --inspect's row)


@dataclass(frozen=True, slots=True)
class SubmissionSettings:
    """What grading a folder needs, as plain data the command line filled in once: the
    folder's program is started, contained and marked here, calling nothing back up."""

    entry: EntryOptions
    program: ExternalOptions  # how the program is fed, timed and its output cleaned
    marking: Marking
    containment: Containment  # for its runs; its build gets larger limits (building)
    transcripts: Path  # the answers: a sandbox showing them is refused
    jobs: int = 1  # transcripts graded at once within this one folder
    build_timeout: float = DEFAULT_BUILD_TIMEOUT
    explore: ExploreSettings | None = None  # grade --explore: sessions after the transcripts


@dataclass(slots=True)
class SoFar:
    """What grading a folder has found out so far, kept if the harness then fails."""

    how: str = ""
    build_log: str = ""
    grades: list[TranscriptGrade] | None = None
    sandboxed: bool | None = None
    explored: Exploration | None = None
    found: Found | None = None


def grade_submission(
    folder: Path, transcripts: list[Transcript], settings: SubmissionSettings
) -> SubmissionResult:
    """The one boundary around a student: whatever the file system, a parser, the sandbox
    or the explorer raises, the student ends with a result, its status ``harness-error``,
    the reason, and the marks its transcripts had already earned. A stop (Ctrl-C,
    SIGTERM) during any step is ``interrupted``, never a grade: a build, a run, a parse or
    a session it killed would otherwise read as the student's failure."""
    so_far = SoFar()
    if stopping():
        return interrupted(folder.name)
    try:
        result = _graded(folder, transcripts, settings, so_far)
    except Exception as problem:  # nothing a student's folder causes may escape here
        result = harness_failed(folder.name, problem, transcripts, so_far)
    if stopping():  # whichever step it stopped, what that step saw is not the student's
        return interrupted(folder.name, so_far.how)
    return unexplored(result, settings)


def interrupted(name: str, how: str = "") -> SubmissionResult:
    """A student grading was stopped on: no transcript graded, no mark, no status of its
    program's (reports leave it out, or say ``interrupted``)."""
    return SubmissionResult(name, Outcome.INTERRUPTED, "grading was stopped", how, [])


def harness_failed(
    name: str, problem: BaseException, transcripts: list[Transcript], so_far: SoFar | None = None
) -> SubmissionResult:
    """A student the harness could not finish grading, with what it had done: the
    transcripts' grades if they were all graded, else each an ``error`` with the reason."""
    seen = so_far or SoFar()
    reason = f"harness could not grade it: {one_line(problem)}"
    if seen.grades is not None and len(seen.grades) == len(transcripts):
        result = SubmissionResult(name, Outcome.HARNESS_ERROR, reason, seen.how, seen.grades)
        result.build_log, result.sandboxed, result.explored = (
            seen.build_log,
            seen.sandboxed,
            seen.explored,
        )
    else:
        result = not_run(name, Outcome.HARNESS_ERROR, reason, seen.how, transcripts, seen.build_log)
    result.found = seen.found
    return result


def unexplored(result: SubmissionResult, settings: SubmissionSettings) -> SubmissionResult:
    """A student whose program never ran is still marked out of ``--explore-marks``, as
    every other student is: the table, CSV, JSON and Gradescope share one maximum."""
    if settings.explore is not None and result.explored is None:
        marks = settings.explore.marks
        result.explored = Exploration(settings.explore.seed, marks=marks, ran=False)
    return result


@dataclass(slots=True)
class Prepared:
    """A submission copied, configured, found and built, ready to start: its runner."""

    entry: Entry
    runner: ExternalRunner
    sandboxed: bool
    log: str


@contextmanager
def prepared(
    folder: Path, transcripts: list[Transcript], settings: SubmissionSettings, so_far: SoFar
) -> Iterator[Prepared | SubmissionResult]:
    """The steps before any transcript: a scratch copy, ``grading.toml``, the entry point,
    the build. Yields the runner (closed after), or the result of a folder that cannot run
    (its status and reason, every transcript at 0). ``so_far.found`` says what was found
    either way (``grade --inspect`` stops here)."""
    # The drivers' folder alone is shown (to javac and to the Python driver), never the
    # package around it: a student's program must not import crapsrepl.
    shown = replace(settings.containment, read_only=(*settings.containment.read_only, DRIVERS))
    settings = replace(settings, containment=shown)
    name = folder.name
    with tempfile.TemporaryDirectory(prefix="crapsrepl-grade-") as scratch:
        source = Path(scratch) / "submission"
        source.mkdir()
        copy_tree(folder, source)  # links as links; no FIFO or device; size capped
        out = source / BUILD_FOLDER  # inside, so the sandbox's copy of the folder holds it
        out.mkdir(exist_ok=True)
        local = read_local(source)
        if isinstance(local, str):
            yield not_run(name, Outcome.CONFIG_ERROR, local, "", transcripts)
            return
        options = settings.entry if local is None else with_local(settings.entry, local)
        entry = find_entry(source, options)
        if isinstance(entry, NoEntry):
            yield not_run(name, Outcome.NO_ENTRY_POINT, entry.reason, "", transcripts)
            return
        places = {"{dir}": str(source), "{out}": str(out)}
        commands = [c for c in (entry.build, *entry.extra_builds) if c]
        so_far.how = entry.how
        so_far.found = Found(
            language_of(entry.run, " ".join(commands)),
            entry.how,
            " && ".join(build_shown(command) for command in commands),
        )
        ok, log = build(commands, source, out, settings.build_timeout, settings.containment)
        log = log.replace(str(out), "{out}").replace(str(source), name)
        so_far.build_log = log
        if not ok:
            said = [line for line in log.splitlines() if line.strip() and not line.startswith("$ ")]
            first = said[0] if said else "no message"
            so_far.found = replace(so_far.found, built=f"failed: {first}")
            yield not_run(
                name, Outcome.BUILD_ERROR, f"build failed: {first}", entry.how, transcripts, log
            )
            return
        so_far.found = replace(so_far.found, built="ok" if commands else "-")
        missing = produced_problem(source, entry)
        if missing is not None:
            yield not_run(name, Outcome.NO_ENTRY_POINT, missing, entry.how, transcripts, log)
            return
        words = [fill(word, places, quote=False) for word in entry.run]
        sandbox = settings.containment.sandbox_for(words, source, settings.transcripts)
        # A driver takes its transcript's flags on a begin line (run/spares.py).
        runner = ExternalRunner(shlex.join(words), settings.program, sandbox, begin=entry.driver)
        so_far.sandboxed = sandbox.sandboxed
        try:
            yield Prepared(entry, runner, sandbox.sandboxed, log)
        finally:
            runner.close()


def _graded(
    folder: Path, transcripts: list[Transcript], settings: SubmissionSettings, so_far: SoFar
) -> SubmissionResult:
    with prepared(folder, transcripts, settings, so_far) as ready:
        if isinstance(ready, SubmissionResult):
            ready.found = so_far.found
            return ready
        grades = so_far.grades = grade_all(
            transcripts, ready.runner, settings.marking, settings.jobs
        )
        explored_with = shown(settings.explore, transcripts, grades)
        explored = None if explored_with is None else explore(ready.runner, explored_with)
        so_far.explored = explored
    entry = ready.entry
    outcome, reason = _outcome(grades)
    mapping = _mapping(grades) if entry.driver else None
    missing = missing_methods(mapping, transcripts)
    visible = {t.name for t in transcripts if t.visibility == "visible"}
    unanswered = unanswered_reason(grades, settings.marking.refusal, entry.driver, visible)
    if outcome is Outcome.OK and (missing or unanswered):
        outcome, reason = (
            Outcome.INTERFACE,
            interface_reason(missing, _lab(transcripts)) or unanswered or "",
        )
    how = entry.how + (mapping.text() if mapping else "")
    result = SubmissionResult(
        folder.name, outcome, reason, how, grades, ready.log, ready.sandboxed, explored
    )
    if so_far.found is not None:
        result.found = replace(so_far.found, mapping=mapping)
    return result


def _lab(transcripts: list[Transcript]) -> Lab:
    return (transcripts[0].binding if transcripts else binding(default_game())).lab


def _mapping(grades: list[TranscriptGrade]) -> Mapping | None:
    """The methods a driver chose for the lab's names, as it said on the harness's own
    pipe (never the student's stderr)."""
    for grade in grades:
        mapping = read_report(grade.said)
        if mapping is not None:
            return mapping
    return None


def _outcome(grades: list[TranscriptGrade]) -> tuple[Outcome, str]:
    for wanted, outcome in (
        ({Status.TIMEOUT}, Outcome.TIMEOUT),
        ({Status.CRASH, Status.OUTPUT_LIMIT, Status.ERROR}, Outcome.CRASH),
    ):
        bad = next((g for g in grades if g.status in wanted), None)
        if bad is not None:
            return outcome, f"{bad.name}: {bad.status.value}: {bad.reason}"
    return Outcome.OK, ""


def not_run(
    name: str,
    outcome: Outcome,
    reason: str,
    how: str,
    transcripts: list[Transcript],
    log: str = "",
) -> SubmissionResult:
    grades = [TranscriptGrade(t.name, t.marks, 0.0, Status.ERROR, reason) for t in transcripts]
    return SubmissionResult(name, outcome, reason, how, grades, log)
