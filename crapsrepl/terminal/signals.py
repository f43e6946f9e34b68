"""SIGTERM and SIGQUIT end the REPL the way Ctrl-D does, so the terminal leaves raw mode.

Without this the process dies inside prompt_toolkit's raw mode and the user's shell is
left without echo or line editing. While the prompt is waiting the handler asks the
application to exit (waking its event loop); at any other moment it raises at once.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

from prompt_toolkit.application import get_app_or_none

SIGNALS = (signal.SIGTERM, signal.SIGQUIT)


class Terminated(BaseException):
    """The REPL was asked to stop by a signal; ``status`` is the exit status to use."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.status = 128 + signum


def _stop(signum: int, frame: FrameType | None) -> None:
    app = get_app_or_none()
    loop = app.loop if app is not None and app.is_running else None
    if app is None or loop is None:
        raise Terminated(signum)

    def leave() -> None:
        if not app.future or not app.future.done():
            app.exit(exception=Terminated(signum))

    loop.call_soon_threadsafe(leave)


@contextlib.contextmanager
def stopping_cleanly() -> Iterator[None]:
    previous = {signum: signal.signal(signum, _stop) for signum in SIGNALS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
