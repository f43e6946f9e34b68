"""Clean-room tests of `crapsrepl serve`, written from its docs alone (network.md, security.md).

Each test is an SSH client (asyncssh) at a table started as a subprocess, as a player
with their own key would see it. The SSH user name is the player's name. Output read
from a pty is stripped of its terminal control codes before a pattern is looked for.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import asyncssh
import pytest

TIMEOUT = 20.0  # seconds to wait for any expected text; never a statement about speed
ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
CPR_REQUEST = b"\x1b[6n"

# --------------------------------------------------------------------------- keys


def make_keys(tmp_path: Path, names: list[str]) -> dict[str, asyncssh.SSHKey]:
    """A fresh ed25519 key for each name, also written to NAME.key (for OpenSSH's ssh)."""
    keys: dict[str, asyncssh.SSHKey] = {}
    for name in names:
        key = asyncssh.generate_private_key("ssh-ed25519", comment=name)
        key.write_private_key(str(tmp_path / f"{name}.key"))
        (tmp_path / f"{name}.key").chmod(0o600)  # OpenSSH's ssh reads no other
        keys[name] = key
    return keys


def write_authorized_keys(path: Path, keys: list[asyncssh.SSHKey]) -> Path:
    """An OpenSSH authorized_keys file holding these keys' public halves."""
    path.write_bytes(b"".join(key.export_public_key("openssh") for key in keys))
    return path


# --------------------------------------------------------------------------- the server


class Server:
    """`crapsrepl serve` as a subprocess; its stdin is the host's terminal."""

    def __init__(self, tmp_path: Path, args: list[str]) -> None:
        self.tmp_path = tmp_path
        self.lines: list[str] = []
        self._lock = threading.Lock()
        env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), NO_COLOR="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "crapsrepl", "serve", "--port", "0", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=env,
            text=True,
            bufsize=1,
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        found = self.wait_for(r"port (\d+); players join with")
        self.port = int(found.group(1))

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            with self._lock:
                self.lines.append(line.rstrip("\n"))

    def output(self) -> str:
        with self._lock:
            return "\n".join(self.lines)

    def wait_for(self, pattern: str, timeout: float = TIMEOUT) -> re.Match[str]:
        """Wait until the host's terminal shows `pattern`."""
        deadline = time.monotonic() + timeout
        while True:
            found = re.search(pattern, self.output())
            if found:
                return found
            if time.monotonic() > deadline or self.proc.poll() is not None:
                time.sleep(0.2)
                raise AssertionError(f"host never showed {pattern!r}:\n{self.output()}")
            time.sleep(0.05)

    def host(self, command: str) -> None:
        """A line typed at the host's terminal."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=TIMEOUT)

    def stop(self, graceful: bool = False) -> None:
        """End the server: SIGTERM if `graceful`, else SIGKILL (nothing left to check)."""
        if self.proc.poll() is None:
            if graceful:
                self.proc.terminate()
            else:
                self.proc.kill()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self._reader.join(timeout=5)


def serve(tmp_path: Path, authorized: Path, *args: str) -> Server:
    return Server(
        tmp_path,
        ["--authorized-keys", str(authorized), "--host-key", str(tmp_path / "host_key"), *args],
    )


# --------------------------------------------------------------------------- a player


class Player:
    """One SSH connection with a pty: the player's terminal."""

    def __init__(
        self,
        name: str,
        conn: asyncssh.SSHClientConnection,
        proc: asyncssh.SSHClientProcess[bytes],
    ) -> None:
        self.name = name
        self.conn = conn
        self.proc = proc
        self.raw = b""
        self.text = ""  # everything shown so far, control codes stripped
        self.seen = 0  # read_until looks from here on
        self.eof = False

    async def _pump(self, timeout: float) -> None:
        try:
            data = await asyncio.wait_for(self.proc.stdout.read(65536), timeout)
        except TimeoutError:
            return
        if not data:
            self.eof = True
            return
        if CPR_REQUEST in data:  # prompt_toolkit asks where the cursor is: answer as a terminal
            self.proc.stdin.write(b"\x1b[1;1R")
        self.raw += data
        self.text = ANSI.sub(b"", self.raw).replace(b"\r", b"").decode("utf-8", "replace")

    async def read_until(self, pattern: str, timeout: float = TIMEOUT) -> re.Match[str]:
        """Read the terminal until `pattern` appears after what was already matched."""
        deadline = time.monotonic() + timeout
        regex = re.compile(pattern)
        while True:
            found = regex.search(self.text, self.seen)
            if found:
                self.seen = found.end()
                return found
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                tail = re.sub(r"\n\s*\n+", "\n", self.text[self.seen :])[-3000:]
                raise AssertionError(f"{self.name} never saw {pattern!r}; after the mark:\n{tail}")
            await self._pump(min(left, 0.5))

    async def read_to_end(self, timeout: float = TIMEOUT) -> str:
        """Read until the server closes the session; what came after the mark."""
        deadline = time.monotonic() + timeout
        while not self.eof and time.monotonic() < deadline:
            await self._pump(0.5)
        assert self.eof, f"{self.name}'s session did not end:\n{self.text[self.seen :][-2000:]}"
        return self.text[self.seen :]

    def send_line(self, line: str) -> None:
        """Type a line and press Enter."""
        self.proc.stdin.write(line.encode() + b"\r")

    async def ask(self, line: str, pattern: str) -> re.Match[str]:
        """Type a line and read until its answer (or any line matching `pattern`)."""
        self.send_line(line)
        return await self.read_until(pattern)

    async def bets_line(self, whose: str) -> str:
        """The one-line answer of `bets(whose)` (a view: anyone's)."""
        found = await self.ask(f"bets({whose})", rf"\n({re.escape(whose)}: [^\n]*)\n")
        return found.group(1)

    def close(self) -> None:
        self.conn.close()


async def connect(port: int, name: str, key: asyncssh.SSHKey) -> asyncssh.SSHClientConnection:
    """An SSH connection as `name` with `key` (host key not checked: a test server)."""
    return await asyncssh.connect(
        "127.0.0.1",
        port,
        username=name,
        client_keys=[key],
        known_hosts=None,
        agent_path=None,
        preferred_auth="publickey",
    )


async def join(port: int, name: str, key: asyncssh.SSHKey, prompt: str = "craps>") -> Player:
    """Connect, open a session with a pty, and wait for the game's prompt."""
    conn = await connect(port, name, key)
    proc = await conn.create_process(term_type="xterm", term_size=(160, 40), encoding=None)
    player = Player(name, conn, proc)
    await player.read_until(re.escape(prompt))
    return player


# =========================================================================== craps


NOT_FOR_YOU = r"error: you play as {me}, not as {other}: each player gives their own commands"


def test_three_players_share_a_craps_table_and_only_the_shooter_rolls(tmp_path: Path) -> None:
    """docs/network.md, "Who may do what":

    "the SSH user name is the player's name"; "Every connection sees every change of the
    table"; "A command that would change the table for another player is refused, one line,
    nothing changed: `error: you play as Adam, not as Bob: each player gives their own
    commands`"; "At craps only the shooter throws (`roll`, forced or not) and passes the
    dice; on a seven-out the dice go to the next seated player in seating order, and that
    player is told `* It is your turn, Adam.`"; "A connection whose player is not seated
    watches until it sits down (`addPlayer(100)`)"; "Every connection sees every change of
    the table; its own refusals and views only it sees." Host commands: "`/say TEXT` | a
    line to every player"; "`/close` ... | end the table: every player gets the summary,
    then the connections close".
    """
    keys = make_keys(tmp_path, ["Bob", "Adam", "Ann"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--seed", "3", "--forced", "--no-journal")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        adam = await join(server.port, "Adam", keys["Adam"])
        ann = await join(server.port, "Ann", keys["Ann"])
        server.wait_for(r"\* Ann joins the table \(watching\)\.")

        # Not seated: Ann watches, and is told how to sit down.
        await ann.ask("line 10", r"error: you are not seated: addPlayer\(Ann, 100\) sits you down")

        await bob.ask("addPlayer(100)", r"Bob sits down with \$100\.")
        for p in (adam, ann):
            await p.read_until(r"Bob sits down with \$100\.\n[^\n]*Bob has the dice\.")
        await adam.ask("sit 100", r"Adam sits down with \$100\.")
        await ann.ask("sit 100", r"Ann sits down with \$100\.")
        for p in (bob, adam):
            await p.read_until(r"Ann sits down with \$100\.")

        # A bet made by one is seen by every other connection.
        await bob.ask("line 10", r"Bob bets \$10 on the pass line \(rack \$90\)\.")
        for p in (adam, ann):
            await p.read_until(r"Bob bets \$10 on the pass line \(rack \$90\)\.")

        # A command naming another player is refused and changes nothing.
        before = await adam.bets_line("Bob")
        await adam.ask("placeLineBet(Bob, 10)", NOT_FOR_YOU.format(me="Adam", other="Bob"))
        await adam.ask("removePlayer(Bob)", NOT_FOR_YOU.format(me="Adam", other="Bob"))
        assert await adam.bets_line("Bob") == before
        await bob.ask("status", r"Bob \$90")

        # Only the shooter rolls, forced or not, and passes the dice.
        await adam.ask("roll", r"error: roll is for Bob now, not for you")
        await adam.ask("roll(7)", r"error: [^\n]*")
        answer = await adam.ask("passDice()", r"error: [^\n]*|Adam has the dice\.")
        assert answer.group(0).startswith("error: ")
        assert "Adam rolls" not in adam.text and "Bob rolls" not in adam.text

        await bob.ask("roll(6)", r"Bob rolls \d \+ \d = 6\.\n[^\n]*The point is 6\.")
        for p in (adam, ann):
            await p.read_until(r"Bob rolls \d \+ \d = 6\.\n[^\n]*The point is 6\.")
        await adam.ask("place 6 12", r"Adam bets \$12 on place 6 \(rack \$88\)\.")
        await bob.read_until(r"Adam bets \$12 on place 6 \(rack \$88\)\.")

        # The seven-out hands the dice to the next seated player, who is told.
        await bob.ask("roll(7)", r"Bob rolls \d \+ \d = 7: seven-out\.")
        for p in (bob, adam, ann):
            await p.read_until(r"Adam has the dice\.")
        await adam.read_until(r"\* It is your turn, Adam\.")
        await bob.ask("roll", r"error: roll is for Adam now, not for you")

        # And on Adam's seven-out, to Ann (seating order Bob, Adam, Ann).
        await adam.ask("line 5", r"Adam bets \$5 on the pass line")
        await adam.ask("roll(4)", r"The point is 4\.")
        await adam.ask("roll(7)", r"seven-out\.")
        for p in (bob, adam, ann):
            await p.read_until(r"Ann has the dice\.")
        await ann.read_until(r"\* It is your turn, Ann\.")
        assert "It is your turn, Ann" not in bob.text + adam.text

        # "its own refusals and views only it sees"
        assert "error: roll is for Bob now" not in bob.text + ann.text
        assert "error: you play as Adam" not in bob.text + ann.text
        assert "error: you are not seated" not in bob.text + adam.text

        # The host's terminal: /say reaches every player; /close gives each the summary.
        server.host("/say the house closes at ten")
        for p in (bob, adam, ann):
            await p.read_until(r"the house closes at ten")
        server.host("/close")
        for p in (bob, adam, ann):
            await p.read_until(r"Bob: started \$100")
            await p.read_to_end()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# =========================================================================== blackjack

# Dealt in casino order: Bob, Amy, Cy, the dealer's up card, Bob, Amy, Cy, the hole card;
# then Bob's hit and Cy's hit. Bob 10+6, Amy 9+7, Cy 8+5, the dealer 10+7 (no blackjack).
STACKED = "10, 9, 8, 10, 6, 7, 5, 7, 2, 3"


def test_a_blackjack_table_tells_the_player_to_act_and_refuses_the_others(
    tmp_path: Path,
) -> None:
    """docs/network.md, "Who may do what":

    "At blackjack the players still to answer insurance, then the player whose hand is to
    play, are told so; the model refuses anyone else's `hit`. Any seated player may `deal`
    once someone has bet. One-key plays (`h`, `s`, …) work only on a player's own turn."
    and "stacking the shoe (`shoe(...)`) ... [is] the host's only".
    """
    keys = make_keys(tmp_path, ["Bob", "Amy", "Cy"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(
        tmp_path, auth, "--game", "blackjack", "--seed", "5", "--shoe", STACKED, "--no-journal"
    )

    async def scenario() -> None:
        bob, amy, cy = [
            await join(server.port, name, keys[name], prompt="blackjack>")
            for name in ("Bob", "Amy", "Cy")
        ]
        for p in (bob, amy, cy):
            await p.ask("sit 100", rf"{p.name} sits down with \$100\.")
        for p in (bob, amy, cy):
            await p.ask("bet 10", rf"{p.name} bets \$10")
        await bob.read_until(r"Cy bets \$10")

        # The shoe is the host's.
        await amy.ask("shoe(A, A)", r"error: [^\n]*")

        # Cy, not the first seat, deals.
        cy.send_line("deal")
        for p in (bob, amy, cy):
            await p.read_until(r"Bob to play on 16\.")
        await bob.read_until(r"It is your turn, Bob")
        before = await amy.ask("hand(Bob)", r"\n(16[^\n]*)\n")

        # Nobody acts for Bob: not by naming him, not by their own hit, not by one key.
        await amy.ask("hit(Bob)", NOT_FOR_YOU.format(me="Amy", other="Bob"))
        await amy.ask("hit", r"error: it is Bob's turn, not Amy's")
        await cy.ask("stand", r"error: it is Bob's turn, not Cy's")
        amy.send_line("h")
        cy.send_line("s")
        after = await amy.ask("hand(Bob)", r"\n(16[^\n]*)\n")
        assert after.group(1) == before.group(1)
        assert not re.search(r"(Amy|Cy) (hits|stands)", bob.text)

        # Bob's own one-key plays work on his turn: a hit (the 2), then a stand.
        await bob.ask("h", r"Bob[^\n]*\b2\b[^\n]*18")
        bob.send_line("s")
        for p in (bob, amy, cy):
            await p.read_until(r"Amy to play on 16\.")
        await amy.read_until(r"It is your turn, Amy")
        await bob.ask("hit", r"error: it is Amy's turn, not Bob's")
        amy.send_line("s")
        await cy.read_until(r"Cy to play on 13\.")
        await cy.read_until(r"It is your turn, Cy")
        await cy.ask("h", r"Cy[^\n]*\b3\b[^\n]*16")
        cy.send_line("s")
        for p in (bob, amy, cy):
            await p.read_until(r"[Dd]ealer[^\n]*17")

        for p in (bob, amy, cy):
            p.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# =========================================================================== SSH guards

REFUSED = (
    asyncssh.Error,
    asyncssh.ChannelOpenError,
    asyncssh.ChannelListenError,
    OSError,
    EOFError,
)


async def no_game_prompt(conn: asyncssh.SSHClientConnection, prompt: str = "craps>") -> str:
    """Open a pty session if the server lets us; return what it showed before it ended."""
    try:
        proc = await conn.create_process(term_type="xterm", term_size=(160, 40), encoding=None)
    except REFUSED as exc:
        return f"refused: {exc}"
    player = Player("?", conn, proc)
    try:
        shown = await player.read_to_end()
    except AssertionError:
        shown = player.text
    assert prompt not in shown, f"a game prompt was given:\n{shown}"
    return shown


def test_only_listed_keys_get_in_and_only_the_game_runs(tmp_path: Path) -> None:
    """docs/network.md: "The first run makes the server's host key (`--host-key FILE`, ... written
    `0600`) and says so with its fingerprint". docs/security.md: "a key not in
    `--authorized-keys` (or `--spectators`) is refused"; "the game is the only thing run: no
    exec (nor SCP), no subsystem (SFTP), no TCP or socket forwarding either way, ... one
    session per connection", "and the host told". docs/network.md, Limits: "one session per
    SSH connection | | | a second session is refused"; Decisions: "A client that asks for no
    terminal (`ssh -T`, a script) is told `crapsrepl: this table needs a terminal: connect
    with ssh -t` and the session ends with status 1"."""
    keys = make_keys(tmp_path, ["Bob", "Stranger"])
    auth = write_authorized_keys(tmp_path / "players.keys", [keys["Bob"]])
    server = serve(tmp_path, auth, "--no-journal")

    async def scenario() -> None:
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(server.port, "Stranger", keys["Stranger"])
        server.wait_for(r"refused[^\n]*Stranger")  # "and the host told" (security.md)

        async with await connect(server.port, "Bob", keys["Bob"]) as conn:
            fingerprint = conn.get_server_host_key().get_fingerprint()  # type: ignore[union-attr]
            server.wait_for(rf"host key[^\n]*{re.escape(fingerprint)}")
            assert (tmp_path / "host_key").stat().st_mode & 0o777 == 0o600
            # exec: refused, or at least never run
            try:
                result = await conn.run("echo cleanroom-$((6*7))", check=False, timeout=TIMEOUT)
            except REFUSED:
                pass
            else:
                shown = f"{result.stdout!s}{result.stderr!s}"
                assert "cleanroom-42" not in shown and "craps>" not in shown
                assert result.exit_status != 0
            with pytest.raises(REFUSED):
                await conn.start_sftp_client()
            with pytest.raises(REFUSED):
                await conn.open_connection("127.0.0.1", server.port)
            with pytest.raises(REFUSED):
                await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", server.port)

        async with await connect(server.port, "Bob", keys["Bob"]) as conn:
            proc = await conn.create_process(encoding=None)  # no pty
            player = Player("Bob", conn, proc)
            await player.read_until(r"crapsrepl: this table needs a terminal: connect with ssh -t")
            await player.read_to_end()
            await asyncio.wait_for(proc.wait_closed(), TIMEOUT)
            assert proc.exit_status == 1

        async with await connect(server.port, "Bob", keys["Bob"]) as conn:
            proc = await conn.create_process(term_type="xterm", term_size=(160, 40), encoding=None)
            bob = Player("Bob", conn, proc)
            await bob.read_until("craps>")
            await no_game_prompt(conn)  # a second session on the same connection
            await bob.ask("sit 100", r"Bob sits down with \$100\.")  # the first one plays on

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_a_name_belongs_to_its_key_and_must_be_a_name(tmp_path: Path) -> None:
    """docs/network.md, "A name belongs to its key": "The first key to connect as `Bob`
    owns the name `Bob` (casefolded); any other key connecting as `Bob` is told `crapsrepl:
    the name Bob belongs to another key: connect as another name` and the connection
    ends." "A player's name is a letter, then letters, digits, `_`, `-` or `.`, at most
    20." "keys in `--spectators FILE` may only ever watch." "A seat the host fills
    (`addPlayer(Zed, 50)` at the host's terminal) is played by the first key to connect as
    `Zed`."
    """
    keys = make_keys(tmp_path, ["Bob", "Eve", "Sam", "Zed"])
    auth = write_authorized_keys(tmp_path / "players.keys", [keys["Bob"], keys["Eve"], keys["Zed"]])
    spectators = write_authorized_keys(tmp_path / "spectators.keys", [keys["Sam"]])
    server = serve(tmp_path, auth, "--spectators", str(spectators), "--no-journal")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        await bob.ask("sit 100", r"Bob sits down with \$100\.")

        for as_name in ("Bob", "bob"):
            conn = await connect(server.port, as_name, keys["Eve"])
            async with conn:
                shown = await no_game_prompt(conn)
            assert re.search(
                r"crapsrepl: the name (Bob|bob) belongs to another key: connect as another name",
                shown,
            ), shown

        for bad in ("1abc", "a" * 21, "Bo b", "Bob;x", "Bob/../x"):
            try:
                conn = await connect(server.port, bad, keys["Eve"])
            except REFUSED:
                continue
            async with conn:
                await no_game_prompt(conn)

        good = "E" + "v_e-1.x" + "a" * 12  # 20 characters, every kind the docs allow
        eve = await join(server.port, good, keys["Eve"])
        await eve.ask("sit 50", rf"{re.escape(good)} sits down with \$50\.")

        server.host("addPlayer(Zed, 50)")
        await bob.read_until(r"Zed sits down with \$50\.")
        zed = await join(server.port, "Zed", keys["Zed"])
        await zed.ask("line 5", r"Zed bets \$5 on the pass line \(rack \$45\)\.")
        zed.close()

        sam = await join(server.port, "Sam", keys["Sam"])
        await sam.ask("sit 100", r"error: [^\n]*")
        await sam.ask("status", r"Bob \$100")
        assert "Sam sits down" not in sam.text + bob.text

        bob.close()
        eve.close()
        sam.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# =========================================================================== limits


def test_host_only_commands_long_lines_and_floods_are_refused(tmp_path: Path) -> None:
    """docs/network.md: "A forced roll (`roll(7)`) is refused unless the table was started
    with `--forced`; ... seating a bot (`addBot` ...) ... [is] the host's only, as are
    `save`, `load` and `undo`". Limits: "a line's length | | 1000 characters | keys past it
    are dropped; Enter gives `error: the line is too long`"; "commands a connection gives |
    `--commands-per-second R` | 5 a second, 20 at once | `error: too many commands: at most
    5 a second; wait a moment`, nothing changed". "`screen` with anything but `on` or `off`
    is refused: `error: screen takes on or off: each connection opens its own full screen`".
    """
    keys = make_keys(tmp_path, ["Bob"])
    auth = write_authorized_keys(tmp_path / "players.keys", [keys["Bob"]])
    server = serve(tmp_path, auth, "--seed", "3", "--no-journal")
    saved = tmp_path / "saved.json"

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        await bob.ask("sit 100", r"Bob sits down with \$100\.")
        await bob.ask("line 10", r"Bob bets \$10 on the pass line \(rack \$90\)\.")
        before = await bob.bets_line("Bob")

        for command in ("roll(7)", "roll(3, 4)", f"save {saved}", f"load {saved}", "undo"):
            await bob.ask(command, r"\nerror: [^\n]*\n")
        await bob.ask("addBot(Zed, 100)", r"\nerror: [^\n]*\n")
        await bob.ask(
            "screen sideways",
            re.escape("error: screen takes on or off: each connection opens its own full screen"),
        )
        assert await bob.bets_line("Bob") == before
        assert not saved.exists()
        assert "Bob rolls" not in bob.text and "Zed" not in bob.text.replace("addBot(Zed", "")

        # A second connection of Bob's: one line of 1,200 characters.
        long_line = await join(server.port, "Bob", keys["Bob"])
        await long_line.ask("line " + "1" * 1195, r"error: the line is too long")
        await long_line.ask("bets(Bob)", r"\n(Bob: [^\n]*)\n")
        assert await long_line.bets_line("Bob") == before

        # A third: sixty commands at once, far past 20 at once.
        flood = await join(server.port, "Bob", keys["Bob"])
        flood.proc.stdin.write(b"bets(Bob)\r" * 60)
        await flood.read_until(
            re.escape("error: too many commands: at most 5 a second; wait a moment")
        )
        assert await bob.bets_line("Bob") == before

        for p in (bob, long_line, flood):
            p.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_connections_are_limited_in_all_and_per_key(tmp_path: Path) -> None:
    """docs/network.md, Limits: "open SSH connections, authenticated or not |
    `--max-connections N` | 32 | the connection is refused at once (`the table is full`)";
    "game sessions open with one key | `--max-per-key N` | 3 | `crapsrepl: this key has 3
    connections open already`, connection ends".
    """
    keys = make_keys(tmp_path, ["Bob", "Adam", "Eve", "Zed"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--max-connections", "4", "--max-per-key", "2", "--no-journal")

    async def scenario() -> None:
        adam = await join(server.port, "Adam", keys["Adam"])
        eve = await join(server.port, "Eve", keys["Eve"])
        bob1 = await join(server.port, "Bob", keys["Bob"])
        bob2 = await join(server.port, "Bob", keys["Bob"])

        with pytest.raises(REFUSED):  # the fifth connection; why: see the test below
            conn = await connect(server.port, "Zed", keys["Zed"])
            async with conn:
                await no_game_prompt(conn)
        server.wait_for(r"the table is full")

        adam.close()
        eve.close()
        deadline = time.monotonic() + TIMEOUT
        while True:  # until the server has counted the two closed connections
            try:
                conn = await connect(server.port, "Bob", keys["Bob"])
                break
            except REFUSED:
                assert time.monotonic() < deadline, "the closed connections were never let go"
                await asyncio.sleep(0.2)
        async with conn:
            shown = await no_game_prompt(conn)
        assert "crapsrepl: this key has 2 connections open already" in shown
        await bob1.ask("sit 100", r"Bob sits down with \$100\.")
        await bob2.read_until(r"Bob sits down with \$100\.")
        bob1.close()
        bob2.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_an_idle_connection_is_closed_and_its_seat_waits(tmp_path: Path) -> None:
    """docs/network.md, Limits: "time without a key pressed | `--idle-timeout S` | 1800 s |
    `crapsrepl: closed after 1800 s without a key pressed`; the seat waits as for any gone
    player". Host commands: "`/who` | who is connected (name, player or spectator,
    address) ..."; "`/kick NAME` | close NAME's connections ..."."""
    keys = make_keys(tmp_path, ["Bob", "Adam"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--idle-timeout", "3", "--no-journal")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        await bob.ask("sit 100", r"Bob sits down with \$100\.")
        await bob.ask("line 10", r"Bob bets \$10 on the pass line \(rack \$90\)\.")
        await bob.read_until(r"crapsrepl: closed after 3 s without a key pressed")
        await bob.read_to_end()
        adam = await join(server.port, "Adam", keys["Adam"])
        await adam.ask("bets(Bob)", r"Bob: [^\n]*\$10")
        await adam.ask("status", r"Bob \$90")

        server.host("/who")
        server.wait_for(r"Adam[^\n]*player[^\n]*127\.0\.0\.1")
        server.host("/kick Adam")
        await adam.read_to_end()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_a_client_refused_for_a_full_table_is_told_so(tmp_path: Path) -> None:
    """docs/network.md, Limits: "open SSH connections, authenticated or not |
    `--max-connections N` | 32 | the connection is refused at once (`the table is full`)"."""
    keys = make_keys(tmp_path, ["Bob", "Zed"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--max-connections", "1", "--no-journal")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        with pytest.raises(REFUSED) as refused:
            await connect(server.port, "Zed", keys["Zed"])
        assert "the table is full" in str(refused.value)
        bob.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# =========================================================================== seats kept


def test_a_player_who_goes_finds_seat_and_bets_and_the_table_survives_kill_9(
    tmp_path: Path,
) -> None:
    """docs/network.md, "Connections come and go": "A player whose last connection goes
    (quit, Ctrl-D, a dropped link) keeps their seat, rack and bets for `--grace` seconds
    (300 by default), their bets standing; the others are told `* Bob has gone; the seat
    and its bets wait 300 s for them.` Connecting again with the same name and key finds
    everything as it was (`* Bob is back.`)." "Nothing is lost": "After a crash or `kill
    -9`, `crapsrepl serve --resume FILE` (or `--resume last`) restores every seat, rack, bet
    and name; every seated player with a claimed name is treated as just gone, so they find
    their seat by reconnecting within the grace time. The server's own options (limits,
    `--forced`, `--grace`) are not in the journal: give them again." "The names and keys
    are kept in the journal, so this survives a restart."
    """
    keys = make_keys(tmp_path, ["Bob", "Adam", "Eve"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    journal = tmp_path / "table.jsonl"
    server = serve(tmp_path, auth, "--seed", "3", "--forced", "--journal", str(journal))

    async def before_the_crash() -> tuple[str, str]:
        bob = await join(server.port, "Bob", keys["Bob"])
        adam = await join(server.port, "Adam", keys["Adam"])
        await bob.ask("sit 100", r"Bob sits down with \$100\.")
        await adam.ask("sit 100", r"Adam sits down with \$100\.")
        await bob.ask("line 10", r"Bob bets \$10 on the pass line \(rack \$90\)\.")
        await bob.ask("roll(6)", r"The point is 6\.")
        await adam.ask("place 6 12", r"Adam bets \$12 on place 6 \(rack \$88\)\.")
        await adam.ask("come 5", r"Adam bets \$5 on the come line \(rack \$83\)\.")
        bets_bob = await bob.bets_line("Bob")
        bets_adam = await bob.bets_line("Adam")

        adam.send_line("quit")
        await adam.read_to_end()
        await bob.read_until(
            re.escape("* Adam has gone; the seat and its bets wait 300 s for them.")
        )
        adam = await join(server.port, "Adam", keys["Adam"])
        await bob.read_until(re.escape("* Adam is back."))
        assert await adam.bets_line("Adam") == bets_adam
        await adam.ask("status", r"Adam \$83")
        return bets_bob, bets_adam

    try:
        bets_bob, bets_adam = asyncio.run(before_the_crash())
        server.kill9()
    finally:
        server.stop()
    assert journal.exists()

    server = serve(tmp_path, auth, "--resume", str(journal), "--forced")

    async def after_the_crash() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        adam = await join(server.port, "Adam", keys["Adam"])
        assert await bob.bets_line("Bob") == bets_bob
        assert await bob.bets_line("Adam") == bets_adam
        await adam.ask("status", r"Bob \$90[^\n]*Adam \$83|Adam \$83")

        # The name Bob is still Bob's key's.
        conn = await connect(server.port, "Bob", keys["Eve"])
        async with conn:
            shown = await no_game_prompt(conn)
        assert "crapsrepl: the name Bob belongs to another key: connect as another name" in shown

        # The point, the shooter and the bets play on: Bob's seven-out hands Adam the dice.
        await bob.ask("roll(7)", r"Bob rolls \d \+ \d = 7: seven-out\.")
        await adam.read_until(r"Adam loses \$12 on place 6 \(rack \$83\)\.")
        await adam.read_until(r"Adam wins \$5 on the come line \(rack \$93\)\.")
        await adam.read_until(r"\* It is your turn, Adam\.")
        bob.close()
        adam.close()

    try:
        asyncio.run(after_the_crash())
    finally:
        server.stop()


def test_after_the_grace_the_table_plays_for_the_gone_player_and_clears_the_seat(
    tmp_path: Path,
) -> None:
    """docs/network.md: "After the grace the seat is cleared as soon as the game allows it:
    the table plays the gone player's turns for them (`Controller.timeout_move`: a shooter
    between rounds passes the dice, one with a point to make has them thrown ...) until
    their bets are decided, then plays the game's leave command (`removePlayer`), their
    chips counted in the summary (`Bob: started $100, left with $110 (+$10)`)."
    """
    keys = make_keys(tmp_path, ["Bob", "Adam"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--seed", "3", "--forced", "--grace", "1", "--no-journal")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        adam = await join(server.port, "Adam", keys["Adam"])
        await bob.ask("sit 100", r"Bob sits down with \$100\.")
        await adam.ask("sit 100", r"Adam sits down with \$100\.")
        await bob.ask("line 10", r"Bob bets \$10 on the pass line")
        await bob.ask("roll(6)", r"The point is 6\.")
        bob.close()
        await adam.read_until(re.escape("* Bob has gone; the seat and its bets wait 1 s for them."))
        await adam.read_until(r"Bob rolls \d \+ \d = (6: point made|7: seven-out)")
        left_with = (await adam.read_until(r"Bob leaves with \$(\d+)\.")).group(1)
        await adam.ask("status", r"Adam \$100")
        assert not re.search(r"Bob \$\d+", adam.text[adam.seen :])
        # "the summary": read as the table's summary, which /close gives every player
        server.host("/close")
        await adam.read_until(rf"Bob: started \$100, left with \${left_with} \([+-]\$\d+\)")
        await adam.read_to_end()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# =========================================================================== OpenSSH's ssh

SSH = shutil.which("ssh")


@pytest.mark.skipif(SSH is None, reason="OpenSSH's ssh client is not installed")
def test_openssh_without_a_terminal_or_with_a_command_gets_no_game(tmp_path: Path) -> None:
    """docs/network.md, Decisions: "A client that asks for no terminal (`ssh -T`, a script)
    is told `crapsrepl: this table needs a terminal: connect with ssh -t` and the session
    ends with status 1"; docs/security.md: "no exec (nor SCP)"."""
    assert SSH is not None
    keys = make_keys(tmp_path, ["Bob"])
    auth = write_authorized_keys(tmp_path / "players.keys", [keys["Bob"]])
    server = serve(tmp_path, auth, "--no-journal")
    options = [
        "-p",
        str(server.port),
        "-i",
        str(tmp_path / "Bob.key"),
        "-F",
        "/dev/null",
        "-o",
        "BatchMode=yes",
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        f"UserKnownHostsFile={tmp_path / 'known_hosts'}",
    ]
    try:
        no_tty = subprocess.run(
            [SSH, "-T", *options, "Bob@127.0.0.1"],
            check=False,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
        )
        assert "crapsrepl: this table needs a terminal: connect with ssh -t" in (
            no_tty.stdout + no_tty.stderr
        )
        assert no_tty.returncode == 1

        command = subprocess.run(
            [SSH, *options, "Bob@127.0.0.1", "echo cleanroom-$((6*7))"],
            check=False,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
        )
        assert "cleanroom-42" not in command.stdout + command.stderr
        assert "craps>" not in command.stdout
        assert command.returncode != 0
    finally:
        server.stop()


# =========================================================================== more turns


def test_each_player_still_to_answer_insurance_is_told_and_may_answer(tmp_path: Path) -> None:
    """docs/network.md: "At blackjack the players still to answer insurance, then the player
    whose hand is to play, are told so"; "One-key plays (`h`, `s`, …) work only on a
    player's own turn." docs/blackjack.md: "while insurance is offered `i` ... and `n` (no
    insurance)"."""
    keys = make_keys(tmp_path, ["Bob", "Amy"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(
        tmp_path, auth, "--game", "blackjack", "--shoe", "10, 9, A, 7, 8, 6", "--no-journal"
    )

    async def scenario() -> None:
        bob, amy = [
            await join(server.port, name, keys[name], prompt="blackjack>")
            for name in ("Bob", "Amy")
        ]
        for p in (bob, amy):
            await p.ask("sit 100", rf"{p.name} sits down with \$100\.")
            await p.ask("bet 10", rf"{p.name} bets \$10")
        amy.send_line("deal")
        for p in (bob, amy):
            await p.read_until(r"The dealer shows an ace: insurance is open\.")
            await p.read_until(rf"\* It is your turn, {p.name}\.")
        answer = await amy.ask("n", r"Amy declines insurance\.|error: [^\n]*")
        assert answer.group(0) == "Amy declines insurance."
        await bob.ask("n", r"Bob declines insurance\.")
        await bob.read_until(r"Bob to play on 17\.")
        bob.close()
        amy.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_the_turn_timer_plays_for_the_player_to_act(tmp_path: Path) -> None:
    """docs/network.md: "`--turn-time S` gives the player to act S seconds before the table
    plays for them in the same way" ("a shooter between rounds passes the dice")."""
    keys = make_keys(tmp_path, ["Bob", "Adam"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--turn-time", "1", "--no-journal")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        adam = await join(server.port, "Adam", keys["Adam"])
        await adam.ask("sit 100", r"Adam sits down with \$100\.")
        await bob.ask("sit 100", r"Bob sits down with \$100\.")
        # Adam, the first seated, holds the dice between rounds and does nothing.
        for p in (bob, adam):
            await p.read_until(r"Bob has the dice\.")
        await bob.read_until(r"\* It is your turn, Bob\.")
        bob.close()
        adam.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# =========================================================================== full screen


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_the_full_screen_is_each_connections_own(tmp_path: Path) -> None:
    """docs/network.md, "The full screen over SSH": "`screen on` (or `screen`) at a
    player's prompt switches that player's window, and only theirs"; "A smaller window
    stays at the line prompt and says so in one line, `crapsrepl: the full-screen table
    needs 80x30; this terminal is 70x24: going on in the line mode; the table comes back
    when the window is that big.`; when the player makes the window big enough, the screen
    opens by itself"; "at most 300 columns by 100 rows (a bigger window shows it in its
    top-left corner)". README: "Lines wider than the window wrap under their own text"."""
    keys = make_keys(tmp_path, ["Bob", "Adam", "Ann"])
    auth = write_authorized_keys(tmp_path / "players.keys", list(keys.values()))
    server = serve(tmp_path, auth, "--no-journal")
    rule = re.escape("Tab completes · PageUp/PageDown scroll the log · screen off: the line mode")

    async def scenario() -> None:
        bob = await join(server.port, "Bob", keys["Bob"])
        conn = await connect(server.port, "Adam", keys["Adam"])
        proc = await conn.create_process(term_type="xterm", term_size=(70, 24), encoding=None)
        adam = Player("Adam", conn, proc)
        await adam.read_until("craps>")

        await bob.ask("screen on", "╭─")  # the drawn table on top, then the rule over the prompt
        await bob.read_until(rule)
        await adam.ask("screen on", r"crapsrepl: the full-screen table needs 80x30")
        await adam.read_until(r"craps>")
        said = _squeeze(adam.text)
        assert (
            "crapsrepl: the full-screen table needs 80x30; this terminal is 70x24: going on in "
            "the line mode; the table comes back when the window is that big." in said
        )
        proc.change_terminal_size(100, 40)
        await adam.read_until(rule)

        conn_ann = await connect(server.port, "Ann", keys["Ann"])
        proc_ann = await conn_ann.create_process(
            term_type="xterm", term_size=(100_000, 100_000), encoding=None
        )
        ann = Player("Ann", conn_ann, proc_ann)
        await ann.read_until("craps>")
        await ann.ask("screen on", rule)
        drawn = re.search(r"─*" + rule + r"─*", ann.text)
        assert drawn is not None and len(drawn.group(0)) <= 300

        # Bob's bet: everyone sees it; Ann at the line prompt after `screen off`.
        await ann.ask("screen off", r"craps>")
        await bob.ask("sit 100", r"Bob sits down with \$100\.")
        for p in (adam, ann):
            await p.read_until(r"Bob sits down with \$100\.")
        await bob.ask(
            "screen sideways",
            re.escape("error: screen takes on or off: each connection opens its own full screen"),
        )
        bob.close()
        adam.close()
        ann.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()
