"""A transcript's ``% query`` names the student's own getter (``getChips(Bob)`` is sent):
through a driver, that call answers as the query whose method it is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from tests.helpers import FAKES, needs_jdk

SEVEN_OUT = """% query chips: getChips({player})
% query shooter: getShooter()
craps> addPlayer(Bob, 100)
...
craps> addPlayer(Adam, 100)
...
craps> placeLineBet(Bob, 10)
...
craps> roll(6)
...
craps> roll(7)
...
? chips(Bob) => 90
? shooter() => Adam
"""


@pytest.mark.parametrize(
    ("student", "driver"),
    [
        pytest.param("dave", ["--java-class", "CrapsGame"], marks=needs_jdk),
        ("hank", ["--python-class", "craps_game:CrapsGame"]),
    ],
)
def test_a_query_renamed_by_the_transcript_is_answered_by_the_driver(
    student: str, driver: list[str], tmp_path: Path
) -> None:
    transcripts = tmp_path / "transcripts"
    transcripts.mkdir()
    (transcripts / "seven_out.craps").write_text(SEVEN_OUT)
    report = tmp_path / "report.json"
    folder = str(FAKES / "class" / student)
    argv = [str(transcripts), "--submission", folder, *driver, "--report", str(report)]
    assert grade_main(argv) == 0
    data = json.loads(report.read_text())
    facts = data["transcripts"][0]["facts"]
    assert [f["sent"] for f in facts] == ["getChips(Bob)", "getShooter()"]
    assert data["score"] == data["max"] == 1 and data["submission"]["status"] == "ok"


NO_BETS = """craps> addPlayer(Bob, 100)
...
? bets(Bob) => none
? chips(Bob) => 100
"""
JAVA_EMPTY = """import java.util.*;
public class CrapsGame {
    private final Map<String, Integer> racks = new HashMap<>();
    public void addPlayer(String name, int chips) { racks.put(name, chips); }
    public int chips(String name) { return racks.get(name); }
    public %s bets(String name) { return %s; }
}
"""


@needs_jdk
@pytest.mark.parametrize(
    ("kind", "empty"),
    [
        ("List<String>", "new ArrayList<>()"),
        ("Set<Integer>", "Set.of()"),
        ("Map<String, Integer>", "new HashMap<>()"),
        ("int[]", "new int[0]"),
    ],
)
def test_an_empty_java_collection_or_array_from_bets_means_no_bets(
    kind: str, empty: str, tmp_path: Path
) -> None:
    transcripts, student = tmp_path / "transcripts", tmp_path / "student"
    transcripts.mkdir()
    student.mkdir()
    (transcripts / "no_bets.craps").write_text(NO_BETS)
    (student / "CrapsGame.java").write_text(JAVA_EMPTY % (kind, empty))
    report = tmp_path / "report.json"
    argv = [str(transcripts), "--submission", str(student), "--report", str(report)]
    assert grade_main(argv) == 0, report.read_text()
    facts = json.loads(report.read_text())["transcripts"][0]["facts"]
    assert facts[0]["reply"] == ["none"]
