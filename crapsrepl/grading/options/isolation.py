"""``grade``'s options for containing students' programs, read into a ``Containment``."""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from ...console.options import at_least_one
from ..sandbox.containment import Containment
from ..sandbox.sandbox import Isolation, Limits

MOST_SECONDS = 86_400.0  # a day: more would overflow a select() or a CPU limit


def positive_seconds(text: str) -> float:
    """A finite number of seconds above zero (``nan`` and ``inf`` would never time out),
    at most a day (``1e30`` reached ``select`` and ``setrlimit`` as an overflow)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a finite number above 0, not {text!r}")
    if value > MOST_SECONDS:
        raise argparse.ArgumentTypeError(f"at most {MOST_SECONDS:g} seconds, not {text[:24]}")
    return value


def seed(text: str) -> int:
    """A seed: a whole number from 0 to 2^32 - 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if not 0 <= value < 2**32:
        raise argparse.ArgumentTypeError(f"expected 0 to 4294967295, not {text[:24]}")
    return value


def at_least_zero(text: str) -> int:
    """A count that may be 0 (marks), bounded like every count."""
    return 0 if text.strip() == "0" else at_least_one(text)


def add_sandbox_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(
        "containment (every program runs in a fresh copy of its submission, see docs/security.md)"
    )
    group.add_argument(
        "--sandbox",
        choices=[i.value for i in Isolation],
        default=Isolation.AUTO.value,
        help="bwrap: refuse to run without bubblewrap; none: no namespaces; "
        "auto (default): bwrap when it works here, else none with a warning",
    )
    group.add_argument(
        "--allow-read",
        action="append",
        default=[],
        metavar="DIR",
        help="also show DIR read-only inside the sandbox (e.g. a JDK under /opt)",
    )
    group.add_argument(
        "--cold-start",
        action="store_true",
        help="start each program only when its transcript begins: slower, the same grades "
        "(by default the next is started, in its own sandbox, while one runs)",
    )
    for flag, default, unit, what in (
        ("--max-cpu", None, "S", "CPU seconds per process (default: twice --timeout, rounded up)"),
        ("--max-memory", 1024, "MB", "memory per process: heap and anonymous maps (default 1024)"),
        ("--max-file-size", 16, "MB", "size of any file it writes (default 16)"),
        ("--max-procs", 128, "N", "processes and threads in the sandbox (default 128)"),
    ):
        group.add_argument(flag, type=at_least_one, default=default, metavar=unit, help=what)


def limits_from(args: argparse.Namespace) -> Limits:
    """A program may run twice ``--timeout`` (its own lines, then the grader's and its
    start-up, each as long): the CPU limit leaves that to the clocks, which name the line."""
    cpu = args.max_cpu or max(1, math.ceil(2 * args.timeout))
    return Limits(cpu, args.max_memory, args.max_file_size, args.max_procs)


def containment_from(args: argparse.Namespace) -> Containment:
    """What every run (and, with larger limits, every build) is given."""
    return Containment(
        Isolation(args.sandbox), tuple(Path(p) for p in args.allow_read), limits_from(args)
    )
