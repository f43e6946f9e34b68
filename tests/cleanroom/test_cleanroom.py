"""Clean-room acceptance: a class written from the handout alone is graded right.

The submissions under ``blackjack/`` and ``craps/`` were written by authors who read only
``crapsrepl handout``'s page and the rules pages, never the grader's code, its tests or
its fakes (docs/cleanroom.md). Each game's class is graded in one run, as an instructor
runs it (``--many``, explore on), against the fact library, one file per game
(``test_blackjack_class.py``, ``test_craps_class.py``) so the two run side by side;
``manifest.toml`` says what each student must get. A correct student losing a mark, or a
buggy one losing a file its bug does not touch, is the handout promising something the
grader does not do.
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import CLEAN_ROOM, CLEAN_ROOM_LIBRARIES, CLEAN_ROOM_MANIFEST


def declared_rules(transcript: Path) -> set[str]:
    rules: set[str] = set()
    for line in transcript.read_text(encoding="utf-8").splitlines():
        if line.startswith("% rule:"):
            rules |= {rule.strip() for rule in line.removeprefix("% rule:").split(",")}
    return rules


def test_the_manifest_lists_every_submission_and_only_those() -> None:
    for game in CLEAN_ROOM_LIBRARIES:
        folders = {p.name for p in (CLEAN_ROOM / game).iterdir() if p.is_dir()}
        assert folders == set(CLEAN_ROOM_MANIFEST[game]), game


def test_each_bug_loses_files_declaring_its_rule() -> None:
    for game, students in CLEAN_ROOM_MANIFEST.items():
        for name, student in students.items():
            for lost in student.get("lost", []):
                path = CLEAN_ROOM_LIBRARIES[game] / lost
                assert student["rule"] in declared_rules(path), (name, lost)
