"""Blackjack graded as craps is: its fact library, its refusal probe, its fakes graded by
meaning, ``--explore`` against the engine, its handout and its method-call drivers."""

from __future__ import annotations

from crapsrepl.transcripts.format import load
from crapsrepl.transcripts.plan import Role, build
from crapsrepl.transcripts.replay import failed_facts
from tests.helpers import LIBRARY

FACTS = LIBRARY / "facts_blackjack"


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
