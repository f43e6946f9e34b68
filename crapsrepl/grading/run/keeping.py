"""Method-call drivers kept running between transcripts, begun afresh by a line.

Starting a JVM for every transcript was most of a Java student's grading time. A driver
started with ``--serve`` constructs nothing until a begin line, and constructs the
student's class afresh on each (the Java one through a class loader of its own, so static
fields start over too; the Python one re-imports the student's modules), so one process
serves a student's transcripts in turn, one per job.

The CPU limit is per process and counts every transcript a kept one served, so a kept
process is started with ``SHARES`` times the limit and retired once any of its processes
has used all but one share: each transcript still has at least the limit a new process
would have, and a busy loop still meets the wall-clock timeout first. It is also retired
when it exits, times out or overflows; the next transcript then starts a new one.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from ..sandbox.contained import Contained
from .attribution import Kept
from .waiting import cpu_seconds

BEGIN = "\x01crapsrepl-begin"
SERVE = "--serve"
SHARES = 4


def begin_line(flags: Sequence[str]) -> str:
    """The line that begins a transcript: its flags, tab-separated (no flag holds a tab)."""
    return "\t".join([BEGIN, *flags])


class Keeper:
    """The idle kept programs of one runner, shared by its jobs."""

    def __init__(self, cpu_limit: float) -> None:
        self.cpu_limit = cpu_limit  # one transcript's; kept programs get SHARES of it
        self._idle: list[tuple[Kept, Contained]] = []
        self._lock = threading.Lock()

    def take(self) -> tuple[Kept, Contained] | None:
        with self._lock:
            return self._idle.pop() if self._idle else None

    def keep(self, kept: Kept, run: Contained) -> None:
        if cpu_seconds(kept.pid) >= self.cpu_limit * (SHARES - 1):
            retire(kept, run)
            return
        with self._lock:
            self._idle.append((kept, run))

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for kept, run in idle:
            retire(kept, run)


def retire(kept: Kept, run: Contained) -> None:
    kept.end(lambda _: run.kill())
    run.close()
