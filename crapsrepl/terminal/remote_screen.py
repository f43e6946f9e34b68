"""The full-screen table on one connection to ``crapsrepl serve`` (``screen on`` there): the
layout a local terminal shows (``screen``), drawn in the player's own window through their
connection. Each line typed goes to the shared table as the line mode's lines do; the
table's events come into the connection's own log, and the table is drawn again after
each (``RemoteFront``).

What it may cost the server's one event loop is bounded: it is drawn at most once every
``REDRAW_EVERY`` seconds whatever asks for it (keys, the table's events), and it never asks
the window's size on its own: the client says when it changed (``RemoteFront.resized``,
itself held to one redraw every ``RESIZE_EVERY`` seconds). As the line-mode prompt, it has
no way out to the server: no file names completed, no editor, no system prompt, no
suspend, and neither Ctrl-C nor a resize touches the server's signal handlers.
"""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.history import History

from ..console.games import AnyBinding, GameController
from .keys import QuickLine
from .screen import Screen, leave
from .screen_log import ScreenLog

# A redraw of the whole screen costs a few milliseconds of the one loop: at most this
# often per connection, however many keys and events ask for one.
REDRAW_EVERY = 0.05
RESIZE_EVERY = 0.25  # seconds between the redraws a flood of window changes may cause


class RemoteScreen(Screen):
    """One player's full screen; ``play`` hands a line to the table and says whether it
    ended the session (``quit``)."""

    def __init__(
        self,
        controller: GameController,
        binding: AnyBinding,
        log: ScreenLog,
        history: History,
        quick: QuickLine,
        play: Callable[[str], bool],
    ) -> None:
        super().__init__(controller, binding, log, history=history, quick=quick, files=False)
        self._play = play
        self.app.min_redraw_interval = REDRAW_EVERY
        self.app.terminal_size_polling_interval = None

    def play(self, line: str) -> None:
        if self._play(line):
            leave(self.app, 0)

    async def run_async(self) -> int:
        """As ``run``; 0 too when the connection closes under it."""
        try:
            result = await self.app.run_async(handle_sigint=False, set_exception_handler=False)
        except EOFError:
            return 0
        return 0 if result is None else result
