"""Blackjack's fast path: hands per second on one core beside the model's own loop in the
same run, and the basic-strategy edge over many hands beside the exact and published ones.

    python benchmarks/blackjack_speed.py [--quick] [--hands N]

Defaults: 2 x 10^7 hands (a few seconds compiled; the model's loop is timed on 20,000);
``--quick`` plays 2 x 10^6. Set CRAPSREPL_NUMBA=0 to time the plain-Python kernel.
"""

from __future__ import annotations

import argparse
import time

from crapsrepl.games.blackjack.analysis import ChartStrategy, analyse
from crapsrepl.games.blackjack.model import TableRules
from crapsrepl.games.blackjack.model.strategies import simulate
from crapsrepl.games.blackjack.simulation import kernel
from crapsrepl.games.blackjack.simulation.engine import simulate_fast
from crapsrepl.games.blackjack.simulation.exact import expected_value

PUBLISHED = 0.0042  # docs/blackjack.md: six decks, S17, 3:2, DAS, no surrender


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--hands", type=int)
    args = parser.parse_args()
    hands = args.hands or (2_000_000 if args.quick else 20_000_000)
    rules = TableRules()
    player = ChartStrategy(rules)
    simulate_fast(player, 1000, 0, rules)  # compile (or load numba's cache) first
    start = time.perf_counter()
    model = simulate(player, 20_000, 1, rules)
    model_rate = model.rounds / (time.perf_counter() - start)
    start = time.perf_counter()
    fast = simulate_fast(player, hands, 1, rules)
    elapsed = time.perf_counter() - start
    rate = hands / elapsed
    compiled = "numba" if kernel.compiled() is not None else "plain Python"
    print(f"model loop  {model_rate:>12,.0f} hands/s (20,000 hands)")
    print(f"fast path   {rate:>12,.0f} hands/s ({compiled}; {rate / model_rate:,.0f}x the model)")
    low, high = fast.interval()
    print(
        f"edge over {hands:,} hands in {elapsed:.1f} s: {fast.edge:.3%} ({low:.3%} .. {high:.3%})"
    )
    print(
        f"exact, off the top {analyse(rules).edge:.3%}   infinite shoe "
        f"{-expected_value(player, rules):.3%}   published {PUBLISHED:.2%}"
    )


if __name__ == "__main__":
    main()
