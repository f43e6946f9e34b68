"""``crapsrepl simulate`` at the craps table: play many sessions of one strategy and print
what they came to.

The text front end of ``crapsrepl.games.craps.simulation``: options (the table options are the same
``OptionSpec`` table the prompt uses), the report, the files. A progress bar is injected
by the entry point when a terminal is there to show it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Sequence
from contextlib import nullcontext

from crapsrepl.plugin import OptionError, ProgressBar, at_least_one, reader_gone

from ..model.errors import GameError
from ..simulation import parallel, report
from ..simulation.sessions import Results
from ..simulation.setup import Simulation, StrategySpec
from ..simulation.stats import summarize
from ..strategies import Params, StrategyError, StrategyFailed, describe, find
from .options import OPTIONS


def _not_negative(text: str) -> int:
    return 0 if text.strip() == "0" else at_least_one(text)


# An amount of chips: the shared bound on whole numbers (at most 10^9) keeps every
# session's count, in int64 (about 9.2 x 10^18), far from overflowing.
_chips = at_least_one


# simulate seats its own single player: every table option but --players
SIMULATE_OPTIONS = OPTIONS.without("players")
WORKERS_PER_CPU = 4


def workers(asked: int, sessions: int) -> int:
    """``--jobs`` capped at the chunks there are to play and a few workers per CPU."""
    return max(
        1, min(asked, len(parallel.chunks(sessions)), WORKERS_PER_CPU * (os.cpu_count() or 1))
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl simulate",
        description="Play many independent sessions of a betting strategy, one player at "
        "the table, and report the bankrolls, the measured house edge beside the exact one, "
        "and a histogram.",
        epilog="strategies:\n"
        + "\n".join(f"  {line}" for line in describe())
        + "\n\nblackjack: crapsrepl simulate --game blackjack {basic,mimic} --hands N",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("strategy", nargs="?", metavar="STRATEGY", help="a strategy below")
    parser.add_argument(
        "--strategy-file",
        metavar="FILE.py:CLASS",
        help="your own strategy: a Strategy subclass in a Python file",
    )
    parser.add_argument(
        "--sessions", metavar="N", type=at_least_one, default=1000, help="default 1000"
    )
    parser.add_argument(
        "--stake", metavar="S", type=_chips, default=200, help="chips per session ($200)"
    )
    parser.add_argument(
        "--max-rolls",
        metavar="R",
        type=at_least_one,
        default=200,
        help="rolls to bet for; the round in play then ends (200)",
    )
    parser.add_argument("--bet", metavar="B", type=_chips, default=10, help="the base bet ($10)")
    parser.add_argument(
        "--odds",
        metavar="M",
        type=_not_negative,
        default=2,
        help="odds as a multiple of the line bet (2)",
    )
    parser.add_argument("--win-goal", type=_chips, metavar="D", help="stop when up $D")
    parser.add_argument("--loss-limit", type=_chips, metavar="D", help="stop when down $D")
    parser.add_argument(
        "--jobs", metavar="J", type=at_least_one, default=1, help="worker processes (1)"
    )
    parser.add_argument(
        "--dask", metavar="ADDRESS", help="run on a Dask cluster (pip install crapsrepl[dask])"
    )
    parser.add_argument("--json", metavar="FILE", help="write every session's result as JSON")
    parser.add_argument("--csv", metavar="FILE", help="write every session's result as CSV")
    SIMULATE_OPTIONS.add_to(parser)
    return parser


def main(argv: Sequence[str], progress: ProgressBar | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if (args.strategy is None) == (args.strategy_file is None):
        parser.error("name one STRATEGY or give --strategy-file FILE.py:CLASS")
    try:
        setup = SIMULATE_OPTIONS.setup_from(args)
        name = args.strategy_file or args.strategy
        find(name)
    except StrategyFailed as problem:  # the strategy's own code raised: one line
        print(f"crapsrepl simulate: {problem}", file=sys.stderr)
        return 2
    except (OptionError, GameError, StrategyError) as problem:
        parser.error(str(problem))
    seed = setup.seed if setup.seed is not None else random.randrange(2**32)
    sim = Simulation(
        StrategySpec(name, Params(args.bet, args.odds), args.win_goal, args.loss_limit),
        sessions=args.sessions,
        stake=args.stake,
        max_rolls=args.max_rolls,
        seed=seed,
        rules=setup.rules,
    )
    jobs = workers(args.jobs, sim.sessions)
    if jobs < args.jobs and args.dask is None:
        print(
            f"crapsrepl simulate: --jobs {args.jobs}: {jobs} workers (at most one per "
            f"{parallel.CHUNK:,} sessions and {WORKERS_PER_CPU} per CPU)",
            file=sys.stderr,
        )
    bar = progress(sim.sessions) if progress else nullcontext(None)
    try:
        with bar as advance:
            results = parallel.run(sim, jobs, advance, args.dask)
    except (NotImplementedError, ImportError, OSError, StrategyFailed) as problem:
        print(f"crapsrepl simulate: {problem}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, as a shell reports it
        return 130
    summary = summarize(results, sim)
    try:
        for line in report.text(sim, summary, results, _title(sim, results)):
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:
        return reader_gone()
    try:
        if args.json:
            report.write_json(args.json, sim, summary, results)
        if args.csv:
            report.write_csv(args.csv, results)
    except OSError as problem:
        print(
            f"crapsrepl simulate: cannot write {problem.filename}: {problem.strerror}",
            file=sys.stderr,
        )
        return 1
    return 0


def _title(sim: Simulation, results: Results) -> str:
    """The strategy and its knobs; the odds multiple only for a strategy that took odds."""
    spec = sim.strategy
    took_odds = bool(results.wagered[:, :, 1].any()) if results.wagered.size else False
    odds = f", odds multiple {spec.params.odds}" if took_odds else ""
    text = f"{spec.name} (base bet ${spec.params.bet}{odds})"
    if spec.win_goal or spec.loss_limit:
        text += f", quitting at +${spec.win_goal or '-'} / -${spec.loss_limit or '-'}"
    return text
