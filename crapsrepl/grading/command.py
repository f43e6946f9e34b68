"""``crapsrepl grade``: mark an implementation, or a class of them, against transcripts."""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..transcripts.facts import DEFAULT_REFUSAL
from ..transcripts.format import Transcript, TranscriptError, discover, load
from .classroom.classcommand import grade_many, grade_one
from .exits import Exit
from .options.arguments import build_parser, check_args
from .options.class_options import DEFAULT_BUILD_TIMEOUT, entry_options
from .options.isolation import build_sandbox_for, sandbox_for, warnings_for
from .progress import Progress, no_progress
from .report.escaping import terminal
from .report.gradescope import write_results
from .report.reports import summary_lines, write_json, write_junit
from .run.marking import Marking, Normalizer, TranscriptGrade, grade_transcript
from .run.runners import BuiltinRunner, ExternalOptions, ExternalRunner, Runner, Status
from .sandbox.contained import stopping
from .sandbox.scratch import SandboxError
from .sandbox.stopping import stop_on_signals
from .student.submission import SubmissionSettings

BUILTIN = "built-in"


def load_all(path: str) -> list[Transcript]:
    """Every transcript under ``path``, named relative to it so reports stay short."""
    files = discover([path])
    if not files:
        raise TranscriptError(path, 0, "no transcripts found")
    root = Path(path)
    transcripts = [load(file) for file in files]
    if root.is_dir():
        for transcript in transcripts:
            transcript.label = transcript.path.relative_to(root).as_posix()
    return transcripts


def grade_all(
    transcripts: list[Transcript], runner: Runner, args: argparse.Namespace, jobs: int
) -> list[TranscriptGrade]:
    marking = Marking(
        args.partial,
        args.facts_only,
        args.refusal.pattern if args.refusal else DEFAULT_REFUSAL,
        Normalizer(args.ignore_case, args.ignore_space),
    )

    def one(transcript: Transcript) -> TranscriptGrade | None:
        if stopping():
            return None
        try:
            grade = grade_transcript(transcript, runner, marking)
        except Exception as problem:  # one transcript's trouble must not stop the others
            reason = f"harness could not grade it: {type(problem).__name__}: {problem}"
            grade = TranscriptGrade(transcript.name, transcript.marks, 0.0, Status.ERROR, reason)
        return None if stopping() else grade  # a program killed by the stop was not graded

    if jobs == 1:
        graded = [one(t) for t in transcripts]
    else:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            graded = list(pool.map(one, transcripts))
    return [g for g in graded if g is not None]


def with_facts(transcripts: list[Transcript]) -> list[Transcript]:
    """The transcripts that have ? lines; says how many others --facts-only leaves out."""
    kept = [t for t in transcripts if t.has_facts]
    if len(kept) < len(transcripts):
        left = len(transcripts) - len(kept)
        print(f"--facts-only: {left} transcripts without ? lines not graded", file=sys.stderr)
    return kept


def external_runner(
    command: str, args: argparse.Namespace, submission: Path | None = None
) -> ExternalRunner:
    """Raises SandboxError when the program cannot be contained as asked."""
    options = ExternalOptions(
        timeout=args.timeout,
        max_output=args.max_output,
        setup_as_flags=args.setup_as_flags,
        separator=args.separator,
        prompt=args.prompt,
        quiet=args.quiet_period,
    )
    sandbox = sandbox_for(args, shlex.split(command), submission, Path(args.transcripts))
    return ExternalRunner(command, options, sandbox)


def submission_settings(args: argparse.Namespace) -> SubmissionSettings:
    """Student folders are graded like ``--cmd``, in their scratch copy; a class run is
    parallel over submissions, one submission alone over its transcripts."""
    per_submission = 1 if args.many else args.jobs

    build_timeout = args.build_timeout or DEFAULT_BUILD_TIMEOUT
    return SubmissionSettings(
        entry_options(args),
        lambda command, folder: external_runner(command, args, folder),
        lambda transcripts, runner: grade_all(transcripts, runner, args, per_submission),
        build_timeout,
        build_sandbox_for(args, build_timeout),
    )


def main(argv: Sequence[str], progress: Progress = no_progress) -> Exit:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_args(parser, args)
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
    with stop_on_signals() as stop:
        if args.many:
            code = grade_many(transcripts, args, submission_settings(args), progress)
        elif args.submission and not args.cmd:
            code = grade_one(transcripts, args, submission_settings(args))
        else:
            code = grade_program(transcripts, args)
    if stop.signal is not None:
        print(
            f"crapsrepl grade: stopped by {stop.name}; reports hold what was graded",
            file=sys.stderr,
        )
        return Exit.stopped_by(stop.signal)
    return code


def grade_program(transcripts: list[Transcript], args: argparse.Namespace) -> Exit:
    """One program: ``--cmd`` (in a copy of ``--submission`` or its own folder), or the
    built-in engine."""
    sandboxed: bool | None = None
    if args.cmd:
        try:
            external = external_runner(args.cmd, args, _folder(args.submission))
        except SandboxError as problem:
            print(f"crapsrepl grade: {terminal(str(problem))}", file=sys.stderr)
            return Exit.HARNESS
        runner: Runner = external
        implementation, jobs = args.cmd, args.jobs
        sandboxed = external.sandbox.sandboxed
        for warning in warnings_for(external.sandbox):
            print(warning, file=sys.stderr)
    else:
        # In-process grading is faster on one core than starting workers would be.
        runner, implementation, jobs = BuiltinRunner(), BUILTIN, 1
    grades = grade_all(transcripts, runner, args, jobs)
    for grade in grades:
        details = grade.details()
        if details:
            print(terminal(f"{grade.name}: {grade.status.value}"))
            print("\n".join(f"  {terminal(line)}" for line in details), end="\n\n")
    print("\n".join(summary_lines(grades)))
    if args.report:
        interrupted = len(grades) < len(transcripts)
        write_json(Path(args.report), grades, implementation, sandboxed, interrupted)
    if args.junit:
        write_junit(Path(args.junit), grades, implementation)
    if args.gradescope:
        write_results(Path(args.gradescope), transcripts, grades)
    return Exit.OK if all(g.status is Status.PASS for g in grades) else Exit.LOST_MARKS


def _folder(name: str | None) -> Path | None:
    return None if name is None else Path(name)
