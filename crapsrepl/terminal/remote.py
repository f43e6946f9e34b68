"""The game's prompt in a player's own terminal, over SSH (``crapsrepl serve``).

Each connection gets what a local session has: completion, history (its own, in memory,
kept across a reconnection), suggestions, the status bar, one-key plays on its own turn,
colours, lines fitted to its window, and the full-screen table (``screen on``, drawn by
``remote_screen``) where its window holds it. Every event of the table is printed above
the prompt as it happens (prompt_toolkit's ``in_terminal``), so what a player is typing
stays as it was, or goes to the full screen's log while that is shown: each connection has
its own mode. The connection's keys and output pass through ``remote_channel``; what a
player keeps across connections is ``remote_kept``'s.

Nothing here reaches the server's files or process: no file names are completed, no pager
is opened, Ctrl-Z suspends nothing, and neither Ctrl-C nor the window's size touches the
server's own signal handlers.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TextIO, cast

from prompt_toolkit import PromptSession
from prompt_toolkit.application import Application, get_app, in_terminal
from prompt_toolkit.application.current import AppSession, create_app_session
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.key_binding import merge_key_bindings
from prompt_toolkit.output.vt100 import Vt100_Output

from ..network.front import Front, FrontFactory, Terminal
from ..network.link import Link
from ..network.table import SharedTable
from .completer import CommandCompleter
from .keys import expanded, guarded_bindings, keys_hint, quick_keys, suggestions
from .remote_channel import KeyFeed, ToClient, event_lines, print_lines
from .remote_kept import Kept
from .remote_screen import RESIZE_EVERY, RemoteScreen
from .screen import BACK_TO_LINES, TOO_SMALL, fits, leave, screen_switch, too_small
from .screen_log import ScreenLog
from .session import SCREEN_ON, signature_line
from .style import STYLE

GATHER = 0.02  # seconds of the table's events shown above the prompt at once


class RemoteFront(Front):
    def __init__(self, table: SharedTable, link: Link, terminal: Terminal, kept: Kept) -> None:
        self.table = table
        self.link = link
        self.terminal = terminal
        self.kept = kept
        self.history = kept.history
        binding = table.binding
        self.log = ScreenLog(binding.screen_render or binding.render, binding.style)
        self.log.wanted = kept.screen
        self._screen: RemoteScreen | None = None  # the full screen, while it is shown
        self._drawing = asyncio.Lock()  # held while lines are printed above the prompt
        self._output: Vt100_Output | None = None
        self._resize: asyncio.TimerHandle | None = None
        self._resized_at = 0.0
        self._pipe: PipeInput | None = None
        self._keys = KeyFeed(terminal)
        self._closed = False
        self._session: AppSession | None = None

    # from the server ------------------------------------------------------------------
    def feed(self, data: str) -> bool:
        return True if self._closed else self._keys.feed(data)

    def resized(self) -> None:
        """The window changed size: laid out again at once, and after that at most once
        every ``RESIZE_EVERY`` seconds (a redraw after a resize is a whole one, a flood of
        window changes the client's to send)."""
        if self._resize is not None or self._closed:
            return
        loop = asyncio.get_running_loop()
        wait = max(0.0, self._resized_at + RESIZE_EVERY - loop.time())
        self._resize = loop.call_later(wait, self._lay_out)

    def _lay_out(self) -> None:
        self._resize = None
        self._resized_at = asyncio.get_running_loop().time()
        app = self._session.app if self._session is not None else None
        if app is not None and app.is_running:
            app._on_resize()

    def close(self) -> None:
        self._closed = True
        self.link.ready.set()
        self._keys.stop()
        if self._resize is not None:
            self._resize.cancel()
        if self._pipe is not None:
            self._pipe.close()  # the prompt reads the end of its input and returns

    # the session ----------------------------------------------------------------------
    async def run(self) -> None:
        output = Vt100_Output(
            cast(TextIO, ToClient(self.terminal)),
            self._size,
            term=self.terminal.term_type,
            enable_cpr=True,
        )
        self._output = output
        with create_pipe_input() as pipe, create_app_session(input=pipe, output=output) as app:
            self._pipe, self._session = pipe, app
            ends = getattr(pipe, "pipe")  # noqa: B009 (PosixPipeInput's own pipe)
            self._keys.attach(ends.write_fd, ends.read_fd)
            if self._closed:
                return
            prompt = self._prompt()
            prompt.app.before_render += self._screen_again
            shown = asyncio.get_running_loop().create_task(self._show_as_it_comes())
            try:
                self._show(self.link.take())
                await self._play(prompt)
            finally:
                shown.cancel()
                self._show(self.link.take())  # the last words (the summary)
                self._keys.detach()
                self.kept.screen = self.log.wanted

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

    async def _play(self, prompt: PromptSession[str]) -> None:
        binding = self.table.binding
        while not self._closed and not self.link.closed:
            if self.log.wanted and self._fits():
                if await self._full_screen():
                    return
                continue
            default, self.log.pending = self.log.pending, ""
            try:
                line = await prompt.prompt_async(
                    binding.prompt,
                    default=default,
                    handle_sigint=False,
                    set_exception_handler=False,
                )
            except KeyboardInterrupt:
                continue
            except EOFError:
                return
            if self._closed or self.link.closed:
                return
            switch = screen_switch(line, binding)
            if switch is not None:
                self._switch(switch)
                continue
            self.log.say(f"{binding.prompt}{line}")
            if self._submit(line):
                return

    def _submit(self, line: str) -> bool:
        """Play ``line`` at the table and show its answer; True if it ends the session."""
        reply = self.table.submit(self.link, line)
        self._show(self.link.take())
        return reply.quit

    # the full screen ------------------------------------------------------------------
    def _switch(self, on: bool) -> None:
        """``screen on`` or ``screen off`` typed in the line mode."""
        if on:
            self.log.wanted = True
            if not self._fits():
                self._say(self._too_small())
        else:
            closed = "stays closed" if self.log.wanted else "is closed already"
            self.log.wanted = False
            self._say(f"The full-screen table {closed}; `screen on` opens it.")
        self.kept.screen = self.log.wanted

    async def _full_screen(self) -> bool:
        """The full screen until it hands back to the line mode (False) or the session
        ends (True: quit, Ctrl-D, the connection closed)."""
        table = self.table
        screen = RemoteScreen(
            table.controller, table.binding, self.log, self.history, self._quick, self._submit
        )
        async with self._drawing:  # no line is being printed above the prompt
            self._screen = screen
        try:
            ended = await screen.run_async()
        finally:
            self._screen = None
        self.kept.screen = self.log.wanted
        if ended == TOO_SMALL:
            self._say(self._too_small())
        return ended not in (BACK_TO_LINES, TOO_SMALL)

    def _screen_again(self, app: Application[str]) -> None:
        """The line mode gives way to the full screen the player asked for as soon as the
        window holds it (a resize redraws the prompt)."""
        if self.log.wanted and not self._closed and self._fits():
            self.log.pending = app.current_buffer.text
            leave(app, SCREEN_ON)

    def _fits(self) -> bool:
        columns, rows = self.terminal.size()
        return fits(columns, rows, len(self.table.controller.draw()))

    def _too_small(self) -> str:
        columns, rows = self.terminal.size()
        said = too_small(columns, rows, len(self.table.controller.draw()))
        return " ".join(said.splitlines())

    # what the connection shows --------------------------------------------------------
    async def _show_as_it_comes(self) -> None:
        """The table's events as they arrive: printed above the prompt, what comes within
        ``GATHER`` seconds together, since each time the prompt is drawn again (a few
        milliseconds a connection); or into the full screen's log, drawn again."""
        while not self._closed and not self.link.closed:
            await self.link.ready.wait()
            await asyncio.sleep(GATHER)
            if self._closed:
                return  # what is left is shown as the session ends
            if not self.link.outbox:
                self.link.ready.clear()
                continue
            if self._screen is not None:
                self._show(self.link.take())
                continue
            # taken only here: a cancelled wait loses nothing
            async with self._drawing, in_terminal():
                self._show(self.link.take())

    def _show(self, items: Sequence[object]) -> None:
        """Items from the table: kept in the log, and shown in the full screen (drawn
        again) or printed in the line mode."""
        if not items:
            return
        lines = event_lines(items, self.log.view, self.table.binding.style)
        for css, text, item in lines:
            self.log.say(text, css, item)
        self.log.note_racks(self.table.controller.racks())
        if self._screen is not None:
            self._screen.app.invalidate()
        else:
            self._print(lines)

    def _say(self, text: str) -> None:
        """A line of the front end's own, printed in the line mode."""
        self._print([("", text, None)])

    def _print(self, lines: Sequence[tuple[str, str, object]]) -> None:
        if self._output is not None:
            print_lines(self._output, lines)

    # what the prompt asks ---------------------------------------------------------------
    def _size(self) -> Size:
        columns, rows = self.terminal.size()
        return Size(rows=rows, columns=columns)

    def _quick(self, key: str) -> str | None:
        """A one-key play, only where the command is this player's own to give."""
        line = self.table.controller.quick_line(key, self.link.name)
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


def fronts(screen: bool = False) -> FrontFactory:
    """The front end of every connection to one table, each opening the full screen if
    ``screen`` (``serve --screen``) where the window holds it. A player's history and
    their last ``screen on`` or ``off`` live as long as the server, so a reconnection
    finds them."""
    kept: dict[str, Kept] = {}

    def front(table: SharedTable, link: Link, terminal: Terminal) -> Front:
        mine = kept.setdefault(link.name.casefold(), Kept(screen))
        return RemoteFront(table, link, terminal, mine)

    return front
