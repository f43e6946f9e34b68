"""How a long grading run reports progress, without knowing how it is shown.

Grading never imports the terminal: the command line may pass in a :data:`Progress`, and
grading calls ``advance(label)`` once per item. The default is :func:`progress_lines` on
stderr: a five-minute class run redirected to a file used to print nothing until the end,
so the first sign that two students got 0 for configuration reasons was the final CSV.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import TextIO

Advance = Callable[[str], None]
# Given a title and the number of items, a context in which ``advance`` ticks one item off.
Progress = Callable[[str, int], AbstractContextManager[Advance]]


@contextmanager
def no_progress(title: str, total: int) -> Iterator[Advance]:
    """Silence, for callers that report on their own."""
    del title, total
    yield lambda label: None


def progress_lines(stream: TextIO | None = None) -> Progress:
    """One line per finished item, ``[3/16] label``, flushed as it happens: plain text, so
    a pipe, a log file and a terminal all read the same (no control codes). ``stream`` is
    looked up when the run starts (stderr by default), so a redirection made before then
    is honoured."""

    @contextmanager
    def lines(title: str, total: int) -> Iterator[Advance]:
        del title
        out = stream or sys.stderr
        lock, done = threading.Lock(), [0]

        def advance(label: str) -> None:
            with lock:  # items finish on grading's threads
                done[0] += 1
                print(f"[{done[0]}/{total}] {label}", file=out, flush=True)

        yield advance

    return lines


ON_STDERR = progress_lines()  # grade's default: the class table and CSV keep stdout
