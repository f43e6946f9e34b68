"""The terminal ``crapsrepl serve`` runs in: the table's log as plain lines, and the host's
commands read from stdin, a line at a time, without ever blocking the table.

A line starting with ``/`` is the host's own (``/who``, ``/kick NAME``, ``/say TEXT``,
``/close``, ``/help``); any other line is a command of the game played as the house, with
none of the players' restrictions (a bot seated, the dice rolled for a player who has
gone, ``save``).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import sys
import threading
from collections.abc import Sequence
from typing import TextIO

from ..console.text import MAX_LINE, visible
from .link import Notice
from .table import SharedTable

WAITING = 10000  # lines the host's terminal may fall behind by before lines are dropped

HELP = [
    "Host commands (any other line is a table command, played as the house):",
    "  /who          who is connected, who has gone and who is leaving",
    "  /kick NAME    close NAME's connections and clear the seat (as soon as its bets allow)",
    "  /say TEXT     a line to every player",
    "  /close        end the table: every player gets the summary; so does Ctrl-C",
    "  /help         this list",
]


class HostConsole:
    def __init__(self, table: SharedTable, out: TextIO = sys.stdout) -> None:
        self.table = table
        self.out = out
        self._pending = b""
        self._fd: int | None = None
        self._was_blocking = True
        self._lines: queue.Queue[str | None] = queue.Queue(WAITING)
        self._dropped = 0
        self._writer = threading.Thread(target=self._write, daemon=True, name="host output")
        self._writer.start()

    def show(self, items: Sequence[object]) -> None:
        """Every event of the table as plain text, and the table's own notices after a
        ``*``. They are written by a thread of their own: a host's terminal that stops
        reading (scrolled back, a full pipe) holds up only its own lines, and past
        ``WAITING`` of them the rest are counted, not kept."""
        for item in items:
            if isinstance(item, Notice):
                lines = [f"* {visible(item.text)}"]
            else:
                lines = self.table.binding.render(item)
            for line in lines:
                try:
                    self._lines.put_nowait(line)
                except queue.Full:
                    self._dropped += 1

    def _write(self) -> None:
        while (line := self._lines.get()) is not None:
            dropped, self._dropped = self._dropped, 0
            if dropped:
                line = f"* ({dropped} lines not shown: this terminal fell behind)\n{line}"
            with contextlib.suppress(OSError, ValueError):
                self.out.write(line + "\n")
                if self._lines.empty():
                    self.out.flush()

    def close(self, wait: float = 5.0) -> None:
        """The lines waiting are written (for at most ``wait`` seconds), then no more."""
        self.detach()
        with contextlib.suppress(queue.Full):
            self._lines.put(None, timeout=wait)
        self._writer.join(wait)

    def attach(self, fd: int) -> None:
        """Read the host's lines from ``fd`` as they come (a terminal, a pipe). The
        descriptor is the shell's too: it is made blocking again on ``detach``."""
        try:
            self._was_blocking = os.get_blocking(fd)
            os.set_blocking(fd, False)
        except (OSError, ValueError):
            return  # no input to read (a closed stdin): the table runs unattended
        try:
            asyncio.get_running_loop().add_reader(fd, self._readable)
        except (OSError, ValueError, NotImplementedError):  # a file on stdin: not read
            os.set_blocking(fd, self._was_blocking)
            return
        self._fd = fd

    def detach(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            asyncio.get_running_loop().remove_reader(fd)
            with contextlib.suppress(OSError):
                os.set_blocking(fd, self._was_blocking)

    def _readable(self) -> None:
        assert self._fd is not None
        try:
            data = os.read(self._fd, 65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:  # end of input: the table goes on, run by its players
            self.detach()
            return
        self._pending += data
        *lines, self._pending = self._pending.split(b"\n")
        if len(self._pending) > MAX_LINE * 4:
            self._pending = b""
        for raw in lines:
            self.line(raw.decode("utf-8", "replace").rstrip("\r"))

    def line(self, text: str) -> None:
        if not text.startswith("/"):
            self.table.submit(self.table.host, text)
            return
        word, _, rest = text[1:].strip().partition(" ")
        rest = rest.strip()
        match word.casefold():
            case "who":
                self.show([Notice(line) for line in self.who()])
            case "kick" if rest:
                if not self.table.kick(rest):
                    self.show([Notice(f"nobody named {rest} is connected or seated")])
            case "say" if rest:
                text = f"host: {rest}"
                for link in (*self.table.links, self.table.host):
                    link.deliver([Notice(text)])
            case "close":
                self.table.close()
            case _:
                self.show([Notice(line) for line in HELP])

    def who(self) -> list[str]:
        table = self.table
        lines = [
            f"{link.name} ({link.role.value}) from {link.peer}"
            + ("" if table.seated(link.name) else ", not seated")
            for link in table.links
        ]
        lines += [f"{table.seated(name) or name}: gone, seat kept" for name in table.away]
        lines += [f"{name}: gone, seat to be cleared" for name in table.leaving.values()]
        return lines or ["nobody is connected"]
