"""``grade``'s options for containing students' programs, and the sandbox they describe."""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from ..sandbox.sandbox import Isolation, Limits, Sandbox, process_limit_enforced, runtime_roots
from ..sandbox.scratch import SandboxError
from ..student.building import BuildSandbox, build_limits

UNSANDBOXED = (
    "crapsrepl grade: warning: programs run WITHOUT a sandbox (bubblewrap missing or "
    "unusable here): a scratch copy, limits and a clean environment only; see docs/security.md"
)


NO_PROCESS_LIMIT = (
    "crapsrepl grade: warning: running as root with no writable pids cgroup: the process "
    "limit (--max-procs) cannot be enforced; see docs/security.md"
)


def warnings_for(sandbox: Sandbox) -> list[str]:
    """What the instructor must know before trusting this run's containment."""
    lines = [] if sandbox.sandboxed else [UNSANDBOXED]
    return lines if process_limit_enforced() else [*lines, NO_PROCESS_LIMIT]


def positive_seconds(text: str) -> float:
    """A finite number of seconds above zero (``nan`` and ``inf`` would never time out)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a finite number above 0, not {text!r}")
    return value


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {text!r}")
    return value


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
    for flag, default, unit, what in (
        ("--max-cpu", None, "S", "CPU seconds per process (default: --timeout, rounded up)"),
        ("--max-memory", 1024, "MB", "memory per process: heap and anonymous maps (default 1024)"),
        ("--max-file-size", 16, "MB", "size of any file it writes (default 16)"),
        ("--max-procs", 128, "N", "processes and threads in the sandbox (default 128)"),
    ):
        group.add_argument(flag, type=positive_int, default=default, metavar=unit, help=what)


def limits_from(args: argparse.Namespace) -> Limits:
    cpu = args.max_cpu or max(1, math.ceil(args.timeout))
    return Limits(cpu, args.max_memory, args.max_file_size, args.max_procs)


def _containment(args: argparse.Namespace) -> tuple[Isolation, list[Path]]:
    return Isolation(args.sandbox), [Path(p) for p in args.allow_read]


def build_sandbox_for(args: argparse.Namespace, timeout: float) -> BuildSandbox:
    """Builds are contained as the runs are (same isolation and extra folders), with the
    larger build limits."""
    isolation, allowed = _containment(args)
    limits = build_limits(timeout, limits_from(args))
    return lambda folder: Sandbox(folder, limits, isolation, allowed)


def sandbox_for(
    args: argparse.Namespace, argv: list[str], submission: Path | None, transcripts: Path
) -> Sandbox:
    """The sandbox for one submission (``submission`` None: found from ``argv``). A folder
    holding the transcripts is refused: the program would get the answers in its copy."""
    isolation, allowed = _containment(args)
    limits = limits_from(args)
    if submission is None:
        sandbox = Sandbox.for_command(argv, limits, isolation, allowed)
    else:
        sandbox = Sandbox(submission, limits, isolation, allowed)
    answers = transcripts.resolve()
    if sandbox.submission is not None and answers.is_relative_to(sandbox.submission):
        raise SandboxError(
            f"the submission folder {sandbox.submission} holds the transcripts; "
            "give the student's own folder with --submission"
        )
    if any(answers.is_relative_to(folder) for folder in [*sandbox.read_only, *runtime_roots()]):
        raise SandboxError(
            "the transcripts are in a folder the sandbox shows (--allow-read, Python)"
        )
    return sandbox
