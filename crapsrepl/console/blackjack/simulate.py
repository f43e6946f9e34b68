"""``crapsrepl simulate --game blackjack STRATEGY --hands N``: what a blackjack strategy costs.

The same command as craps' ``simulate``, for the second game: the chapter's dealer-mimic
player or basic strategy plays N rounds alone at a table with the given options, and the
report sets the measured edge, with its 95% interval, beside the published figure for the
default rules (docs/blackjack.md), with the dealer's bust rate by up card if asked.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

from ...blackjack.rules import TableRules
from ...blackjack.strategies import STRATEGIES, dealer_bust_rates, simulate
from ..options import OptionError
from .options import OPTIONS

# The house edge of basic strategy under the default rules (six decks, S17, 3:2, DAS, no
# surrender), as docs/blackjack.md gives it with its source.
PUBLISHED_BASIC_EDGE = 0.0042
UP_CARDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"a whole number of at least 1, not {text!r}")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl simulate --game blackjack",
        description="Play N rounds of a blackjack strategy alone at the table and report "
        "its measured house edge beside the published one.",
    )
    parser.add_argument("strategy", choices=sorted(STRATEGIES), help="basic or mimic")
    parser.add_argument("--hands", type=_positive, default=100_000, metavar="N")
    parser.add_argument("--bust-rates", action="store_true", help="the dealer's bust rates too")
    OPTIONS.add_to(parser)
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        setup = OPTIONS.setup_from(args)
    except OptionError as problem:
        parser.error(str(problem))
    seed = setup.seed if setup.seed is not None else random.randrange(2**32)
    result = simulate(STRATEGIES[args.strategy](), args.hands, seed, setup.rules)
    low, high = result.interval()
    print(f"{args.strategy}: {result.rounds} rounds, seed {seed}")
    print(f"house edge    {result.edge:.3%}  (95% interval {low:.3%} .. {high:.3%})")
    if args.strategy == "basic" and setup.rules == TableRules():
        inside = "inside" if low <= PUBLISHED_BASIC_EDGE <= high else "outside"
        print(f"published     {PUBLISHED_BASIC_EDGE:.2%}  ({inside} the interval)")
    if args.bust_rates:
        busts = dealer_bust_rates(args.hands, seed, setup.rules)
        print("dealer busts  " + "  ".join(f"{up}: {busts.rate(up):.1%}" for up in UP_CARDS))
    return 0
