"""One SSH session at the table: the game's front end in the client's pty, behind the
guards of one connection (keys a second, the idle clock, output it does not read, a pty
asked for first); ``server`` accepts the connection and hands it here."""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from typing import TYPE_CHECKING

import asyncssh

from .front import Front
from .limits import MAX_COLUMNS, MAX_ROWS, Bucket
from .link import Link, Role
from .seats import Refused

if TYPE_CHECKING:
    from .hall import Hall

_BARE_NEWLINE = re.compile(r"(?<!\r)\n")  # a pty's newline is a carriage return and a line feed
NEEDS_PTY = "this table needs a terminal: connect with ssh -t (or from a terminal)"


class GameChannel(asyncssh.SSHServerSession[str]):
    """One session: the game in the client's pty, behind the per-connection guards."""

    def __init__(self, hall: Hall, user: str, key: str, role: Role, peer: str) -> None:
        self.hall = hall
        self.user, self.key, self.role, self.peer = user, key, role, peer
        self.chan: asyncssh.SSHServerChannel[str] | None = None
        self.pty = False
        self.front: Front | None = None
        self.link: Link | None = None
        self.keys = Bucket(hall.limits.keys_per_second, hall.limits.key_burst)
        self.last_key = time.monotonic()
        self.paused = False
        self.ended = False
        self._resume: asyncio.TimerHandle | None = None
        self._idle: asyncio.TimerHandle | None = None
        self._out: list[str] = []
        self._sending = False
        self._why = ""  # why the table let this connection go, said as it ends
        self.term_type = "xterm"

    # what the client asks for ---------------------------------------------------------
    def connection_made(self, chan: asyncssh.SSHServerChannel[str]) -> None:
        self.chan = chan

    def pty_requested(
        self, term_type: str, term_size: tuple[int, int, int, int], term_modes: object
    ) -> bool:
        self.pty = True
        self.term_type = term_type or "xterm"
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        self.hall.say(f"refused a command for {self.user} from {self.peer}: only the game runs")
        return False

    def subsystem_requested(self, subsystem: str) -> bool:
        self.hall.say(f"refused the {subsystem!r} subsystem for {self.user}")
        return False

    def break_received(self, msec: int) -> bool:
        return False

    def session_started(self) -> None:
        assert self.chan is not None
        if not self.pty:
            self._leave(NEEDS_PTY, 1)
            return
        try:
            self.link = self.hall.table.join(self.user, self.key, self.role, self.peer)
        except Refused as why:
            self.hall.say(f"refused {self.user} from {self.peer}: {why}")
            self._leave(str(why), 1)
            return
        self.link.close = self._dropped
        self.front = self.hall.front(self.hall.table, self.link, self)
        self._watch_idle()
        asyncio.get_running_loop().create_task(self._run(self.front, self.link))

    async def _run(self, front: Front, link: Link) -> None:
        try:
            await front.run()
        except Exception as problem:  # a front end's failure ends its connection only
            self.hall.say(f"{link.name}'s session failed: {type(problem).__name__}: {problem}")
        finally:
            self.hall.table.part(link)
            self._leave(self._why, 0)

    # keys in, bounded -------------------------------------------------------------------
    def data_received(self, data: str, datatype: asyncssh.DataType) -> None:
        if self.front is None or self.ended:
            return
        self.last_key = time.monotonic()
        wait = self.keys.spend(len(data))
        taken = self.front.feed(data)
        if wait > 0 or not taken:
            self._pause(wait)

    def _pause(self, wait: float) -> None:
        assert self.chan is not None
        if not self.paused:
            self.paused = True
            self.chan.pause_reading()
        if wait > 0 and self._resume is None:
            self._resume = asyncio.get_running_loop().call_later(wait, self._wake)

    def _wake(self) -> None:
        self._resume = None
        self.resume_input()

    def resume_input(self) -> None:
        if self.paused and self._resume is None and self.chan is not None and not self.ended:
            self.paused = False
            self.chan.resume_reading()

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        if self.front is not None:
            self.front.resized()

    def eof_received(self) -> bool:
        if self.front is not None:
            self.front.close()
        return False

    def connection_lost(self, exc: BaseException | None) -> None:
        self.ended = True
        for handle in (self._resume, self._idle):
            if handle is not None:
                handle.cancel()
        if self.front is not None:
            self.front.close()

    def _watch_idle(self) -> None:
        limit = self.hall.limits.idle_timeout
        left = self.last_key + limit - time.monotonic()
        if self.ended:
            return
        if left <= 0 and self.link is not None:
            self.link.drop(f"closed after {limit:g} s without a key pressed")
            return
        self._idle = asyncio.get_running_loop().call_later(max(left, 0.05), self._watch_idle)

    # output out, bounded ----------------------------------------------------------------
    def write(self, data: str) -> None:
        """Kept until the loop's next turn and sent then in one packet: a line shown above
        the prompt is three writes (erase, the line, the prompt again)."""
        if self.ended or self.chan is None:
            return
        self._out.append(data)
        if not self._sending:
            self._sending = True
            asyncio.get_running_loop().call_soon(self._send)

    def _send(self) -> None:
        self._sending = False
        data, self._out = "".join(self._out), []
        if self.ended or self.chan is None or not data:
            return
        try:
            self.chan.write(_BARE_NEWLINE.sub("\r\n", data))
        except (OSError, asyncssh.Error):
            return
        if self.backlog() > self.hall.limits.output_buffer and self.link is not None:
            self.link.drop("its output is not being read")

    def backlog(self) -> int:
        """Bytes written for this client and not yet taken by it: in the channel (past the
        window the client gave) and in the socket's buffer (a client that stopped reading
        its socket after offering a huge window)."""
        assert self.chan is not None
        transport = getattr(self.chan.get_extra_info("connection"), "_transport", None)
        queued = (
            transport.get_write_buffer_size()
            if isinstance(transport, asyncio.WriteTransport)
            else 0
        )
        return self.chan.get_write_buffer_size() + queued

    def size(self) -> tuple[int, int]:
        """The client's window, held to ``MAX_COLUMNS`` x ``MAX_ROWS``."""
        if self.chan is None:
            return 80, 24
        columns, rows, _, _ = self.chan.get_terminal_size()
        return min(columns or 80, MAX_COLUMNS), min(rows or 24, MAX_ROWS)

    def _dropped(self, why: str) -> None:
        """The table has let this connection go (the host, a limit, the table closed)."""
        self.hall.say(f"{self.user} ({self.peer}) let go: {why}")
        if self.backlog() > self.hall.limits.output_buffer:
            self.ended = True
            if self.front is not None:
                self.front.close()
            assert self.chan is not None
            self.chan.get_extra_info("connection").abort()
            return
        self._why = why
        if self.front is None:
            self._leave(why, 0)
        else:  # the front end shows what is left, then the session ends (``_run``)
            self.front.close()

    def _leave(self, why: str, status: int) -> None:
        if self.ended or self.chan is None:
            return
        self._send()
        self.ended = True
        if why:
            with contextlib.suppress(OSError, asyncssh.Error):
                self.chan.write(f"\r\ncrapsrepl: {why}\r\n")
        self.chan.exit(status)
