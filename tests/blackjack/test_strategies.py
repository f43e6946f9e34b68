from __future__ import annotations

import random

import pytest

from crapsrepl.games.blackjack.analysis import PLAYERS
from crapsrepl.games.blackjack.analysis import ChartStrategy as BasicStrategy
from crapsrepl.games.blackjack.model import (
    BlackjackGame,
    Hand,
    Shoe,
    TableRules,
    parse_card,
    play_round,
)
from crapsrepl.games.blackjack.model.events import HandSettled, Outcome, Split
from crapsrepl.games.blackjack.model.strategies import (
    DealerMimic,
    SimulationResult,
    dealer_bust_rates,
    simulate,
)
from tests.helpers import blackjack_conserved


def hand(text: str, **kw: bool) -> Hand:
    return Hand(bet=10, cards=[parse_card(c) for c in text.split()], **kw)


UP = {label: parse_card(label) for label in "2 3 4 5 6 7 8 9 10 K A".split()}  # noqa: SIM905


@pytest.mark.parametrize(
    ("cards", "hits"),
    [("10 6", True), ("9 8", False), ("A 5", True), ("A 6", False), ("2 3", True), ("K Q", False)],
)
def test_dealer_mimic_hits_16_stands_17(cards: str, hits: bool) -> None:
    mimic = DealerMimic()
    for up in UP.values():
        assert mimic.hit(hand(cards), up) is hits
        assert not mimic.double_down(hand(cards), up) and not mimic.split(hand("8 8"), up)
    assert not mimic.even_money(hand("A K"), UP["A"]) and mimic.insurance(hand("9 9"), UP["A"]) == 0


@pytest.mark.parametrize(
    ("cards", "up", "play"),
    [
        ("6 5", "10", "double"),
        ("6 5", "A", "hit"),
        ("5 4", "2", "hit"),
        ("5 4", "3", "double"),
        ("10 2", "3", "hit"),
        ("10 2", "4", "stand"),
        ("10 6", "6", "stand"),
        ("10 6", "7", "hit"),
        ("10 6", "10", "hit"),
        ("A 7", "2", "stand"),
        ("A 7", "3", "double"),
        ("A 7", "9", "hit"),
        ("A 6", "2", "hit"),
        ("A 2", "5", "double"),
        ("8 8", "A", "split"),
        ("9 9", "7", "stand"),
        ("9 9", "8", "split"),
        ("10 10", "6", "stand"),
        ("5 5", "9", "double"),
        ("4 4", "5", "split"),
        ("4 4", "4", "hit"),
        ("A A", "10", "split"),
        ("K Q", "A", "stand"),
    ],
)
def test_basic_strategy_cells(cards: str, up: str, play: str) -> None:
    b, h, u = BasicStrategy(), hand(cards), UP[up]
    chosen = (
        "split"
        if h.pair and b.split(h, u)
        else "double"
        if b.double_down(h, u)
        else "hit"
        if b.hit(h, u)
        else "stand"
    )
    assert chosen == play


def test_basic_strategy_surrenders_only_where_allowed() -> None:
    b = BasicStrategy(TableRules(late_surrender=True))
    assert b.surrender(hand("10 6"), UP["10"]) and b.surrender(hand("10 5"), UP["10"])
    assert not b.surrender(hand("10 6"), UP["7"]) and not b.insurance(hand("9 9"), UP["A"])
    assert b.hit(hand("10 6"), UP["A"])  # a surrender cell: after a split, it hits
    assert not BasicStrategy().surrender(hand("10 6"), UP["10"])  # no surrender here


def test_three_card_soft_18_stands_where_it_cannot_double() -> None:
    b = BasicStrategy()
    assert b.double_down(hand("A 7"), UP["4"]) and not b.hit(hand("A 2 5"), UP["4"])


def test_three_card_11_hits_where_it_cannot_double() -> None:
    b = BasicStrategy()
    assert b.double_down(hand("6 5"), UP["6"]) and b.hit(hand("6 5"), UP["6"])
    assert b.hit(hand("2 4 5"), UP["6"]) and b.hit(hand("A 2 3"), UP["5"])  # 11, soft 16


def _stacked(cards: str, rules: TableRules | None = None) -> BlackjackGame:
    g = BlackjackGame(seed=3, rules=rules)
    g.add_player("Bob", 1000)
    g.stack([parse_card(c) for c in cards.split()])
    return g


def test_play_round_makes_the_offers_in_order() -> None:
    g = _stacked("8 6 8 10 3 10 10 K")
    events = play_round(g, {"Bob": BasicStrategy()})
    assert Split("Bob", 1, 2, 10, 980) in events  # 8-8 splits; 8-3 doubles to 21; 8-10 stands
    assert g.hands("Bob")[0].doubled and blackjack_conserved(g)
    assert [e.outcome for e in events if isinstance(e, HandSettled)] == [Outcome.WIN] * 2


def test_play_round_surrenders_when_the_table_allows() -> None:
    rules = TableRules(late_surrender=True)
    g = _stacked("10 10 6 7", rules)
    events = play_round(g, {"Bob": BasicStrategy(rules)})
    assert HandSettled("Bob", 1, Outcome.SURRENDER, 10, 5, 995) in events


def test_play_round_answers_insurance() -> None:
    g = _stacked("A A K 7")
    events = play_round(g, {"Bob": DealerMimic()})
    assert HandSettled("Bob", 1, Outcome.BLACKJACK, 10, 25, 1015) in events


def test_simulation_is_deterministic_and_conserved() -> None:
    a, b = (simulate(BasicStrategy(), 300, seed=5) for _ in range(2))
    assert a == b and a.rounds == 300 and a.wagered == 3000
    assert simulate(BasicStrategy(), 300, seed=6) != a
    assert set(PLAYERS) == {"mimic", "basic"}


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_one_round_squares_its_own_result(seed: int) -> None:
    """The standard error sums each round's result per bet, squared, and nothing else."""
    result = simulate(BasicStrategy(), 1, seed=seed)
    assert result.squares == (result.net / result.wagered) ** 2


def test_the_interval_is_the_edge_plus_or_minus_z_standard_errors() -> None:
    """Lost $50 on $1000 in 100 rounds, each round's result squared summing to 100.25:
    a 5% edge with a standard error of sqrt((1.0025 - 0.05 ** 2) / 100) = 0.1."""
    result = SimulationResult(rounds=100, wagered=1000, net=-50, squares=100.25)
    assert result.edge == 0.05 and result.standard_error == pytest.approx(0.1)
    assert result.interval() == pytest.approx((0.05 - 0.196, 0.05 + 0.196))
    assert result.interval(z=1) == pytest.approx((-0.05, 0.15))


def test_dealer_bust_rates_count_each_hand_once() -> None:
    """50 hands of a fresh six-deck shoe (well before the cut card), dealt again by hand."""
    shoe, rule = Shoe(6, 75, random.Random(8)), TableRules().dealer_rule
    hands: dict[str, int] = {}
    busts: dict[str, int] = {}
    for _ in range(50):
        dealer = Hand(cards=[shoe.draw(), shoe.draw()])
        while rule.hits(dealer):
            dealer.add(shoe.draw())
        up = "A" if dealer.up_card.is_ace else str(dealer.up_card.value)
        hands[up] = hands.get(up, 0) + 1
        busts[up] = busts.get(up, 0) + dealer.bust
    measured = dealer_bust_rates(50, seed=8)
    assert measured.hands == hands and measured.busts == busts
    assert sum(measured.hands.values()) == 50 and 0 < sum(measured.busts.values()) < 50
    assert all(measured.rate(up) == busts[up] / hands[up] for up in hands)
