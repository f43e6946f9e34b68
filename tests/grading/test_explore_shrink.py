"""The shrinker starts a session over from a quiet table: no bet down between rounds, the
players in their seats with the chips they hold there and the dice passed on to the
shooter, so the rounds before the one that disagreed drop in one run."""

from __future__ import annotations

from crapsrepl.grading.explore.sessions import Session
from crapsrepl.grading.explore.shrinker import Budget, Shrinker
from crapsrepl.grading.explore.trial import Trials
from tests.fakes.engine_bugs import BUGS
from tests.helpers import BuggyRunner

ODDS_4_AND_10 = next(bug for bug in BUGS if bug.name == "odds_4_and_10_at_3_to_2")
LAST_ROUND = ("placeLineBet(Adam, 10)", "roll(4)", "placeOddsBet(Adam, 4, 10)", "roll(4)")
SESSION = Session(
    (("Bob", 100), ("Adam", 100)),
    (
        *("placeLineBet(Bob, 10)", "roll(6)", "roll(7)"),  # Bob sevens out: Adam shoots
        *("placeLineBet(Adam, 10)", "roll(5)", "roll(5)"),  # Adam makes his point
        *LAST_ROUND,  # his odds on 4 are paid 3:2, not 2:1
    ),
    "craps",
)


def test_one_run_starts_the_session_over_from_the_last_quiet_table() -> None:
    trials = Trials(BuggyRunner(ODDS_4_AND_10))
    _, found = trials.run(SESSION, lambda _, __: True)
    assert found is not None and found.key == "chips(Adam)"
    shrunk = Shrinker(trials, Budget(runs=1)).shrink(SESSION, found)
    assert shrunk.session.players == (("Bob", 90), ("Adam", 110))
    assert shrunk.session.commands == ("passDice()", *LAST_ROUND)
    assert (shrunk.runs, shrunk.found.key) == (1, "chips(Adam)")


SIX_TO_FIVE = next(bug for bug in BUGS if bug.name == "natural_pays_6_to_5")
NATURAL = ("bet(Bob, 15)", "deal()")  # A and K against 9 7: $22 won, $18 at 6:5
BLACKJACK = Session(
    (("Bob", 100), ("Cy", 100)),
    (
        "shoe(10, 10, 9, 8, 6, 7, K, A, 9, K, 7)",  # both rounds' cards, stacked at once
        *("bet(Cy, 10)", "bet(Bob, 10)", "deal()", "stand(Bob)", "surrender(Cy)"),
        *NATURAL,
    ),
    "blackjack",
    (("surrender", "yes"),),
)


def test_a_blackjack_session_is_shrunk_to_its_last_round_with_the_cards_left_stacked() -> None:
    """The round before ends with Cy's surrender, at a table that offers it, and the deal
    goes in seat order (Bob, then Cy, though Cy bets first): the cards it leaves are those
    the last round is dealt."""
    trials = Trials(BuggyRunner(SIX_TO_FIVE))
    _, found = trials.run(BLACKJACK, lambda _, __: True)
    assert found is not None and found.key == "chips(Bob)"
    shrunk = Shrinker(trials, Budget(runs=1)).shrink(BLACKJACK, found)
    assert shrunk.session.commands == ("shoe(A, 9, K, 7)", *NATURAL)
    assert (shrunk.runs, shrunk.found.key) == (1, "chips(Bob)")
