"""The blackjack analysis: how long it takes per rule set, beside the infinite-shoe
computation in the same run; and, with ``--agree N``, its exact edge beside the fast path's
measured one over N hands dealt off the top of a fresh shoe (penetration 0).

    python benchmarks/blackjack_exact.py
    python benchmarks/blackjack_exact.py --agree 1000000000 --jobs 2

``--agree`` plays the hands in ``--jobs`` processes, each on its own seed, and pools them:
10^9 hands take about ten minutes on two cores with numba.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from crapsrepl.games.blackjack.analysis import ChartStrategy, analyse
from crapsrepl.games.blackjack.analysis.chart import _analyse
from crapsrepl.games.blackjack.analysis.hands import states
from crapsrepl.games.blackjack.analysis.player import against_table
from crapsrepl.games.blackjack.model import Doubles, Payout, TableRules
from crapsrepl.games.blackjack.simulation.engine import simulate_fast
from crapsrepl.games.blackjack.simulation.exact import expected_value

RULE_SETS = {
    "6 decks S17 DAS": TableRules(),
    "6 decks S17 no DAS": TableRules(double_after_split=False),
    "6 decks S17 surrender": TableRules(late_surrender=True),
    "6 decks H17 DAS": TableRules(dealer="H17"),
    "6 decks H17 surrender": TableRules(dealer="H17", late_surrender=True),
    "6 decks H17 6:5": TableRules(dealer="H17", blackjack_pays=Payout(6, 5)),
    "8 decks S17 DAS": TableRules(decks=8),
    "8 decks H17 10-11": TableRules(decks=8, dealer="H17", doubles=Doubles.TEN_OR_ELEVEN),
    "2 decks H17 DAS": TableRules(decks=2, dealer="H17"),
    "2 decks S17 resplit aces": TableRules(decks=2, resplit_aces=True),
    "1 deck S17 DAS": TableRules(decks=1),
    "1 deck H17 no splits": TableRules(decks=1, dealer="H17", max_hands=1),
}


def _forget() -> None:
    _analyse.cache_clear()
    against_table.cache_clear()


def timings() -> None:
    start = time.perf_counter()
    states()
    print(f"hands and removals, once per process: {time.perf_counter() - start:.2f} s")
    print(f"{'rules':<26}{'edge':>9}{'cold':>9}{'cached':>10}{'infinite shoe':>16}")
    for name, rules in RULE_SETS.items():
        _forget()
        start = time.perf_counter()
        edge = analyse(rules).edge
        cold = time.perf_counter() - start
        start = time.perf_counter()
        analyse(rules)
        cached = time.perf_counter() - start
        strategy = ChartStrategy(rules)
        start = time.perf_counter()
        expected_value(strategy, rules)
        peer = time.perf_counter() - start
        print(f"{name:<26}{edge:>9.4%}{cold:>8.2f}s{cached * 1e6:>8.0f}us{peer:>14.2f} s")


def _played(job: tuple[int, int]) -> tuple[int, int, int, float]:
    hands, seed = job
    rules = TableRules(penetration=0)
    result = simulate_fast(ChartStrategy(rules), hands, seed, rules)
    return result.rounds, result.wagered, result.net, result.squares


def agree(hands: int, jobs: int) -> None:
    rules = TableRules(penetration=0)
    share = [hands // jobs + (i < hands % jobs) for i in range(jobs)]
    start = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(_played, [(n, 1000 + i) for i, n in enumerate(share)]))
    rounds = sum(p[0] for p in parts)
    wagered = sum(p[1] for p in parts)
    net = sum(p[2] for p in parts)
    squares = sum(p[3] for p in parts)
    edge = -net / wagered
    spread = math.sqrt(max(squares / rounds - (net / wagered) ** 2, 0.0) / rounds)
    exact = analyse(rules).edge
    inside = abs(edge - exact) <= 1.96 * spread
    print(f"{rounds:,} hands off the top, 6 decks S17 DAS, in {time.perf_counter() - start:.0f} s")
    print(f"measured {edge:.4%} (95% {edge - 1.96 * spread:.4%} .. {edge + 1.96 * spread:.4%})")
    print(f"exact    {exact:.4%}  ({'inside' if inside else 'OUTSIDE'} the interval)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--agree", type=int, metavar="N", help="hands to measure the edge over")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    if args.agree:
        agree(args.agree, args.jobs)
    else:
        timings()


if __name__ == "__main__":
    main()
