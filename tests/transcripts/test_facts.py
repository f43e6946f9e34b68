"""Fact assertions: their syntax in transcripts, and replies judged by meaning."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crapsrepl.transcripts.check import main as check_main
from crapsrepl.transcripts.facts import answer_matches, refusal_shown, render_query
from crapsrepl.transcripts.format import TranscriptError, parse_text
from crapsrepl.transcripts.plan import Role, build


@pytest.mark.parametrize(
    ("expected", "reply", "ok"),
    [
        ("150", "$150", True),
        ("150", "150 chips", True),
        ("150", "Bob: 150", True),
        ("150", "Bob has $150.00", True),
        ("150", "1500", False),
        ("150", "Bob2 has 15", False),
        ("150", "150 (was 100)", False),
        ("9", "The point is 9", True),
        ("off", "Point: OFF", True),
        ("off", "0", True),
        ("off", "-1", True),
        ("off", "None", True),
        ("off", "null", True),
        ("off", "false", True),
        ("off", "no point", True),
        ("off", "Point: 6", False),
        ("off", "the point is 6 now", False),
        ("Adam", "Shooter: adam", True),
        ("Adam", "Adamson", False),
        ("Adam", "Bob", False),
        ("come 6 10 odds 20", "come bet on 6: $10 with $20 odds", True),
        ("come 6 10 odds 20", "come 6 $10", False),
        ("come 6 10 odds 20", "come 6 $10 odds $20; come 8 $10", False),
        ("pass 9 10; come 10", "Pass line $10 on 9, come $10 waiting", True),
        ("none", "Bob has no bets", True),
        ("none", "pass 6 10", False),
        ("-50", "house: -$50", True),
        ("-50", "house: $-50", True),
        ("-50", "house: $50", False),
        ("50", "house: -$50", False),
    ],
)
def test_answers_are_judged_by_meaning(expected: str, reply: str, ok: bool) -> None:
    assert answer_matches(expected, reply) is ok


def test_queries_map_to_the_instructors_names() -> None:
    templates = {"chips": "getChips({player})", "bets": "show {args}"}
    assert render_query("chips(Bob)", templates) == "getChips(Bob)"
    assert render_query("bets(Bob, all)", templates) == "show Bob, all"
    assert render_query("point()", templates) == "point()"


def test_refusals_by_a_documented_pattern() -> None:
    assert refusal_shown(["Sorry, not allowed"])
    assert refusal_shown(["ERROR: bad bet"])
    assert refusal_shown(["You can't do that"])
    assert not refusal_shown(["Bob bets $10"])
    assert refusal_shown(["Nope"], r"(?i)nope")


def test_assertions_follow_a_commands_output_and_round_trip() -> None:
    text = (
        "% players: Bob:100\n% query chips: getChips({player})\ncraps> roll(7)\nerror: x\n"
        "? refused\n? chips(Bob) => 100\n\ncraps> point()\n? point() => off\n"
    )
    transcript = parse_text(text)
    first, second = transcript.steps
    assert first.expected == ["error: x"] and [f.query for f in first.facts] == [
        "refused",
        "chips(Bob)",
    ]
    assert second.facts[0].expected == "off" and second.facts[0].line == 9
    assert transcript.queries == {"chips": "getChips({player})"}
    assert transcript.text() == text.replace("\n\ncraps>", "\ncraps>")


@pytest.mark.parametrize(
    ("text", "line", "why"),
    [
        ("craps> roll(7)\n? chips(Bob)\n", 2, "write '? QUERY => EXPECTED'"),
        ("craps> roll(7)\n? chips(Bob) =>\n", 2, "write '? QUERY => EXPECTED'"),
        ("craps> roll(7)\n? 12 + 3 => 15\n", 2, "a query is a call"),
        ("craps> roll(7)\n? point() => 4\nBob rolls\n", 3, "output lines go before"),
        ("% query: x\ncraps> roll(7)\n", 1, "unknown directive"),
    ],
)
def test_malformed_assertions_are_errors_at_their_line(text: str, line: int, why: str) -> None:
    with pytest.raises(TranscriptError, match=re.escape(why)) as problem:
        parse_text(text)
    assert problem.value.line == line


def test_a_refusal_is_probed_before_and_after_for_every_known_player() -> None:
    transcript = parse_text(
        "% players: Bob:100\ncraps> addPlayer(Ann, 5)\ncraps> roll(7)\n? refused\n"
        "? point() => off\n"
    )
    feeds = build(transcript)
    roles = [(f.role, f.line) for f in feeds]
    probes = ["chips(Bob)", "bets(Bob)", "chips(Ann)", "bets(Ann)", "point()", "shooter()"]
    assert roles == [
        (Role.COMMAND, "addPlayer(Ann, 5)"),
        *[(Role.BEFORE, p) for p in probes],
        (Role.COMMAND, "roll(7)"),
        *[(Role.AFTER, p) for p in probes],
        (Role.QUERY, "point()"),
    ]


def test_check_verifies_assertions_against_the_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "a.craps"
    path.write_text(
        "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\ncraps> roll(7)\n? chips(Bob) => 120\n"
    )
    assert check_main([str(path)]) == 1
    assert f"{path}:4: ? chips(Bob) => 120: got 'Bob: $110'" in capsys.readouterr().out


def test_check_update_leaves_a_fact_transcripts_silent_commands_alone(tmp_path: Path) -> None:
    path = tmp_path / "a.craps"
    text = "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\ncraps> roll(7)\n? chips(Bob) => 110\n"
    path.write_text(text)
    assert check_main([str(path), "--update"]) == 0
    assert path.read_text() == text
