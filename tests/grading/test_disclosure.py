"""Nothing of a hidden transcript reaches a student: a hidden transcript seats a player
with a name and a number found nowhere else, and students are graded so that every kind of
reason quotes it (a query not answered, a start-up death on its flag, a timeout on its
line, a refusal not made, its stacked cards refused, a missing method). The instructor's
CSV and JSON reports hold the marker; the student's results.json and the handout never."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.handout import handout
from crapsrepl.grading.report.disclosure import HIDDEN, Disclosure
from crapsrepl.grading.run.batch import load_all
from crapsrepl.transcripts.format import parse_text

NAME, NUMBER = "Quillfeather", "73519"
TRANSCRIPTS = {
    "craps": {
        "visible.craps": "# The shooter bets the line.\n% players: Bob:100\n"
        "craps> placeLineBet(Bob, 10)\ncraps> roll(7)\n",
        "secret.craps": "# A bet past the rack is refused; a natural pays.\n"
        f"% visibility: hidden\n% table-max: {NUMBER}\n% players: {NAME}:100\n"
        f"craps> placeLineBet({NAME}, 500)\n? refused\n"
        f"craps> placeLineBet({NAME}, 10)\ncraps> roll(7)\n? chips({NAME}) => 110\n",
    },
    "blackjack": {
        "visible.blackjack": "# A stand on 20 beats 17.\n% players: Bob:100\n"
        "blackjack> bet(Bob, 10)\nblackjack> shoe(10, 10, 10, 7)\nblackjack> deal()\n"
        "blackjack> stand(Bob)\n? chips(Bob) => 110\n",
        "secret.blackjack": "# Stacked cards: a stand on 20 beats 17.\n% visibility: hidden\n"
        f"% players: {NAME}:100\n% shoe: 10, 10, 10, 7\nblackjack> bet({NAME}, 10)\n"
        f"blackjack> deal()\nblackjack> stand({NAME})\n? chips({NAME}) => 110\n",
    },
}
LOOP = "import sys\nfor line in sys.stdin:\n"
# Each student makes one kind of reason quote the hidden transcript.
STUDENTS = {
    "craps": {
        # Answers no query: interface, quoting the first query it was asked.
        "unanswered": LOOP + "    print(f\"I don't understand '{line.strip()}'\", flush=True)\n",
        # Takes no option: dies at start-up on --table-max, quoting it.
        "startup": "import argparse\nargparse.ArgumentParser().parse_args()\n"
        + LOOP
        + "    print('ok', flush=True)\n",
        # Hangs on the hidden player's bet: a timeout naming the line.
        "hangs": "import time\n"
        + LOOP
        + f"    if '{NAME}, 10)' in line:\n        time.sleep(60)\n    print('ok', flush=True)\n",
        # Refuses nothing: the hidden ? refused fails, quoting its reply.
        "accepts": LOOP + "    print(f'ok {line.strip()}', flush=True)\n",
    },
    "blackjack": {
        # Refuses stacked cards, naming the players it seated.
        "unstacked": "seated = []\n"
        + LOOP
        + "    if line.startswith('addPlayer('):\n        seated.append(line[10:].split(',')[0])\n"
        + "    stacking = line.startswith('shoe(')\n"
        + "    print(f'error: {seated} take no stacked cards' if stacking else 'ok', flush=True)\n",
    },
}
# A class with no getter for the queries: interface, naming the methods.
NO_GETTER = "class {cls}:\n    def addPlayer(self, name: str, chips: int) -> None:\n        pass\n"


@pytest.fixture(scope="module", params=["craps", "blackjack"])
def graded(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, Path, Path]:
    game = str(request.param)
    root = tmp_path_factory.mktemp(game)
    transcripts = root / "transcripts"
    transcripts.mkdir()
    for name, text in TRANSCRIPTS[game].items():
        (transcripts / name).write_text(text)
    for student, source in STUDENTS[game].items():
        (root / "class" / student).mkdir(parents=True)
        (root / "class" / student / "main.py").write_text(source)
    lab_class = load_all(str(transcripts))[0].binding.lab.lab_class
    (root / "class" / "getterless").mkdir()
    (root / "class" / "getterless" / "game.py").write_text(NO_GETTER.format(cls=lab_class))
    argv = [str(transcripts), "--many", str(root / "class"), "--timeout", "2"]
    argv += ["--csv", str(root / "grades.csv"), "--report-dir", str(root / "reports")]
    grade_main([*argv, "--gradescope", str(root / "gradescope")])
    return game, transcripts, root


def test_the_instructors_reports_hold_the_marker_and_the_students_results_never(
    graded: tuple[str, Path, Path],
) -> None:
    game, _, root = graded
    students = [*STUDENTS[game], "getterless"]
    csv_text = (root / "grades.csv").read_text()
    for student in students:
        mine = (root / "reports" / f"{student}.json").read_text()
        assert NAME in mine or NUMBER in mine or student == "getterless", student
        shown = (root / "gradescope" / f"{student}.json").read_text()
        assert NAME not in shown and NUMBER not in shown, (student, shown)
    if game == "craps":
        assert f"chips({NAME})" in csv_text  # the unanswered query, quoted
        assert f"--table-max {NUMBER}" in csv_text  # argparse's complaint, quoted
        assert f"placeLineBet({NAME}, 10)" in csv_text  # the line it hung on


def test_each_reason_still_says_what_happened(graded: tuple[str, Path, Path]) -> None:
    """Filtered, not emptied: the student reads why, with the secrets blanked."""
    game, _, root = graded

    def output(student: str) -> str:
        return str(json.loads((root / "gradescope" / f"{student}.json").read_text())["output"])

    assert "no method for " in output("getterless") and "chips (getChips)" in output("getterless")
    if game == "craps":
        assert f"no query answered (chips): chips({HIDDEN}) got" in output("unanswered")
        assert "unrecognized arguments: --table-max [hidden]" in output("startup")
        assert output("hangs").endswith("a transcript you cannot see yet: timeout")


def test_the_handout_quotes_no_hidden_line(graded: tuple[str, Path, Path]) -> None:
    game, transcripts, _ = graded
    text = handout(load_all(str(transcripts)), game)
    assert NAME not in text and NUMBER not in text and HIDDEN not in text
    assert "A bet past the rack is refused" in text or "Stacked cards: a stand" in text


def test_the_filter_blanks_a_hidden_transcripts_own_words_and_keeps_the_rest() -> None:
    hidden = parse_text(TRANSCRIPTS["craps"]["secret.craps"], "secret.craps")
    visible = parse_text(TRANSCRIPTS["craps"]["visible.craps"], "visible.craps")
    shown = Disclosure([hidden, visible])
    said = f"line 11 placeLineBet({NAME}, 500) got 'Bob has {NUMBER} at 100'"
    assert shown(said) == f"line 11 placeLineBet({HIDDEN}, 500) got 'Bob has {HIDDEN} at 100'"
    assert shown(said.casefold()) == said.casefold().replace(NAME.casefold(), HIDDEN).replace(
        NUMBER, HIDDEN
    )
    assert Disclosure([visible])(said) == said  # nothing hidden: nothing to blank
