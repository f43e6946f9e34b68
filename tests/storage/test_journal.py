"""The session journal: accepted commands flushed as they happen, `--resume` loses nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from crapsrepl.console.games import restore
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.model.game import Game
from crapsrepl.storage.journal import KEEP_JOURNALS, Journal, JournalError, default_path, resume
from crapsrepl.storage.paths import state_dir
from tests.helpers import run_crapsrepl as crapsrepl

SCRIPT = [
    "addPlayer(Bob, 500)",
    "addPlayer(Adam, 300)",
    "placeLineBet(Bob, 10)",
    "roll()",
    "status",
    "placeLineBet(Adam, 5)",
    "roll(1.5)",
    "placeComeBet(Adam, 10)",
    "roll()",
    "roll()",
]
AFTER = [
    "status",
    "placeComeBet(Adam, 5)",
    "placeLineBet(Bob, 5)",
    "roll()",
    "roll()",
    "roll()",
    "status",
]


def accepted_changes(text: str) -> list[str]:
    """Commands in a session's output that were not refused and change the table."""
    lines = text.splitlines()
    found = []
    for i, line in enumerate(lines):
        command = line.removeprefix("craps> ")
        refused = i + 1 < len(lines) and lines[i + 1].startswith("error:")
        if line.startswith("craps> ") and not refused and command not in ("status", "help", "quit"):
            found.append(command)
    return found


def last_commands(text: str, count: int) -> str:
    """The output of a session's last ``count`` commands, echoes included."""
    lines = text.splitlines(keepends=True)
    echoes = [i for i, line in enumerate(lines) if line.startswith("craps> ")]
    return "".join(lines[echoes[-count] :])


def test_journal_holds_the_start_table_and_accepted_changes_only(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    session = crapsrepl(
        "--seed", "3", "--journal", str(journal), stdin="\n".join(SCRIPT) + "\nhelp\nquit\n"
    )
    entries = [json.loads(line) for line in journal.read_text().splitlines()]
    assert "table" in entries[0] and entries[0]["table"]["seed"] == 3
    commands = [e["command"] for e in entries[1:]]
    assert commands == accepted_changes(session.stdout)
    assert "roll(1.5)" not in commands and "status" not in commands and len(commands) >= 5


def test_resume_rebuilds_the_exact_table_and_dice(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    first = crapsrepl("--seed", "3", "--journal", str(journal), stdin="\n".join(SCRIPT) + "\n")
    resumed = crapsrepl("--resume", str(journal), stdin="\n".join(AFTER) + "\n")
    replayed = len(accepted_changes(first.stdout))
    assert resumed.stderr.startswith(
        f"resumed {journal}: the table it last kept, then {replayed} commands replayed after it"
    )
    straight = crapsrepl("--seed", "3", "--no-journal", stdin="\n".join(SCRIPT + AFTER) + "\n")
    assert resumed.stdout == last_commands(straight.stdout, len(AFTER))


def test_resume_goes_on_appending_to_the_same_journal(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    crapsrepl("--seed", "3", "--journal", str(journal), stdin="\n".join(SCRIPT) + "\n")
    crapsrepl("--resume", str(journal), stdin="\n".join(AFTER) + "\n")
    controller, handle, replayed = resume(journal, restore)
    assert isinstance(controller, CrapsController)
    handle.close()
    straight = crapsrepl("--seed", "3", "--no-journal", stdin="\n".join(SCRIPT + AFTER) + "\n")
    assert replayed == len(accepted_changes(straight.stdout))
    assert f"Bob: rack ${controller.game.chips('Bob')};" in straight.stdout.splitlines()[-2]


def test_sigkill_mid_session_loses_nothing(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-m", "crapsrepl", "--seed", "8", "--journal", str(journal)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write("\n".join(SCRIPT) + "\nstatus\n")
    process.stdin.flush()
    echoes = 0
    while echoes < 2:  # the script's own `status` and the marker `status`
        line = process.stdout.readline()
        echoes += line == "craps> status\n"
    process.stdout.readline()
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL
    resumed = crapsrepl("--resume", str(journal), stdin="\n".join(AFTER) + "\n")
    straight = crapsrepl("--seed", "8", "--no-journal", stdin="\n".join(SCRIPT + AFTER) + "\n")
    assert resumed.stdout == last_commands(straight.stdout, len(AFTER))


def test_a_line_cut_short_by_a_crash_is_cut_off(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    crapsrepl(
        "--seed", "3", "--journal", str(journal), stdin="addPlayer(Bob, 50)\nplaceLineBet(Bob, 5)\n"
    )
    with journal.open("a") as out:
        out.write('{"command": "roll(')
    controller, handle, replayed = resume(journal, restore)
    assert isinstance(controller, CrapsController)
    handle.close()
    assert replayed == 2 and controller.game.chips("Bob") == 45
    assert journal.read_text().endswith('{"command":"placeLineBet(Bob, 5)"}\n')


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "is not a crapsrepl journal"),
        ('{"command": "roll()"}\n', "is not a crapsrepl journal"),
        ('{"table": {"format": "x"}}\n', "not a crapsrepl table file"),
        ("garbage\n{}\n", "is not a crapsrepl journal"),
        ('{"table": {}}\ngarbage\n{}\n', ":2: damaged journal line"),
        ("my notes\nno line end at the end", "is not a crapsrepl journal"),
    ],
)
def test_bad_journals_are_refused_and_left_as_they_were(
    tmp_path: Path, text: str, message: str
) -> None:
    journal = tmp_path / "j.jsonl"
    journal.write_text(text)
    with pytest.raises(JournalError, match=message):
        resume(journal, restore)
    assert journal.read_text() == text


def test_a_journal_entry_that_no_longer_replays_is_refused(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    crapsrepl("--journal", str(journal), stdin="addPlayer(Bob, 50)\n")
    with journal.open("a") as out:
        out.write('{"command": "roll(7)"}\n')
    result = crapsrepl("--resume", str(journal), stdin="status\n")
    assert result.returncode == 2 and "does not replay" in result.stderr


def test_journal_option_errors(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    journal.write_text("")
    taken = crapsrepl("--journal", str(journal), stdin="status\n")
    assert taken.returncode == 2 and "use --resume" in taken.stderr
    both = crapsrepl("--journal", str(tmp_path / "k"), "--no-journal", stdin="")
    assert both.returncode == 2
    mixed = crapsrepl("--resume", str(journal), "--seed", "4", stdin="")
    assert mixed.returncode == 2 and "no table options" in mixed.stderr


def test_piped_runs_keep_no_journal_unless_asked_and_leave_the_others_alone(
    tmp_path: Path,
) -> None:
    folder = state_dir() / "journals"
    folder.mkdir(parents=True)
    mine = folder / "session-20261123-120000-1.jsonl"
    mine.write_text("")
    for _ in range(KEEP_JOURNALS):
        crapsrepl(stdin="addPlayer(Bob, 5)\n")
    assert [p.name for p in folder.iterdir()] == [mine.name]
    asked = tmp_path / "asked.jsonl"
    crapsrepl("--journal", str(asked), stdin="addPlayer(Bob, 5)\n")
    assert '"command":"addPlayer(Bob, 5)"' in asked.read_text()


def test_the_default_journal_lives_in_the_state_dir_and_old_ones_are_pruned() -> None:
    (state_dir() / "journals").mkdir(parents=True)
    for i in range(KEEP_JOURNALS + 5):
        (state_dir() / "journals" / f"session-old-{i:03}.jsonl").write_text("")
    default_path()
    assert len(list((state_dir() / "journals").glob("session-*.jsonl"))) == KEEP_JOURNALS - 1


def test_no_journal_writes_nothing() -> None:
    crapsrepl("--no-journal", stdin="addPlayer(Bob, 5)\n")
    assert not (state_dir() / "journals").exists()


def test_load_is_journaled_as_the_loaded_table(tmp_path: Path) -> None:
    saved = tmp_path / "t.json"
    crapsrepl("--no-journal", stdin=f"addPlayer(Zed, 70)\nsave {saved}\n")
    journal = tmp_path / "j.jsonl"
    crapsrepl(
        "--journal", str(journal), stdin=f"addPlayer(Bob, 5)\nload {saved}\naddPlayer(Amy, 9)\n"
    )
    saved.unlink()
    controller, handle, _ = resume(journal, restore)
    assert isinstance(controller, CrapsController)
    handle.close()
    assert controller.game.players == ["Zed", "Amy"]


def test_resume_refuses_any_table_option(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    crapsrepl("--journal", str(journal), stdin="addPlayer(Bob, 5)\n")
    result = crapsrepl("--resume", str(journal), "--max-odds", "2x", stdin="")
    assert result.returncode == 2 and "no table options" in result.stderr


def test_an_unwritable_default_journal_does_not_stop_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """At a terminal the session keeps a journal by default; if it cannot, it says so once
    and the game goes on."""
    from crapsrepl.cli import open_session
    from crapsrepl.console.games import GAMES

    blocked = tmp_path / "state"
    blocked.write_text("a file where the state folder should be")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocked))
    binding = GAMES["craps"]
    _, controller, journal = open_session(binding, binding.default_setup())
    assert journal is None and "going on without a journal" in capsys.readouterr().err
    assert not controller.execute("addPlayer(Bob, 5)").refused


def test_notes_kept_beside_the_table_come_back_whichever_table_they_followed(
    tmp_path: Path,
) -> None:
    """A shared table's names and keys are notes: never replayed, all handed back on
    resuming, the ones written before a later whole table (a ``load``) too."""
    path = tmp_path / "j.jsonl"
    controller = CrapsController(Game(seed=1))
    journal = Journal.start(path, controller)
    journal.note({"claim": "Bob", "key": "SHA256:a"})
    reply = controller.execute("addPlayer(Bob, 100)")
    journal.record("addPlayer(Bob, 100)", reply, controller)
    journal.checkpoint(controller)
    journal.note({"claim": "Adam", "key": "SHA256:b"})
    journal.close()
    notes: list[object] = []
    again, handle, replayed = resume(path, restore, notes.append)
    handle.close()
    assert notes == [{"claim": "Bob", "key": "SHA256:a"}, {"claim": "Adam", "key": "SHA256:b"}]
    assert replayed == 0 and again.players() == ["Bob"]
    plain, handle, _ = resume(path, restore)  # a resumer that wants no notes ignores them
    handle.close()
    assert plain.players() == ["Bob"]
