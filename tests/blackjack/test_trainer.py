"""The trainer: the coach's line after a mistake and its cost, accuracy in status and the
summary, the Hi-Lo count, index plays, the counting drill, and the trainer kept across a
resumed session."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapsrepl.games.blackjack.console import persistence
from crapsrepl.games.blackjack.console.binding import BINDING
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.counting import Count, hi_lo, table_count
from crapsrepl.games.blackjack.console.hint import hint
from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup
from crapsrepl.games.blackjack.console.table_events import DrillShown
from crapsrepl.games.blackjack.model import parse_card
from tests.helpers import blackjack_table, play, resealed, run_crapsrepl


def table(*lines: str, **options: str) -> BlackjackController:
    setup = BlackjackSetup()
    for name, value in options.items():
        setup = OPTIONS.with_option(setup, name, value)
    controller = BINDING.new_controller(setup, None)
    assert isinstance(controller, BlackjackController)
    for line in lines:
        controller.execute(line)
    return controller


EIGHTS = ("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(8, 10, 8, 7, 9)", "deal()")


def test_a_mistake_gets_one_line_with_the_right_play_and_its_cost() -> None:
    controller = table(*EIGHTS, coach="yes")
    lines = play(controller, "stand(Bob)", "blackjack")
    assert [line for line in lines if line.startswith("Coach")] == [
        "Coach: split, not stand, on a pair of 8s against a 10: $0.62 given up on average."
    ]
    assert play(controller, "status", "blackjack")[-1] == (
        "  Coach: 0 of 1 decisions right (0%); $0.62 of expected value given up."
    )


def test_the_best_play_gets_no_line_and_counts_as_right() -> None:
    controller = table(*EIGHTS, coach="yes")
    assert not any(
        line.startswith("Coach:") for line in play(controller, "split(Bob)", "blackjack")
    )
    assert controller.coach.decisions == 1 and controller.coach.right == 1


def test_without_the_coach_nothing_is_said() -> None:
    controller = table(*EIGHTS)
    assert not any(line.startswith("Coach") for line in play(controller, "stand(Bob)", "blackjack"))
    assert not any("Coach" in line for line in play(controller, "status", "blackjack"))


def test_coach_on_and_off_at_the_table() -> None:
    controller = table(*EIGHTS)
    assert play(controller, "coach on", "blackjack") == [
        "The coach is on: a line after each decision that is not the best."
    ]
    assert play(controller, "coach maybe", "blackjack") == [
        "error: coach is on or off, not 'maybe'"
    ]
    assert play(controller, "coach off", "blackjack") == ["The coach is off."]


def test_the_summary_lists_each_mistake_and_its_cost() -> None:
    controller = table(*EIGHTS, coach="yes")
    controller.execute("stand(Bob)")
    assert controller.summary()[-2:] == [
        "  Coach: 0 of 1 decisions right (0%); $0.62 of expected value given up.",
        "    Bob: split, not stand, on a pair of 8s against a 10 ($0.62 given up on average)",
    ]


def test_insurance_and_a_play_that_closes_it_are_judged() -> None:
    controller = table(
        "addPlayer(Bob, 100)",
        "addPlayer(Amy, 100)",
        "bet(Bob, 10)",
        "bet(Amy, 10)",
        "shoe(10, A, A, 7, 9, 8, 10)",
        "deal()",
        coach="yes",
    )
    assert play(controller, "insurance(Bob, 5)", "blackjack")[-1] == (
        "Coach: no insurance, not insurance, on the insurance offer: $0.39 given up on average."
    )
    assert play(controller, "hit(Bob)", "blackjack")[-1] == (
        "Coach: stand, not hit, on hard 17 against an ace: $0.81 given up on average."
    )


def test_a_play_the_dealers_blackjack_cancels_is_not_judged() -> None:
    controller = table(
        "addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, A, 7, K)", "deal()", coach="yes"
    )
    controller.execute("hit(Bob)")  # closes insurance; the peek finds a blackjack
    assert controller.coach.decisions == 0


def test_undo_takes_the_coachs_judgement_back_with_the_decision() -> None:
    controller = table(
        "addPlayer(Bob, 100)",
        "addPlayer(Amy, 100)",
        "bet(Bob, 10)",
        "bet(Amy, 10)",
        "shoe(10, A, A, 7, 9, 8, 10)",
        "deal()",
        coach="yes",
    )
    controller.execute("insurance(Bob, 5)")
    assert controller.coach.decisions == 1
    assert play(controller, "undo", "blackjack") == ["Took back insurance(Bob, 5)."]
    assert controller.coach.decisions == 0 and controller.coach.lost == 0


def test_the_count_is_of_the_cards_seen_since_the_shuffle() -> None:
    game = blackjack_table("", {"Bob": 10})
    cards = [parse_card(c) for c in ("2", "5", "K", "A", "9", "3", "7", "8")]
    game.shoe.restore(cards * 39, 0, [])
    game.deal()  # Bob 2 K, the dealer 5 and a face-down A
    assert table_count(game) == Count(1, 309 / 52, 3)  # 2, 5, K; the hole card unseen
    game.stand("Bob")  # the ace turned, the dealer's soft 16 draws 9 and 3
    assert table_count(game) == Count(1, 306 / 52, 6)
    assert [hi_lo(parse_card(c)) for c in ("2", "6", "7", "9", "10", "K", "A")] == [
        1, 1, 0, 0, -1, -1, -1,
    ]  # fmt: skip


def test_stacked_cards_leave_the_shoe_and_the_count_as_they_were() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(2, 3, 4, 5)", "deal()")
    assert play(controller, "count", "blackjack") == [
        "Hi-Lo running count +0, true count +0.0 (6.0 decks left; 0 cards seen since the shuffle)."
    ]


def test_the_count_comes_back_with_a_saved_table() -> None:
    controller = table("addPlayer(Bob, 1000)", seed="5")
    for _ in range(6):
        for line in ("bet(Bob, 10)", "deal()", "stand(Bob)"):
            controller.execute(line)
    loaded = persistence.from_document(controller.to_document())
    assert table_count(loaded) == controller.count()


@pytest.mark.parametrize(
    ("true", "play_it"), [(0.0, "stand"), (2.5, "stand"), (-0.5, "hit")]
)  # fmt: skip
def test_sixteen_against_a_ten_stands_at_a_true_count_of_zero(true: float, play_it: str) -> None:
    game = blackjack_table("10 10 6 7", {"Bob": 10})
    game.deal()
    found = hint(game, count=Count(round(true * 4), 4.0, 100))
    assert found.play == play_it
    if play_it == "stand":
        assert found.why.startswith("index play 16 v 10 stands at 0, Hi-Lo true count")


def test_insurance_at_plus_three() -> None:
    game = blackjack_table("10 A 9 7", {"Bob": 10})
    game.deal()
    assert hint(game, count=Count(12, 4.0, 100)).play == "insurance"
    assert hint(game, count=Count(11, 4.0, 100)).play == "no insurance"


def test_the_fab_four_surrender_at_their_counts() -> None:
    game = blackjack_table("10 10 4 7", {"Bob": 10}, late_surrender=True)
    game.deal()
    assert hint(game, count=Count(12, 4.0, 100)).play == "surrender"  # 14 v 10 at +3
    assert hint(game, count=Count(8, 4.0, 100)).play == "hit"


def test_the_coach_counts_when_counting_is_on() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "deal()", counting="yes")
    assert controller.coach.counting
    assert play(controller, "counting off", "blackjack") == [
        "Counting is off: hint and the coach play basic strategy."
    ]


def test_the_drill_checks_the_running_count() -> None:
    controller = table()
    shown = controller.execute("drill 8").events[0]
    assert isinstance(shown, DrillShown) and len(shown.cards) == 8
    count = sum(hi_lo(parse_card(card)) for card in shown.cards)
    assert play(controller, f"guess({count})", "blackjack") == [
        f"Right: {count:+d}. Drills right: 1 of 1."
    ]
    controller.execute("drill 3")
    said = play(controller, "guess(9)", "blackjack")[0]  # three cards never count 9
    assert said.startswith("Not quite: ") and said.endswith(", not +9. Drills right: 1 of 2.")


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("guess(1)", "error: no drill to answer: drill first"),
        ("drill 0", "error: a drill is 1 to 52 cards, not 0"),
        ("drill 53", "error: a drill is 1 to 52 cards, not 53"),
        ("drill lots", "error: a drill is 1 to 52 cards, not 'lots'"),
    ],
)
def test_drill_refusals(line: str, said: str) -> None:
    assert play(table(), line, "blackjack") == [said]


def test_a_guess_that_is_no_number_is_refused() -> None:
    controller = table("drill 4")
    assert play(controller, "guess(x)", "blackjack") == [
        "error: a running count is a whole number such as -2 or 3, not 'x'"
    ]


def test_the_drill_never_touches_the_tables_cards() -> None:
    seeded = table("addPlayer(Bob, 100)", seed="9")
    drilled = table("addPlayer(Bob, 100)", "drill 20", seed="9")
    for controller in (seeded, drilled):
        controller.execute("bet(Bob, 10)")
    assert play(seeded, "deal()", "blackjack") == play(drilled, "deal()", "blackjack")


def test_a_resumed_session_goes_on_coaching(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    script = "\n".join([*EIGHTS, "stand(Bob)"]) + "\n"
    run_crapsrepl("blackjack", "--coach", "yes", "--journal", str(journal), stdin=script)
    resumed = run_crapsrepl("--resume", str(journal), stdin="status\n")
    assert resumed.stdout.splitlines()[-1] == (
        "  Coach: 0 of 1 decisions right (0%); $0.62 of expected value given up."
    )


@pytest.mark.parametrize(
    "trainer",
    [
        {"coach": "yes", "counting": False, "decisions": 1, "right": 0, "lost": 5},
        {"coach": True, "counting": False, "decisions": 1, "right": 2, "lost": 5},
        {"coach": True, "counting": False, "decisions": -1, "right": 0, "lost": 5},
        "on",
    ],
)
def test_a_damaged_trainer_part_is_ignored(trainer: object) -> None:
    """Written by whoever holds the seal key (any other edit is refused by the seal)."""
    controller = table(*EIGHTS)
    document = resealed(controller.to_document(), lambda public: public.update(trainer=trainer))
    restored = BINDING.restore(document)
    assert isinstance(restored, BlackjackController)
    assert not restored.coach.on and restored.coach.decisions == 0


def test_the_trainers_options_are_written_back() -> None:
    setup = OPTIONS.with_option(BlackjackSetup(), "coach", "yes")
    setup = OPTIONS.with_option(setup, "counting", "yes")
    assert OPTIONS.directives_for(setup) == ["% coach: yes", "% counting: yes"]
