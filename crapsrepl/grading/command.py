"""``crapsrepl grade``: mark an implementation, or a class of them, against transcripts."""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..transcripts.format import Transcript, TranscriptError, discover, load
from .marking import Normalizer, TranscriptGrade, grade_transcript
from .reports import marks_text, summary_lines, totals, write_csv, write_json, write_junit
from .runners import BuiltinRunner, ExternalOptions, ExternalRunner, Runner, Status

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
    parser.add_argument(
        "--cmd-template",
        metavar="TEMPLATE",
        help="with --many: command per submission, {dir} is its folder",
    )
    parser.add_argument(
        "--csv", metavar="FILE", help="with --many: write the CSV here (default: stdout)"
    )
    parser.add_argument(
        "--setup-as-commands",
        action="store_true",
        help="seat %% players with addPlayer commands instead of --players",
    )
    parser.add_argument(
        "--no-echo",
        action="store_true",
        help="the program does not echo commands; split output at --separator",
    )
    parser.add_argument(
        "--separator", metavar="LINE", help="line the program prints after each command's output"
    )
    parser.add_argument(
        "--partial", action="store_true", help="share a transcript's marks over its commands"
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
        help="transcripts graded at once (default: all cores)",
    )
    parser.add_argument("--report", metavar="FILE.json", help="write a JSON report")
    parser.add_argument("--junit", metavar="FILE.xml", help="write JUnit XML")
    return parser


def check_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if args.no_echo and not args.separator:
        parser.error("--no-echo needs --separator LINE to split the output")
    if args.separator and not args.no_echo:
        parser.error("--separator is used with --no-echo")
    if args.many and not args.cmd_template:
        parser.error("--many needs --cmd-template")
    if args.cmd_template and not args.many:
        parser.error("--cmd-template is used with --many")
    if args.cmd_template and "{dir}" not in args.cmd_template:
        parser.error("--cmd-template must contain {dir}")
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
    normalizer = Normalizer(args.ignore_case, args.ignore_space)

    def one(transcript: Transcript) -> TranscriptGrade:
        try:
            return grade_transcript(transcript, runner, normalizer, args.partial)
        except Exception as problem:  # one transcript's trouble must not stop the others
            reason = f"harness could not grade it: {type(problem).__name__}: {problem}"
            return TranscriptGrade(transcript.name, transcript.marks, 0.0, Status.ERROR, reason)

    if jobs == 1:
        return [one(t) for t in transcripts]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, transcripts))


def external_runner(command: str, args: argparse.Namespace) -> ExternalRunner:
    normalizer = Normalizer(args.ignore_case, args.ignore_space)
    options = ExternalOptions(
        timeout=args.timeout,
        max_output=args.max_output,
        setup_as_commands=args.setup_as_commands,
        separator=args.separator if args.no_echo else None,
        same_line=normalizer.same_line,
    )
    return ExternalRunner(command, options)


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_args(parser, args)
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl grade: {problem}", file=sys.stderr)
        return EXIT_HARNESS
    if args.many:
        return grade_many(transcripts, args)
    if args.cmd:
        runner: Runner = external_runner(args.cmd, args)
        implementation, jobs = args.cmd, args.jobs
    else:
        # In-process grading is faster on one core than starting workers would be.
        runner, implementation, jobs = BuiltinRunner(), BUILTIN, 1
    grades = grade_all(transcripts, runner, args, jobs)
    print("\n".join(summary_lines(grades)))
    if args.report:
        write_json(Path(args.report), grades, implementation)
    if args.junit:
        write_junit(Path(args.junit), grades, implementation)
    return EXIT_PASS if all(g.status is Status.PASS for g in grades) else EXIT_LOST_MARKS


def grade_many(transcripts: list[Transcript], args: argparse.Namespace) -> int:
    root = Path(args.many)
    if not root.is_dir():
        print(f"crapsrepl grade: {root} is not a directory", file=sys.stderr)
        return EXIT_HARNESS
    rows: list[tuple[str, float, int]] = []
    log = sys.stderr if args.csv is None else sys.stdout
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        command = args.cmd_template.replace("{dir}", shlex.quote(str(folder)))
        grades = grade_all(transcripts, external_runner(command, args), args, args.jobs)
        score, maximum = totals(grades)
        rows.append((folder.name, score, maximum))
        print(f"{folder.name}: {marks_text(score)} / {maximum}", file=log)
    if args.csv is None:
        write_csv(sys.stdout, rows)
    else:
        with open(args.csv, "w", encoding="utf-8", newline="") as out:
            write_csv(out, rows)
    return EXIT_PASS if all(score == maximum for _, score, maximum in rows) else EXIT_LOST_MARKS
