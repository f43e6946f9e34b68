"""A progress bar for long runs (``simulate``), prompt_toolkit's, drawn on stderr."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from prompt_toolkit.output import create_output
from prompt_toolkit.shortcuts import ProgressBar
from prompt_toolkit.shortcuts.progress_bar.base import ProgressBarCounter


@contextmanager
def progress_bar(total: int) -> Iterator[Callable[[int], None]]:
    """A bar counting ``total`` sessions; the caller reports each batch done."""
    with ProgressBar(output=create_output(stdout=sys.stderr)) as bar:
        counter: ProgressBarCounter[None] = bar(label="sessions", total=total)

        def advance(count: int) -> None:
            counter.items_completed += count
            bar.invalidate()

        yield advance
