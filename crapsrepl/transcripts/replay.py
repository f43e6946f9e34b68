"""Replaying a transcript on a fresh table in-process and comparing what it printed."""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from ..console.text import is_remark
from .format import Step, Transcript, command_line
from .matching import block_matches, normalize

NOT_RUN = "(not run: the session ended at quit)"


def replay(transcript: Transcript) -> list[list[str]]:
    """What this implementation prints for each step of ``transcript``."""
    binding = transcript.binding
    controller = binding.new_controller(transcript.setup)
    outputs: list[list[str]] = []
    ended = False
    for step in transcript.steps:
        if ended:
            outputs.append([NOT_RUN])
        elif is_remark(step.command):
            outputs.append([])
        else:
            reply = controller.execute(step.command)
            outputs.append([line for event in reply.events for line in binding.render(event)])
            ended = reply.quit
    return outputs


@dataclass(frozen=True, slots=True)
class Mismatch:
    step: Step
    actual: list[str]
    prompt: str = "craps> "

    def diff(self, location: str) -> list[str]:
        header = f"{location}:{self.step.line}: {command_line(self.step.command, self.prompt)}"
        lines = difflib.unified_diff(
            normalize(self.step.expected), normalize(self.actual), "expected", "actual", lineterm=""
        )
        return [header, *lines]


def first_mismatch(transcript: Transcript, outputs: list[list[str]]) -> Mismatch | None:
    for step, actual in zip(transcript.steps, outputs, strict=True):
        if not block_matches(step.expected, actual):
            return Mismatch(step, actual, transcript.prompt)
    return None
