"""Grading a class: every submission folder, in parallel, with the same results as one by one."""

from __future__ import annotations

import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ...transcripts.format import Transcript
from ..progress import Progress, no_progress
from ..report.escaping import terminal
from ..report.reports import marks_text
from ..student.submission import (
    SubmissionResult,
    SubmissionSettings,
    grade_submission,
    harness_failed,
    unexplored,
)
from .classreport import scored
from .spool import Spool


def submission_folders(root: Path) -> list[Path]:
    """Every folder directly under ``root``, by name; hidden folders are not submissions."""
    return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))


def grade_class(
    folders: list[Path],
    transcripts: list[Transcript],
    settings: SubmissionSettings,
    jobs: int,
    progress: Progress = no_progress,
    per_student: Mapping[str, SubmissionSettings] | None = None,
    spool: Spool | None = None,
    seconds: dict[str, float] | None = None,
) -> list[SubmissionResult]:
    """Results in folder order whatever ``jobs`` is: submissions share nothing but the
    grader. ``per_student`` holds the students whose settings differ from the class's;
    with a ``spool``, each result goes there as it is graded and its light copy is
    returned (``spool.whole`` gives it back). ``seconds`` is filled with each student's
    wall time (build, transcripts and exploring), the reports' ``seconds``."""
    own = per_student or {}
    with progress("Grading submissions", len(folders)) as advance:

        def one(folder: Path) -> SubmissionResult:
            theirs = own.get(folder.name, settings)
            started = time.monotonic()
            try:  # grade_submission is the boundary; this only makes doubly sure
                result = grade_submission(folder, transcripts, theirs)
            except Exception as problem:  # one folder's trouble must not stop the class
                result = unexplored(harness_failed(folder.name, problem, transcripts), theirs)
            took = round(time.monotonic() - started, 2)
            if seconds is not None:
                seconds[folder.name] = took
            if spool is not None:
                result = spool.keep(result)
            advance(finished(result, took))
            return result

        if jobs == 1:
            return [one(folder) for folder in folders]
        pool = ThreadPoolExecutor(max_workers=jobs)
        try:
            return list(pool.map(one, folders))
        finally:  # on Ctrl-C, do not start the submissions still waiting
            pool.shutdown(wait=False, cancel_futures=True)


def finished(result: SubmissionResult, seconds: float) -> str:
    """A progress line's text: ``carol  26/26  ok  4.2 s``, the score as the table and
    the CSV give it, so a status that costs a student everything shows as it happens."""
    score, maximum = scored(result)
    took = f"{seconds:.1f} s"
    return f"{terminal(result.name)}  {marks_text(score)}/{maximum}  {result.outcome.value}  {took}"
