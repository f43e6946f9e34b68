"""``crapsrepl grade``: mark an implementation, or a class of them, against transcripts.

The options are read here once and handed down as plain settings (``options.settings``);
nothing below calls back up into this module.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..transcripts.format import Transcript, TranscriptError
from ..transcripts.patterns import linear
from .classroom.classcommand import grade_many, grade_one
from .exits import Exit
from .explore.explorer import Exploration, explore, shown
from .options.arguments import build_parser, check_args
from .options.config import ConfigError, configured
from .options.explore_options import explore_settings
from .options.isolation import containment_from
from .options.settings import marking_from, program_options, submission_settings
from .progress import ON_STDERR, Progress
from .report.escaping import terminal
from .report.gradescope import explore_test, write_results
from .report.reports import summary_lines, write_json, write_junit
from .run.batch import grade_all, load_all
from .run.runners import BuiltinRunner, ExternalRunner, Runner, Status
from .sandbox.contained import stopping
from .sandbox.containment import warnings_for
from .sandbox.scratch import SandboxError
from .sandbox.stopping import stop_on_signals
from .student.submission import SubmissionSettings

BUILTIN = "built-in"


def with_facts(transcripts: list[Transcript]) -> list[Transcript]:
    """The transcripts that have ? lines; says how many others --facts-only leaves out."""
    kept = [t for t in transcripts if t.has_facts]
    if len(kept) < len(transcripts):
        left = len(transcripts) - len(kept)
        print(f"--facts-only: {left} transcripts without ? lines not graded", file=sys.stderr)
    return kept


UNBOUNDED = (
    "google-re2 is not installed: patterns are matched by Python's re, which a student's "
    "output can keep busy for minutes (pip install google-re2)"
)


def main(argv: Sequence[str], progress: Progress = ON_STDERR) -> Exit:
    try:
        args, students = configured(argv, build_parser, check_args)
    except ConfigError as problem:
        print(f"crapsrepl grade: {terminal(str(problem))}", file=sys.stderr)
        return Exit.HARNESS
    per_student = {name: submission_settings(ns) for name, ns in students.items()}
    if not linear():
        print(f"crapsrepl grade: warning: {UNBOUNDED}", file=sys.stderr)
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl grade: {terminal(str(problem))}", file=sys.stderr)
        return Exit.HARNESS
    if args.facts_only:
        transcripts = with_facts(transcripts)
        if not transcripts:
            print("crapsrepl grade: --facts-only: no transcript has ? lines", file=sys.stderr)
            return Exit.HARNESS
    game = transcripts[0].game if transcripts else ""
    per_student = {name: for_game(each, game) for name, each in per_student.items()}
    with stop_on_signals() as stop:
        if args.many:
            settings = for_game(submission_settings(args), game)
            code = grade_many(transcripts, args, settings, progress, per_student)
        elif args.submission and not args.cmd:
            name = Path(args.submission).name
            own = per_student.get(name, for_game(submission_settings(args), game))
            code = grade_one(transcripts, args, own)
        else:
            code = grade_program(transcripts, args)
    if stop.signal is not None:
        print(
            f"crapsrepl grade: stopped by {stop.name}; reports hold what was graded",
            file=sys.stderr,
        )
        return Exit.stopped_by(stop.signal)
    return code


def for_game(settings: SubmissionSettings, game: str) -> SubmissionSettings:
    """A folder with no program is graded through the transcripts' game's lab class."""
    return replace(settings, entry=replace(settings.entry, game=game))


def grade_program(transcripts: list[Transcript], args: argparse.Namespace) -> Exit:
    """One program: ``--cmd`` (in a copy of ``--submission`` or its own folder), or the
    built-in engine."""
    sandboxed: bool | None = None
    if args.cmd:
        argv, answers = shlex.split(args.cmd), Path(args.transcripts)
        try:
            sandbox = containment_from(args).sandbox_for(argv, _folder(args.submission), answers)
        except SandboxError as problem:
            print(f"crapsrepl grade: {terminal(str(problem))}", file=sys.stderr)
            return Exit.HARNESS
        external = ExternalRunner(args.cmd, program_options(args), sandbox)
        runner: Runner = external
        implementation, jobs = args.cmd, args.jobs
        sandboxed = external.sandbox.sandboxed
        for warning in warnings_for(external.sandbox):
            print(warning, file=sys.stderr)
    else:
        # In-process grading is faster on one core than starting workers would be.
        runner, implementation, jobs = BuiltinRunner(), BUILTIN, 1
    try:
        grades = grade_all(transcripts, runner, marking_from(args), jobs)
        settings = shown(explore_settings(args), transcripts, grades)
        explored = None if settings is None else explore(runner, settings)
        if stopping():  # sessions the stop killed are no disagreement of the program's
            explored = None
    finally:
        if isinstance(runner, ExternalRunner):
            runner.close()  # the programs started ahead and not used
    for grade in grades:
        details = grade.details()
        if details:
            print(terminal(f"{grade.name}: {grade.status.value}"))
            print("\n".join(f"  {terminal(line)}" for line in details), end="\n\n")
    print("\n".join(summary_lines(grades)))
    if explored is not None:
        print("\n".join(terminal(line) for line in explored.lines()))
    as_json = None if explored is None else explored.to_json()
    if args.report:
        interrupted = len(grades) < len(transcripts)
        write_json(Path(args.report), grades, implementation, sandboxed, interrupted, as_json)
    if args.junit:
        write_junit(Path(args.junit), grades, implementation)
    if args.gradescope:
        extra = [] if explored is None else [explored_test(explored)]
        write_results(Path(args.gradescope), transcripts, grades, extra=extra)
    passed = all(g.status is Status.PASS for g in grades)
    lost = explored is not None and explored.earned < explored.marks
    return Exit.OK if passed and not lost else Exit.LOST_MARKS


def explored_test(explored: Exploration) -> dict[str, Any]:
    return explore_test(explored.lines(), explored.earned, explored.marks)


def _folder(name: str | None) -> Path | None:
    return None if name is None else Path(name)
