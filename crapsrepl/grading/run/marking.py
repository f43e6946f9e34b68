"""Scoring one transcript: which command blocks match, which facts hold, the marks earned."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...transcripts.facts import DEFAULT_REFUSAL, REFUSED
from ...transcripts.format import Transcript, command_line
from ...transcripts.judge import FactResult, judge_facts
from ...transcripts.matching import ANY_LINES, block_matches, is_literal, line_matches, normalize
from .runners import Run, Runner, Status, graded_steps

NOTHING = {"off", "none"}  # expected answers a program saying "nothing" always meets


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


@dataclass(frozen=True, slots=True)
class Marking:
    """What earns marks: blocks and facts (default), or facts only; all or nothing, or shared."""

    partial: bool = False
    facts_only: bool = False
    refusal: str = DEFAULT_REFUSAL
    normalizer: Normalizer = field(default_factory=Normalizer)


@dataclass(slots=True)
class CommandResult:
    line: int
    command: str
    expected: list[str]
    actual: list[str] | None
    match: bool
    graded: bool = True
    prompt: str = ""  # the game's, as the command is shown in a diff

    def first_difference(self) -> tuple[int, str]:
        """The file line of the first expected line that differs, and what to say about it."""
        if self.actual is None:
            return self.line, "not reached (no output for this command)"
        exp, act = normalize(self.expected), normalize(self.actual)
        for k, (e, a) in enumerate(zip(exp, act, strict=False)):
            if e == ANY_LINES:
                break
            if not line_matches(e, a):
                return self.line + 1 + k, f"expected {e!r}, got {a!r}"
        if ANY_LINES not in exp and len(exp) != len(act):
            k = min(len(exp), len(act))
            if len(exp) > len(act):
                return self.line + 1 + k, f"expected {exp[k]!r}, got nothing more"
            return self.line + 1 + k, f"unexpected {act[k]!r}"
        return self.line, "output differs"

    def diff(self, name: str) -> list[str]:
        header = f"{name}:{self.line}: {command_line(self.command, self.prompt)}"
        if self.actual is None:
            return [header, "  no output: the program never read this command"]
        actual = normalize(self.actual or [])
        body = difflib.unified_diff(normalize(self.expected), actual, "expected", "actual", n=2)
        return [header, *(line.rstrip("\n") for line in body)]


@dataclass(slots=True)
class TranscriptGrade:
    name: str
    max_marks: int
    marks: float
    status: Status
    reason: str = ""
    stderr_tail: str = ""
    commands: list[CommandResult] = field(default_factory=list)
    facts: list[FactResult] = field(default_factory=list)
    stdout: str = ""
    stderr: str = ""
    said: str = ""  # a driver's report on the harness's own pipe (never the program's output)
    slow: bool = False  # timed out while still answering, not stuck on one line
    seconds: float = 0.0  # wall time, start-up to the end of its run (batch.grade_all)

    @property
    def first_difference(self) -> CommandResult | None:
        return next((c for c in self.commands if c.graded and not c.match), None)

    @property
    def first_failed_fact(self) -> FactResult | None:
        return next((f for f in self.facts if not f.passed), None)

    def difference_text(self) -> str:
        """Where it first went wrong, as ``line N: ...`` (the file line that differs)."""
        diff, fact = self.first_difference, self.first_failed_fact
        if diff is not None and (fact is None or diff.line <= fact.line):
            line, what = diff.first_difference()
            text = f"line {line} {diff.command}: {what}"
        elif fact is not None:
            text = f"line {fact.line} {fact.text()}"
        else:
            return self.reason
        return f"{self.reason}; {text}" if self.reason else text

    def details(self) -> list[str]:
        """A unified diff per failing block and each failed assertion, at file:line."""
        lines: list[str] = []
        for command in self.commands:
            if command.graded and not command.match:
                lines += command.diff(self.name)
        lines += [f"{self.name}:{f.line}: {f.text()}" for f in self.facts if not f.passed]
        return lines


def earned(facts: Sequence[FactResult]) -> list[bool]:
    """Which facts earn their share: a fact that a program doing nothing meets (``? refused``,
    ``=> off``, ``=> none``) only when the transcript's other facts hold too."""
    free = [f.query == REFUSED or set(f.expected.casefold().split()) <= NOTHING for f in facts]
    others = all(f.passed for f, cheap in zip(facts, free, strict=True) if not cheap)
    return [f.passed and (others or not cheap) for f, cheap in zip(facts, free, strict=True)]


def grade_transcript(
    transcript: Transcript, runner: Runner, marking: Marking | None = None
) -> TranscriptGrade:
    marking = marking or Marking()
    norm = marking.normalizer
    run: Run = runner.run(transcript)
    results = []
    for index, actual in zip(graded_steps(transcript), run.outputs, strict=True):
        step = transcript.steps[index]
        graded = not marking.facts_only and transcript.output_graded(step)
        matched = actual is not None and block_matches(norm(step.expected), norm(actual))
        results.append(
            CommandResult(
                step.line,
                step.command,
                step.expected,
                actual,
                matched,
                graded,
                transcript.prompt,
            )
        )
    facts = judge_facts(transcript, run.feeds, run.blocks, run.errors, marking.refusal)
    refused = run.refused  # it refused the stacked cards: nothing more was sent
    if run.stopped_line is not None:
        for fact in facts:
            if fact.reply is None and fact.line > run.stopped_line:
                fact.why = "not reached"
            elif fact.reply is None:
                fact.why = "no reply: the program stopped answering here"
    units = [r.match for r in results if r.graded and any(map(is_literal, r.expected))]
    units += earned(facts)
    complete = all(r.match for r in results if r.graded) and all(f.passed for f in facts)
    if run.status is Status.TIMEOUT or (refused and run.status is None):
        marks = 0.0
    elif marking.partial and units:
        marks = transcript.marks * sum(units) / len(units)
    else:
        marks = float(transcript.marks) if complete else 0.0
    status = run.status or (Status.PASS if complete and not refused else Status.FAIL)
    return TranscriptGrade(
        transcript.name,
        transcript.marks,
        round(marks, 4),
        status,
        run.reason or refused,
        run.stderr_tail,
        results,
        facts,
        run.stdout,
        run.stderr,
        run.said,
        run.slow,
    )
