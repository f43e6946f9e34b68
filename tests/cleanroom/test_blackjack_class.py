"""The blackjack clean-room class graded in one run: every student gets the grade
``manifest.toml`` promises, and explore faults no correct one (test_cleanroom.py)."""

from __future__ import annotations

from tests.helpers import clean_room_tests, needs_c_and_node, needs_jdk

pytestmark = [needs_jdk, needs_c_and_node]

(
    reports,
    test_every_clean_room_student_gets_the_grade_the_handout_promises,
    test_explore_never_faults_a_correct_clean_room_student,
) = clean_room_tests("blackjack")
