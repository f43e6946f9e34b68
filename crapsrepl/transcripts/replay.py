"""Replaying a transcript on a fresh table in-process and comparing what it printed."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

from ..console.text import is_remark, visible
from .confine import ReplayFiles
from .format import Step, Transcript, command_line
from .judge import FactResult, judge_facts
from .matching import block_matches, normalize
from .plan import Feed, build

NOT_RUN = "(not run: the session ended at quit)"


def replay(transcript: Transcript) -> list[list[str]]:
    """What this implementation prints for each step of ``transcript``."""
    binding = transcript.binding
    files = ReplayFiles(Path(transcript.path).parent)
    controller = binding.new_controller(transcript.setup, files)
    outputs: list[list[str]] = []
    ended = False
    try:
        for step in transcript.steps:
            if ended:
                outputs.append([NOT_RUN])
            elif is_remark(step.command):
                outputs.append([])
            else:
                reply = controller.execute(step.command)
                outputs.append([line for event in reply.events for line in binding.render(event)])
                ended = reply.quit
    finally:
        files.close()
    return outputs


def replay_feeds(transcript: Transcript, feeds: list[Feed]) -> list[list[str] | None]:
    """What this implementation prints for each fed line (commands, queries, probes)."""
    binding = transcript.binding
    files = ReplayFiles(Path(transcript.path).parent)
    controller = binding.new_controller(transcript.setup, files)
    blocks: list[list[str] | None] = []
    ended = False
    try:
        for feed in feeds:
            if ended:
                blocks.append(None)
                continue
            reply = controller.execute(feed.line)
            blocks.append([line for event in reply.events for line in binding.render(event)])
            ended = reply.quit
    finally:
        files.close()
    return blocks


def failed_facts(transcript: Transcript) -> list[FactResult]:
    """The assertions this implementation fails (none for a correct transcript)."""
    if not transcript.has_facts:
        return []
    feeds = build(transcript)
    results = judge_facts(transcript, feeds, replay_feeds(transcript, feeds))
    return [r for r in results if not r.passed]


@dataclass(frozen=True, slots=True)
class Mismatch:
    step: Step
    actual: list[str]
    prompt: str

    def diff(self, location: str) -> list[str]:
        """A unified diff, with any control characters of the transcript shown escaped."""
        header = f"{location}:{self.step.line}: {command_line(self.step.command, self.prompt)}"
        lines = difflib.unified_diff(
            normalize(self.step.expected), normalize(self.actual), "expected", "actual", lineterm=""
        )
        return [visible(line) for line in (header, *lines)]


def first_mismatch(transcript: Transcript, outputs: list[list[str]]) -> Mismatch | None:
    for step, actual in zip(transcript.steps, outputs, strict=True):
        if transcript.output_graded(step) and not block_matches(step.expected, actual):
            return Mismatch(step, actual, transcript.prompt)
    return None
