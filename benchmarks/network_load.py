"""What one ``crapsrepl serve`` holds: ``python benchmarks/network_load.py [--watchers N]
[--players P] [--commands M]``.

Starts ``crapsrepl serve`` as its own process, its per-connection limits lifted so that
what is measured is the table's own work, not the guards' pacing. From this process it
connects N watchers, each an SSH session with a pty showing the game's prompt, and prints
the time it took and the server's memory after (VmRSS), with its memory before any
connection beside it. Then P players, all at once, each send M commands one after another
(``field 1``: a bet that every connection sees), each waiting for its own answer; printed:
commands a second in all, the median and 95th percentile of the time from a command's
Enter to the moment the last watcher has it on screen, and the server's CPU time per
command (``/proc/PID/stat``), and the server's memory after the commands (each
connection's log has grown). The clients share the machine with the server: on two cores
the figures are the server's and its clients' together, a floor for the server alone.

``--screen``: the server is started with ``--screen``, so every connection shows the full
screen (a window of 100x40), and each client reads its window through a terminal
emulator (pyte): the full screen writes only what changed, so a line is never sent
whole. Run it with and without ``--screen`` and compare the CPU a command and the memory a
connection.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import asyncssh
import pyte

NAMES = re.compile(rb"(P\d+) adds \$1 on the field, now \$(\d+)")
SIZE = (100, 40)


class Screen(asyncssh.SSHClientSession[bytes]):
    """A terminal that notes when each player's bet of a given total first showed."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, int], float] = {}
        self.tail = b""

    def data_received(self, data: bytes, datatype: asyncssh.DataType) -> None:
        now = time.perf_counter()
        text = self.tail + data
        for found in NAMES.finditer(text):
            self.seen.setdefault((found.group(1).decode(), int(found.group(2))), now)
        self.tail = text[-64:]


class Window(Screen):
    """A terminal emulated: notes when each bet first showed in the window's rows."""

    def __init__(self) -> None:
        super().__init__()
        self.window = pyte.Screen(*SIZE)
        self.stream = pyte.ByteStream(self.window)

    def data_received(self, data: bytes, datatype: asyncssh.DataType) -> None:
        now = time.perf_counter()
        self.stream.feed(data)
        for row in self.window.display:
            for found in NAMES.finditer(row.encode()):
                self.seen.setdefault((found.group(1).decode(), int(found.group(2))), now)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def session(
    port: int, name: str, key: Path, window: bool
) -> tuple[asyncssh.SSHClientConnection, asyncssh.SSHClientChannel[bytes], Screen]:
    conn = await asyncssh.connect(
        "127.0.0.1",
        port,
        username=name,
        client_keys=[str(key)],
        known_hosts=None,
        agent_path=None,
        config=None,
    )
    chan, screen = await conn.create_session(
        Window if window else Screen, term_type="xterm", term_size=SIZE, encoding=None
    )
    assert isinstance(screen, Screen)
    return conn, chan, screen


async def wait_for(screen: Screen, key: tuple[str, int], deadline: float = 60.0) -> float:
    start = time.perf_counter()
    while key not in screen.seen:
        if time.perf_counter() - start > deadline:
            raise SystemExit(f"never saw {key}")
        await asyncio.sleep(0.001)
    return screen.seen[key]


async def measure(port: int, pid: int, key: Path, args: argparse.Namespace) -> None:
    base = rss_kib(pid)
    start = time.perf_counter()
    watchers = await asyncio.gather(
        *(session(port, f"W{i}", key, args.screen) for i in range(args.watchers))
    )
    took = time.perf_counter() - start
    await asyncio.sleep(1)
    held = rss_kib(pid)
    print(
        f"{args.watchers} watchers connected in {took:.2f} s; server memory "
        f"{base / 1024:.1f} MiB before, {held / 1024:.1f} MiB after "
        f"({(held - base) / max(args.watchers, 1):.0f} KiB a connection)"
    )
    players = [await session(port, f"P{i}", key, args.screen) for i in range(args.players)]
    for index, (_, chan, _) in enumerate(players):
        chan.write(b"sit 1000000\rfield 1\rfield 1\r")
        await wait_for(players[index][2], (f"P{index}", 2))
    delays: list[float] = []
    cpu = cpu_seconds(pid)

    async def play(index: int) -> None:
        name, (_, chan, screen) = f"P{index}", players[index]
        for total in range(3, args.commands + 3):
            sent = time.perf_counter()
            chan.write(b"field 1\r")
            await wait_for(screen, (name, total))
            last = max([await wait_for(w[2], (name, total)) for w in watchers], default=sent)
            delays.append(last - sent)

    start = time.perf_counter()
    await asyncio.gather(*(play(i) for i in range(args.players)))
    took = time.perf_counter() - start
    used = cpu_seconds(pid) - cpu
    count = args.commands * args.players
    delays.sort()
    print(
        f"{count} commands from {args.players} players in {took:.2f} s: "
        f"{count / took:.1f} commands a second, each shown on {args.watchers + args.players} "
        f"screens"
    )
    print(
        f"Enter to the last screen: median {statistics.median(delays) * 1000:.0f} ms, "
        f"95th percentile {delays[int(len(delays) * 0.95) - 1] * 1000:.0f} ms; "
        f"server CPU {used / count * 1000:.1f} ms a command"
    )
    after = rss_kib(pid)
    print(
        f"server memory after the commands {after / 1024:.1f} MiB "
        f"({(after - base) / (args.watchers + args.players):.0f} KiB a connection)"
    )
    for conn, _, _ in [*watchers, *players]:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--watchers", type=int, default=30)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--commands", type=int, default=100)
    parser.add_argument("--screen", action="store_true", help="every connection at the full screen")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        key = Path(folder) / "key"
        made = asyncssh.generate_private_key("ssh-ed25519")
        made.write_private_key(str(key))
        made.write_public_key(str(key) + ".pub")
        keys = Path(folder) / "authorized_keys"
        keys.write_text(Path(str(key) + ".pub").read_text())
        wanted = args.watchers + args.players + 4
        server = subprocess.Popen(
            [
                sys.executable, "-m", "crapsrepl", "serve", "--no-journal",
                "--authorized-keys", str(keys), "--host-key", f"{folder}/host", "--port", "0",
                "--max-connections", str(wanted), "--max-per-key", str(wanted),
                "--commands-per-second", "100000", "--keys-per-second", "1000000",
                *(["--screen"] if args.screen else []),
            ],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            assert server.stdout is not None
            line = server.stdout.readline().decode()
            port = int(re.search(r"port (\d+)", line).group(1))  # type: ignore[union-attr]
            threading.Thread(target=server.stdout.read, daemon=True).start()  # the host's log
            asyncio.run(measure(port, server.pid, key, args))
        finally:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    main()
