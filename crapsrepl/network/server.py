"""The SSH side of ``crapsrepl serve``, on asyncssh: who gets in, what they may ask for, and
the guards that keep one connection from costing the others.

Only public keys authenticate (no password, no keyboard-interactive, no host-based, no
certificate); the SSH user name is the player's name. A connection may open one session,
with a pty, running the game: no exec, no subsystem (SFTP, SCP), no port or socket
forwarding, no agent or X11 forwarding. Connections are counted (all of them, and per
key); keystrokes are read at most ``keys_per_second`` (SSH's window then holds the client
back); output a client leaves unread piles up to ``output_buffer`` bytes before the
connection is dropped; a connection without a key for ``idle_timeout`` seconds is closed;
keepalives find a link that has silently died.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import asyncssh

from .channel import GameChannel
from .front import FrontFactory
from .hall import Hall
from .keys import KeyRing, fingerprint
from .link import Role
from .table import SharedTable


async def listen(
    table: SharedTable,
    keys: KeyRing,
    host_key: asyncssh.SSHKey,
    front: FrontFactory,
    address: str,
    port: int,
    say: Callable[[str], None],
) -> asyncssh.SSHAcceptor:
    """Start taking connections to ``table`` (``port`` 0: any free one; the acceptor's
    ``get_port`` says which)."""
    hall = Hall(table, keys, table.limits, front, say)
    asyncio.get_running_loop().run_in_executor(None, table.controller.warm_up)
    return await asyncssh.create_server(
        lambda: TableServer(hall), address, port, options=hall.options(host_key)
    )


class TableServer(asyncssh.SSHServer):
    """One SSH connection, from its first byte to its authenticated sessions."""

    def __init__(self, hall: Hall) -> None:
        self.hall = hall
        self.conn: asyncssh.SSHServerConnection | None = None
        self.counted = False
        self.user = ""
        self.key = ""
        self.role: Role | None = None
        self.sessions = 0
        self.peer = ""

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) else ""
        if self.hall.open >= self.hall.limits.max_connections:
            self.hall.say(f"refused a connection from {self.peer}: the table is full")
            # After this call returns: the server's version line goes first, so the client
            # can read the reason (sent before it, the packet was garbage to any client).
            asyncio.get_running_loop().call_soon(
                conn.disconnect, asyncssh.DISC_TOO_MANY_CONNECTIONS, "the table is full"
            )
            return
        self.hall.open += 1
        self.counted = True

    def connection_lost(self, exc: Exception | None) -> None:
        if self.counted:
            self.counted = False
            self.hall.open -= 1

    def begin_auth(self, username: str) -> bool:
        self.user = username
        return True  # always: nobody is let in without a key

    def password_auth_supported(self) -> bool:
        return False

    def kbdint_auth_supported(self) -> bool:
        return False

    def host_based_auth_supported(self) -> bool:
        return False

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        role = self.hall.keys.role_of(key, "", self.peer)
        if role is None:
            self.hall.say(f"refused {fingerprint(key)} for {username!r} from {self.peer}")
            return False
        self.role, self.key = role, fingerprint(key)
        return True

    def validate_ca_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        return False

    def session_requested(self) -> asyncssh.SSHServerSession[str] | bool:
        if self.sessions or self.role is None:
            return False  # one game a connection
        self.sessions += 1
        return GameChannel(self.hall, self.user, self.key, self.role, self.peer)

    def connection_requested(
        self, dest_host: str, dest_port: int, orig_host: str, orig_port: int
    ) -> bool:
        return False

    def server_requested(self, listen_host: str, listen_port: int) -> bool:
        return False

    def unix_connection_requested(self, dest_path: str) -> bool:
        return False

    def unix_server_requested(self, listen_path: str) -> bool:
        return False

    def tun_requested(self, unit: int | None) -> bool:
        return False

    def tap_requested(self, unit: int | None) -> bool:
        return False
