"""A set of transcripts against one program: loaded once, graded in parallel, and one
transcript's trouble (or a stop) never costing the others' grades."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ...transcripts.files import discover_in, load
from ...transcripts.format import Transcript, TranscriptError
from ..sandbox.contained import stopping
from .marking import Marking, TranscriptGrade, grade_transcript
from .runners import Runner, Status


def load_all(path: str) -> list[Transcript]:
    """Every transcript under ``path``, named relative to it so reports stay short."""
    files = discover_in([path])
    if not files:
        raise TranscriptError(path, 0, "no transcripts found")
    root = Path(path)
    transcripts = [load(file, under) for file, under in files]
    if root.is_dir():
        for transcript in transcripts:
            transcript.label = transcript.path.relative_to(root).as_posix()
    return transcripts


def grade_all(
    transcripts: list[Transcript], runner: Runner, marking: Marking, jobs: int
) -> list[TranscriptGrade]:
    """Grades in transcript order whatever ``jobs`` is; once grading is stopping, the
    transcripts not graded in full are left out rather than reported as failures."""

    def one(transcript: Transcript) -> TranscriptGrade | None:
        if stopping():
            return None
        started = time.monotonic()
        try:
            grade = grade_transcript(transcript, runner, marking)
        except Exception as problem:  # one transcript's trouble must not stop the others
            reason = f"harness could not grade it: {type(problem).__name__}: {problem}"
            grade = TranscriptGrade(transcript.name, transcript.marks, 0.0, Status.ERROR, reason)
        grade.seconds = round(time.monotonic() - started, 3)
        return None if stopping() else grade  # a program killed by the stop was not graded

    runner.expect(len(transcripts))
    if jobs == 1:
        graded = [one(t) for t in transcripts]
    else:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            graded = list(pool.map(one, transcripts))
    return [g for g in graded if g is not None]
