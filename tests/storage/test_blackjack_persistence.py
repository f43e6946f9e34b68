"""Save/load and the journal for a blackjack table: mid-round, exact, damaged files refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapsrepl.console.games import restore
from crapsrepl.games.blackjack.console import persistence as blackjack_persist
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.model import BlackjackError
from crapsrepl.storage.journal import Journal, JournalError, resume
from tests.helpers import blackjack_conserved, blackjack_table, resealed, run_crapsrepl


def mid_round() -> BlackjackController:
    game = blackjack_table("8 9 A 8 9 7", {"Bob": 10, "Al": 20}, decks=2, late_surrender=True)
    game.deal()
    game.take_insurance("Bob", 5)
    game.decline_insurance("Al")
    game.split("Bob")
    return BlackjackController(game)


def test_save_and_load_mid_round_plays_on_identically_where_the_cards_were_stacked(
    tmp_path: Path,
) -> None:
    """Every card still to come was stacked (typed by the player, so nothing hidden): the
    loaded table plays on exactly as the saved one."""
    original = mid_round()
    original.execute("shoe(3d, 7s, 9h, 2c, Kd, 5s, 8c, 4h, 6d)")
    path = tmp_path / "table.json"
    assert not original.execute(f"save {path}").refused
    loaded = BlackjackController(blackjack_persist.load(path))
    assert blackjack_conserved(loaded.game)
    for line in ["status", "stand(Bob)", "hit(Bob)", "stand(Bob)", "stand(Al)", "status"]:
        assert loaded.execute(line) == original.execute(line), line


def test_load_replaces_the_table_only_when_the_file_is_good(tmp_path: Path) -> None:
    controller = mid_round()
    bad = tmp_path / "bad.json"
    for text, message in [
        ("{", "is damaged"),
        ('{"format": "crapsrepl-table", "version": 1}', "not a saved crapsrepl blackjack table"),
        ('{"format": "crapsrepl-blackjack-table", "version": 9}', "version 9"),
    ]:
        bad.write_text(text)
        reply = controller.execute(f"load {bad}")
        assert reply.refused and message in reply.events[0].message  # type: ignore[attr-defined]
    doc = resealed(
        blackjack_persist.to_document(controller.game),
        lambda public: public.update(house=int(str(public["house"])) + 1),
    )
    bad.write_text(json.dumps(doc))
    with pytest.raises(BlackjackError, match="chips do not add up"):
        blackjack_persist.load(bad)
    assert controller.execute("chips(Bob)").events[0].answer == "975"  # type: ignore[attr-defined]


def test_journal_resumes_a_blackjack_table(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    start = mid_round()
    journal = Journal.start(path, start)
    for line in ["stand(Bob)", "hit(Bob)", "status", "nonsense"]:
        journal.record(line, start.execute(line), start)
    journal.close()
    resumed, kept, replayed = resume(path, restore)
    kept.close()
    # both commands drew cards: the journal keeps them as commands, and replays them on the
    # shoe its first table keeps sealed, so they draw the same cards again
    assert replayed == 2 and isinstance(resumed, BlackjackController)
    assert resumed.execute("status") == start.execute("status")


def test_a_damaged_blackjack_journal_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    path.write_text(json.dumps({"table": {"format": "crapsrepl-blackjack-table", "version": 1}}))
    with pytest.raises(JournalError, match="damaged"):
        resume(path, restore)


def test_resume_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "session.jsonl"
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\nshoe(9, 6, 9, 10, K)\ndeal()\n"
    run_crapsrepl("blackjack", "--journal", str(path), stdin=script)
    result = run_crapsrepl("--resume", str(path), stdin="stand(Bob)\nchips(Bob)\n")
    assert result.stdout.splitlines()[0] == "blackjack> stand(Bob)"
    assert result.stdout.splitlines()[-1] == "110"
