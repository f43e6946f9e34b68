"""Blackjack graded as craps is: its fact library, its refusal probe, its fakes graded by
meaning, ``--explore`` against the engine, its handout and its method-call drivers."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.explore.explorer import ExploreSettings, explore
from crapsrepl.grading.explore.generator import Generator, Shape
from crapsrepl.grading.explore.sessions import Table, write
from crapsrepl.grading.explore.shrinker import Budget
from crapsrepl.grading.handout import main as handout_main
from crapsrepl.grading.run.runners import BuiltinRunner, ExternalOptions, ExternalRunner
from crapsrepl.transcripts.files import load
from crapsrepl.transcripts.format import Transcript, parse_text
from crapsrepl.transcripts.plan import Role, build
from crapsrepl.transcripts.replay import failed_facts
from tests.helpers import FAKES, LIBRARY, blackjack_folder, needs_jdk

FACTS = LIBRARY / "facts_blackjack"
PY = sys.executable


def test_the_blackjack_fact_library_has_one_rule_per_file_and_passes_on_the_engine() -> None:
    files = sorted(FACTS.glob("*.blackjack"))
    assert len(files) >= 20
    for path in files:
        first = path.read_text().splitlines()[0]
        assert first.startswith("# ") and len(first) > 20, path.name
        script = load(path)
        assert any(step.facts for step in script.steps), path.name
        assert failed_facts(script) == [], path.name
        assert every_card_stacked(script), path.name


def every_card_stacked(script: Transcript) -> bool:
    """Whether the engine dealt no card of its own shuffle (which a program cannot know)."""
    binding = script.binding
    controller = binding.new_controller(script.setup, None)
    for step in script.steps:
        controller.execute(step.command)

    def ask(line: str) -> str:
        return " ".join(t for e in controller.execute(line).events for t in binding.render(e))

    return binding.lab.explorer.fair(ask)


def test_a_blackjack_refusal_is_probed_with_its_own_queries() -> None:
    script = load(FACTS / "no_surrender.blackjack")
    feeds = build(script)
    before = [f.line for f in feeds if f.role is Role.BEFORE]
    after = [f.line for f in feeds if f.role is Role.AFTER]
    assert before == after == ["chips(Bob)", "hand(Bob)"]


def grade_fake(tmp_path: Path, fake: str) -> tuple[int, dict[str, object]]:
    program = blackjack_folder(tmp_path / fake, fake) / "main.py"
    report = tmp_path / f"{fake}.json"
    code = grade_main([str(FACTS), "--cmd", f"{PY} {program}", "--report", str(report)])
    data: dict[str, object] = json.loads(report.read_text())
    return code, data


def failed(data: dict[str, object]) -> set[str]:
    transcripts = data["transcripts"]
    assert isinstance(transcripts, list)
    return {t["name"] for t in transcripts if t["status"] != "pass"}


# Each classic bug loses the fact transcripts of its rule, and only those.
BUGS = {
    "correct": set(),
    "pays_6_to_5": {
        "natural_pays_3_to_2.blackjack",
        "natural_rounds_down.blackjack",
    },
    "dealer_hits_hard_17": {
        "dealer_stands_hard_17.blackjack",
        "dealer_stands_hard_17_h17.blackjack",
    },
    "split_ace_blackjack": {"split_aces_not_blackjack.blackjack"},
}


@pytest.mark.parametrize(("fake", "lost"), list(BUGS.items()))
def test_the_blackjack_fakes_lose_the_facts_of_their_rule_only(
    tmp_path: Path, fake: str, lost: set[str]
) -> None:
    code, data = grade_fake(tmp_path, fake)
    total = len(list(FACTS.glob("*.blackjack")))
    assert failed(data) == lost
    assert (data["score"], data["max"]) == (total - len(lost), total)
    assert code == (1 if lost else 0)


def fake_runner(tmp_path: Path, fake: str) -> ExternalRunner:
    program = blackjack_folder(tmp_path / fake, fake) / "main.py"
    return ExternalRunner(f"{PY} {program}", ExternalOptions(timeout=10))


def blackjack_commands(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("blackjack> ")]


# The query each fake's bug shows at first: a wrong payout in the rack, the dealer's extra
# card in the dealer's hand (its draws are stacked in the round, so it shows that round).
SHOWN_AT = {
    "pays_6_to_5": "chips(",
    "split_ace_blackjack": "chips(",
    "dealer_hits_hard_17": "dealer(",
}


@pytest.mark.parametrize("bug", [bug for bug in BUGS if bug != "correct"])
def test_explore_finds_each_classic_bug_and_shrinks_it(tmp_path: Path, bug: str) -> None:
    found = explore(
        fake_runner(tmp_path, bug),
        ExploreSettings(sessions=60, seed=0, budget=Budget(30, 30), jobs=2, game="blackjack"),
    )
    assert found.diverged and not found.flaky and found.found is not None
    assert found.found.key.startswith(SHOWN_AT[bug])
    assert 1 <= len(blackjack_commands(found.transcript)) <= 6
    script = parse_text(found.transcript, f"{bug}.explore.blackjack")
    assert script.feedback.startswith("grade --explore: at ")
    assert failed_facts(script) == []  # the engine passes it


def test_the_correct_blackjack_program_agrees_with_the_engine(tmp_path: Path) -> None:
    found = explore(
        fake_runner(tmp_path, "correct"),
        ExploreSettings(sessions=30, seed=0, jobs=2, game="blackjack"),
    )
    assert (found.diverged, found.error, found.sessions) == (False, "", 30)


def test_the_blackjack_engine_agrees_with_itself() -> None:
    found = explore(BuiltinRunner(), ExploreSettings(sessions=40, seed=3, game="blackjack"))
    assert (found.diverged, found.error, found.sessions) == (False, "", 40)


def test_explored_sessions_deal_only_stacked_cards() -> None:
    """A program cannot know the engine's shuffle: every card of every session is stacked,
    and the sessions reach the rules the classic bugs break."""
    generator = Generator(0, game="blackjack")
    seen = []
    for index in range(60):
        session = generator.session(index)
        table = Table(session.players, "blackjack")
        for command in session.commands:
            table.execute(command)
        assert table.fair(), session
        seen += [command.split("(")[0] for command in session.commands]
    assert {"split", "double", "insurance", "noInsurance", "hit", "stand"} <= set(seen)


def test_grade_explore_explores_the_game_of_the_transcripts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = blackjack_folder(tmp_path / "student", "pays_6_to_5") / "main.py"
    argv = [str(FACTS), "--cmd", f"{PY} {program}", "--explore", "10", "--seed", "0"]
    assert grade_main(argv) == 1
    out = capsys.readouterr().out
    assert "explore: disagreement" in out
    assert "blackjack> deal()" in out and "craps> " not in out


def test_handout_game_blackjack_is_written_from_the_blackjack_binding(tmp_path: Path) -> None:
    out = tmp_path / "handout.md"
    assert handout_main([str(FACTS), str(out), "--game", "blackjack"]) == 0
    text = out.read_text()
    assert text.startswith("# Blackjack: what your program must do\n")
    assert "`shoe(A, 9, K, 7)` puts those cards on top of your shoe" in text
    assert "- `hand(PLAYER)`: PLAYER's hand total" in text
    assert "- `dealer()`: the dealer's cards" in text
    assert "- `insurance`: insure against a dealer blackjack (up to half the bet; pays 2:1)" in text
    assert "`chips(PLAYER)`, `hand(PLAYER)` stay as they were" in text
    assert "grader makes one object, `BlackjackGame()`" in text
    assert "blackjack> deal()" in text and 'method = ["bet=wager", "hit=takeCard"]' in text
    for craps_word in ("placeLineBet", "point()", "shooter()", "craps> "):
        assert craps_word not in text
    without = tmp_path / "found.md"
    assert handout_main([str(FACTS), str(without)]) == 0  # the transcripts' own game
    assert without.read_text() == text


def test_handout_game_is_one_of_the_installed_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        handout_main([str(FACTS), str(tmp_path / "h.md"), "--game", "blackjak"])
    assert exit_.value.code == 2
    assert "invalid choice: 'blackjak'" in capsys.readouterr().err


def test_a_blackjack_class_with_the_books_names_is_graded_through_the_driver(
    tmp_path: Path,
) -> None:
    """``Card``, ``Hand``, ``Player``, ``BlackjackGame`` and no program: the driver calls
    its methods, gives it each table rule through ``setOption``, and explores it."""
    folder = tmp_path / "student"
    shutil.copytree(FAKES / "blackjack" / "class", folder)
    report = tmp_path / "report.json"
    argv = [str(FACTS), "--submission", str(folder), "--report", str(report)]
    argv += ["--python-class", "blackjack_game:BlackjackGame", "--explore", "20", "--seed", "0"]
    assert grade_main(argv) == 0
    data = json.loads(report.read_text())
    total = len(list(FACTS.glob("*.blackjack")))
    assert (data["score"], data["max"]) == (total, total)
    entry = data["submission"]["entry"]
    assert entry.startswith("method calls on blackjack_game:BlackjackGame (Python driver): ")
    assert "option=setOption" in entry and "chips=getChips" in entry
    assert (data["explore"]["diverged"], data["explore"]["sessions"]) == (False, 20)


@needs_jdk
def test_a_java_blackjack_class_is_graded_through_the_java_driver(tmp_path: Path) -> None:
    """The same class in Java (``doubleDown``, as ``double`` is a Java keyword, found by its
    synonym; ``shoe(String... cards)`` given the stacked cards): full marks, and it agrees
    with the engine when explored."""
    folder = tmp_path / "student"
    shutil.copytree(FAKES / "blackjack" / "java_class", folder)
    report = tmp_path / "report.json"
    argv = [str(FACTS), "--submission", str(folder), "--report", str(report)]
    argv += ["--java-class", "BlackjackGame", "--explore", "10", "--seed", "0"]
    assert grade_main(argv) == 0
    data = json.loads(report.read_text())
    total = len(list(FACTS.glob("*.blackjack")))
    assert (data["score"], data["max"]) == (total, total)
    entry = data["submission"]["entry"]
    assert entry.startswith("method calls on BlackjackGame (Java driver): ")
    assert "double=doubleDown" in entry and "option=setOption" in entry
    assert (data["explore"]["diverged"], data["explore"]["sessions"]) == (False, 10)


def test_an_exploration_names_the_suffix_of_its_game() -> None:
    """What a class report names the minimal session's file by (``.explore`` + suffix)."""
    explored = explore(BuiltinRunner(), ExploreSettings(sessions=2, seed=0, game="blackjack"))
    assert explored.suffix == ".blackjack"
    assert explore(BuiltinRunner(), ExploreSettings(sessions=1, seed=0)).suffix == ".craps"


def test_a_getter_names_a_query_of_an_installed_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        grade_main([str(FACTS), "--submission", str(tmp_path), "--getter", "total=getTotal"])
    assert exit_.value.code == 2
    said = capsys.readouterr().err
    assert "--getter 'total=getTotal': the query is one of " in said
    assert all(query in said for query in ("chips", "hand", "dealer", "point", "bets"))


def test_explored_refusals_are_probed_and_the_correct_program_agrees(tmp_path: Path) -> None:
    generator = Generator(0, Shape(refusals=True), "blackjack")
    written = [write(generator.session(k), lambda _, __: True) for k in range(15)]
    assert sum(w.text.count("? refused") for w in written) >= 5
    found = explore(
        fake_runner(tmp_path, "correct"),
        ExploreSettings(sessions=15, seed=0, jobs=2, refusals=True, game="blackjack"),
    )
    assert (found.diverged, found.error, found.sessions) == (False, "", 15)
