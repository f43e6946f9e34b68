"""What the grader sends a program is what the handout promises: no ``--game`` flag, a
start-up death told in the program's own words, stacked cards a program refuses failing
the transcript (never a random continuation, so a class graded twice gets the same
reports), a missing method the same ``interface`` in ``--inspect`` and in grading, a bare
``main.js`` found, and the drivers refusing a bad number alike."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.student.entry import (
    JAVA_DRIVER,
    PYTHON_DRIVER,
    Entry,
    EntryOptions,
    find_entry,
)
from crapsrepl.grading.student.naming import driver_flags
from tests.helpers import (
    DATA,
    FAKES,
    LIBRARY,
    compiled_beside,
    needs_c_and_node,
    needs_jdk,
    untimed,
)

FACTS = LIBRARY / "facts_blackjack"
BLACKJACK_CLASS = FAKES / "blackjack" / "class" / "blackjack_game.py"

# A correct program that takes only the options the handout lists, as argparse would.
ARGPARSE_PROGRAM = """\
import argparse
from blackjack_table import Bugs, main
parser = argparse.ArgumentParser()
for flag in ("--dealer", "--payout", "--das", "--resplit-aces", "--surrender"):
    parser.add_argument(flag)
parser.parse_args()
main(Bugs())
"""
# A program that takes no option at all: a test with a rule stops it at start-up.
NO_OPTIONS = """\
import argparse
from blackjack_table import Bugs, main
argparse.ArgumentParser().parse_args()
main(Bugs())
"""


def blackjack_program(folder: Path, source: str) -> Path:
    folder.mkdir(parents=True)
    compiled_beside(folder, FAKES / "blackjack" / "blackjack_table.py")
    (folder / "main.py").write_text(source)
    return folder


def test_a_correct_program_that_takes_only_the_rules_options_gets_full_marks(
    tmp_path: Path,
) -> None:
    """It was started with --game blackjack, which argparse refused: exit 2, 0 marks."""
    student = blackjack_program(tmp_path / "student", ARGPARSE_PROGRAM)
    report = tmp_path / "report.json"
    assert grade_main([str(FACTS), "--submission", str(student), "--report", str(report)]) == 0
    data = json.loads(report.read_text())
    total = len(list(FACTS.glob("*.blackjack")))
    assert (data["score"], data["max"]) == (total, total)


def test_a_program_that_dies_at_start_up_is_told_why_on_the_terminal_the_csv_and_gradescope(
    tmp_path: Path,
) -> None:
    blackjack_program(tmp_path / "class" / "strict", NO_OPTIONS)
    grades, gradescope = tmp_path / "grades.csv", tmp_path / "gradescope"
    argv = [str(FACTS), "--many", str(tmp_path / "class"), "--csv", str(grades)]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        grade_main([*argv, "--gradescope", str(gradescope)])
    said = (
        "exit status 2 at start-up, before reading a line; its last line on stderr: "
        "'main.py: error: unrecognized arguments: --dealer H17'"
    )
    (row,) = csv.DictReader(grades.open())
    assert row["status"] == "crash"
    assert row["reason"] == f"dealer_hits_soft_17.blackjack: crash: {said}"
    assert f"strict: crash: dealer_hits_soft_17.blackjack: crash: {said}" in printed.getvalue()
    shown = json.loads((gradescope / "strict.json").read_text())
    assert shown["output"].endswith(said)


def test_a_start_up_message_is_escaped_and_cut_to_one_line(tmp_path: Path) -> None:
    student = tmp_path / "student"
    student.mkdir()
    (student / "main.py").write_text(
        "import sys\nsys.stderr.write('Trace\\n' + 'boom \\x1b[2J' + 'x' * 5000 + '\\n')\n"
        "sys.exit(3)\n"
    )
    report = tmp_path / "report.json"
    transcripts = DATA / "class_transcripts" / "natural.craps"
    grade_main([str(transcripts), "--submission", str(student), "--report", str(report)])
    (graded,) = json.loads(report.read_text())["transcripts"]
    reason = graded["reason"]
    assert reason.startswith("exit status 3 at start-up, before reading a line; its last line ")
    assert "\x1b" not in reason and "boom \\x1b[2J" in reason
    assert reason.endswith("...'") and len(reason) < 300


def refusing_class(folder: Path) -> Path:
    """The book's blackjack class, but refusing every stacked card: its own (unseeded)
    shuffle then deals."""
    folder.mkdir(parents=True)
    source = BLACKJACK_CLASS.read_text().replace(
        "    def shoe(self, *cards: str) -> None:\n",
        "    def shoe(self, *cards: str) -> None:\n        raise ValueError('I stack nothing')\n",
    )
    assert "I stack nothing" in source
    (folder / "blackjack_game.py").write_text(source)
    return folder


def stacking_transcripts(root: Path) -> Path:
    """The fact library, and a transcript that asks for a refused stack (a card no deck
    holds): refusing that one is right."""
    folder = root / "transcripts"
    shutil.copytree(FACTS, folder)
    (folder / "bad_card.blackjack").write_text(
        "# A card no deck holds is refused.\n% players: Bob:100\nblackjack> shoe(Z)\n? refused\n"
    )
    return folder


@pytest.fixture(scope="module")
def graded_twice(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A class graded twice: the class refusing stacked cards, the book's class, and a
    correct program."""
    root = tmp_path_factory.mktemp("twice")
    transcripts = stacking_transcripts(root)
    refusing_class(root / "class" / "refuses")
    (root / "class" / "book").mkdir()
    shutil.copy(BLACKJACK_CLASS, root / "class" / "book")
    blackjack_program(root / "class" / "program", ARGPARSE_PROGRAM)
    runs = []
    for run in ("first", "second"):
        out = root / run
        out.mkdir()
        argv = [str(transcripts), "--many", str(root / "class"), "--csv", str(out / "grades.csv")]
        argv += ["--report-dir", str(out / "reports"), "--gradescope", str(out / "gradescope")]
        grade_main(argv)
        runs.append(out)
    return runs[0], runs[1]


def test_the_same_class_graded_twice_gets_the_same_reports_bit_for_bit(
    graded_twice: tuple[Path, Path],
) -> None:
    first, second = graded_twice
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert len(files) > 10
    for name in files:
        if name.suffix in (".json", ".csv", ".xml"):
            assert untimed(first / name) == untimed(second / name), name


def test_stacked_cards_a_program_refuses_fail_the_transcript_with_that_reason(
    graded_twice: tuple[Path, Path],
) -> None:
    report = json.loads((graded_twice[0] / "reports" / "refuses.json").read_text())
    graded = {t["name"]: t for t in report["transcripts"]}
    bad_card = graded.pop("bad_card.blackjack")
    assert bad_card["status"] == "pass"  # the refusal the transcript asks for
    directive = graded["shoe_directive.blackjack"]  # % shoe: 10h, 9s, 9d, 9c
    assert directive["reason"] == (
        "your program refused the stacked cards: shoe(10h, 9s, 9d, 9c) got 'error: I stack nothing'"
    )
    for name, transcript in graded.items():
        assert (transcript["status"], transcript["marks"]) == ("fail", 0), name
        assert transcript["reason"].startswith("your program refused the stacked cards: shoe("), (
            name
        )
    book = json.loads((graded_twice[0] / "reports" / "book.json").read_text())
    assert book["score"] == book["max"]


def test_a_class_without_set_option_is_interface_graded_as_inspected(tmp_path: Path) -> None:
    """It was interface in --inspect but ok at grading, losing the rule transcripts unseen."""
    student = tmp_path / "class" / "deaf"
    student.mkdir(parents=True)
    source = BLACKJACK_CLASS.read_text().replace("def setOption(", "def set_(")
    (student / "blackjack_game.py").write_text(source)
    grades = tmp_path / "grades.csv"
    grade_main([str(FACTS), "--many", str(tmp_path / "class"), "--csv", str(grades)])
    (row,) = csv.DictReader(grades.open())
    reason = "no method for option (setOption), which the transcripts call"
    assert (row["status"], row["reason"]) == ("interface", reason)
    inspected = io.StringIO()
    with contextlib.redirect_stdout(inspected):
        grade_main([str(FACTS), "--many", str(tmp_path / "class"), "--inspect"])
    lines = inspected.getvalue().splitlines()
    assert lines[1].split()[3] == "interface" and f"  {reason}" in lines


def test_a_bare_main_js_or_the_one_js_file_is_found(tmp_path: Path) -> None:
    (tmp_path / "main.js").write_text("")
    found = find_entry(tmp_path, EntryOptions())
    assert isinstance(found, Entry) and found.run == ["node", "{dir}/main.js"]
    (tmp_path / "main.js").rename(tmp_path / "game.js")
    found = find_entry(tmp_path, EntryOptions())
    assert isinstance(found, Entry) and found.run == ["node", "{dir}/game.js"]
    (tmp_path / "other.js").write_text("")  # two: which one is a guess
    assert not isinstance(find_entry(tmp_path, EntryOptions()), Entry)


@needs_c_and_node
def test_a_node_program_in_main_js_is_graded(tmp_path: Path) -> None:
    student = tmp_path / "student"
    student.mkdir()
    shutil.copy(FAKES / "class" / "mia" / "craps.js", student / "main.js")
    report = tmp_path / "report.json"
    transcripts = DATA / "class_transcripts"
    assert (
        grade_main([str(transcripts), "--submission", str(student), "--report", str(report)]) == 0
    )
    assert json.loads(report.read_text())["submission"]["entry"] == "main.js"


BAD_NUMBERS = "placeLineBet(Bob, ten)\nplaceLineBet(Bob)\nroll(1, 2, 3)\n"
REFUSED = [
    "craps> placeLineBet(Bob, ten)",
    "error: placeLineBet: 'ten' is not a whole number",
    "craps> placeLineBet(Bob)",
    "error: placeLineBet takes (player, amount), not 1 arguments",
    "craps> roll(1, 2, 3)",
    "error: roll takes () or (total) or (total, die2), not 3 arguments",
]


def test_the_python_driver_refuses_words_its_table_does_not_take(tmp_path: Path) -> None:
    (tmp_path / "table.py").write_text(
        "class Table:\n    def placeLineBet(self, *a): pass\n    def roll(self, *a): pass\n"
    )
    argv = [sys.executable, str(PYTHON_DRIVER), "--class", "table:Table", "--path", str(tmp_path)]
    done = subprocess.run(
        [*argv, *driver_flags("craps", [], [])],
        input=BAD_NUMBERS,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.splitlines() == REFUSED


@needs_jdk
def test_the_java_driver_refuses_the_same_words_the_same_way(tmp_path: Path) -> None:
    (tmp_path / "Table.java").write_text(
        "public class Table {\n"
        "    public void placeLineBet(String name, int amount) {}\n"
        "    public void roll(int total) {}\n"
        "}\n"
    )
    sources = [str(tmp_path / "Table.java"), *map(str, JAVA_DRIVER)]
    subprocess.run(["javac", "-d", str(tmp_path), *sources], check=True)
    argv = ["java", "-cp", str(tmp_path), "LabDriver", "--class", "Table"]
    done = subprocess.run(
        [*argv, *driver_flags("craps", [], [])],
        input=BAD_NUMBERS,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.splitlines() == REFUSED
