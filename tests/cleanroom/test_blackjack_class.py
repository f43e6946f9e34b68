"""The blackjack clean-room class graded in one run: every student gets the grade
``manifest.toml`` promises, and explore faults no correct one (test_cleanroom.py)."""

from __future__ import annotations

import pytest

from tests.helpers import (
    Reports,
    clean_room_class,
    clean_room_faults,
    clean_room_grades,
    needs_c_and_node,
    needs_jdk,
)

pytestmark = [needs_jdk, needs_c_and_node]


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    return clean_room_class("blackjack", tmp_path_factory.mktemp("blackjack"))


def test_every_clean_room_student_gets_the_grade_the_handout_promises(reports: Reports) -> None:
    got, wanted = clean_room_grades("blackjack", reports)
    assert got == wanted


def test_explore_never_faults_a_correct_clean_room_student(reports: Reports) -> None:
    assert clean_room_faults("blackjack", reports) == {}
