"""``crapsrepl simulate --game blackjack STRATEGY --hands N``: what a blackjack strategy costs.

The same command as craps' ``simulate``, for the second game: the chapter's dealer-mimic
player, basic strategy, or a Hi-Lo counter with a bet ramp plays N rounds alone at a table
with the given options, on the fast path (``simulation``, the model's rounds, compiled by
numba when it is installed). The report sets the measured edge, with its 95% interval,
beside the exact figures for the same rules (basic strategy's chart and card by card) and
the published one where the rules have one (docs/blackjack.md); then what a bankroll needs
to know: the standard deviation of a round, N0 and the risk of ruin; and the dealer's bust
rate by up card if asked.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence
from contextlib import nullcontext

from crapsrepl.plugin import (
    OptionError,
    OptionListing,
    ParseError,
    ProgressBar,
    at_least_one,
    cents,
    reader_gone,
)

from ..analysis import PLAYERS, analyse, card_by_card
from ..model import BlackjackError, BlackjackPlayer
from ..model.money import dollars
from ..model.rules import CONTINUOUS, TableRules
from ..model.strategies import dealer_bust_rates
from ..simulation.engine import Counting, Measured, simulate_fast
from ..simulation.exact import expected_value
from .money import chips_of
from .options import OPTIONS, TABLE
from .presets import published

# The house edge of basic strategy under the default rules (six decks, S17, 3:2, DAS, no
# surrender), as docs/blackjack.md gives it with its source.
PUBLISHED_BASIC_EDGE = 0.0042
UP_CARDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")
BUST_HANDS = 200_000  # dealer hands dealt by the model for --bust-rates, at most
# simulate seats its own single player on a shuffled shoe: no --players, no stacked --shoe,
# no trainer
SIMULATE_OPTIONS = OPTIONS.without("players", "shoe", "coach", "counting")
COUNTER = "counter"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl simulate --game blackjack",
        description="Play N rounds of a blackjack strategy alone at the table and report "
        "its measured house edge beside the exact and the published one.",
    )
    parser.add_argument(
        "strategy",
        choices=sorted([*PLAYERS, COUNTER]),
        help="basic (worked out for the table's rules), counter (basic strategy, a Hi-Lo "
        "count, a bet ramp and index plays) or mimic",
    )
    parser.add_argument("--hands", type=at_least_one, default=100_000, metavar="N")
    parser.add_argument(
        "--bet",
        default="10",
        metavar="DOLLARS",
        help="the flat bet a round (default 10), paid as the table pays it: 3:2 on $1 at "
        "half-dollar chips is $1.50, 6:5 on $1 there $1",
    )
    parser.add_argument(
        "--ramp",
        default="1,2,4,6,8",
        metavar="UNITS",
        help="counter: the bet in units (--bet each) at a true count of at most 1, 2, 3 ... "
        "(the last from there up; default 1,2,4,6,8)",
    )
    parser.add_argument(
        "--index-plays",
        default="yes",
        metavar="yes|no",
        help="counter: the Illustrious 18 and Fab 4, insurance at +3 (default yes)",
    )
    parser.add_argument(
        "--bankroll",
        metavar="DOLLARS",
        help="the bankroll the risk of ruin is for (default 100 bets)",
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


def _ramp(text: str) -> tuple[int, ...]:
    units = tuple(part.strip() for part in text.split(","))
    if not units or not all(u.isdigit() and 0 < int(u) <= 1000 for u in units) or len(units) > 20:
        raise ValueError(f"--ramp is up to 20 whole numbers of units, 1 to 1000, not {text!r}")
    return tuple(int(u) for u in units)


def _flag(text: str, name: str) -> bool:
    if text.strip().lower() not in ("yes", "no"):
        raise ValueError(f"{name} is yes or no, not {text!r}")
    return text.strip().lower() == "yes"


def _normal(x: float) -> float:
    return 0.5 * math.erfc(-x / math.sqrt(2))


def ruin(mean: float, deviation: float, bankroll: float, rounds: int | None) -> float:
    """The chance a bankroll of ``bankroll`` units is lost, a round winning ``mean`` units
    on average with this standard deviation: over endless play (``rounds`` None), or
    within ``rounds`` rounds (Brownian motion with drift reaching -bankroll)."""
    var = deviation * deviation
    if rounds is None:
        return 1.0 if mean <= 0 else math.exp(-2 * mean * bankroll / var)
    spread = deviation * math.sqrt(rounds)
    first = _normal((-bankroll - mean * rounds) / spread)
    x = (-bankroll + mean * rounds) / spread
    exponent = -2 * mean * bankroll / var
    if x < -30:  # the normal's tail in logs, so exp(exponent) cannot overflow
        log_tail = -x * x / 2 - math.log(-x * math.sqrt(2 * math.pi))
        second = math.exp(min(exponent + log_tail, 0.0))
    else:
        second = math.exp(min(exponent, 700)) * _normal(x)
    return min(1.0, first + second)


def bankroll_lines(result: Measured, unit_cents: int, bankroll_cents: int) -> list[str]:
    """A round's spread, N0 and the risk of ruin, as a bankroll plan reads them."""
    mean, deviation = result.mean, result.deviation
    lines = [
        f"per round     {_signed(mean * unit_cents)} on average, standard deviation "
        f"{dollars(round(deviation * unit_cents))} ({deviation:.2f} units of "
        f"{dollars(unit_cents)})"
    ]
    if mean != 0:
        n0 = deviation * deviation / (mean * mean)
        what = "win" if mean > 0 else "loss"
        lines.append(f"N0            {n0:,.0f} rounds (the expected {what} equals one deviation)")
    units = bankroll_cents / unit_cents
    endless = ruin(mean, deviation, units, None)
    within = ruin(mean, deviation, units, result.rounds)
    ending = " (the edge is the house's)" if mean <= 0 else ""
    lines.append(
        f"risk of ruin  {endless:.1%} with {dollars(bankroll_cents)} over endless play"
        f"{ending}; {within:.1%} within {result.rounds:,} rounds"
    )
    return lines


def _signed(cents: float) -> str:
    whole = round(cents)
    return ("+" if whole > 0 else "") + dollars(whole)


def main(argv: Sequence[str], progress: ProgressBar | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        setup = SIMULATE_OPTIONS.setup_from(args)
    except OptionListing as listing:
        print(listing)
        return 0
    except OptionError as problem:
        parser.error(str(problem))
    rules = setup.rules
    try:
        bet = _bet(args.bet, rules)
        ramp = _ramp(args.ramp)
        index_plays = _flag(args.index_plays, "--index-plays")
        bankroll = (
            100 * bet * rules.chip_cents
            if args.bankroll is None
            else chips_of(rules, cents(args.bankroll, "--bankroll"), "--bankroll")
            * rules.chip_cents
        )
    except (ValueError, BlackjackError) as problem:
        parser.error(str(problem))
    if bankroll <= 0:
        parser.error("--bankroll is more than $0")
    seed = setup.seed if setup.seed is not None else random.randrange(2**32)
    counter = args.strategy == COUNTER
    player = PLAYERS["basic" if counter else args.strategy](rules, bet)
    counting = Counting(bet, ramp, index_plays) if counter else None
    bar = progress(args.hands) if progress else nullcontext(None)
    try:
        with bar as advance:
            result = simulate_fast(player, args.hands, seed, rules, advance, bet, counting)
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell reports it
        return 130
    low, high = result.interval()
    how = ""
    if counting is not None:
        bets = ", ".join(str(u) for u in ramp)
        plays = ", index plays" if index_plays else ""
        how = f" (Hi-Lo; {bets} units of {rules.money(bet)} by the true count{plays})"
    measured = f"house edge    {result.edge:.3%}  (95% interval {low:.3%} .. {high:.3%})"
    if result.edge < 0:  # the player's, said as such
        measured = f"player's edge {-result.edge:.3%}  (95% interval {-high:.3%} .. {-low:.3%})"
    lines = [f"{args.strategy}: {result.rounds:,} rounds, seed {seed}{how}", measured]
    if counting is None:
        lines.append(_exact_line(args.strategy, rules, player, bet))
    if args.strategy == "basic":
        best = card_by_card(rules, bet)
        lines.append(f"card by card  {best:.3%}  (each hand at its best for its own cards)")
        found = published(rules, bet)
        if found is not None:
            lines.append(f"published     {found[0]:.3f}%  ({found[1]})")
        elif rules == TABLE and TABLE.blackjack_win(bet) * 2 == 3 * bet:
            inside = "inside" if low <= PUBLISHED_BASIC_EDGE <= high else "outside"
            lines.append(f"published     {PUBLISHED_BASIC_EDGE:.2%}  ({inside} the interval)")
    lines += bankroll_lines(result, bet * rules.chip_cents, bankroll)
    try:
        for line in lines:
            print(line, flush=True)
        if args.bust_rates:
            hands = min(args.hands, BUST_HANDS)
            busts = dealer_bust_rates(hands, seed, rules)
            # An up card no dealer hand showed (a few --hands) has no rate: "-".
            shown = [f"{busts.rate(up):.1%}" if busts.hands.get(up) else "-" for up in UP_CARDS]
            rates = "  ".join(f"{up}: {rate}" for up, rate in zip(UP_CARDS, shown, strict=True))
            print(f"dealer busts  {rates}  ({hands:,} dealer hands)", flush=True)
    except BrokenPipeError:
        return reader_gone()
    return 0
