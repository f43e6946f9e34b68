"""Basic-strategy house edge and dealer bust rates, measured against published figures.

    python benchmarks/blackjack_edge.py [ROUNDS] [SEED]

Defaults: 400,000 rounds (a few minutes), seed 1. The published edge for the default
table (six decks, S17, DAS, no surrender) is 0.42%; see docs/blackjack.md for sources.
"""

from __future__ import annotations

import sys
import time

from crapsrepl.games.blackjack.analysis import ChartStrategy
from crapsrepl.games.blackjack.model.strategies import DealerMimic, dealer_bust_rates, simulate

PUBLISHED_EDGE = 0.0042


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 400_000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    for name, player in (("basic", ChartStrategy()), ("mimic", DealerMimic())):
        start = time.perf_counter()
        result = simulate(player, rounds if name == "basic" else rounds // 4, seed)
        low, high = result.interval()
        elapsed = time.perf_counter() - start
        print(
            f"{name}: edge {result.edge:+.3%} (95% {low:+.3%} .. {high:+.3%}) over "
            f"{result.rounds:,} rounds in {elapsed:.1f} s ({result.rounds / elapsed:,.0f}/s)"
        )
    print(f"published basic-strategy edge {PUBLISHED_EDGE:+.2%}")
    busts = dealer_bust_rates(rounds, seed)
    print("dealer bust by up card (six decks, S17, no peek):")
    for up in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"]:
        print(f"  {up:>2}: {busts.rate(up):.2%} of {busts.hands[up]:,}")


if __name__ == "__main__":
    main()
