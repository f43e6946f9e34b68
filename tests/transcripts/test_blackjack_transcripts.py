"""Blackjack transcripts: the suffix picks the game; check, --update and pytest replay them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from crapsrepl.transcripts.check import main as check_main
from crapsrepl.transcripts.files import discover
from crapsrepl.transcripts.format import TranscriptError, parse_text
from tests.helpers import LIBRARY

pytest_plugins = ["pytester"]


def test_parse_a_blackjack_transcript() -> None:
    t = parse_text(
        "# hi\n% seed: 3\n% decks: 2\n% shoe: A, K\n% marks: 2\nblackjack> deal()\nerror: x\n",
        "t.blackjack",
    )
    assert t.game == "blackjack" and t.prompt == "blackjack> " and t.marks == 2
    assert t.binding.options.directives_for(t.setup) == ["% seed: 3", "% decks: 2", "% shoe: A, K"]
    assert [(s.command, s.expected) for s in t.steps] == [("deal()", ["error: x"])]
    assert t.text().splitlines()[-2:] == ["blackjack> deal()", "error: x"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("% max-odds: 3x\n", "unknown directive 'max-odds'"),
        ("% decks: 0\n", "decks: a shoe holds 1 to 8 decks"),
        ("% shoe: A, Z\n", "shoe: a card is a rank"),
        ("craps> deal()\n", "before the first 'blackjack>' line only"),
    ],
)
def test_blackjack_transcript_errors(text: str, message: str) -> None:
    with pytest.raises(TranscriptError, match=message):
        parse_text(text, "t.blackjack")


def test_library_has_twenty_blackjack_transcripts_each_explained() -> None:
    found = [p for p in discover([str(LIBRARY)]) if p.suffix == ".blackjack"]
    assert len(found) >= 20
    for path in found:
        assert path.read_text().startswith("# "), path


def test_check_reports_a_wrong_blackjack_transcript(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "t.blackjack"
    shutil.copy(LIBRARY / "blackjack" / "blackjack_pays_3_to_2.blackjack", target)
    target.write_text(target.read_text().replace("wins $15", "wins $10"))
    assert check_main([str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "+Bob has blackjack: wins $15 (rack $115)." in out
    assert check_main([str(tmp_path), "--update"]) == 0 and check_main([str(target)]) == 0


def test_pytest_collects_blackjack_transcripts(pytester: pytest.Pytester) -> None:
    shutil.copy(LIBRARY / "blackjack" / "split_pair.blackjack", pytester.path)
    shutil.copy(LIBRARY / "worked_example.craps", pytester.path)
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=2)


def test_record_a_blackjack_session_then_check_it(tmp_path: Path) -> None:
    from tests.helpers import run_crapsrepl

    target = tmp_path / "new.blackjack"
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\ndeal()\nstatus\n"
    result = run_crapsrepl("record", str(target), "--decks", "2", "--seed", "4", stdin=script)
    assert result.returncode == 0
    lines = target.read_text().splitlines()
    assert lines[1:4] == ["% seed: 4", "% decks: 2", "blackjack> addPlayer(Bob, 100)"]
    assert run_crapsrepl("check", str(target)).returncode == 0
