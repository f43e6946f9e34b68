"""``crapsrepl serve`` as its own process: its one-line refusals, the host's commands on
its stdin, a table resumed after ``kill -9``, and OpenSSH's own client at the table."""

from __future__ import annotations

import shutil
import signal
import socket
from pathlib import Path

import pexpect
import pytest

from crapsrepl.cli import main

from .conftest import WAIT, Keys, Player, ServeProcess, run


def serve_args(keys: Keys, *more: str) -> list[str]:
    return [
        "--authorized-keys",
        str(keys.players),
        "--host-key",
        str(keys.host),
        "--port",
        "0",
        *more,
    ]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ((), "the following arguments are required: --authorized-keys"),
        (("--authorized-keys", "/nonexistent/keys"), "cannot read the keys in /nonexistent/keys"),
        (("--authorized-keys", "KEYS", "--grace", "nan"), "expected 0 or more seconds"),
        (("--authorized-keys", "KEYS", "--port", "70000"), "expected a port from 0 to 65535"),
        (("--authorized-keys", "EMPTY"), "holds no public key in OpenSSH's authorized_keys format"),
        (("--authorized-keys", "KEYS", "--resume", "NOJOURNAL"), "NOJOURNAL"),
        (("--authorized-keys", "KEYS", "--journal", "J", "--no-journal"), "contradict each other"),
        (("--authorized-keys", "KEYS", "--commands-per-second", "0"), "expected more than 0"),
        (("--authorized-keys", "KEYS", "--host-key", "EMPTY"), "is not a private key"),
        (("--authorized-keys", "KEYS", "--spectators", "EMPTY"), "holds no public key"),
    ],
)
def test_what_serve_cannot_use_is_one_line_and_exit_2(
    args: tuple[str, ...],
    said: str,
    keys: Keys,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    (tmp_path / "empty").write_text("# nobody\n")
    places = {
        "KEYS": str(keys.players),
        "EMPTY": str(tmp_path / "empty"),
        "NOJOURNAL": str(tmp_path / "missing.jsonl"),
        "J": str(tmp_path / "j.jsonl"),
    }
    words = [places.get(word, word) for word in args]
    status: int | str | None
    try:
        status = main(["serve", "--host-key", str(keys.host), "--port", "0", *words])
    except SystemExit as exited:  # argparse's own refusals
        status = exited.code
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    said_lines = [line for line in err.splitlines() if line.startswith("crapsrepl")]
    assert len(said_lines) == 1, err  # argparse's usage may come first
    assert places.get(said, said) in said_lines[0]
    assert "Traceback" not in err


def test_a_table_resumed_after_kill_9_has_every_seat_rack_bet_and_name(
    keys: Keys, tmp_path: Path
) -> None:
    journal = tmp_path / "table.jsonl"
    first = ServeProcess(serve_args(keys, "--journal", str(journal), "--forced"))

    async def before() -> None:
        bob = await Player.join(first.port, "Bob", keys)
        adam = await Player.join(first.port, "Adam", keys)
        await bob.play("sit 100", "Bob sits down with $100.")
        await adam.play("sit 200", "Adam sits down with $200.")
        await bob.play("line 10", "Bob bets $10 on the pass line (rack $90).")
        await adam.play("place 6 12", "Adam bets $12 on place 6 (rack $188).")
        await bob.play("roll(8)", "The point is 8.")
        await adam.play("come 5", "Adam bets $5 on the come line (rack $183).")

    try:
        run(before)
        first.sees("Adam bets \\$5 on the come line")
    finally:
        assert first.stop() == -signal.SIGKILL

    second = ServeProcess(serve_args(keys, "--resume", str(journal), "--forced"))

    async def after() -> None:
        impostor = await Player.join(second.port, "Bob", keys, key="Eve", welcome=False)
        assert "the name Bob belongs to another key" in await impostor.ended()
        bob = await Player.join(second.port, "Bob", keys)
        await bob.sees("You have your seat with $90 in the rack")
        await bob.sees("It is your turn, Bob.")
        adam = await Player.join(second.port, "Adam", keys)
        await adam.sees("You have your seat with $183 in the rack")
        await adam.play("bets", "Adam: place 6 $12; come $5")
        await bob.play("bets", "Bob: pass 8 $10")
        await bob.play("roll(6)", "Adam wins $14 on place 6", "Adam's $5 come bet moves to 6.")
        await adam.sees("Adam wins $14 on place 6, which stays up (rack $197).")
        second.type("/close")
        for player in (bob, adam):  # each is shown the summary, then let go
            await player.sees("* The table is closing: the host has closed the table.")
            await player.sees("* Session summary:")
            await player.sees("Adam: started $200, ends with $197 in the rack and $17 on the table")
            assert "crapsrepl: the host has closed the table" in await player.ended()

    try:
        second.sees("resumed 6 commands from")
        run(after)
        second.sees("Session summary:")
        assert second.proc.wait(WAIT) == 0
    finally:
        second.stop()
    assert "Traceback" not in first.text + second.text


def test_the_hosts_terminal_shows_the_table_and_sends_players_away(keys: Keys) -> None:
    server = ServeProcess(serve_args(keys, "--no-journal"))

    async def scenario() -> None:
        bob = await Player.join(server.port, "Bob", keys)
        await bob.play("sit 100", "Bob sits down with $100.")
        server.sees("Bob sits down with \\$100.")
        server.type("/who")
        server.sees("\\* Bob \\(player\\) from 127.0.0.1")
        server.type("/say the bar opens at nine")
        await bob.sees("* host: the bar opens at nine")
        server.type("addPlayer(Zed, 50)")  # any table command, as the house
        await bob.sees("Zed sits down with $50.")
        server.type("/kick Bob")
        assert "crapsrepl: the host has removed you from the table" in await bob.ended()
        server.sees("Bob's seat is cleared.")
        server.type("/bogus")
        server.sees("Host commands")

    try:
        server.sees("made a new host key|players join with")
        run(scenario)
        server.proc.send_signal(signal.SIGTERM)
        assert server.proc.wait(WAIT) == 0
        server.sees("Bob: started \\$100, left with \\$100")
    finally:
        server.stop()
    assert "Traceback" not in server.text


@pytest.mark.skipif(shutil.which("ssh") is None, reason="needs OpenSSH's ssh client")
def test_openssh_plays_at_the_table_beside_an_asyncssh_player(keys: Keys) -> None:
    server = ServeProcess(serve_args(keys, "--no-journal", "--forced"))
    try:
        port = server.port
        ssh = pexpect.spawn(
            "ssh",
            [
                "-tt",
                "-F",
                "/dev/null",
                "-p",
                str(port),
                "-i",
                str(keys.private("Ann")),
                "-o",
                "IdentitiesOnly=yes",
                "-o",
                "BatchMode=yes",
                "-o",
                "StrictHostKeyChecking=no",
                "-o",
                "UserKnownHostsFile=/dev/null",
                "-o",
                "LogLevel=ERROR",
                "Ann@127.0.0.1",
            ],
            dimensions=(40, 100),
            encoding="utf-8",
            timeout=WAIT,
        )
        ssh.expect_exact("Welcome to the craps table, Ann.")
        ssh.sendline("sit 100")
        ssh.expect_exact("Ann sits down with $100.")

        async def scenario() -> None:
            bob = await Player.join(port, "Bob", keys)
            ssh.sendline("line 10")
            await bob.sees("Ann bets $10 on the pass line (rack $90).")
            await bob.play("sit 100", "Bob sits down with $100.")
            ssh.expect_exact("Bob sits down with $100.")

        run(scenario)
        ssh.sendline("roll(7)")
        ssh.expect_exact("Ann wins $10 on the pass line (rack $110).")
        ssh.sendline("quit")
        ssh.expect(pexpect.EOF)
    finally:
        server.stop()


def test_an_address_in_use_is_one_line_and_leaves_no_journal(
    keys: Keys, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = str(taken.getsockname()[1])
    journal = tmp_path / "j.jsonl"
    try:
        status = main(["serve", *serve_args(keys, "--journal", str(journal))[:-2], "--port", port])
    finally:
        taken.close()
    err = capsys.readouterr().err
    assert status == 3
    assert f"crapsrepl serve: cannot listen on 127.0.0.1:{port}: " in err
    assert "Traceback" not in err
    assert not journal.exists()
