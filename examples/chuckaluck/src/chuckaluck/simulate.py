"""``crapsrepl simulate --game chuckaluck``: one flat bet on one number, thrown many times,
what it costs against what the arithmetic says it should."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from fractions import Fraction

from crapsrepl.plugin import ProgressBar, at_least_one

from .model import TRIPLE_PAYS, Rules, money
from .options import read_triple_pays

CHUNK = 10_000


def house_edge(rules: Rules) -> Fraction:
    """The house's exact edge on a $1 bet: each count of matches by its chance."""
    chances = {
        0: Fraction(125, 216),
        1: Fraction(75, 216),
        2: Fraction(15, 216),
        3: Fraction(1, 216),
    }
    player = sum((p * (rules.pays(m) if m else -1) for m, p in chances.items()), Fraction(0))
    return -player


def simulate(argv: Sequence[str], progress: ProgressBar | None) -> int:
    parser = argparse.ArgumentParser(
        prog="crapsrepl simulate --game chuckaluck",
        description="Bet the same amount on one number for many throws; print what it cost.",
    )
    parser.add_argument("--throws", type=at_least_one, default=100_000, metavar="N")
    parser.add_argument("--number", type=int, choices=range(1, 7), default=4)
    parser.add_argument("--bet", type=at_least_one, default=1, metavar="DOLLARS")
    parser.add_argument("--seed", type=int, default=None, metavar="N")
    parser.add_argument(
        "--triple-pays", type=read_triple_pays, choices=TRIPLE_PAYS, default=3, metavar="N"
    )
    args = parser.parse_args(list(argv))
    rules = Rules(args.triple_pays)
    rng = random.Random(args.seed)
    net = 0
    bar: AbstractContextManager[Callable[[int], None] | None] = (
        progress(args.throws) if progress else nullcontext()
    )
    with bar as advance:
        done = 0
        while done < args.throws:
            batch = min(CHUNK, args.throws - done)
            for _ in range(batch):
                matches = [rng.randint(1, 6) for _ in range(3)].count(args.number)
                net += args.bet * rules.pays(matches) if matches else -args.bet
            done += batch
            if advance:
                advance(batch)
    edge = house_edge(rules)
    print(
        f"{args.throws} throws of ${args.bet} on {args.number}, triples pay {rules.triple_pays}:1"
    )
    print(f"player's net: {money(net)} ({net / (args.bet * args.throws):+.4%} a bet)")
    print(f"house edge, exactly: {edge} = {float(edge):.4%}")
    return 0
