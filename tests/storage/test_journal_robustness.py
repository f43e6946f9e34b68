"""The journal under crashes, rivals, pruning, damage and a full disk (issue 15)."""

from __future__ import annotations

import errno
import io
import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from crapsrepl import Game
from crapsrepl.console.games import restore
from crapsrepl.console.loop import TextSink, run
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.render import render
from crapsrepl.storage.journal import KEEP_JOURNALS, Journal, JournalError, default_path, resume
from crapsrepl.storage.paths import state_dir
from tests.helpers import CRAPSREPL, resealed
from tests.helpers import run_crapsrepl as crapsrepl


def started(path: Path) -> Path:
    crapsrepl(
        "--seed", "3", "--journal", str(path), stdin="addPlayer(Bob, 50)\nplaceLineBet(Bob, 5)\n"
    )
    return path


def test_a_torn_last_line_is_cut_off_so_a_second_resume_works(tmp_path: Path) -> None:
    journal = started(tmp_path / "j.jsonl")
    with journal.open("a") as out:
        out.write('{"command": "roll(')
    first = crapsrepl("--resume", str(journal), stdin="roll(4)\n")
    assert first.returncode == 0 and "dropped its last line" in first.stderr
    second = crapsrepl("--resume", str(journal), stdin="status\n")
    assert second.returncode == 0, second.stderr
    assert "then 3 commands replayed after it" in second.stderr and "Point 4." in second.stdout


def test_a_whole_last_line_without_its_line_end_is_kept(tmp_path: Path) -> None:
    journal = started(tmp_path / "j.jsonl")
    with journal.open("a") as out:
        out.write('{"command":"roll(4)"}')
    controller, handle, replayed = resume(journal, restore)
    assert isinstance(controller, CrapsController)
    handle.close()
    assert replayed == 3 and controller.game.point == 4
    assert journal.read_text().endswith('{"command":"roll(4)"}\n')


def test_two_sessions_cannot_hold_one_journal(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    live = Journal.start(path, CrapsController(Game(seed=1)))
    with pytest.raises(JournalError, match="in use by another crapsrepl session"):
        resume(path, restore)
    live.close()
    _, again, _ = resume(path, restore)
    rival = crapsrepl("--resume", str(path), stdin="addPlayer(Bob, 5)\n")
    again.close()
    assert rival.returncode == 2 and "in use by another crapsrepl session" in rival.stderr
    assert "addPlayer(Bob" not in path.read_text()  # (a seal's base64 may spell Bob)


def test_pruning_never_deletes_a_live_journal() -> None:
    folder = state_dir() / "journals"
    live = Journal.start(folder / "session-0-live.jsonl", CrapsController(Game(seed=1)))
    os.utime(live.path, (0, 0))  # the oldest of all
    for i in range(KEEP_JOURNALS + 5):
        (folder / f"session-old-{i:03}.jsonl").write_text("")
    default_path()
    assert live.path.exists()
    assert len(list(folder.glob("session-*.jsonl"))) == KEEP_JOURNALS
    live.close()


def test_a_damaged_table_line_in_a_journal_is_a_clear_error(tmp_path: Path) -> None:
    journal = started(tmp_path / "j.jsonl")
    lines = journal.read_text().splitlines()
    table = json.loads(lines[0])

    def damage(secret: dict[str, Any]) -> None:
        secret["rng"][1][0] = -1

    table["table"] = resealed(table["table"], lambda _: None, damage)
    journal.write_text("\n".join([json.dumps(table), *lines[1:]]) + "\n")
    result = crapsrepl("--resume", str(journal), stdin="status\n")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "dice state is damaged" in result.stderr


def test_disk_full_while_journalling_is_said_once_and_play_goes_on() -> None:
    said: list[str] = []
    journal = Journal(Path("/dev/full"), os.open("/dev/full", os.O_WRONLY), warn=said.append)
    controller = CrapsController(Game(seed=1))
    out = io.StringIO()
    lines = ["addPlayer(Bob, 50)", "addPlayer(Amy, 50)", "placeLineBet(Bob, 5)", "status"]
    assert run(controller, lines, TextSink(out, render, "craps> "), journal=journal) == 0
    journal.close()
    assert len(said) == 1 and "cannot write the journal /dev/full" in said[0]
    assert "Bob: rack $45; $5 on the pass line" in out.getvalue()


def test_a_write_failing_midway_leaves_only_whole_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "j.jsonl"
    said: list[str] = []
    journal = Journal.start(path, CrapsController(Game(seed=1)))
    journal._warn = said.append
    controller = CrapsController(Game(seed=1))
    real_write = os.write

    def half_then_full(fd: int, data: bytes) -> int:
        if b"Amy" in data:
            real_write(fd, data[: len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    with monkeypatch.context() as patched:  # only os.write: the test's state folder stays
        patched.setattr(os, "write", half_then_full)
        run(
            controller,
            ["addPlayer(Bob, 50)", "addPlayer(Amy, 50)", "addPlayer(Cy, 5)"],
            TextSink(io.StringIO(), render, "craps> "),
            journal=journal,
        )
    journal.close()
    assert len(said) == 1 and "No space left on device" in said[0]
    assert path.read_text().endswith('{"command":"addPlayer(Bob, 50)"}\n')
    resumed, handle, replayed = resume(path, restore)
    assert isinstance(resumed, CrapsController)
    handle.close()
    assert replayed == 1 and resumed.game.players == ["Bob"]


def test_a_full_disk_mid_session_is_said_once_and_the_session_finishes(tmp_path: Path) -> None:
    """RLIMIT_FSIZE stands in for a full disk: writes past 12 KiB fail (sh's ``ulimit -f``
    counts 512-byte blocks; the table's first line, its dice sealed, is about 9.5 KiB;
    Python ignores SIGXFSZ, so the write itself reports the error, as with ENOSPC)."""
    journal = tmp_path / "j.jsonl"
    commands = "".join(f"addPlayer(P{i}, 5)\n" for i in range(600)) + "status\n"
    shell = f'ulimit -f 24 && exec {" ".join(CRAPSREPL)} --journal "{journal}"'
    result = subprocess.run(
        ["sh", "-c", shell], input=commands, text=True, capture_output=True, timeout=120
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert result.stderr.count("cannot write the journal") == 1
    assert "  P599: rack $5; no bets" in result.stdout
    controller, handle, replayed = resume(journal, restore)
    assert isinstance(controller, CrapsController)
    handle.close()
    assert 0 < replayed < 600 and controller.game.players[-1] == f"P{replayed - 1}"
