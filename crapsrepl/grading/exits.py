"""The exit statuses of ``crapsrepl grade``, ``handout`` and ``autograder``, in one place.

CI, GitHub Classroom and shell scripts read nothing but the status, and docs/grading.md
and docs/grading-class.md promise these numbers: they never change. Each command returns
an ``Exit``; argparse's own refusals exit 2, the same as ``HARNESS``.
"""

from __future__ import annotations

import signal
from enum import IntEnum


class Exit(IntEnum):
    OK = 0
    """``grade``: every transcript earned full marks (and a student folder built and
    started); ``handout`` and ``autograder``: the file was written."""

    LOST_MARKS = 1
    """``grade``: the grading ran and marks were lost: a transcript failed, a program
    crashed or timed out, a folder did not build or had no entry point."""

    HARNESS = 2
    """The grading itself could not run, so nothing says anything about the student: bad
    options, no transcripts or one that cannot be parsed, a folder that cannot be read, a
    sandbox that cannot be made as asked."""

    INTERRUPTED = 128 + signal.SIGINT
    """Stopped by Ctrl-C (SIGINT), reported as a shell reports it (130): the reports hold
    what was graded, or, when a class run was interrupted, nothing was written."""

    TERMINATED = 128 + signal.SIGTERM
    """Stopped by SIGTERM (143), as a shell reports it: the reports hold what was graded."""

    @classmethod
    def stopped_by(cls, number: int) -> Exit:
        """The status for a stop by signal ``number`` (SIGINT or SIGTERM, the two handled)."""
        return cls(128 + number)
