"""The model against published figures; not timed, but sized to run in a few seconds.

House edge of basic strategy for the default rules (six decks, S17, DAS, no surrender,
split to four hands, no resplit of aces): 0.42% (rule-effect table at
thecolorofblackjack.com: single-deck baseline -0.02%, six decks -0.53%, DAS +0.13%;
blackjackguru gives 0.44% for the same rules). Dealer bust rates: Wizard of Odds,
blackjack appendix 2B (dealer has not peeked).
"""

from __future__ import annotations

import math

import pytest

from crapsrepl.games.blackjack.analysis import ChartStrategy as BasicStrategy
from crapsrepl.games.blackjack.model import Payout, TableRules
from crapsrepl.games.blackjack.model.strategies import DealerMimic, dealer_bust_rates, simulate
from tests.blackjack.dealer_exact import bust_probability

PUBLISHED_EDGE = 0.0042
EDGE_ROUNDS = 20_000

# Wizard of Odds appendix 2B, 1 deck, dealer stands on soft 17: P(bust) by up card.
WIZARD_ONE_DECK_S17 = {
    1: 0.11654,
    2: 0.352973,
    3: 0.375588,
    4: 0.402803,
    5: 0.428905,
    6: 0.420823,
    7: 0.259854,
    8: 0.238627,
}


def test_basic_strategy_edge_is_within_its_interval_of_the_published_figure() -> None:
    result = simulate(BasicStrategy(), EDGE_ROUNDS, seed=2024)
    low, high = result.interval()
    assert low <= PUBLISHED_EDGE <= high, (result.edge, low, high)


def test_dealer_mimic_loses_far_more_than_basic_strategy() -> None:
    mimic = simulate(DealerMimic(), 5_000, seed=2024)
    basic = simulate(BasicStrategy(), 5_000, seed=2024)
    assert mimic.interval()[0] > PUBLISHED_EDGE and mimic.net < basic.net


def test_six_to_five_costs_the_player() -> None:
    rules = TableRules(blackjack_pays=Payout(6, 5))
    paid = simulate(BasicStrategy(), 2_000, seed=9)
    short = simulate(BasicStrategy(), 2_000, seed=9, rules=rules)
    assert short.net < paid.net  # the same cards, every blackjack paid less


@pytest.mark.parametrize(("up", "published"), sorted(WIZARD_ONE_DECK_S17.items()))
def test_exact_dealer_calculation_matches_the_published_table(up: int, published: float) -> None:
    assert bust_probability(1, up) == pytest.approx(published, abs=2e-6)


def test_simulated_dealer_bust_rates_match_the_exact_figures() -> None:
    """Six decks, S17; ten comparisons at once, so each uses a Bonferroni z of 2.81."""
    measured = dealer_bust_rates(60_000, seed=11)
    for up in range(1, 11):
        label = "A" if up == 1 else str(up)
        exact, n = bust_probability(6, up), measured.hands[label]
        margin = 2.81 * math.sqrt(exact * (1 - exact) / n)
        assert abs(measured.rate(label) - exact) <= margin, (label, measured.rate(label), exact)


def test_hitting_soft_17_makes_the_dealer_bust_more() -> None:
    assert bust_probability(6, 6, hits_soft_17=True) > bust_probability(6, 6)
    assert bust_probability(6, 10, hits_soft_17=True) == pytest.approx(bust_probability(6, 10))
