"""``crapsrepl simulate --game blackjack STRATEGY --hands N``: what a blackjack strategy costs.

The same command as craps' ``simulate``, for the second game: the chapter's dealer-mimic
player or basic strategy plays N rounds alone at a table with the given options, on the
fast path (``simulation``, the model's rounds, compiled by numba when it is
installed), and the report sets the measured edge, with its 95% interval, beside the
exact figure for the same rules and the published one for the default rules
(docs/blackjack.md), with the dealer's bust rate by up card if asked.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from contextlib import nullcontext

from crapsrepl.plugin import (
    OptionError,
    ParseError,
    ProgressBar,
    at_least_one,
    cents,
    reader_gone,
)

from ..analysis import PLAYERS, analyse
from ..model import BlackjackError, BlackjackPlayer
from ..model.rules import CONTINUOUS, TableRules
from ..model.strategies import dealer_bust_rates
from ..simulation.engine import simulate_fast
from ..simulation.exact import expected_value
from .money import chips_of
from .options import OPTIONS, TABLE

# The house edge of basic strategy under the default rules (six decks, S17, 3:2, DAS, no
# surrender), as docs/blackjack.md gives it with its source.
PUBLISHED_BASIC_EDGE = 0.0042
UP_CARDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")
BUST_HANDS = 200_000  # dealer hands dealt by the model for --bust-rates, at most
# simulate seats its own single player on a shuffled shoe: no --players, no stacked --shoe
SIMULATE_OPTIONS = OPTIONS.without("players", "shoe")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl simulate --game blackjack",
        description="Play N rounds of a blackjack strategy alone at the table and report "
        "its measured house edge beside the exact and the published one.",
    )
    parser.add_argument(
        "strategy",
        choices=sorted(PLAYERS),
        help="basic (worked out for the table's rules) or mimic",
    )
    parser.add_argument("--hands", type=at_least_one, default=100_000, metavar="N")
    parser.add_argument(
        "--bet",
        default="10",
        metavar="DOLLARS",
        help="the flat bet a round (default 10), paid as the table pays it: 3:2 on $1 at "
        "half-dollar chips is $1.50, 6:5 on $1 there $1",
    )
    parser.add_argument("--bust-rates", action="store_true", help="the dealer's bust rates too")
    SIMULATE_OPTIONS.add_to(parser)
    return parser


def _exact_line(strategy: str, rules: TableRules, player: BlackjackPlayer, bet: int) -> str:
    """Basic strategy's exact edge off the top of this table's shoe; the mimic's for an
    infinite shoe (the analysis works out the chart it plays, not other strategies)."""
    if strategy != "basic":
        return f"exact         {-expected_value(player, rules, bet):.3%}  (infinite shoe)"
    where = f"off the top of a fresh {rules.decks}-deck shoe"
    if rules.penetration != CONTINUOUS:
        where += ", as --penetration 0 deals; a cut card adds its own effect"
    return f"exact         {analyse(rules, bet).edge:.3%}  ({where})"


def _bet(text: str, rules: TableRules) -> int:
    """``--bet`` in dollars as whole chips of the table, or ValueError saying why."""
    try:
        chips = chips_of(rules, cents(text, "--bet"), "--bet")
    except (ParseError, BlackjackError) as problem:
        raise ValueError(str(problem)) from None
    if chips < 1:
        raise ValueError(f"--bet is at least one chip ({rules.money(1)}), not {text}")
    return chips


def main(argv: Sequence[str], progress: ProgressBar | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        setup = SIMULATE_OPTIONS.setup_from(args)
    except OptionError as problem:
        parser.error(str(problem))
    try:
        bet = _bet(args.bet, setup.rules)
    except ValueError as problem:
        parser.error(str(problem))
    seed = setup.seed if setup.seed is not None else random.randrange(2**32)
    player = PLAYERS[args.strategy](setup.rules, bet)
    bar = progress(args.hands) if progress else nullcontext(None)
    try:
        with bar as advance:
            result = simulate_fast(player, args.hands, seed, setup.rules, advance, bet)
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell reports it
        return 130
    low, high = result.interval()
    lines = [
        f"{args.strategy}: {result.rounds:,} rounds, seed {seed}",
        f"house edge    {result.edge:.3%}  (95% interval {low:.3%} .. {high:.3%})",
        _exact_line(args.strategy, setup.rules, player, bet),
    ]
    posted = TABLE.blackjack_win(bet) * 2 == 3 * bet and TABLE.surrender_back(bet) * 2 == bet
    if args.strategy == "basic" and setup.rules == TABLE and posted:
        inside = "inside" if low <= PUBLISHED_BASIC_EDGE <= high else "outside"
        lines.append(f"published     {PUBLISHED_BASIC_EDGE:.2%}  ({inside} the interval)")
    try:
        for line in lines:
            print(line, flush=True)
        if args.bust_rates:
            hands = min(args.hands, BUST_HANDS)
            busts = dealer_bust_rates(hands, seed, setup.rules)
            rates = "  ".join(f"{up}: {busts.rate(up):.1%}" for up in UP_CARDS)
            print(f"dealer busts  {rates}  ({hands:,} dealer hands)", flush=True)
    except BrokenPipeError:
        return reader_gone()
    return 0
