"""The game's prompt in a player's own terminal, over SSH (``crapsrepl serve``).

Each connection gets what a local session has: completion, history (its own, in memory,
kept across a reconnection), suggestions, the status bar, one-key plays on its own turn,
colours, lines fitted to its window. Every event of the table is printed above the prompt
as it happens (prompt_toolkit's ``in_terminal``), so what a player is typing stays as it
was. The connection's keys reach prompt_toolkit through a pipe written without blocking:
what the pipe cannot take yet waits here, and past ``FEED_LIMIT`` the server stops reading
the client; and prompt_toolkit is handed a few keys at a time, the next few once it has
read them, so a flood never holds the table's one event loop for long.

Nothing here reaches the server's files or process: no file names are completed, no pager
is opened, Ctrl-Z suspends nothing, and neither Ctrl-C nor the window's size touches the
server's own signal handlers.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import sys
import termios
from collections import deque
from collections.abc import Iterable, Sequence
from typing import TextIO, cast

from prompt_toolkit import PromptSession
from prompt_toolkit.application import get_app, in_terminal
from prompt_toolkit.application.current import AppSession, create_app_session
from prompt_toolkit.data_structures import Size
from prompt_toolkit.formatted_text import FormattedText, StyleAndTextTuples
from prompt_toolkit.history import History
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.key_binding import merge_key_bindings
from prompt_toolkit.output.vt100 import Vt100_Output
from prompt_toolkit.renderer import print_formatted_text as print_fragments
from prompt_toolkit.styles import default_ui_style, merge_styles

from ..console.text import visible
from ..network.front import Front, FrontFactory, Terminal
from ..network.table import Link, Notice, SharedTable
from .completer import CommandCompleter
from .fit import fit
from .keys import expanded, guarded_bindings, keys_hint, quick_keys, suggestions
from .session import signature_line
from .style import STYLE, red_suits, style_class

FEED_LIMIT = 4096  # bytes of keys waiting for the pipe before the client is paused
# prompt_toolkit handles every key the pipe holds in one go, a millisecond or more a key:
# it is handed at most DRIP bytes at a time, the next once it has read them.
DRIP = 16
DRIP_EVERY = 0.01  # seconds between looks at whether it has
KEEP = 500  # lines of history kept per player
GATHER = 0.02  # seconds of the table's events shown above the prompt at once
# Merged once: prompt_toolkit's print_formatted_text merges its styles anew at every call,
# 20 ms of work for each line a connection is shown.
PRINTED = merge_styles([default_ui_style(), STYLE])


class RecentHistory(History):
    """A player's history, in the server's memory only, its last ``KEEP`` lines."""

    def __init__(self) -> None:
        super().__init__()
        self._kept: deque[str] = deque(maxlen=KEEP)

    def load_history_strings(self) -> Iterable[str]:
        return list(reversed(self._kept))

    def store_string(self, string: str) -> None:
        self._kept.append(string)

    def append_string(self, string: str) -> None:
        super().append_string(string)
        del self._loaded_strings[KEEP:]


class _ToClient:
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


class RemoteFront(Front):
    def __init__(
        self, table: SharedTable, link: Link, terminal: Terminal, history: History
    ) -> None:
        self.table = table
        self.link = link
        self.terminal = terminal
        self.history = history
        self._pipe: PipeInput | None = None
        self._fd: int | None = None
        self._read_fd: int | None = None
        self._waiting = bytearray()
        self._next: asyncio.TimerHandle | None = None
        self._closed = False
        self._session: AppSession | None = None

    # from the server ------------------------------------------------------------------
    def feed(self, data: str) -> bool:
        if self._fd is None or self._closed:
            return True
        self._waiting += data.encode("utf-8", "replace")
        self._push()
        return len(self._waiting) < FEED_LIMIT

    def _push(self) -> None:
        """The next few keys into the pipe, once prompt_toolkit has read the last; the rest
        a moment later."""
        self._next = None
        if self._fd is None or self._read_fd is None or self._closed:
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

    def resized(self) -> None:
        app = self._session.app if self._session is not None else None
        if app is not None and app.is_running:
            app._on_resize()

    def close(self) -> None:
        self._closed = True
        self.link.ready.set()
        self._stop_pushing()
        if self._pipe is not None:
            self._pipe.close()  # the prompt reads the end of its input and returns

    def _stop_pushing(self) -> None:
        if self._next is not None:
            self._next.cancel()
            self._next = None
        self._waiting.clear()

    # the session ----------------------------------------------------------------------
    async def run(self) -> None:
        output = Vt100_Output(
            cast(TextIO, _ToClient(self.terminal)),
            self._size,
            term=self.terminal.term_type,
            enable_cpr=True,
        )
        with create_pipe_input() as pipe, create_app_session(input=pipe, output=output) as app:
            self._pipe, self._session = pipe, app
            ends = getattr(pipe, "pipe")  # noqa: B009 (PosixPipeInput's own pipe)
            self._fd, self._read_fd = ends.write_fd, ends.read_fd
            os.set_blocking(self._fd, False)
            if self._closed:
                return
            prompt = self._prompt()
            shown = asyncio.get_running_loop().create_task(self._show_as_it_comes(output))
            try:
                self._print(self.link.take(), output)
                await self._play(prompt, output)
            finally:
                shown.cancel()
                self._print(self.link.take(), output)  # the last words (the summary)
                self._stop_pushing()
                self._fd = self._read_fd = None

    def _prompt(self) -> PromptSession[str]:
        controller = self.table.controller
        return PromptSession(
            history=self.history,
            completer=CommandCompleter(
                controller.players, self.table.binding.commands, files=False
            ),
            auto_suggest=suggestions(self._quick),
            bottom_toolbar=self._bar,
            style=STYLE,
            complete_while_typing=False,
            key_bindings=merge_key_bindings([guarded_bindings(), quick_keys(self._quick)]),
            enable_suspend=False,
            enable_system_prompt=False,
            enable_open_in_editor=False,
        )

    async def _play(self, prompt: PromptSession[str], output: Vt100_Output) -> None:
        while not self._closed and not self.link.closed:
            try:
                line = await prompt.prompt_async(
                    self.table.binding.prompt, handle_sigint=False, set_exception_handler=False
                )
            except KeyboardInterrupt:
                continue
            except EOFError:
                return
            if self._closed or self.link.closed:
                return
            reply = self.table.submit(self.link, line)
            self._print(self.link.take(), output)
            if reply.quit:
                return

    async def _show_as_it_comes(self, output: Vt100_Output) -> None:
        """The table's events, printed above the prompt as they arrive: what comes within
        ``GATHER`` seconds together, since each time the prompt is drawn again (a few
        milliseconds a connection)."""
        while not self._closed and not self.link.closed:
            await self.link.ready.wait()
            await asyncio.sleep(GATHER)
            if not self.link.outbox:
                self.link.ready.clear()
                continue
            async with in_terminal():  # taken only here: a cancelled wait loses nothing
                self._print(self.link.take(), output)

    def _print(self, items: Sequence[object], output: Vt100_Output) -> None:
        if not items:
            return
        binding = self.table.binding
        view = binding.screen_render or binding.render
        columns = output.get_size().columns
        fragments: StyleAndTextTuples = []
        for item in items:
            if isinstance(item, Notice):
                lines, css = fit(item, [f"* {visible(item.text)}"], columns), "class:notice"
            else:
                lines, css = fit(item, view(item), columns), style_class(item, binding.style)
            for text in lines:
                fragments += [*red_suits(css, text), ("", "\n")]
        with contextlib.suppress(OSError):
            print_fragments(output, FormattedText(fragments), PRINTED)
            output.flush()

    # what the prompt asks ---------------------------------------------------------------
    def _size(self) -> Size:
        columns, rows = self.terminal.size()
        return Size(rows=rows, columns=columns)

    def _quick(self, key: str) -> str | None:
        """A one-key play, only where the command is this player's own to give."""
        line = self.table.controller.quick_line(key)
        return line if line is not None and self.table.is_mine(self.link, line) else None

    def _bar(self) -> str:
        typed = get_app().current_buffer.text
        quick = expanded(self._quick, typed)
        if quick is not None:
            return f" Enter plays {quick}"
        commands = self.table.binding.commands
        shown = signature_line(typed, commands) or self.table.controller.status_line()
        shown = f" {self.link.name} |{shown}"
        hint = keys_hint(self._quick, self.terminal.size()[0])
        return shown if hint is None else f"{shown}\n{hint}"


def _unread(fd: int) -> int:
    """Bytes in the pipe prompt_toolkit has not read yet."""
    return int.from_bytes(fcntl.ioctl(fd, termios.FIONREAD, bytes(4)), sys.byteorder)


def fronts() -> FrontFactory:
    """The front end of every connection to one table: each player's history lives as
    long as the server, so a reconnection finds it."""
    histories: dict[str, History] = {}

    def front(table: SharedTable, link: Link, terminal: Terminal) -> Front:
        history = histories.setdefault(link.name.casefold(), RecentHistory())
        return RemoteFront(table, link, terminal, history)

    return front
