"""Scoring one transcript: which command blocks match, and the marks they earn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..transcripts.format import Transcript
from ..transcripts.matching import block_matches, normalize
from .runners import Run, Runner, Status, graded_steps


@dataclass(frozen=True, slots=True)
class Normalizer:
    """How lenient to be with a student's output (applied to both sides before matching)."""

    ignore_case: bool = False
    ignore_space: bool = False

    def __call__(self, lines: Sequence[str]) -> list[str]:
        result = normalize(lines)
        if self.ignore_space:
            result = [" ".join(line.split()) for line in result]
            result = [line for line in result if line]
        if self.ignore_case:
            result = [line.casefold() for line in result]
        return result

    def same_line(self, a: str, b: str) -> bool:
        return self([a]) == self([b])


@dataclass(slots=True)
class CommandResult:
    line: int
    command: str
    expected: list[str]
    actual: list[str] | None
    match: bool


@dataclass(slots=True)
class TranscriptGrade:
    name: str
    max_marks: int
    marks: float
    status: Status
    reason: str = ""
    stderr_tail: str = ""
    commands: list[CommandResult] = field(default_factory=list)
    stdout: str = ""

    @property
    def first_difference(self) -> CommandResult | None:
        return next((c for c in self.commands if not c.match), None)

    def difference_text(self) -> str:
        diff = self.first_difference
        if diff is None:
            return self.reason
        if diff.actual is None:
            got = "no output"
        else:
            got = next(
                (repr(a) for e, a in zip(diff.expected, diff.actual, strict=False) if e != a),
                f"{len(diff.actual)} lines",
            )
        text = f"line {diff.line} {diff.command}: got {got}"
        return f"{self.reason}; {text}" if self.reason else text


def grade_transcript(
    transcript: Transcript,
    runner: Runner,
    normalizer: Normalizer | None = None,
    partial: bool = False,
) -> TranscriptGrade:
    normalizer = normalizer or Normalizer()
    run: Run = runner.run(transcript)
    results = []
    for index, actual in zip(graded_steps(transcript), run.outputs, strict=True):
        step = transcript.steps[index]
        matched = actual is not None and block_matches(
            normalizer(step.expected), normalizer(actual)
        )
        results.append(CommandResult(step.line, step.command, step.expected, actual, matched))
    matched_count = sum(r.match for r in results)
    complete = matched_count == len(results)
    if run.status is Status.TIMEOUT:
        marks = 0.0
    elif partial and results:
        marks = transcript.marks * matched_count / len(results)
    else:
        marks = float(transcript.marks) if complete else 0.0
    status = run.status or (Status.PASS if complete else Status.FAIL)
    return TranscriptGrade(
        transcript.name,
        transcript.marks,
        round(marks, 4),
        status,
        run.reason,
        run.stderr_tail,
        results,
        run.stdout,
    )
