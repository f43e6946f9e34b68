"""Gradescope's ``results.json``: one test per transcript, the feedback a student reads.

A transcript's leading ``#`` comment is its feedback text; ``% visibility: hidden`` keeps
its marks in the score but shows the student nothing of it (Gradescope hides the test).
Every string a student reads here passes the one filter (``disclosure``): whatever a reason
quotes, nothing of a hidden transcript gets through.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ...transcripts.format import Transcript
from ..run.marking import TranscriptGrade
from ..run.runners import Status
from .disclosure import Disclosure
from .reports import marks_text, totals
from .writing import write_document

OUTPUT_LIMIT = 4000


def explore_test(lines: Sequence[str], marks: float, max_marks: int) -> dict[str, Any]:
    """``--explore``'s feedback as one more test: what it tried and, if the program
    disagreed with the engine, the shortest session showing it, to replay."""
    return {
        "name": "explore: random sessions against the engine",
        "score": marks,
        "max_score": max_marks,
        "status": "passed" if len(lines) == 1 else "failed",
        "output": "\n".join(lines)[:OUTPUT_LIMIT],
        "visibility": "visible",
    }


def results_dict(
    transcripts: Sequence[Transcript],
    grades: Sequence[TranscriptGrade],
    summary: str = "",
    extra: Sequence[dict[str, Any]] = (),
) -> dict[str, Any]:
    """``extra``: tests of the grader's own making (``--explore``'s sessions, drawn from the
    lab, never from a transcript), shown as they are; everything else is filtered."""
    shown = Disclosure(transcripts)
    score, maximum = totals(grades)
    score += sum(test["score"] for test in extra)
    maximum += sum(test["max_score"] for test in extra)
    tests = [_test(t, g, shown) for t, g in zip(transcripts, grades, strict=True)] + list(extra)
    first, _, rest = (summary or f"Score: {marks_text(score)} / {maximum}").partition("\n")
    output = first + (f"\n{shown(rest)}" if rest else "")  # the first line: the score alone
    return {"score": score, "output": output, "visibility": "visible", "tests": tests}


def _test(transcript: Transcript, grade: TranscriptGrade, shown: Disclosure) -> dict[str, Any]:
    lines = [transcript.feedback] if transcript.feedback else []
    if transcript.visibility == "visible" and grade.status is not Status.PASS:
        lines.append(f"{grade.status.value}: {grade.difference_text()}")
        diff = grade.first_difference
        if diff is not None:
            lines += [f"{transcript.binding.prompt}{diff.command}", "expected:", *diff.expected]
            lines += ["got:", *(diff.actual if diff.actual is not None else ["(no output)"])]
    return {
        "name": transcript.name,
        "score": grade.marks,
        "max_score": grade.max_marks,
        "status": "passed" if grade.status is Status.PASS else "failed",
        "output": shown("\n".join(lines))[:OUTPUT_LIMIT],
        "visibility": transcript.visibility,
    }


def write_results(
    path: Path,
    transcripts: Sequence[Transcript],
    grades: Sequence[TranscriptGrade],
    summary: str = "",
    extra: Sequence[dict[str, Any]] = (),
) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_document(path, results_dict(transcripts, grades, summary, extra))
