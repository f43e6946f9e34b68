"""What the SSH server and a front end (the prompt, ``terminal/remote.py``) hand each other
for one connection: the network keeps the guards (limits, the pty, what may be asked), the
front end draws the game. prompt_toolkit stays under ``terminal/``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .link import Link
from .table import SharedTable


class Terminal(Protocol):
    """The client's terminal, as the server sees it through its channel."""

    @property
    def term_type(self) -> str: ...

    def write(self, data: str) -> None:
        """Queue ``data`` for the client; the server drops a client that lets too much
        pile up unread."""

    def size(self) -> tuple[int, int]:
        """(columns, rows) of the client's window."""
        ...

    def resume_input(self) -> None:
        """The front end has taken in what it was fed: read the client again."""


class Front(Protocol):
    """One connection's front end: the game's prompt in the client's terminal."""

    def feed(self, data: str) -> bool:
        """Keys the client typed; False while the front end is still taking in earlier
        ones (the server then stops reading until ``Terminal.resume_input``)."""
        ...

    def resized(self) -> None: ...

    def close(self) -> None:
        """The connection is gone: ``run`` ends."""

    async def run(self) -> None:
        """The session, until the player leaves or ``close``."""


FrontFactory = Callable[[SharedTable, Link, Terminal], Front]
