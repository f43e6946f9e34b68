"""The options of ``crapsrepl grade`` and the checks on them, made before anything is graded."""

from __future__ import annotations

import argparse
import os

from ...console.options import at_least_one
from ...transcripts.patterns import Pattern, PatternError, compile_pattern
from ..run.contract import TIMEOUT
from .class_options import add_class_options, check_class_args
from .explore_options import add_explore_options, check_explore_args
from .isolation import add_sandbox_options, positive_seconds
from .preflight import command_problem, writable_problem


def build_parser(
    parser_class: type[argparse.ArgumentParser] = argparse.ArgumentParser,
) -> argparse.ArgumentParser:
    """The options; of ``parser_class`` (the config file's reader uses its own)."""
    parser = parser_class(
        prog="crapsrepl grade",
        description="Grade an implementation against a directory of transcripts: this program "
        "(in-process) by default, or any program that reads commands on stdin (--cmd).",
    )
    parser.add_argument("transcripts", metavar="TRANSCRIPTS", help="transcript file or directory")
    parser.add_argument(
        "--config",
        metavar="FILE.toml",
        help="grade options by their long names, under [defaults] or [students.FOLDER] "
        "(the command line overrides [defaults]; a student's table overrides both)",
    )
    target = parser.add_mutually_exclusive_group()
    target.add_argument("--cmd", help='program to grade, e.g. "python3 student/main.py"')
    target.add_argument("--many", metavar="SUBMISSIONS", help="grade every folder in SUBMISSIONS")
    parser.add_argument(
        "--submission",
        metavar="DIR",
        help="one student's folder: graded like a --many folder (entry point found, built), "
        "or with --cmd the folder copied for each run (default: the folder of the command's "
        "first file argument)",
    )
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
        help="the program takes options: seat %% players with --players instead of the game's "
        "seat commands",
    )
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
        type=positive_seconds,
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
        type=positive_seconds,
        default=TIMEOUT,
        metavar="S",
        help=f"seconds a program may spend on the transcript's own lines (default {TIMEOUT:g}); "
        "start-up and the grader's probes get as long again",
    )
    parser.add_argument(
        "--max-output",
        type=at_least_one,
        default=1_000_000,
        metavar="BYTES",
        help="cut a program's output (stdout and stderr together) at this size (default 1000000)",
    )
    parser.add_argument(
        "--jobs",
        type=at_least_one,
        default=os.cpu_count() or 1,
        metavar="N",
        help="transcripts (with --many: submissions) graded at once (default: all cores)",
    )
    parser.add_argument("--report", metavar="FILE.json", help="write a JSON report")
    parser.add_argument(
        "--junit",
        metavar="FILE.xml",
        help="write JUnit XML (with --many: a folder, one per student)",
    )
    add_class_options(parser)
    add_sandbox_options(parser)
    add_explore_options(parser)
    return parser


def _regex(text: str) -> Pattern:
    """Compiled as every instructor's pattern is (``transcripts.patterns``): matched against
    a student's output in linear time."""
    try:
        return compile_pattern(text)
    except PatternError as problem:
        raise argparse.ArgumentTypeError(f"not a regular expression: {problem}") from None


def check_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if not args.quiet_period > 0:
        parser.error("--quiet-period must be positive")
    if args.many and args.submission:
        parser.error("--submission and --many: give one student's folder or a class folder")
    check_class_args(parser, args)
    check_explore_args(parser, args)
    if args.jobs < 1 or args.timeout <= 0 or args.max_output < 1:
        parser.error("--jobs, --timeout and --max-output must be positive")
    problems = [
        command_problem("--cmd", args.cmd),
        command_problem("--cmd-template", args.cmd_template),
        writable_problem("--report", args.report),
        writable_problem("--junit", None if args.many else args.junit),
        writable_problem("--csv", args.csv),
    ]
    for problem in problems:
        if problem:
            parser.error(problem)
