"""``crapsrepl grade``: mark an implementation, or a class of them, against transcripts."""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from ..transcripts.facts import DEFAULT_REFUSAL
from ..transcripts.format import Transcript, TranscriptError, discover, load
from .class_options import DEFAULT_BUILD_TIMEOUT, add_class_options, check_class_args, entry_options
from .classcommand import grade_many, grade_one
from .gradescope import write_results
from .marking import Marking, Normalizer, TranscriptGrade, grade_transcript
from .progress import Progress, no_progress
from .reports import summary_lines, write_json, write_junit
from .runners import BuiltinRunner, ExternalOptions, ExternalRunner, Runner, Status
from .submission import SubmissionSettings

EXIT_PASS, EXIT_LOST_MARKS, EXIT_HARNESS = 0, 1, 2
BUILTIN = "built-in"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl grade",
        description="Grade an implementation against a directory of transcripts: this program "
        "(in-process) by default, or any program that reads commands on stdin (--cmd).",
    )
    parser.add_argument("transcripts", metavar="TRANSCRIPTS", help="transcript file or directory")
    target = parser.add_mutually_exclusive_group()
    target.add_argument("--cmd", help='program to grade, e.g. "python3 student/main.py"')
    target.add_argument("--many", metavar="SUBMISSIONS", help="grade every folder in SUBMISSIONS")
    target.add_argument("--submission", metavar="DIR", help="grade one student's folder")
    parser.add_argument(
        "--cmd-template",
        metavar="TEMPLATE",
        help="command per submission, {dir} is its folder (default: detected)",
    )
    parser.add_argument(
        "--csv", metavar="FILE", help="with --many: write the CSV here (default: stdout)"
    )
    parser.add_argument(
        "--setup-as-flags",
        action="store_true",
        help="the program takes options: seat %% players with --players instead of addPlayer "
        "commands",
    )
    parser.add_argument("--setup-as-commands", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--no-echo", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--separator", metavar="LINE", help="a line the program prints after each answer (dropped)"
    )
    parser.add_argument(
        "--prompt",
        metavar="REGEX",
        type=_regex,
        help="the prompt the program prints before reading, stripped from its output "
        "(default: an unfinished line ending in > : ? $ # or %%)",
    )
    parser.add_argument(
        "--quiet-period",
        type=float,
        default=0.1,
        metavar="S",
        help="for programs not seen reading stdin in /proc: seconds without output that count "
        "as waiting for input (default 0.1)",
    )
    parser.add_argument(
        "--facts-only",
        action="store_true",
        help="grade only ? assertions (facts and refusals), not the wording of output",
    )
    parser.add_argument(
        "--refusal",
        metavar="REGEX",
        type=_regex,
        help="what counts as refusing a command for ? refused (default: a line with error, "
        "invalid, illegal, cannot, can't, not, unable, refused or denied)",
    )
    parser.add_argument(
        "--partial",
        action="store_true",
        help="share a transcript's marks over its assertions and its blocks with a literal line",
    )
    parser.add_argument(
        "--ignore-case", action="store_true", help="compare output ignoring letter case"
    )
    parser.add_argument(
        "--ignore-space", action="store_true", help="collapse runs of spaces and ignore blank lines"
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        metavar="S",
        help="seconds per transcript before the program is killed (default 10)",
    )
    parser.add_argument(
        "--max-output",
        type=int,
        default=1_000_000,
        metavar="BYTES",
        help="cut a program's output at this size (default 1000000)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="transcripts (with --many: submissions) graded at once (default: all cores)",
    )
    parser.add_argument("--report", metavar="FILE.json", help="write a JSON report")
    parser.add_argument("--junit", metavar="FILE.xml", help="write JUnit XML")
    add_class_options(parser)
    return parser


def _regex(text: str) -> re.Pattern[str]:
    try:
        return re.compile(text)
    except re.error as problem:
        raise argparse.ArgumentTypeError(f"not a regular expression: {problem}") from None


def check_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if args.setup_as_commands and args.setup_as_flags:
        parser.error("--setup-as-commands (the default) and --setup-as-flags contradict")
    if not args.quiet_period > 0:
        parser.error("--quiet-period must be positive")
    check_class_args(parser, args)
    if args.jobs < 1 or args.timeout <= 0 or args.max_output < 1:
        parser.error("--jobs, --timeout and --max-output must be positive")


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

    def one(transcript: Transcript) -> TranscriptGrade:
        try:
            return grade_transcript(transcript, runner, marking)
        except Exception as problem:  # one transcript's trouble must not stop the others
            reason = f"harness could not grade it: {type(problem).__name__}: {problem}"
            return TranscriptGrade(transcript.name, transcript.marks, 0.0, Status.ERROR, reason)

    if jobs == 1:
        return [one(t) for t in transcripts]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, transcripts))


def with_facts(transcripts: list[Transcript]) -> list[Transcript]:
    """The transcripts that have ? lines; says how many others --facts-only leaves out."""
    kept = [t for t in transcripts if t.has_facts]
    if len(kept) < len(transcripts):
        left = len(transcripts) - len(kept)
        print(f"--facts-only: {left} transcripts without ? lines not graded", file=sys.stderr)
    return kept


def external_runner(command: str, args: argparse.Namespace) -> ExternalRunner:
    options = ExternalOptions(
        timeout=args.timeout,
        max_output=args.max_output,
        setup_as_flags=args.setup_as_flags,
        separator=args.separator,
        prompt=args.prompt,
        quiet=args.quiet_period,
    )
    return ExternalRunner(command, options)


def submission_settings(args: argparse.Namespace) -> SubmissionSettings:
    """Student folders are graded like ``--cmd``, in their scratch copy; a class run is
    parallel over submissions, one submission alone over its transcripts."""
    per_submission = 1 if args.many else args.jobs

    def make_runner(command: str, cwd: str, launch: Callable[[list[str]], list[str]]) -> Runner:
        runner = external_runner(command, args)
        runner.options = replace(runner.options, cwd=cwd, launch=launch)
        return runner

    return SubmissionSettings(
        entry_options(args),
        make_runner,
        lambda transcripts, runner: grade_all(transcripts, runner, args, per_submission),
        args.build_timeout or DEFAULT_BUILD_TIMEOUT,
    )


def main(argv: Sequence[str], progress: Progress = no_progress) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_args(parser, args)
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl grade: {problem}", file=sys.stderr)
        return EXIT_HARNESS
    if args.facts_only:
        transcripts = with_facts(transcripts)
        if not transcripts:
            print("crapsrepl grade: --facts-only: no transcript has ? lines", file=sys.stderr)
            return EXIT_HARNESS
    if args.many:
        return grade_many(transcripts, args, submission_settings(args), progress)
    if args.submission:
        return grade_one(transcripts, args, submission_settings(args))
    if args.cmd:
        runner: Runner = external_runner(args.cmd, args)
        implementation, jobs = args.cmd, args.jobs
    else:
        # In-process grading is faster on one core than starting workers would be.
        runner, implementation, jobs = BuiltinRunner(), BUILTIN, 1
    grades = grade_all(transcripts, runner, args, jobs)
    for grade in grades:
        details = grade.details()
        if details:
            print(f"{grade.name}: {grade.status.value}")
            print("\n".join(f"  {line}" for line in details), end="\n\n")
    print("\n".join(summary_lines(grades)))
    if args.report:
        write_json(Path(args.report), grades, implementation)
    if args.junit:
        write_junit(Path(args.junit), grades, implementation)
    if args.gradescope:
        write_results(Path(args.gradescope), transcripts, grades)
    return EXIT_PASS if all(g.status is Status.PASS for g in grades) else EXIT_LOST_MARKS
