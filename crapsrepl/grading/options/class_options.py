"""``grade`` options for student folders (one, or a class), and the combinations refused.

An option that would be ignored in a combination is an error (exit 2), never silence.
"""

from __future__ import annotations

import argparse

from ..student.building import DEFAULT_BUILD_TIMEOUT
from ..student.entry import EntryOptions
from ..student.interface import query_names
from ..student.local import interface_problem
from .isolation import positive_seconds


def add_class_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("student folders (--submission DIR or --many DIR)")
    group.add_argument(
        "--report-dir", metavar="OUT", help="with --many: OUT/<name>.json, .xml and raw output"
    )
    group.add_argument(
        "--inspect",
        action="store_true",
        help="show what each submission is (language, entry, build and its result, the "
        "methods a class's lab names map to, the status it would get) without grading it",
    )
    group.add_argument(
        "--build",
        metavar="COMMAND",
        help='build each submission first, e.g. "javac -d {out} {dir}/*.java" '
        "({dir}: the submission, {out}: its build folder); Java is built without asking",
    )
    group.add_argument(
        "--build-timeout",
        type=positive_seconds,
        metavar="S",
        help=f"seconds a build may take (default {DEFAULT_BUILD_TIMEOUT:g})",
    )
    group.add_argument(
        "--java-class",
        metavar="NAME",
        help="grade by method calls on the Java class NAME (a driver calls its methods)",
    )
    group.add_argument(
        "--python-class",
        metavar="MODULE:NAME",
        help="grade by method calls on a Python class, e.g. table:DiceTable",
    )
    group.add_argument(
        "--entry",
        metavar="FILE",
        help="the file in each submission that starts it, e.g. src/main.py, run.sh, "
        "src/edu/school/Main.java (default: detected)",
    )
    group.add_argument(
        "--getter",
        action="append",
        default=[],
        metavar="QUERY=METHOD",
        help="for a class graded by method calls: the method answering a query, e.g. "
        "chips=getBalance (repeatable)",
    )
    group.add_argument(
        "--method",
        action="append",
        default=[],
        metavar="COMMAND=METHOD",
        help="for a class graded by method calls: the method a command calls, e.g. "
        "bet=wager (repeatable)",
    )
    group.add_argument(
        "--gradescope",
        metavar="FILE",
        help="write Gradescope's results.json (with --many: a folder, one file per student)",
    )


def check_class_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    folders = bool(args.many or args.submission)
    if args.many:
        if args.report:
            parser.error("--report is for one program; with --many use --report-dir OUT")
    else:
        for option, name in ((args.report_dir, "--report-dir"), (args.csv, "--csv")):
            if option:
                parser.error(f"{name} is used with --many")
    if args.inspect and not folders:
        parser.error("--inspect is used with --many or --submission")
    if args.inspect:  # it marks nothing: an option that writes marks would be ignored
        for given, name in (
            (args.report_dir, "--report-dir"),
            (args.csv, "--csv"),
            (args.report, "--report"),
            (args.gradescope, "--gradescope"),
            (args.junit, "--junit"),
            (args.explore is not None, "--explore"),
        ):
            if given:
                parser.error(f"--inspect grades nothing: drop {name}")
    if not folders:
        for option, name in (
            (args.cmd_template, "--cmd-template"),
            (args.build, "--build"),
            (args.build_timeout, "--build-timeout"),
            (args.java_class, "--java-class"),
            (args.python_class, "--python-class"),
            (args.entry, "--entry"),
            (args.getter, "--getter"),
            (args.method, "--method"),
        ):
            if option:
                parser.error(f"{name} is used with --many or --submission")
    if args.cmd_template and (args.java_class or args.python_class or args.entry):
        parser.error("--cmd-template replaces detection: drop --java-class/--python-class/--entry")
    for key in ("cmd-template", "java-class", "python-class", "entry", "getter", "method"):
        given = getattr(args, key.replace("-", "_"))
        for value in given if isinstance(given, list) else [given]:
            problem = None if value is None else interface_problem(key, value)
            if problem:
                parser.error(f"--{key}: {problem}")
    queries = sorted(query_names())
    for getter in args.getter:
        if getter.partition("=")[0] not in queries:
            parser.error(f"--getter {getter!r}: the query is one of {', '.join(queries)}")
    if args.build_timeout is not None and args.build_timeout <= 0:
        parser.error("--build-timeout must be positive")


def entry_options(args: argparse.Namespace) -> EntryOptions:
    return EntryOptions(
        cmd_template=args.cmd_template,
        build=args.build,
        java_class=args.java_class,
        python_class=args.python_class,
        getters=tuple(args.getter),
        methods=tuple(args.method),
        entry=args.entry,
    )
