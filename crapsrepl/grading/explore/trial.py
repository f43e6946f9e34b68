"""One session run through a grading runner and judged against the engine's answers."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ...transcripts.facts import DEFAULT_REFUSAL
from ...transcripts.format import Transcript
from ..run.marking import Marking, TranscriptGrade, grade_transcript
from ..run.runners import Runner, Status
from .sessions import Asked, Session, Written, transcript, write

TIMEOUT = "timeout"
SLOW = "slow"  # ran out of time while still answering: slowness, not a disagreement


@dataclass(frozen=True, slots=True)
class Disagreement:
    """The first fact a program answered otherwise than the engine: its query (``refused``
    for a refusal, ``timeout`` for a hang; ``slow`` when it was still answering when its
    time ran out, which is no disagreement), the command it followed, the engine's answer
    and the program's."""

    key: str
    step: int
    expected: str
    got: str

    def same(self, other: Disagreement | None) -> bool:
        return other is not None and (self.key, self.step, self.got) == (
            other.key,
            other.step,
            other.got,
        )


class Trials:
    """Runs sessions through ``runner``, counting the runs and the time they took."""

    def __init__(self, runner: Runner, refusal: str = DEFAULT_REFUSAL) -> None:
        self.runner = runner
        self.marking = Marking(facts_only=True, refusal=refusal)
        self.runs = 0
        self.seconds = 0.0
        self._lock = threading.Lock()

    def run(
        self,
        session: Session,
        asked: Asked,
        queries: Sequence[str] | None = None,
        name: str = "explore",
        runner: Runner | None = None,
    ) -> tuple[Written, Disagreement | None]:
        """``runner``: another way to run the same program (``Hurried``), counted here."""
        written = write(session, asked, queries)
        started = time.monotonic()
        found = self.judge(transcript(written.text, name, session.game), runner)
        with self._lock:
            self.runs += 1
            self.seconds += time.monotonic() - started
        return written, found

    def judge(self, script: Transcript, runner: Runner | None = None) -> Disagreement | None:
        grade = grade_transcript(script, runner or self.runner, self.marking)
        step_of = {fact.line: k for k, step in enumerate(script.steps) for fact in step.facts}
        failed = grade.first_failed_fact
        if grade.status is Status.TIMEOUT:
            # Every command is graded (a session has no remarks): the first with no output
            # is the one it was answering.
            unread = (k for k, command in enumerate(grade.commands) if command.actual is None)
            step = next(unread, len(script.steps) - 1)
            if not grade.slow:
                return Disagreement(TIMEOUT, step, "an answer", grade.reason)
            if failed is None or failed.reply is None:  # what it answered in time was right
                return Disagreement(SLOW, step, "an answer in time", grade.reason)
        if failed is None:
            return None
        got = _dead(grade) if failed.reply is None else " / ".join(failed.reply)
        expected = "a refusal" if failed.query == "refused" else failed.expected
        return Disagreement(failed.query, step_of[failed.line], expected, got or failed.why)


def _dead(grade: TranscriptGrade) -> str:
    """A reply that never came, with what happened to the program: how it ended (an exit
    status, a signal, the output cap) and the last line it wrote on stderr."""
    lines = [line.strip() for line in grade.stderr.splitlines() if line.strip()]
    said = [grade.reason] if grade.status is not Status.FAIL and grade.reason else []
    if lines:
        said.append(f"its last stderr line: {lines[-1][:200]}")
    return "no reply" + (f" ({'; '.join(said)})" if said else "")
