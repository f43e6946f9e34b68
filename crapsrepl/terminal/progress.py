"""The progress bar for sessions simulated, drawn by prompt_toolkit.

Simulation defines what it needs and never imports this module; the command line passes a
bar in only when the stream it draws on is a terminal, so pipes and files get no control
codes. (A class graded prints plain lines instead, grading's own: ``grading/progress.py``.)
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from prompt_toolkit.input import Input
from prompt_toolkit.output import Output, create_output
from prompt_toolkit.shortcuts import ProgressBar
from prompt_toolkit.shortcuts.progress_bar.base import ProgressBarCounter


@contextmanager
def session_bar(
    total: int, input: Input | None = None, output: Output | None = None
) -> Iterator[Callable[[int], None]]:
    """Simulate's bar counting ``total`` sessions (craps) or hands (blackjack) played; the
    caller reports each batch done.

    It draws on stderr, so the report on stdout can still be redirected.
    """
    output = output or create_output(stdout=sys.stderr)
    with ProgressBar(input=input, output=output) as bar:
        counter: ProgressBarCounter[None] = bar(label="played", total=total)  # sessions or hands

        def advance(count: int) -> None:
            counter.items_completed += count
            bar.invalidate()

        yield advance
