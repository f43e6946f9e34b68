"""The one place a submission's build or run is started from.

Every build command and every run of a student's program passes through :func:`prepare`,
so limits and isolation (a sandbox) are added here and nowhere else.
"""

from __future__ import annotations

from pathlib import Path


def prepare(submission_dir: Path, argv: list[str]) -> list[str]:
    """The command line that really runs ``argv`` for the submission in ``submission_dir``.

    Today it is ``argv`` itself, run in the submission's scratch copy; the sandbox
    (resource limits, no network, a scrubbed environment) wraps it here.
    """
    del submission_dir
    return argv
