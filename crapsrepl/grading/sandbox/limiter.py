"""Resource limits for a student's program, set in the process that then becomes it.

Run as a script inside the sandbox (``python -I -S limiter.py CPU DATA FSIZE NPROC FD GO
-- ARGV``): the process limit must be set after the sandbox's user namespace exists, or the
kernel would count every process the instructor runs against it. Standard library only:
the script runs with ``-S`` and the package is not importable there.

With GO a descriptor (not ``-``), the limiter waits, its sandbox made and its limits set,
for one byte there before it becomes the program: a program started ahead of its
transcript runs none of the student's code until the transcript is handed to it (its
sandbox and this script are what was started ahead). End of file instead means the run
was not used: the limiter exits and the student's command never starts.

Why a command could not be started is the harness's own message, so it never goes where
the program writes: it goes to descriptor FD, a pipe the harness opened for this run,
closed on exec, so the program never holds it (a program printing the same words and
exiting 127 is a program that exited 127).
"""

from __future__ import annotations

import os
import resource
import sys

CANNOT_START = 127

# CPU seconds, data bytes (heap and anonymous memory), bytes per file, processes.
_KINDS = (resource.RLIMIT_CPU, resource.RLIMIT_DATA, resource.RLIMIT_FSIZE, resource.RLIMIT_NPROC)


def apply(values: tuple[int, int, int, int]) -> None:
    """Set hard and soft limits together, so the program cannot raise them again (the CPU
    hard limit a second later: at the soft one the kernel sends SIGXCPU, which names the
    cause, where the hard one sends SIGKILL)."""
    for kind, value in zip(_KINDS, values, strict=True):
        resource.setrlimit(kind, (value, value + 1 if kind == resource.RLIMIT_CPU else value))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


NOT_USED = 0  # the run was closed before it was handed a transcript


def main(argv: list[str]) -> int:
    """``CPU DATA FSIZE NPROC FD GO -- COMMAND``: limits, then (once a byte comes on GO,
    unless it is ``-``) COMMAND; if it cannot be started, why, on descriptor FD (closed on
    exec, so COMMAND never holds it)."""
    values = tuple(int(v) for v in argv[:4])
    status = int(argv[4])
    os.set_inheritable(status, False)
    apply((values[0], values[1], values[2], values[3]))
    if argv[5] != "-":
        go = int(argv[5])
        if not os.read(go, 1):
            return NOT_USED
        os.close(go)
    command = argv[7:]
    try:
        os.execvp(command[0], command)
    except OSError as problem:
        os.write(status, f"{command[0]}: {problem.strerror}\n".encode(errors="replace"))
    return CANNOT_START


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
