"""Probes of the networked table's guards (docs/security.md, "The networked table"): each
hostile client is a real SSH client, and each test also shows the others play on."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import asyncssh
import pytest

from crapsrepl.network.channel import GameChannel
from crapsrepl.network.front import Front, Terminal
from crapsrepl.network.limits import Limits
from crapsrepl.network.link import Link
from crapsrepl.network.table import SharedTable
from crapsrepl.terminal.remote import fronts

from .conftest import Keys, Player, Screen, connect, run, served

# Keys read as fast as they come: what is tested is what happens past them.
FAST_KEYS = Limits(keys_per_second=1 << 20, key_burst=1 << 20)


async def seated(port: int, keys: Keys, *names: str) -> list[Player]:
    players = []
    for name in names:
        player = await Player.join(port, name, keys)
        await player.play("sit 100", f"{name} sits down with $100.")
        players.append(player)
    return players


async def play_a_round(bob: Player, adam: Player) -> None:
    """Bob and Adam bet and roll; each sees the other's bets."""
    await bob.play("line 10", "Bob bets $10 on the pass line")
    await adam.sees("Bob bets $10 on the pass line")
    await adam.play("field 5", "Adam bets $5 on the field")
    await bob.sees("Adam bets $5 on the field")
    await bob.play("roll(6)", "Bob rolls 1 + 5 = 6.", "The point is 6.")
    await adam.sees("Adam loses $5 on the field")


def children() -> set[str]:
    """The processes this one has started and not yet reaped."""
    found: set[str] = set()
    for task in Path("/proc/self/task").iterdir():
        found |= set((task / "children").read_text().split())
    return found


def test_a_key_not_authorized_is_refused(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            with pytest.raises(asyncssh.PermissionDenied):
                await connect(table.port, "Bob", keys, key="stranger")
            await table.host_saw("refused SHA256:")
            assert "Bob" not in table.table.claims.owners

    run(scenario)


def test_passwords_and_keyboard_interactive_are_never_asked_for(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            for options in ({"password": "hunter2"}, {"kbdint_auth": True, "password": "x"}):
                with pytest.raises(asyncssh.PermissionDenied):
                    await asyncssh.connect(
                        "127.0.0.1",
                        table.port,
                        username="Bob",
                        client_keys=None,
                        known_hosts=None,
                        agent_path=None,
                        config=None,
                        **options,
                    )

    run(scenario)


def test_a_connection_without_a_pty_is_told_it_needs_one(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            bob = await Player.join(table.port, "Bob", keys, pty=False)
            shown = await bob.ended()
            assert "crapsrepl: this table needs a terminal: connect with ssh -t" in shown
            assert bob.screen.exit_status == 1
            assert table.table.links == []

    run(scenario)


def test_exec_sftp_forwarding_and_x11_are_refused(keys: Keys, tmp_path: Path) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            (bob,) = await seated(table.port, keys, "Bob")
            conn = await connect(table.port, "Adam", keys)
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.run("cat /etc/passwd", check=False)
            await table.host_saw("refused a command for Adam")
            with pytest.raises((asyncssh.ChannelOpenError, asyncssh.SFTPError)):
                await conn.start_sftp_client()
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.create_connection(asyncssh.SSHTCPSession, "127.0.0.1", table.port)
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.create_unix_connection(asyncssh.SSHUNIXSession, str(tmp_path / "s"))
            with pytest.raises(asyncssh.ChannelListenError):
                await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", table.port)
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.create_session(
                    asyncssh.SSHClientSession, term_type="xterm", x11_forwarding=True
                )
            conn.close()
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")

    run(scenario)


def test_agent_forwarding_is_refused(keys: Keys, tmp_path: Path) -> None:
    terminals: list[Terminal] = []
    made = fronts()

    def front(table: SharedTable, link: Link, terminal: Terminal) -> Front:
        terminals.append(terminal)
        return made(table, link, terminal)

    async def empty_agent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """An ssh-agent holding no keys: every request gets an empty list of identities."""
        while (size := await reader.read(4)) and len(size) == 4:
            await reader.readexactly(int.from_bytes(size, "big"))
            writer.write((5).to_bytes(4, "big") + bytes([12]) + (0).to_bytes(4, "big"))
        writer.close()

    async def scenario() -> None:
        agent = await asyncio.start_unix_server(empty_agent, str(tmp_path / "agent"))
        async with served(keys, front=front) as table:
            conn = await connect(
                table.port, "Bob", keys, agent_path=str(tmp_path / "agent"), agent_forwarding=True
            )
            chan, screen = await conn.create_session(Screen, term_type="xterm")
            assert isinstance(screen, Screen)
            bob = Player("Bob", conn, chan, screen)
            await bob.sees("Welcome to the")
            assert isinstance(terminals[0], GameChannel) and terminals[0].chan is not None
            server_side = terminals[0].chan.get_extra_info("connection")
            assert server_side.get_agent_path() is None
            await bob.play("sit 100", "Bob sits down with $100.")
            bob.conn.close()
        agent.close()
        await agent.wait_closed()

    run(scenario)


def test_a_flood_of_keys_is_held_back_and_the_others_play_on(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            bob, adam = await seated(table.port, keys, "Bob", "Adam")
            eve = await Player.join(table.port, "Eve", keys)
            flood = "x" * (1 << 20)
            eve.chan.write(flood)  # a megabyte of keys, no Enter, never waiting
            await play_a_round(bob, adam)
            # The server reads Eve at its own pace: most of the megabyte is still hers.
            assert eve.chan.get_write_buffer_size() > len(flood) // 2
            assert not eve.screen.closed.is_set()

    run(scenario)


def test_a_flood_of_commands_is_refused_past_the_rate(keys: Keys) -> None:
    async def scenario() -> None:
        # Eleven at once (her seat, ten bets), then one every hundred seconds: past the rate
        # whatever the pace of the machine.
        slow = replace(FAST_KEYS, commands_per_second=0.01, command_burst=11)
        async with served(keys, forced=False, limits=slow) as table:
            bob, eve = await seated(table.port, keys, "Bob", "Eve")
            eve.chan.write("field 1\r" * 30)
            await eve.sees("Eve adds $1 on the field, now $10 (rack $90).")
            await eve.sees("error: too many commands: at most 0.01 a second; wait a moment")
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")
            assert table.table.controller.racks()["Eve"] == 90

    run(scenario)


def test_a_client_that_never_reads_is_dropped_and_the_others_play_on(keys: Keys) -> None:
    async def scenario() -> None:
        limits = replace(
            FAST_KEYS, output_buffer=2048, commands_per_second=1000, command_burst=1000
        )
        async with served(keys, limits=limits) as table:
            bob, adam = await seated(table.port, keys, "Bob", "Adam")
            zed = await Player.join(table.port, "Zed", keys, window=512)
            zed.chan.pause_reading()  # it reads nothing more
            bob.chan.write("field 1\r" * 40)
            await table.host_saw("Zed (127.0.0.1) let go: its output is not being read")
            await table.host_saw("Zed has left.")
            await adam.sees("Zed has left.")
            await play_a_round(bob, adam)
            assert [link.name for link in table.table.links] == ["Bob", "Adam"]

    run(scenario)


def test_a_connection_that_never_speaks_ssh_is_closed_and_blocks_nobody(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, limits=Limits(login_timeout=1)) as table:
            reader, writer = await asyncio.open_connection("127.0.0.1", table.port)
            bob, adam = await seated(table.port, keys, "Bob", "Adam")
            await play_a_round(bob, adam)
            banner = await asyncio.wait_for(reader.read(1000), 20)
            assert banner.startswith(b"SSH-2.0-")
            while await asyncio.wait_for(reader.read(1000), 20):
                pass  # the server closes it once the login time is up
            writer.close()

    run(scenario)


def test_a_name_belongs_to_the_key_that_first_claimed_it(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            (bob,) = await seated(table.port, keys, "Bob")
            impostor = await Player.join(table.port, "bob", keys, key="Eve", welcome=False)
            shown = await impostor.ended()
            assert (
                "crapsrepl: the name bob belongs to another key: connect as another name" in shown
            )
            assert impostor.screen.exit_status == 1
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")
            assert not bob.saw("bob joins")

    run(scenario)


def test_connections_are_limited_in_all_and_per_key(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, limits=Limits(max_connections=4, max_per_key=2)) as table:
            first = await Player.join(table.port, "Bob", keys)
            await Player.join(table.port, "Bob", keys)
            third = await Player.join(table.port, "Bob", keys, welcome=False)
            assert "crapsrepl: this key has 2 connections open already" in await third.ended()
            await Player.join(table.port, "Adam", keys)
            with pytest.raises((asyncssh.DisconnectError, ConnectionError)):
                await Player.join(table.port, "Ann", keys)
            await table.host_saw("the table is full")
            await first.play("sit 100", "Bob sits down with $100.")

    run(scenario)


def test_an_idle_connection_is_closed_and_its_seat_waits(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, limits=Limits(idle_timeout=0.5)) as table:
            table.table.submit(table.table.host, "addPlayer(Bob, 100)")
            bob = await Player.join(table.port, "Bob", keys, welcome=False)
            shown = await bob.ended()
            assert "crapsrepl: closed after 0.5 s without a key pressed" in shown
            await table.host_saw("Bob has gone; the seat and its bets wait 300 s for them.")

    run(scenario)


def test_a_long_line_a_bad_name_and_host_only_commands_are_refused(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys, forced=False, limits=FAST_KEYS) as table:
            bob, adam = await seated(table.port, keys, "Bob", "Adam")
            await bob.play("x" * 1100, "error: the line is too long (more than 1000 characters)")
            await bob.play("save /tmp/table.json", "error: save writes a file on the server")
            await bob.play("load /etc/passwd", "error: load replaces the whole table")
            await bob.play("undo", "error: undo could take back another player's bet")
            await bob.play("addBot(Al, 100, pass)", "error: addBot is the host's to give")
            await bob.play("line 10", "Bob bets $10")
            await bob.play("roll(7)", "error: at this table chance decides")
            await bob.play("screen sideways", "error: screen takes on or off")
            bad = await Player.join(table.port, "1bob", keys, key="Eve", welcome=False)
            assert "crapsrepl: a player's name (the SSH user name) starts with a letter" in (
                await bad.ended()
            )
            assert table.table.controller.racks() == {"Bob": 90, "Adam": 100}

    run(scenario)


def test_a_spectator_key_watches_and_may_not_play(keys: Keys) -> None:
    async def scenario() -> None:
        async with served(keys) as table:
            (bob,) = await seated(table.port, keys, "Bob")
            wendy = await Player.join(table.port, "Wendy", keys, key="watcher")
            await wendy.sees("This key may watch, not play.")
            await wendy.play("sit 100", "error: this key may watch, not play")
            await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")
            await wendy.sees("Bob bets $10 on the pass line (rack $90).")
            await wendy.play("status", "Bob: rack $90")
            assert table.table.controller.players() == ["Bob"]

    run(scenario)


def test_the_prompts_ways_out_to_the_server_are_shut(keys: Keys) -> None:
    """Keys that at a local prompt reach the machine (Ctrl-Z suspends it, Meta-! runs a
    shell command, Ctrl-X Ctrl-E opens an editor, Tab completes file names) do nothing
    here: no process is started, the server is not stopped, no file name is offered."""

    async def scenario() -> None:
        async with served(keys) as table:
            before = children()
            bob = await Player.join(table.port, "Bob", keys)
            bob.chan.write("\x1a")  # Ctrl-Z
            bob.chan.write("\x1b!echo owned > /tmp/crapsrepl-owned\r")  # Meta-!
            bob.chan.write("\x18\x05")  # Ctrl-X Ctrl-E
            bob.chan.write("\x15load /et\t\t\x15")  # Tab after a path, then the line erased
            await bob.play("sit 100", "Bob sits down with $100.")
            assert children() == before
            assert not Path("/tmp/crapsrepl-owned").exists()
            assert "etc/" not in bob.screen.text

    run(scenario)
