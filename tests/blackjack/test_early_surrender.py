"""Early surrender (--early-surrender yes): half the bet back before the dealer looks under
an ace or a ten, so even against a dealer blackjack; the dealer peeks at the first decision
that is not a surrender. The chart, hint, coach, saved tables and simulate know it."""

from __future__ import annotations

import pytest

from crapsrepl.console.simulate import main
from crapsrepl.games.blackjack.analysis.player import against_table
from crapsrepl.games.blackjack.analysis.table import Table
from crapsrepl.games.blackjack.console import persistence
from crapsrepl.games.blackjack.console.binding import BINDING
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup
from crapsrepl.games.blackjack.model import TableRules
from tests.helpers import blackjack_conserved, play, run_crapsrepl


def table(*lines: str, **options: str) -> BlackjackController:
    setup = OPTIONS.with_option(BlackjackSetup(), "early-surrender", "yes")
    for name, value in options.items():
        setup = OPTIONS.with_option(setup, name.replace("_", "-"), value)
    controller = BINDING.new_controller(setup, None)
    assert isinstance(controller, BlackjackController)
    for line in lines:
        controller.execute(line)
    return controller


# a dealer blackjack under a ten: Bob 10 6, Amy 9 7, the dealer K A
TEN_UP = ("addPlayer(Bob, 100)", "addPlayer(Amy, 100)", "bet(Bob, 10)", "bet(Amy, 10)",
          "shoe(10, 9, K, 6, 7, A)")  # fmt: skip


def test_an_early_surrender_gets_half_back_against_a_dealer_blackjack() -> None:
    controller = table(*TEN_UP)
    assert play(controller, "deal()", "blackjack")[-1] == "Bob to play on 16."  # no peek yet
    assert play(controller, "surrender(Bob)", "blackjack") == [
        "Bob surrenders: $5 back (rack $95).",
        "Amy to play on 16.",
    ]
    assert play(controller, "surrender(Amy)", "blackjack") == [
        "Amy surrenders: $5 back (rack $95).",
        "The dealer turns over A: 21 blackjack.",
        "Round over.",
    ]
    assert play(controller, "chips(Bob)", "blackjack") == ["95"]
    assert blackjack_conserved(controller.game)


def test_the_first_decision_that_is_not_a_surrender_makes_the_dealer_peek() -> None:
    controller = table(*TEN_UP, "deal()", "surrender(Bob)")
    assert play(controller, "hit(Amy)", "blackjack") == [
        "The dealer peeks: blackjack!",
        "The dealer turns over A: 21 blackjack.",
        "Amy loses $10 (rack $90).",
        "Round over.",
    ]
    assert play(controller, "chips(Bob)", "blackjack") == ["95"]


def test_late_surrender_loses_the_whole_bet_to_the_same_blackjack() -> None:
    setup = OPTIONS.with_option(BlackjackSetup(), "surrender", "yes")
    controller = BINDING.new_controller(setup, None)
    for line in TEN_UP:
        controller.execute(line)
    lines = play(controller, "deal()", "blackjack")
    assert "The dealer peeks: blackjack!" in lines and "Bob loses $10 (rack $90)." in lines
    assert play(controller, "surrender(Bob)", "blackjack") == [
        "error: no hand is in play: bet and deal() first"
    ]


def test_under_an_ace_insurance_is_settled_at_the_later_peek() -> None:
    controller = table(
        "addPlayer(Bob, 100)", "addPlayer(Amy, 100)", "bet(Bob, 10)", "bet(Amy, 10)",
        "shoe(10, 9, A, 6, 7, K)", "deal()", "insurance(Bob, 5)",
    )  # fmt: skip
    assert play(controller, "surrender(Bob)", "blackjack") == [
        "Insurance is closed.",
        "Bob to play on 16.",
        "Bob surrenders: $5 back (rack $90).",
        "Amy to play on 16.",
    ]
    assert play(controller, "stand(Amy)", "blackjack")[:2] == [
        "The dealer peeks: blackjack!",
        "Bob's $5 insurance pays $10 (rack $105).",
    ]
    assert blackjack_conserved(controller.game)


def test_every_hand_surrendered_early_still_settles_insurance() -> None:
    controller = table(
        "addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, A, 6, K)", "deal()", "insurance(Bob, 5)"
    )
    lines = play(controller, "surrender(Bob)", "blackjack")
    assert lines == [
        "Bob surrenders: $5 back (rack $90).",
        "The dealer turns over K: 21 blackjack.",
        "Bob's $5 insurance pays $10 (rack $105).",
        "Round over.",
    ]


def test_status_says_the_dealer_has_not_peeked_and_surrender_is_offered_by_key() -> None:
    controller = table(*TEN_UP, "deal()")
    status = play(controller, "status", "blackjack")
    assert status[0] == (
        "Dealer: K ? (10), not peeked yet: early surrender is open. Phase: playing, Bob to "
        "play. Shoe: 312 cards left."
    )
    play(controller, "hit(Bob)", "blackjack")
    assert "not peeked" not in play(controller, "status", "blackjack")[0]


def test_the_early_chart_surrenders_against_an_ace_and_a_ten() -> None:
    """The published early-surrender chart for a shoe game: against an ace hard 5-7 and
    12-17, pairs of 3s, 6s, 7s and 8s; against a ten hard 14-16, 7s and 8s."""
    chart = play(table(), "chart", "blackjack")
    rows = {" ".join(line.split()[:2]): line.split()[2:] for line in chart[2:36]}
    against_ace = {row for row, cells in rows.items() if cells[9].startswith("R")}
    against_ten = {row for row, cells in rows.items() if cells[8].startswith("R")}
    assert against_ace == {
        "hard 5", "hard 6", "hard 7", "hard 12", "hard 13", "hard 14", "hard 15", "hard 16",
        "hard 17", "pair 3,3", "pair 6,6", "pair 7,7", "pair 8,8",
    }  # fmt: skip
    assert against_ten == {"hard 14", "hard 15", "hard 16", "pair 7,7", "pair 8,8"}
    assert "early surrender" in chart[0]


def test_hint_values_the_plays_before_the_peek() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, K, 6, 7)", "deal()")
    assert play(controller, "hint ev", "blackjack") == [
        "Bob: surrender (basic strategy for 6 decks, S17, DAS, early surrender: hard 16 "
        "against a 10)",
        "  expected on $10: surrender -$5 (-0.500), hit -$5.71 (-0.571), stand -$5.77 (-0.577), "
        "double -$10.64 (-1.064)",
    ]


def test_the_coach_counts_a_missed_early_surrender() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, K, 6, 7)", "deal()",
                       coach="yes")  # fmt: skip
    assert play(controller, "stand(Bob)", "blackjack")[-1] == (
        "Coach: surrender, not stand, on hard 16 against a 10: $0.77 given up on average."
    )


def test_a_round_before_the_peek_saves_and_loads() -> None:
    controller = table(*TEN_UP, "deal()", "surrender(Bob)")
    loaded = persistence.from_document(persistence.to_document(controller.game))
    assert loaded.peek_pending and loaded.turn() == ("Amy", 1)
    assert loaded.allowed("Amy") >= {a for a in controller.game.allowed("Amy")}


def test_early_surrender_options_write_back_and_refuse_words() -> None:
    setup = OPTIONS.with_option(BlackjackSetup(), "early-surrender", "yes")
    assert OPTIONS.directives_for(setup) == ["% early-surrender: yes"]
    result = run_crapsrepl("blackjack", "--early-surrender", "soon")
    assert result.returncode == 2
    assert result.stderr.splitlines()[-1] == "crapsrepl: error: expected yes or no, not 'soon'"
    result = run_crapsrepl("blackjack", "--no-journal", "--early-surrender", "yes", stdin="rules\n")
    assert "  early surrender: yes (before the dealer's peek)" in result.stdout.splitlines()


def test_its_exact_edge_is_the_published_rules_effect() -> None:
    """Early surrender against a ten and an ace takes 0.624 points off a shoe game's edge, as
    rule-variation tables quote it; the engine's exact figures differ by 0.628."""

    def edge(rules: TableRules) -> float:
        shoe = [24] * 9 + [96]
        return -sum(
            n / 312 * against_table(Table.of(rules), up).value
            for n, up in zip(shoe, range(10), strict=True)
        )

    effect = 100 * (edge(TableRules()) - edge(TableRules(early_surrender=True)))
    assert effect == pytest.approx(0.624, abs=0.01)


def test_simulate_plays_early_surrender(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "blackjack", "basic", "--hands", "20000", "--seed", "1"]
    assert main([*argv, "--early-surrender", "yes", "--penetration", "0"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2].startswith("exact         -0.221%")
    assert not any(line.startswith("published") for line in out)
