"""Resource limits for a student's program, set in the process that then becomes it.

Run as a script inside the sandbox (``python -I -S limiter.py CPU DATA FSIZE NPROC -- ARGV``):
the process limit must be set after the sandbox's user namespace exists, or the kernel
would count every process the instructor runs against it. Without a sandbox the same
``apply`` runs in the child between fork and exec. Standard library only: the script runs
with ``-S`` and the package is not importable there.
"""

from __future__ import annotations

import os
import resource
import sys

CANNOT_START = 127
MARK = "crapsrepl-sandbox: cannot start"

# CPU seconds, data bytes (heap and anonymous memory), bytes per file, processes.
_KINDS = (resource.RLIMIT_CPU, resource.RLIMIT_DATA, resource.RLIMIT_FSIZE, resource.RLIMIT_NPROC)


def apply(values: tuple[int, int, int, int]) -> None:
    """Set hard and soft limits together, so the program cannot raise them again (the CPU
    hard limit a second later: at the soft one the kernel sends SIGXCPU, which names the
    cause, where the hard one sends SIGKILL)."""
    for kind, value in zip(_KINDS, values, strict=True):
        resource.setrlimit(kind, (value, value + 1 if kind == resource.RLIMIT_CPU else value))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def main(argv: list[str]) -> int:
    """``CPU DATA FSIZE NPROC -- COMMAND``: limits, then COMMAND; ``join PROCS... --
    COMMAND``: into cgroups (their ``cgroup.procs`` files), then COMMAND."""
    if argv[0] == "join":
        end = argv.index("--")
        for name in argv[1:end]:
            with open(name, "w") as procs:
                procs.write(f"{os.getpid()}\n")
        command = argv[end + 1 :]
    else:
        values = tuple(int(v) for v in argv[:4])
        apply((values[0], values[1], values[2], values[3]))
        command = argv[5:]
    try:
        os.execvp(command[0], command)
    except OSError as problem:
        sys.stderr.write(f"{MARK} {command[0]}: {problem.strerror}\n")
    return CANNOT_START


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
