"""Grading programs that print their own wording: by facts, refusals and per-line output."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jsonschema
import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.report.reports import SCHEMA_PATH
from crapsrepl.grading.run.runners import ExternalOptions, ExternalRunner
from crapsrepl.transcripts.format import parse_text
from tests.grading import WITH_CRAPSREPL
from tests.helpers import LIBRARY, fake_command

FACTS = LIBRARY / "facts"
PY = sys.executable
COME_ODDS_OFF = {"come_odds_off_on_number.craps", "come_odds_off_on_seven.craps"}
ROUNDING = {"odds_rounding_5_and_9.craps", "odds_rounding_6_and_8.craps"}
NEVER_PAID = {
    "change_odds.craps",
    "come_decided_by_next_shooter.craps",
    "come_odds.craps",
    "come_odds_off_on_number.craps",
    "come_odds_off_on_seven.craps",
    "come_survives_the_round.craps",
    "come_travels_and_wins.craps",
    "come_first_roll.craps",
    "odds_4_and_10.craps",
    "odds_5_and_9.craps",
    "odds_6_and_8.craps",
    "odds_rounding_5_and_9.craps",
    "odds_rounding_6_and_8.craps",
    "pass_natural.craps",
    "point_set_and_made.craps",
    "shooter_rotation.craps",  # Cy makes his point before the dice pass back to Bob
}


def own_folder(tmp_path: Path) -> Path:
    """A student's folder apart from the transcripts: the sandbox refuses one that holds them."""
    folder = tmp_path / "student"
    folder.mkdir(exist_ok=True)
    return folder


def grade_report(tmp_path: Path, folder: Path, *args: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    report = tmp_path / "report.json"
    code = grade_main([str(folder), *args, "--report", str(report)])
    data = json.loads(report.read_text())
    jsonschema.validate(data, json.loads(SCHEMA_PATH.read_text()))
    return code, data


def failed(data: dict) -> set[str]:  # type: ignore[type-arg]
    return {t["name"] for t in data["transcripts"] if t["status"] != "pass"}


def test_there_are_at_least_fifteen_fact_transcripts() -> None:
    assert len(list(FACTS.glob("*.craps"))) >= 15


@pytest.mark.parametrize(
    ("program", "lost"),
    [
        ("student_correct.py", set()),
        ("student_prompt.py", set()),
        ("student_come_odds_working.py", COME_ODDS_OFF),
        ("student_round_nearest.py", ROUNDING),
        ("student_pays_nothing.py", NEVER_PAID),
    ],
)
def test_own_wording_programs_lose_marks_exactly_for_their_bug(
    tmp_path: Path, program: str, lost: set[str]
) -> None:
    code, data = grade_report(tmp_path, FACTS, "--cmd", fake_command(tmp_path / "s", program))
    total = len(list(FACTS.glob("*.craps")))
    assert failed(data) == lost
    assert (data["score"], data["max"]) == (total - len(lost), total)
    assert code == (1 if lost else 0)


def test_the_report_keeps_raw_output_and_every_assertion(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text(
        "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\ncraps> roll(7)\n"
        "? chips(Bob) => 110\n? point() => 9\n"
    )
    code, data = grade_report(
        tmp_path, folder, "--cmd", fake_command(tmp_path / "student", "student_correct.py")
    )
    (entry,) = data["transcripts"]
    assert code == 1 and entry["status"] == "fail"
    assert "Welcome Bob, you have 100 in chips." in entry["stdout"]
    assert "Bob has 110 chips" in entry["stdout"]
    first, second = entry["facts"]
    assert first == {
        "line": 4,
        "query": "chips(Bob)",
        "sent": "chips(Bob)",
        "expected": "110",
        "reply": ["Bob has 110 chips"],
        "pass": True,
        "why": "",
    }
    assert second["reply"] == ["Point: OFF"] and second["pass"] is False
    assert [c["graded"] for c in entry["commands"]] == [False, False]


def test_grade_prints_the_failed_assertion_at_its_file_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text(
        "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\ncraps> roll(7)\n? chips(Bob) => 120\n"
    )
    assert (
        grade_main([str(folder), "--cmd", fake_command(tmp_path / "student", "student_prompt.py")])
        == 1
    )
    out = capsys.readouterr().out
    assert "a.craps:4: ? chips(Bob) => 120: got '110'" in out


def test_query_names_map_to_the_instructors_own(tmp_path: Path) -> None:
    program = own_folder(tmp_path) / "getters.py"
    program.write_text(
        "import sys\nchips = {}\nfor line in sys.stdin:\n"
        "    if line.startswith('addPlayer'):\n"
        "        name, n = line[10:-2].split(',')\n        chips[name] = int(n)\n"
        "    elif line.startswith('getChips'):\n        print(chips[line[9:-2]], flush=True)\n"
        "    else:\n        print('?', flush=True)\n"
    )
    folder = tmp_path / "t"
    folder.mkdir()
    text = "% players: Bob:70\n% query chips: getChips({player})\ncraps> point()\n"
    (folder / "a.craps").write_text(text + "? chips(Bob) => 70\n")
    code, data = grade_report(tmp_path, folder, "--cmd", f"{PY} {program}")
    assert code == 0 and data["transcripts"][0]["facts"][0]["sent"] == "getChips(Bob)"


def test_a_refusal_must_leave_the_facts_unchanged(tmp_path: Path) -> None:
    program = own_folder(tmp_path) / "takes_anyway.py"
    program.write_text(
        "import sys\nrack = 100\nfor line in sys.stdin:\n"
        "    if line.startswith('placeComeBet'):\n"
        "        rack -= 10\n        print('error: no come bets now', flush=True)\n"
        "    elif line.startswith('chips'):\n        print(rack, flush=True)\n"
        "    else:\n        print('ok', flush=True)\n"
    )
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text("% players: Bob:100\ncraps> placeComeBet(Bob, 10)\n? refused\n")
    code, data = grade_report(tmp_path, folder, "--cmd", f"{PY} {program}")
    (fact,) = data["transcripts"][0]["facts"]
    assert code == 1 and not fact["pass"]
    assert fact["why"] == "chips(Bob) changed from '100' to '90'"


def test_the_refusal_pattern_is_adjustable(tmp_path: Path) -> None:
    program = own_folder(tmp_path) / "polite.py"
    program.write_text("import sys\nfor line in sys.stdin:\n    print('Nope!', flush=True)\n")
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text("craps> roll(7)\n? refused\n")
    assert grade_main([str(folder), "--cmd", f"{PY} {program}"]) == 1
    assert grade_main([str(folder), "--cmd", f"{PY} {program}", "--refusal", "(?i)nope"]) == 0


def test_facts_only_ignores_wording_and_skips_transcripts_without_facts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "mixed.craps").write_text(
        "% players: Bob:100\ncraps> placeLineBet(Bob, 10)\n"
        "Bob bets $10 on the pass line (rack $90).\n? chips(Bob) => 90\n"
    )
    (folder / "plain.craps").write_text("craps> help\n...\n")
    student = ["--cmd", fake_command(tmp_path / "student", "student_correct.py")]
    assert grade_main([str(folder), *student]) == 1
    capsys.readouterr()
    assert grade_main([str(folder), *student, "--facts-only"]) == 0
    captured = capsys.readouterr()
    assert "1 transcripts without ? lines not graded" in captured.err
    assert captured.out.splitlines()[-1] == "score: 1 / 1"
    assert grade_main([str(folder / "plain.craps"), "--facts-only"]) == 2


def test_partial_marks_only_for_assertions_and_literal_blocks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text(
        "% marks: 3\n% players: Bob:100\ncraps> status\n...\ncraps> placeLineBet(Bob, 10)\n"
        "[..]\ncraps> roll(7)\nwrong\n? chips(Bob) => 110\n? point() => 4\n"
    )
    grade_main([str(folder), "--partial"])
    assert capsys.readouterr().out.splitlines()[-1] == "score: 1 / 3"


def test_external_programs_are_seated_by_commands_and_seeded_only_for_random_rolls() -> None:
    forced = parse_text("% seed: 4\n% players: Bob:100, Ann:50\ncraps> roll(7)\n")
    random_roll = parse_text("% seed: 4\n% players: Bob:100\ncraps> roll()\n")
    runner = ExternalRunner("prog")
    assert runner.setup(forced) == ([], ["addPlayer(Bob, 100)", "addPlayer(Ann, 50)"])
    assert runner.setup(random_roll) == (["--seed", "4"], ["addPlayer(Bob, 100)"])
    flags = ExternalRunner("prog", ExternalOptions(setup_as_flags=True))
    assert flags.setup(forced) == (["--players", "Bob:100, Ann:50"], [])


def test_a_prompt_is_stripped_by_regex(tmp_path: Path) -> None:
    program = own_folder(tmp_path) / "prompting.py"
    program.write_text(
        "while True:\n    try:\n        line = input('[turn 3]=> ')\n    except EOFError:\n"
        "        break\n    print('[turn 3]=> you said', line)\n"
    )
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text("craps> hello\nyou said hello\n")
    args = [str(folder), "--cmd", f"{PY} {program}"]
    assert grade_main(args) == 1
    assert grade_main([*args, "--prompt", r"\[turn \d+\]=> "]) == 0


def test_huge_output_blocks_grade_without_recursion_or_stalling(tmp_path: Path) -> None:
    program = own_folder(tmp_path) / "chatty.py"
    program.write_text(
        "import sys\nfor line in sys.stdin:\n"
        "    print('\\n'.join(f'line {k}' for k in range(20000)), flush=True)\n"
    )
    folder = tmp_path / "t"
    folder.mkdir()
    literal = "\n".join(f"line {k}" for k in range(1500))
    (folder / "long.craps").write_text(f"craps> go\n{literal}\n...\n")
    (folder / "gaps.craps").write_text("craps> go\n...\nline 10000\n...\nline 19999\n")
    (folder / "miss.craps").write_text("craps> go\n...\nnowhere\n...\nline 19999\n")
    code, data = grade_report(tmp_path, folder, "--cmd", f"{PY} {program}", "--timeout", "60")
    assert code == 1
    assert failed(data) == {"miss.craps"}


def test_a_program_that_reads_everything_first_is_split_by_its_echoes(tmp_path: Path) -> None:
    folder = tmp_path / "t"
    folder.mkdir()
    for name in ("come/travels_and_wins.craps", "facts/pass_natural.craps"):
        (folder / name.replace("/", "_")).write_text((LIBRARY / name).read_text())
    code, data = grade_report(
        tmp_path,
        folder,
        "--cmd",
        fake_command(tmp_path / "student", "reads_everything_first.py"),
        *WITH_CRAPSREPL,
    )
    assert code == 0, data


def test_a_program_refusing_everything_earns_no_marks_from_refusals_or_nothing_facts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = own_folder(tmp_path) / "main.sh"  # sh: the whole library, a start-up each
    program.write_text("while read -r line; do echo 'error: refused; nothing'; done\n")
    assert grade_main([str(LIBRARY), "--cmd", f"sh {program}", "--partial"]) == 1
    assert capsys.readouterr().out.splitlines()[-1].startswith("score: 0 / ")
    folder = tmp_path / "t"
    folder.mkdir()
    (folder / "a.craps").write_text(
        "% marks: 3\n% players: Bob:100\ncraps> roll(2)\n...\n? refused\n"
        "? point() => off\n? chips(Bob) => 100\n"
    )
    code, data = grade_report(tmp_path, folder, "--cmd", f"sh {program}", "--partial")
    assert code == 1 and data["score"] == 0  # two of its three facts held, for nothing
    assert [f["pass"] for f in data["transcripts"][0]["facts"]] == [True, True, False]
