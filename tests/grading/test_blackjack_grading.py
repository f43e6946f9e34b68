"""Blackjack graded as craps is: its fact library, its refusal probe, its fakes graded by
meaning, ``--explore`` against the engine, its handout and its method-call drivers."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.transcripts.format import load
from crapsrepl.transcripts.plan import Role, build
from crapsrepl.transcripts.replay import failed_facts
from tests.helpers import LIBRARY, blackjack_folder

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
