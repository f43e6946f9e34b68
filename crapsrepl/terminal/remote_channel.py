"""A player's connection as prompt_toolkit sees it: keys in through a pipe written without
blocking, output out to the client's channel.

What the pipe cannot take yet waits here, and past ``FEED_LIMIT`` the server stops
reading the client; prompt_toolkit is handed a few keys at a time, the next few once it
has read them, so a flood never holds the table's one event loop for long.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import sys
import termios
from collections.abc import Callable, Sequence

from prompt_toolkit.formatted_text import FormattedText, StyleAndTextTuples
from prompt_toolkit.output.vt100 import Vt100_Output
from prompt_toolkit.renderer import print_formatted_text as print_fragments
from prompt_toolkit.styles import default_ui_style, merge_styles

from ..console.text import visible
from ..network.front import Terminal
from ..network.link import Notice
from .fit import fit
from .style import STYLE, red_suits, style_class

FEED_LIMIT = 4096  # bytes of keys waiting for the pipe before the client is paused
# prompt_toolkit handles every key the pipe holds in one go, a millisecond or more a key:
# it is handed at most DRIP bytes at a time, the next once it has read them.
DRIP = 16
DRIP_EVERY = 0.01  # seconds between looks at whether it has
# Merged once: prompt_toolkit's print_formatted_text merges its styles anew at every call,
# 20 ms of work for each line a connection is shown.
PRINTED = merge_styles([default_ui_style(), STYLE])


class KeyFeed:
    """The client's keys on their way into prompt_toolkit's pipe."""

    def __init__(self, terminal: Terminal) -> None:
        self.terminal = terminal
        self._fd: int | None = None
        self._read_fd: int | None = None
        self._waiting = bytearray()
        self._next: asyncio.TimerHandle | None = None

    def attach(self, write_fd: int, read_fd: int) -> None:
        self._fd, self._read_fd = write_fd, read_fd
        os.set_blocking(write_fd, False)

    def detach(self) -> None:
        self.stop()
        self._fd = self._read_fd = None

    def feed(self, data: str) -> bool:
        """Whether the client may go on sending (False: pause reading it)."""
        if self._fd is None:
            return True
        self._waiting += data.encode("utf-8", "replace")
        self._push()
        return len(self._waiting) < FEED_LIMIT

    def _push(self) -> None:
        """The next few keys into the pipe, once prompt_toolkit has read the last; the rest
        a moment later."""
        self._next = None
        if self._fd is None or self._read_fd is None:
            self._waiting.clear()
            return
        if self._waiting and _unread(self._read_fd) == 0:
            try:
                written = os.write(self._fd, self._waiting[:DRIP])
            except BlockingIOError:
                written = 0
            except OSError:  # the pipe is closed: the session is ending
                self._waiting.clear()
                return
            del self._waiting[:written]
            if len(self._waiting) < FEED_LIMIT:
                self.terminal.resume_input()
        if self._waiting and self._next is None:
            self._next = asyncio.get_running_loop().call_later(DRIP_EVERY, self._push)

    def stop(self) -> None:
        if self._next is not None:
            self._next.cancel()
            self._next = None
        self._waiting.clear()


class ToClient:
    """prompt_toolkit's output stream, written to the client's channel."""

    def __init__(self, terminal: Terminal) -> None:
        self.terminal = terminal
        self.encoding = "utf-8"

    def write(self, data: str) -> int:
        self.terminal.write(data)
        return len(data)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return True


def _unread(fd: int) -> int:
    """Bytes in the pipe prompt_toolkit has not read yet."""
    return int.from_bytes(fcntl.ioctl(fd, termios.FIONREAD, bytes(4)), sys.byteorder)


def print_lines(output: Vt100_Output, lines: Sequence[tuple[str, str, object]]) -> None:
    """(css, text, event) lines printed to the client, each fitted to its window."""
    columns = output.get_size().columns
    fragments: StyleAndTextTuples = []
    for css, text, item in lines:
        for piece in fit(item, [text], columns):
            fragments += [*red_suits(css, piece), ("", "\n")]
    with contextlib.suppress(OSError):
        print_fragments(output, FormattedText(fragments), PRINTED)
        output.flush()


def event_lines(
    items: Sequence[object], view: Callable[[object], list[str]], style: Callable[[object], str]
) -> list[tuple[str, str, object]]:
    """(css, text, event) for the table's events and the server's notices, as shown."""
    lines: list[tuple[str, str, object]] = []
    for item in items:
        if isinstance(item, Notice):
            lines.append(("class:notice", f"* {visible(item.text)}", item))
        else:
            css = style_class(item, style)
            lines += [(css, text, item) for text in view(item)]
    return lines
