"""The fast path against the interactive game, hand by hand: the same cards in the same
order give the same decisions, the same cards dealt and the same dollars, round by round,
under every table option, for both strategies, compiled by numba and as plain Python."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import numpy as np
import pytest

from crapsrepl.games.blackjack.analysis import ChartStrategy
from crapsrepl.games.blackjack.model import (
    BlackjackGame,
    BlackjackPlayer,
    Doubles,
    Payout,
    Rank,
    TableRules,
    make_card,
    play_round,
)
from crapsrepl.games.blackjack.model.events import CardDealt, Split
from crapsrepl.games.blackjack.model.strategies import DealerMimic
from crapsrepl.games.blackjack.simulation import kernel
from crapsrepl.games.blackjack.simulation.decisions import tabulate
from crapsrepl.games.blackjack.simulation.engine import Counting, counting_cells, play, rule_codes
from crapsrepl.games.blackjack.simulation.shoes import deck_size, model_shuffles

RICH = 10**9
STRATEGIES: dict[str, Callable[[TableRules], BlackjackPlayer]] = {
    "basic": ChartStrategy,
    "mimic": lambda rules: DealerMimic(),
}
RULES = {
    "default": TableRules(),
    "one deck, H17, 6:5": TableRules(decks=1, dealer="H17", blackjack_pays=Payout(6, 5)),
    "two decks, no DAS, 9-11": TableRules(
        decks=2, double_after_split=False, doubles=Doubles.NINE_TO_ELEVEN
    ),
    "eight decks, 10-11, surrender": TableRules(
        decks=8, doubles=Doubles.TEN_OR_ELEVEN, late_surrender=True
    ),
    "one deck, resplit aces, 8 hands, deep": TableRules(
        decks=1, resplit_aces=True, max_hands=8, penetration=95
    ),
    "no splits, shallow": TableRules(max_hands=1, penetration=25),
    "two hands, surrender, H17": TableRules(max_hands=2, late_surrender=True, dealer="H17"),
    "shuffled every round": TableRules(decks=2, penetration=0),
    "no hole card, H17": TableRules(no_hole_card=True, dealer="H17"),
    "no hole card, one deck, split aces hit": TableRules(
        decks=1, no_hole_card=True, hit_split_aces=True, resplit_aces=True
    ),
    "early surrender": TableRules(early_surrender=True),
    "early surrender, one deck, H17": TableRules(decks=1, dealer="H17", early_surrender=True),
    "early surrender, no hole card": TableRules(no_hole_card=True, early_surrender=True),
    "split aces hit, half-dollar chips, odd bets": TableRules(
        hit_split_aces=True, chip_cents=50, late_surrender=True
    ),
}


def _model_rounds(
    game: BlackjackGame, player: BlackjackPlayer, rounds: int
) -> tuple[list[int], list[int]]:
    nets, cards = [], []
    before = game.chips("P")
    for _ in range(rounds):
        events = play_round(game, {"P": player})
        after = game.chips("P")
        nets.append(after - before)
        cards.append(sum(isinstance(e, CardDealt) for e in events))
        before = after
    return nets, cards


@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
@pytest.mark.parametrize("name", sorted(RULES))
def test_the_fast_path_plays_the_models_shoes_round_by_round(strategy: str, name: str) -> None:
    rules, seed = RULES[name], 7
    player, rounds = STRATEGIES[strategy](rules), 1500 if rules.penetration else 300
    game = BlackjackGame(seed=seed, rules=rules)
    game.add_player("P", RICH)
    nets, cards = _model_rounds(game, player, rounds)
    cut = max(1, 52 * rules.decks * rules.penetration // 100)  # a round a shoe at penetration 0
    shoes = model_shuffles(rules, seed, rounds * 12 // cut + 3)
    played = play(shoes, rules, tabulate(player), 10, rounds)
    assert played.net.tolist() == nets
    assert played.cards.tolist() == cards


def _pair_rich(seed: int, count: int) -> list[int]:
    """Cards drawn mostly from aces, eights and nines: splits, resplits, split aces."""
    rng = random.Random(seed)
    return [rng.choice([1, 1, 1, 8, 8, 8, 9, 2, 3, 6, 10, 11, 12, 13, 5]) for _ in range(count)]


@pytest.mark.parametrize("name", sorted(RULES))
def test_splits_and_resplits_on_a_pair_rich_stacked_shoe(name: str) -> None:
    rules = RULES[name]
    player = ChartStrategy(rules)
    sequence = _pair_rich(sorted(RULES).index(name), 6000)
    game = BlackjackGame(seed=1, rules=rules)
    game.add_player("P", RICH)
    game.stack([make_card(Rank(rank)) for rank in sequence])
    nets, cards, splits = [], [], 0
    before = game.chips("P")
    while len(game.shoe.stacked) > 120:
        events = play_round(game, {"P": player})
        splits += sum(isinstance(e, Split) for e in events)
        nets.append(game.chips("P") - before)
        cards.append(sum(isinstance(e, CardDealt) for e in events))
        before = game.chips("P")
    codes = rule_codes(rules, 10)
    codes[0] = len(sequence) + 1  # the stacked cards never reach a cut card
    decisions = tabulate(player)
    net, drawn = [0] * len(nets), [0] * len(nets)
    kernel.play_rounds(
        sequence * 2, len(sequence), 2, 0, 0, len(nets), decisions.act, decisions.split,
        codes, net, drawn, [0] * 64, counting_cells(rules, None, 10), [0] * len(nets),
    )  # fmt: skip
    assert net == nets
    assert drawn == cards
    assert splits > 50 or rules.max_hands == 1


def test_compiled_and_plain_kernels_agree() -> None:
    compiled = kernel.compiled()
    if compiled is None:
        pytest.skip("numba is not installed")
    rules = replace(TableRules(), late_surrender=True, resplit_aces=True)
    shoes = np.random.default_rng(5).permuted(
        np.broadcast_to(np.tile(np.arange(1, 14), 24), (200, 312)), axis=1
    )
    decisions = tabulate(ChartStrategy())
    fast = play(shoes, rules, decisions, 10, 5000)
    flat = shoes.reshape(-1).tolist()
    net, drawn = [0] * 5000, [0] * 5000
    done, row, pos = kernel.play_rounds(
        flat, 312, 200, 0, 0, 5000, decisions.act, decisions.split, rule_codes(rules, 10),
        net, drawn, [0] * 64, counting_cells(rules, None, 10), [0] * 5000,
    )  # fmt: skip
    assert (done, row, pos) == (len(fast.net), fast.row, fast.pos)
    assert fast.net.tolist() == net[:done] and fast.cards.tolist() == drawn[:done]


@pytest.mark.parametrize(
    ("strategy", "rules"),
    [
        ("basic", TableRules()),
        ("basic", TableRules(dealer="H17", late_surrender=True, resplit_aces=True)),
        ("basic", TableRules(doubles=Doubles.TEN_OR_ELEVEN, double_after_split=False)),
        ("mimic", TableRules(blackjack_pays=Payout(6, 5))),
    ],
)
def test_the_exact_figure_lies_in_the_measured_interval_on_an_infinite_shoe(
    strategy: str, rules: TableRules
) -> None:
    """Rows of independent cards are an infinite shoe: 10^6 rounds measure the edge within
    about +-0.23 points, and the exact figure must fall inside (z = 3: four comparisons)."""
    from crapsrepl.games.blackjack.simulation.exact import expected_value

    player, rounds = STRATEGIES[strategy](TableRules()), 1_000_000
    shoes = np.random.default_rng(11).integers(1, 14, (rounds // 8, 52 * rules.decks))
    played = play(shoes, rules, tabulate(player), 10, rounds)
    results = played.net / 10
    mean, error = results.mean(), results.std() / np.sqrt(len(results))
    assert len(results) == rounds
    assert abs(expected_value(player, rules) - mean) < 3 * error


@pytest.mark.parametrize(
    ("up", "count_cards", "splits"), [(6, 35, True), (6, 10, False), (5, 35, True)]
)
def test_the_counter_splits_tens_at_the_illustrious_18s_counts(
    up: int, count_cards: int, splits: bool
) -> None:
    """Rounds of fives push the count up (+7 a round: 5 5 v 5, a double, the dealer to 20);
    then K K against a 6 (or a 5) splits at a true count of +4 (+5), each K taking a 10, and
    the dealer's 16 busts: two bets won, not one."""
    rules = TableRules()
    fives = [5] * (7 * (count_cards // 7))
    row = [*fives, 13, up, 13, 10, 10, 10, 10]
    row += [10] * (deck_size(rules) - len(row))
    shoes = [row, [10] * deck_size(rules)]
    decisions = tabulate(ChartStrategy(rules))
    rounds = len(fives) // 7 + 1
    played = play(shoes, rules, decisions, 10, rounds, counting=Counting(10))
    plain = play(shoes, rules, decisions, 10, rounds, counting=Counting(10, index_plays=False))
    last_bet = int(played.bets[-1])
    assert int(plain.net[-1]) == last_bet  # basic strategy stands on 20: one bet won
    assert int(played.net[-1]) == (2 * last_bet if splits else last_bet)
