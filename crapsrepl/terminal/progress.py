"""A progress bar for long grading runs, drawn by prompt_toolkit on a terminal.

Grading defines the protocol (``crapsrepl.grading.progress.Progress``) and never imports
this module; the command line passes :func:`progress_bar` in only when stdout is a
terminal, so pipes and files get no control codes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from prompt_toolkit.shortcuts import ProgressBar
from prompt_toolkit.shortcuts.progress_bar.base import ProgressBarCounter


@contextmanager
def progress_bar(title: str, total: int, **bar_options: Any) -> Iterator[Callable[[str], None]]:
    """``advance(label)`` ticks one item off; safe to call from grading threads."""
    lock = threading.Lock()
    with ProgressBar(title=title, **bar_options) as bar:
        counter: ProgressBarCounter[None] = bar(label="", total=total)

        def advance(label: str) -> None:
            with lock:
                counter.label = label
                counter.item_completed()

        yield advance
        counter.done = True
