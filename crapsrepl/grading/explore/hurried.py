"""A hang shrunk on a short clock: each candidate that still hangs costs its whole clock
(a busy loop, a core's worth), and shrinking a hang once took 60 s of a student's 70. The
shrinker runs candidates on ``--timeout``'s fraction (``hurry``); the session it ends with
is run again on the full clock before it is shown."""

from __future__ import annotations

from dataclasses import dataclass

from ...transcripts.format import Transcript
from ..run.runners import ExternalRunner, Run, Runner


@dataclass(frozen=True, slots=True)
class Hurried:
    """``runner``'s program (its spares shared) on clocks of ``timeout`` seconds."""

    runner: ExternalRunner
    timeout: float

    def run(self, transcript: Transcript) -> Run:
        return self.runner.run(transcript, self.timeout)

    def expect(self, runs: int) -> None:
        self.runner.expect(runs)


def on_short_clock(runner: Runner, hurry: float | None) -> Runner | None:
    """The program on ``hurry``'s clock, when that is shorter than its own."""
    if isinstance(runner, ExternalRunner) and hurry is not None:
        return Hurried(runner, hurry) if hurry < runner.options.timeout else None
    return None
