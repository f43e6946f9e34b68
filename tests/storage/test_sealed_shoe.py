"""The shoe survives a save, a journal and kill -9 exactly: the unseen order, the face-down
card and the shuffling generator are kept sealed (``storage.seal``) and come back as they
were, so loading a table again and again turns over the same card, and a resumed session
deals what the unbroken one deals. A doctored file is refused, and so is one sealed with a
key that is not this user's."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest

from crapsrepl.games.blackjack.console import persistence
from crapsrepl.storage.paths import seal_key_file
from tests.helpers import CRAPSREPL, resealed, run_crapsrepl

AT_SIXTEEN = "addPlayer(Bob, 100)\nbet(Bob, 10)\nshoe(10, 5, 6)\ndeal()\n"
PLAY_ON = "stand(Bob)\nbet(Bob, 10)\ndeal()\nstand(Bob)\nstatus\n"


def saved_at_sixteen(tmp_path: Path, *seed: str) -> Path:
    """A table saved with Bob on 16 against the dealer's 5 and a face-down card."""
    path = tmp_path / "sixteen.json"
    result = run_crapsrepl("blackjack", *seed, stdin=AT_SIXTEEN + f"save {path}\n")
    assert result.returncode == 0 and path.exists(), result.stdout
    return path


def after_load(path: Path) -> list[str]:
    """What a player sees after loading ``path`` and playing on (a round may end at the
    peek, and the last stand be refused: the same for every load)."""
    result = run_crapsrepl("blackjack", stdin=f"load {path}\n{PLAY_ON}")
    assert "Table loaded" in result.stdout, result.stdout
    return result.stdout.splitlines()[2:]


@pytest.mark.parametrize("seed", [(), ("--seed", "4")])
def test_every_load_of_a_save_turns_over_the_same_card_and_deals_the_same_cards(
    tmp_path: Path, seed: tuple[str, ...]
) -> None:
    """The report: four loads of one save made at a hand of 16 turned over 7, J, 3 and 3."""
    path = saved_at_sixteen(tmp_path, *seed)
    plays = [after_load(path) for _ in range(4)]
    assert any(line.startswith("The dealer turns over") for line in plays[0])
    assert plays[1:] == plays[:1] * 3


def test_the_saved_file_shows_no_unseen_card(tmp_path: Path) -> None:
    path = saved_at_sixteen(tmp_path)
    document = json.loads(path.read_text())
    assert document["dealer"] == ["5", "??"] and document["shoe"]["dealt"] == ["??"]
    assert "rng" not in document and set(document["shoe"]) == {"dealt", "stacked"}
    hole = next(
        line.split()[-1].rstrip(".:")
        for line in after_load(path)
        if line.startswith("The dealer turns over")
    )
    # The face-down card is written nowhere but where a shown card of its rank is (Bob's
    # 10 and 6: it may be one of those ranks).
    shown = [*document["dealer"], *document["shoe"]["dealt"], *document["shoe"]["stacked"]]
    hands = [hand for seat in document["seats"] for hand in seat["hands"]]
    shown += [card for hand in hands for card in hand["cards"]]
    assert path.read_text().count(f'"{hole}"') == shown.count(hole)
    assert document["sealed"].startswith("aessiv1.")


def journaled(journal: Path, script: str, *args: str) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [*CRAPSREPL, "blackjack", *args, "--journal", str(journal)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert process.stdin is not None
    process.stdin.write(script.encode())
    process.stdin.flush()
    return process


def wait_for_lines(journal: Path, count: int) -> None:
    """Until the journal holds ``count`` whole lines (the table and each command)."""
    for _ in range(600):
        if journal.exists() and journal.read_bytes().count(b"\n") >= count:
            return
        time.sleep(0.05)
    raise AssertionError(f"{journal} never held {count} lines")


MID_ROUND = "addPlayer(Bob, 100)\naddPlayer(Al, 100)\nbet(Bob, 10)\nbet(Al, 10)\ndeal()\n"
REST = "hit(Bob)\nstand(Bob)\nhit(Al)\nstand(Al)\nbet(Bob, 20)\ndeal()\nstand(Bob)\nstatus\n"


def test_a_session_killed_mid_round_resumes_exactly_as_it_went_on_unbroken(
    tmp_path: Path,
) -> None:
    """An unseeded session: its journal copied mid-round, then the live session goes on;
    the copy, resumed, deals what the live one dealt (the whole output compared)."""
    live_journal, copy = tmp_path / "live.jsonl", tmp_path / "copy.jsonl"
    live = journaled(live_journal, MID_ROUND)
    wait_for_lines(live_journal, 1 + MID_ROUND.count("\n"))
    shutil.copy(live_journal, copy)
    out, _ = live.communicate(REST.encode())
    unbroken = out.decode().split("blackjack> hit(Bob)")[1]
    resumed = run_crapsrepl("--resume", str(copy), stdin=REST)
    assert resumed.returncode == 0, resumed.stderr
    assert resumed.stdout.split("blackjack> hit(Bob)")[1] == unbroken


def test_a_seeded_session_killed_with_sigkill_resumes_as_the_same_session_unbroken(
    tmp_path: Path,
) -> None:
    """Round four's probe: kill -9 mid-round, then --resume, against the same seeded
    session played through without a break."""
    journal = tmp_path / "killed.jsonl"
    killed = journaled(journal, MID_ROUND, "--seed", "11")
    wait_for_lines(journal, 1 + MID_ROUND.count("\n"))
    os.kill(killed.pid, signal.SIGKILL)
    killed.wait()
    unbroken = run_crapsrepl("blackjack", "--seed", "11", stdin=MID_ROUND + REST)
    resumed = run_crapsrepl("--resume", str(journal), stdin=REST)
    assert resumed.returncode == 0, resumed.stderr
    after = "blackjack> hit(Bob)"
    assert resumed.stdout.split(after)[1] == unbroken.stdout.split(after)[1]


def load_error(path: Path) -> str:
    """The one line ``load`` answers with; the table is left as it was."""
    result = run_crapsrepl("blackjack", stdin=f"addPlayer(Zed, 50)\nload {path}\nchips(Zed)\n")
    errors = [line for line in result.stdout.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and result.stdout.splitlines()[-1] == "50", result.stdout
    return errors[0]


def test_a_hole_card_written_into_the_file_is_refused(tmp_path: Path) -> None:
    path = saved_at_sixteen(tmp_path)
    document = json.loads(path.read_text())
    document["dealer"][1] = "5h"
    path.write_text(json.dumps(document))
    assert load_error(path) == (
        "error: the shoe cannot be read back: its seal does not match it: the file was "
        "changed after it was saved"
    )


def test_a_broken_seal_and_a_seal_from_another_file_are_refused(tmp_path: Path) -> None:
    path = saved_at_sixteen(tmp_path)
    other = tmp_path / "other.json"
    run_crapsrepl("blackjack", stdin=AT_SIXTEEN.replace("shoe(10, 5, 6)", "") + f"save {other}\n")
    document = json.loads(path.read_text())
    seal = document["sealed"]
    for changed in (seal[:-6] + ("A" if seal[-6] != "A" else "B") + seal[-5:], seal[:-4]):
        path.write_text(json.dumps({**document, "sealed": changed}))
        assert "its seal" in load_error(path)
    path.write_text(json.dumps({**document, "sealed": json.loads(other.read_text())["sealed"]}))
    assert load_error(path).endswith(
        "its seal does not match it: the file was changed after it was saved"
    )
    path.write_text(json.dumps({k: v for k, v in document.items() if k != "sealed"}))
    assert load_error(path).endswith("its seal is missing or damaged")


def test_a_forged_hole_card_in_a_resealed_file_is_refused(tmp_path: Path) -> None:
    """Even with the key, the face-down card must be the one the shoe dealt."""
    path = saved_at_sixteen(tmp_path)
    document = json.loads(path.read_text())

    def five_of_hearts(secret: dict[str, object]) -> None:
        secret["hole"] = "5h" if secret["hole"] != "5h" else "6h"

    path.write_text(json.dumps(resealed(document, lambda public: None, five_of_hearts)))
    assert load_error(path).endswith("the cards dealt are not the shoe's")


def test_a_file_sealed_elsewhere_says_why_it_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saved_at_sixteen(tmp_path)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "another-user"))
    assert load_error(path) == (
        "error: the shoe cannot be read back: it is sealed, and the key "
        f"that opens it ({seal_key_file()}) is not here: it was saved by another user or on "
        "another machine"
    )
    run_crapsrepl("blackjack", stdin="addPlayer(Al, 5)\nbet(Al, 5)\nsave {tmp_path}/mine.json\n")
    assert seal_key_file().exists()  # this user has a key of their own now, not that one
    assert load_error(path).endswith(
        "it was sealed with another key (saved by another user or on another machine): only "
        f"the key it was sealed with, not {seal_key_file()}, opens it"
    )


def test_the_key_is_private_and_one_others_can_read_is_refused(tmp_path: Path) -> None:
    path = saved_at_sixteen(tmp_path)
    key = seal_key_file()
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    key.chmod(0o644)
    assert load_error(path).endswith(
        f"the key {key} is not private (it must be yours, mode 0600): seals made with it "
        "could be read by others"
    )
    result = run_crapsrepl("blackjack", stdin=f"addPlayer(Al, 5)\nsave {tmp_path / 'x.json'}\n")
    assert result.stdout.splitlines()[-1].startswith("error: cannot seal the shoe: the key")


def test_a_version_2_table_that_dealt_its_unseen_cards_anew_is_refused(tmp_path: Path) -> None:
    path = saved_at_sixteen(tmp_path)
    document = json.loads(path.read_text())
    document["version"] = 2
    del document["sealed"]
    path.write_text(json.dumps(document))
    assert load_error(path).endswith(
        "saved table version 2 keeps no sealed shoe (loading it would deal the unseen cards "
        "anew), so it is not loaded; start the table again"
    )


def test_a_saved_table_loads_back_to_the_same_document(tmp_path: Path) -> None:
    """The seal is made the same way for the same table (AES-SIV), so save, load and save
    again write the very same file."""
    path = saved_at_sixteen(tmp_path)
    again = tmp_path / "again.json"
    run_crapsrepl("blackjack", stdin=f"load {path}\nsave {again}\n")
    assert again.read_text() == path.read_text()
    saved = json.loads(path.read_text())
    trainer = {"trainer": saved["trainer"]}  # the controller's part, sealed with the table
    assert persistence.to_document(persistence.load(path), trainer) == saved


def test_a_journal_that_cannot_seal_its_table_stops_with_one_line_and_leaves_no_file(
    tmp_path: Path,
) -> None:
    """A key others can read cannot seal the journal's first table: `--journal` stops with
    one line and leaves no file behind (an empty one made the next try say it exists)."""
    saved_at_sixteen(tmp_path)
    seal_key_file().chmod(0o644)
    journal = tmp_path / "j.jsonl"
    named = run_crapsrepl("blackjack", "--journal", str(journal), stdin="addPlayer(Bob, 5)\n")
    assert named.returncode == 2 and not journal.exists()
    assert named.stderr.splitlines()[-1] == (
        f"crapsrepl: error: cannot write the journal {journal}: cannot seal the shoe: the key "
        f"{seal_key_file()} is not private (it must be yours, mode 0600): seals made with it "
        "could be read by others"
    )
