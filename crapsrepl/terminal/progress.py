"""A progress bar for long runs (``simulate``), prompt_toolkit's, drawn on stderr."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from prompt_toolkit.input import Input
from prompt_toolkit.output import Output, create_output
from prompt_toolkit.shortcuts import ProgressBar
from prompt_toolkit.shortcuts.progress_bar.base import ProgressBarCounter


@contextmanager
def progress_bar(
    total: int, input: Input | None = None, output: Output | None = None
) -> Iterator[Callable[[int], None]]:
    """A bar counting ``total`` sessions; the caller reports each batch done.

    It draws on stderr, so the report on stdout can still be redirected.
    """
    output = output or create_output(stdout=sys.stderr)
    with ProgressBar(input=input, output=output) as bar:
        counter: ProgressBarCounter[None] = bar(label="sessions", total=total)

        def advance(count: int) -> None:
            counter.items_completed += count
            bar.invalidate()

        yield advance
