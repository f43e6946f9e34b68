"""Ctrl-C and SIGTERM during ``grade``: stop at once, kill every program, keep what was
graded so its reports can still be written."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import FrameType

from .contained import resume_all, stop_all


@dataclass(slots=True)
class Stop:
    signal: int | None = None

    @property
    def name(self) -> str:
        return signal.Signals(self.signal).name if self.signal else ""


@contextmanager
def stop_on_signals() -> Iterator[Stop]:
    """While grading, SIGINT and SIGTERM kill every running program and refuse new ones;
    outside the main thread (a library caller's worker) nothing is installed."""
    stop = Stop()

    def handler(number: int, _frame: FrameType | None) -> None:
        stop.signal = number
        stop_all()

    previous = {}
    try:
        for number in (signal.SIGINT, signal.SIGTERM):
            previous[number] = signal.signal(number, handler)
    except ValueError:
        pass
    try:
        yield stop
    finally:
        for number, old in previous.items():
            signal.signal(number, old)
        resume_all()
