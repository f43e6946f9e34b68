"""A connection's place at the shared table (``Link``: who it plays as, what waits to be
shown on it), what kind of key it came with (``Role``), and the table's own lines
(``Notice``)."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from .limits import Bucket, Limits


class Role(Enum):
    PLAYER = "player"
    SPECTATOR = "spectator"  # a key that may only watch
    HOST = "host"  # the terminal ``serve`` runs in: every command, as the house


@dataclass(frozen=True, slots=True)
class Notice:
    """A line from the shared table itself, not the game: who came and went, whose turn it
    is, a limit reached."""

    text: str


class Link:
    """One connection's place at the table: who it plays as, and what waits to be shown on
    it. ``close`` ends the connection (set by the server); ``sink``, when set, is handed
    each delivery at once instead of the outbox (the host's terminal)."""

    def __init__(
        self,
        name: str,
        key: str,
        role: Role,
        limits: Limits,
        peer: str = "",
        sink: Callable[[Sequence[object]], None] | None = None,
    ) -> None:
        self.name = name
        self.key = key
        self.role = role
        self.peer = peer
        self.sink = sink
        self.outbox: deque[object] = deque()
        self.ready = asyncio.Event()
        self.commands = Bucket(limits.commands_per_second, limits.command_burst)
        self.most = limits.pending_deliveries
        self.close: Callable[[str], None] = lambda why: None
        self.closed = False

    def deliver(self, items: Sequence[object]) -> None:
        if self.closed or not items:
            return
        if self.sink is not None:
            self.sink(items)
            return
        self.outbox.extend(items)
        if len(self.outbox) > self.most:
            self.drop("too much output waiting to be shown: is the connection reading?")
            return
        self.ready.set()

    def take(self) -> list[object]:
        items = list(self.outbox)
        self.outbox.clear()
        self.ready.clear()
        return items

    def drop(self, why: str, keep: bool = False) -> None:
        """Let the connection go; what waits to be shown is shown first if ``keep``."""
        if not self.closed:
            self.closed = True
            if not keep:
                self.outbox.clear()
            self.ready.set()
            self.close(why)
