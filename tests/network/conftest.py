"""Helpers for the networked table's tests: keys, a table served in the test's own event
loop, real SSH clients that read what a player's terminal shows, and ``crapsrepl serve``
run as a process.

Nothing here times anything: every wait is for text to appear, with a generous deadline
that only a broken server reaches.
"""

from __future__ import annotations

import asyncio
import copy
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import asyncssh
import pyte
import pytest

from crapsrepl.console.games import binding as binding_of
from crapsrepl.console.shared_render import shared_lines
from crapsrepl.network.front import FrontFactory
from crapsrepl.network.keys import KeyRing, read_keys
from crapsrepl.network.limits import Limits
from crapsrepl.network.link import Notice
from crapsrepl.network.server import listen
from crapsrepl.network.table import SharedTable
from crapsrepl.storage.journal import Journal
from crapsrepl.terminal.remote import fronts

WAIT = 20.0  # seconds before a wait for text gives up: only a broken server gets there
PLAYERS = ("Bob", "Adam", "Ann", "Eve", "Zed")
# Escape sequences a terminal acts on (cursor moves, colours, modes) and carriage returns:
# what is left is the text a player reads, in the order it was written.
ANSI = re.compile(
    r"\x1b\[[0-9;?<=>]*[ -/]*[@-~]"  # CSI: cursor, colour, mode
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC: the window's title
    r"|\x1b[()][0-9A-Za-z]|\x1b[=>78]|[\r\x07]"
)
FORWARD = re.compile(r"\x1b\[(\d*)C")  # the cursor moved right: spaces, as a reader sees
T = TypeVar("T")
DEFAULT_LIMITS = Limits()


def run(scenario: Callable[[], Coroutine[object, object, T]]) -> T:
    """A test's scenario, in an event loop of its own."""
    return asyncio.run(asyncio.wait_for(scenario(), timeout=60))


@dataclass(frozen=True)
class Keys:
    folder: Path

    def private(self, name: str) -> Path:
        return self.folder / name

    @property
    def players(self) -> Path:
        return self.folder / "authorized_keys"

    @property
    def spectators(self) -> Path:
        return self.folder / "spectator_keys"

    @property
    def host(self) -> Path:
        return self.folder / "host_key"


@pytest.fixture(scope="session")
def keys(tmp_path_factory: pytest.TempPathFactory) -> Keys:
    """A key for each player, one for a spectator, one nobody authorized, the host's."""
    folder = tmp_path_factory.mktemp("keys")
    made = Keys(folder)
    for name in (*PLAYERS, "watcher", "stranger", "host_key"):
        key = asyncssh.generate_private_key("ssh-ed25519")
        key.write_private_key(str(folder / name))
        key.write_public_key(str(folder / f"{name}.pub"))
        os.chmod(folder / name, 0o600)
    made.players.write_text("".join((folder / f"{n}.pub").read_text() for n in PLAYERS))
    made.spectators.write_text((folder / "watcher.pub").read_text())
    return made


@dataclass
class Served:
    """A table served in this event loop: its port, and every line its host was shown."""

    table: SharedTable
    port: int
    host: list[str] = field(default_factory=list)

    async def host_saw(self, text: str) -> None:
        deadline = time.monotonic() + WAIT
        while not any(text in line for line in self.host):
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"the host never saw {text!r}; it saw:\n" + "\n".join(self.host)
                )
            await asyncio.sleep(0.02)


@asynccontextmanager
async def served(
    keys: Keys,
    game: str = "craps",
    options: Sequence[tuple[str, str]] = (),
    limits: Limits = DEFAULT_LIMITS,
    forced: bool = True,
    journal: Path | None = None,
    front: FrontFactory | None = None,
) -> AsyncIterator[Served]:
    binding = binding_of(game)
    setup = binding.default_setup()
    for name, value in options:
        setup = binding.options.with_option(setup, name, value)
    controller = binding.new_controller(setup, None)
    kept = Journal.start(journal, controller) if journal else None
    table = SharedTable(binding, controller, kept, limits, forced=forced)
    lines: list[str] = []

    def shown(items: Sequence[object]) -> None:
        for item in items:
            lines.extend([f"* {item.text}"] if isinstance(item, Notice) else binding.render(item))

    table.host.sink = shown
    ring = KeyRing(read_keys(keys.players), read_keys(keys.spectators))
    host_key = asyncssh.read_private_key(str(keys.host))
    server = await listen(table, ring, host_key, front or fronts(), "127.0.0.1", 0, lines.append)
    try:
        yield Served(table, server.get_port(), lines)
    finally:
        table.close()
        await asyncio.sleep(0.05)
        server.close()
        await server.wait_closed()
        if kept is not None:
            kept.close()


class Screen(asyncssh.SSHClientSession[str]):
    """What a player's terminal receives, as text."""

    def __init__(self) -> None:
        self.raw: list[str] = []
        self.closed = asyncio.Event()
        self.exit_status: int | None = None
        self.chan: asyncssh.SSHClientChannel[str] | None = None

    def connection_made(self, chan: asyncssh.SSHClientChannel[str]) -> None:
        self.chan = chan

    def data_received(self, data: str, datatype: asyncssh.DataType) -> None:
        self.raw.append(data)
        if "\x1b[6n" in data and self.chan is not None:  # where is the cursor? as a terminal
            self.chan.write("\x1b[20;1R")  # answers: mid-window, so the status bar fits

    def exit_status_received(self, status: int) -> None:
        self.exit_status = status

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed.set()

    @property
    def text(self) -> str:
        spaced = FORWARD.sub(lambda m: " " * int(m.group(1) or 1), "".join(self.raw))
        return ANSI.sub("", spaced)


ALTERNATE = 1049  # xterm's private mode: the alternate screen, the cursor saved
Row = pyte.screens.StaticDefaultDict[int, pyte.screens.Char]


class Window(pyte.Screen):
    """A terminal's window as pyte keeps it, with xterm's alternate screen (pyte draws on
    one buffer only): the full screen is drawn on its own, and leaving it shows the line
    mode's window again, as a terminal does."""

    def __init__(self, columns: int, lines: int) -> None:
        super().__init__(columns, lines)
        self.main: tuple[dict[int, Row], pyte.screens.Cursor] | None = None
        self.answer: Callable[[str], None] = lambda data: None

    def set_mode(self, *modes: int, **kwargs: object) -> None:
        if kwargs.get("private") and ALTERNATE in modes and self.main is None:
            self.main = (copy.deepcopy(self.buffer), copy.copy(self.cursor))
            self.erase_in_display(2)
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes: int, **kwargs: object) -> None:
        super().reset_mode(*modes, **kwargs)
        if kwargs.get("private") and ALTERNATE in modes and self.main is not None:
            (buffer, self.cursor), self.main = self.main, None
            self.buffer.clear()
            self.buffer.update(buffer)
            self.dirty.update(range(self.lines))

    def write_process_input(self, data: str) -> None:
        """What the terminal answers (where its cursor is) goes back to the server."""
        self.answer(data)

    @property
    def rows(self) -> list[str]:
        return [line.rstrip() for line in self.display]


class Emulated(Screen):
    """A player's terminal emulated (pyte): what their window shows, row by row."""

    def __init__(self, columns: int, rows: int) -> None:
        super().__init__()
        self.window = Window(columns, rows)
        self.window.answer = self._answer
        self.stream = pyte.Stream(self.window)

    def data_received(self, data: str, datatype: asyncssh.DataType) -> None:
        self.raw.append(data)
        self.stream.feed(data)

    def _answer(self, data: str) -> None:
        if self.chan is not None:
            self.chan.write(data)


class Player:
    """One player at their own terminal, through a real SSH client."""

    def __init__(
        self,
        name: str,
        conn: asyncssh.SSHClientConnection,
        chan: asyncssh.SSHClientChannel[str],
        screen: Screen,
    ) -> None:
        self.name = name
        self.conn = conn
        self.chan = chan
        self.screen = screen
        self.read_to = 0

    @classmethod
    async def join(
        cls,
        port: int,
        name: str,
        keys: Keys,
        key: str | None = None,
        pty: bool = True,
        window: int = 2 * 1024 * 1024,
        welcome: bool = True,
        size: tuple[int, int] | None = None,
    ) -> Player:
        """``size`` (columns, rows): the terminal is emulated, its window read row by row
        (``shows``); else what it is sent is read as text (``sees``)."""
        conn = await connect(port, name, keys, key)
        chan, screen = await conn.create_session(
            (lambda: Emulated(*size)) if size else Screen,
            term_type="xterm" if pty else None,
            term_size=(size or (100, 40)) if pty else None,
            window=window,
        )
        assert isinstance(screen, Screen)
        player = cls(name, conn, chan, screen)
        if pty and welcome:
            await player.sees("Welcome to the")
        return player

    def send(self, line: str) -> None:
        self.chan.write(line + "\r")

    async def play(self, line: str, *answer: str) -> str:
        """Type ``line`` and wait for each line of the answer, in order."""
        self.send(line)
        seen = ""
        for text in answer:
            seen += await self.sees(text)
        return seen

    async def sees(self, text: str, timeout: float = WAIT) -> str:
        """Wait until ``text`` appears after what was already read; what came up to it."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen.text
            found = shown.find(text, self.read_to)
            if found >= 0:
                chunk = shown[self.read_to : found + len(text)]
                self.read_to = found + len(text)
                return chunk
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{self.name} never saw {text!r}; after what was read, the screen had:\n"
                    + shown[self.read_to :][-3000:]
                )
            if self.screen.closed.is_set() and text not in shown[self.read_to :]:
                await asyncio.sleep(0.05)
                if text not in self.screen.text[self.read_to :]:
                    raise AssertionError(
                        f"{self.name}'s connection closed before {text!r}:\n" + shown[-3000:]
                    )
            await asyncio.sleep(0.01)

    def saw(self, text: str) -> bool:
        return text in self.screen.text

    @property
    def window(self) -> Window:
        assert isinstance(self.screen, Emulated), "joined without a size: no window emulated"
        return self.screen.window

    async def shows(self, *texts: str, timeout: float = WAIT) -> list[str]:
        """Wait until the window shows every one of ``texts`` (each within a row) at once;
        its rows then."""
        deadline = time.monotonic() + timeout
        while True:
            rows = self.window.rows
            if all(any(text in row for row in rows) for text in texts):
                return rows
            if time.monotonic() > deadline or self.screen.closed.is_set():
                missing = [t for t in texts if not any(t in row for row in rows)]
                raise AssertionError(
                    f"{self.name}'s window never showed {missing!r}; it shows:\n" + "\n".join(rows)
                )
            await asyncio.sleep(0.02)

    def resize(self, columns: int, rows: int) -> None:
        """The player's window made ``columns`` x ``rows``: the client tells the server."""
        self.window.resize(rows, columns)
        self.chan.change_terminal_size(columns, rows)

    async def ended(self) -> str:
        await asyncio.wait_for(self.screen.closed.wait(), WAIT)
        return self.screen.text

    async def leave(self) -> None:
        self.conn.close()
        await self.conn.wait_closed()


async def connect(
    port: int, name: str, keys: Keys, key: str | None = None, **options: object
) -> asyncssh.SSHClientConnection:
    chosen: dict[str, object] = {"agent_path": None, "config": None, **options}
    return await asyncssh.connect(
        "127.0.0.1",
        port,
        username=name,
        client_keys=[str(keys.private(key or name))],
        known_hosts=None,
        **chosen,
    )


class ServeProcess:
    """``crapsrepl serve`` as its own process: the host's lines, typed and read."""

    def __init__(self, args: Sequence[str], env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "crapsrepl", "serve", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
        )
        self.out: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            self.out.append(raw.decode("utf-8", "replace"))

    @property
    def text(self) -> str:
        return "".join(self.out)

    def sees(self, pattern: str, timeout: float = WAIT) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(pattern, self.text)
            if found:
                return found
            if (
                time.monotonic() > deadline
                or self.proc.poll() is not None
                and not self._reader.is_alive()
            ):
                raise AssertionError(f"serve never printed {pattern!r}; it printed:\n{self.text}")
            time.sleep(0.02)

    @property
    def port(self) -> int:
        return int(self.sees(r"port (\d+)").group(1))

    def type(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.kill()
        status = self.proc.wait(WAIT)
        self._reader.join(WAIT)
        return status


def render_all(game: str, items: Sequence[object]) -> list[str]:
    binding = binding_of(game)
    return [line for item in items for line in (binding.render(item) or shared_lines(item))]
