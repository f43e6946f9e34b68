from __future__ import annotations

import pytest

from crapsrepl.blackjack import BlackjackGame, Hand, TableRules, parse_card, play_round
from crapsrepl.blackjack.events import HandSettled, Outcome, Split
from crapsrepl.blackjack.strategies import STRATEGIES, BasicStrategy, DealerMimic, simulate
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
    b = BasicStrategy()
    assert b.surrender(hand("10 6"), UP["10"]) and b.surrender(hand("10 5"), UP["10"])
    assert not b.surrender(hand("10 6"), UP["7"]) and not b.insurance(hand("9 9"), UP["A"])
    assert b.hit(hand("10 6"), UP["A"])  # surrender cell, but no surrender: hit


def test_three_card_soft_18_stands_where_it_cannot_double() -> None:
    b = BasicStrategy()
    assert b.double_down(hand("A 7"), UP["4"]) and not b.hit(hand("A 2 5"), UP["4"])


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
    g = _stacked("10 10 6 7", TableRules(late_surrender=True))
    events = play_round(g, {"Bob": BasicStrategy()})
    assert HandSettled("Bob", 1, Outcome.SURRENDER, 10, 5, 995) in events


def test_play_round_answers_insurance() -> None:
    g = _stacked("A A K 7")
    events = play_round(g, {"Bob": DealerMimic()})
    assert HandSettled("Bob", 1, Outcome.BLACKJACK, 10, 25, 1015) in events


def test_simulation_is_deterministic_and_conserved() -> None:
    a, b = (simulate(BasicStrategy(), 300, seed=5) for _ in range(2))
    assert a == b and a.rounds == 300 and a.wagered == 3000
    assert simulate(BasicStrategy(), 300, seed=6) != a
    assert set(STRATEGIES) == {"mimic", "basic"}
