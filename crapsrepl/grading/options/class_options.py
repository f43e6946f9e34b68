"""``grade`` options for student folders (one, or a class), and the combinations refused.

An option that would be ignored in a combination is an error (exit 2), never silence.
"""

from __future__ import annotations

import argparse
import re

from ..student.building import DEFAULT_BUILD_TIMEOUT
from ..student.entry import EntryOptions

_JAVA_NAME = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
_PYTHON_CLASS = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")
_GETTER = re.compile(r"^(chips|point|shooter|bets)=[A-Za-z_$][\w$]*$")


def add_class_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("student folders (--submission DIR or --many DIR)")
    group.add_argument(
        "--report-dir", metavar="OUT", help="with --many: OUT/<name>.json, .xml and raw output"
    )
    group.add_argument(
        "--build",
        metavar="COMMAND",
        help='build each submission first, e.g. "javac -d {out} {dir}/*.java" '
        "({dir}: the submission, {out}: its build folder); Java is built without asking",
    )
    group.add_argument(
        "--build-timeout",
        type=float,
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
        help="grade by method calls on a Python class, e.g. craps_game:CrapsGame",
    )
    group.add_argument(
        "--getter",
        action="append",
        default=[],
        metavar="QUERY=METHOD",
        help="with a class: the method answering a query, e.g. chips=getChips (repeatable)",
    )
    group.add_argument(
        "--gradescope", metavar="FILE", help="write Gradescope's results.json (not with --many)"
    )


def check_class_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    folders = bool(args.many or args.submission)
    if args.many:
        for option, name in ((args.report, "--report"), (args.junit, "--junit")):
            if option:
                parser.error(f"{name} is for one program; with --many use --report-dir OUT")
        if args.gradescope:
            parser.error("--gradescope grades one submission: use --submission DIR")
    else:
        for option, name in ((args.report_dir, "--report-dir"), (args.csv, "--csv")):
            if option:
                parser.error(f"{name} is used with --many")
    if not folders:
        for option, name in (
            (args.cmd_template, "--cmd-template"),
            (args.build, "--build"),
            (args.build_timeout, "--build-timeout"),
            (args.java_class, "--java-class"),
            (args.python_class, "--python-class"),
        ):
            if option:
                parser.error(f"{name} is used with --many or --submission")
    if args.cmd_template and "{dir}" not in args.cmd_template:
        parser.error("--cmd-template must contain {dir}")
    if args.cmd_template and (args.java_class or args.python_class):
        parser.error("--cmd-template replaces detection: drop --java-class/--python-class")
    if args.java_class and not _JAVA_NAME.match(args.java_class):
        parser.error(f"--java-class: {args.java_class!r} is not a Java class name")
    if args.python_class and not _PYTHON_CLASS.match(args.python_class):
        parser.error("--python-class is written MODULE:NAME, e.g. craps_game:CrapsGame")
    if args.getter and not (args.java_class or args.python_class):
        parser.error("--getter is used with --java-class or --python-class")
    for getter in args.getter:
        if not _GETTER.match(getter):
            parser.error(
                f"--getter {getter!r}: write QUERY=METHOD, QUERY one of chips, point, shooter, bets"
            )
    if args.build_timeout is not None and args.build_timeout <= 0:
        parser.error("--build-timeout must be positive")


def entry_options(args: argparse.Namespace) -> EntryOptions:
    return EntryOptions(
        cmd_template=args.cmd_template,
        build=args.build,
        java_class=args.java_class,
        python_class=args.python_class,
        getters=tuple(args.getter),
    )
