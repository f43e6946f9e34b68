"""What one conversation with a program came to: how it ended (``Outcome``), whose clock a
wait was charged to (``Clock``), the pace it was held to (``Pacing``), and its raw output
marked line by line (``Exchange``); ``attribution`` holds the conversation itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Outcome(Enum):
    IDLE = "idle"
    EXITED = "exited"
    TIMEOUT = "timeout"
    OVERFLOW = "overflow"


class Clock(Enum):
    """Whose time a wait is charged to."""

    OWN = "own"  # the transcript's own lines and the end of input
    GRADER = "grader"  # start-up, a begin line, the grader's probes


@dataclass(frozen=True, slots=True)
class Pacing:
    timeout: float = 10.0
    max_output: int = 1_000_000
    quiet: float = 0.1
    watch_proc: bool = True  # False: the quiet period alone decides (for comparison)


@dataclass(slots=True)
class Exchange:
    """Raw output and, per fed line, the byte offsets where its stdout and stderr start."""

    stdout: bytearray = field(default_factory=bytearray)
    stderr: bytearray = field(default_factory=bytearray)
    marks: list[tuple[int, int]] = field(default_factory=list)
    answered: int = 0
    outcome: Outcome = Outcome.EXITED
    returncode: int | None = None
    seconds: float = 0.0
    ran_out: Clock | None = None  # the clock a timeout used up
    waited: float = 0.0  # how long the line it was answering had waited when time ran out
    halted: int | None = None  # the line after which nothing more was sent (``Halt``)

    def segment(self, index: int, err: bool = False) -> bytes | None:
        """What fed line ``index`` printed; None if the program never read it."""
        if index >= self.answered:
            return None
        data = self.stderr if err else self.stdout
        start = self.marks[index][err]
        end = self.marks[index + 1][err] if index + 1 < len(self.marks) else len(data)
        return bytes(data[start:end])
