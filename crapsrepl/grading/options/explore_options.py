"""``grade --explore``'s options: how many sessions, the seed, refusals, the shrinking
budget and the marks; read into ``explore.ExploreSettings``."""

from __future__ import annotations

import argparse
import random
from pathlib import Path

from ...console.games import game_for_path, suffixes
from ...console.options import at_least_one
from ...transcripts.facts import DEFAULT_REFUSAL
from ..explore.explorer import ExploreSettings
from ..explore.shrinker import RUNS, SECONDS, Budget
from .isolation import at_least_zero, seed

SESSIONS = 100
# A hang is shrunk on a clock this many times shorter than --timeout (at least HURRY_FLOOR
# seconds), each session it ends with run again on the full clock (explore/hurried.py).
HURRY, HURRY_FLOOR = 5, 1.0
RUN_SEED = random.randrange(1_000_000)  # without --seed: one seed for every student of a run


def add_explore_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("exploring (--explore)")
    group.add_argument(
        "--explore",
        nargs="?",
        type=at_least_one,
        const=SESSIONS,
        metavar="SESSIONS",
        help="after the transcripts, ask the program and the engine the same facts in random "
        f"sessions (default {SESSIONS}); the first disagreement is shrunk to a transcript",
    )
    group.add_argument(
        "--seed",
        type=seed,
        metavar="N",
        help="the explored sessions' seed (default: a random one, said in the report)",
    )
    group.add_argument(
        "--explore-refusals",
        action="store_true",
        help="also explore commands the engine refuses, each checked with ? refused",
    )
    group.add_argument(
        "--explore-budget",
        type=_budget,
        default=Budget(),
        metavar="RUNS[/SECONDS]",
        help=f"program runs (and seconds) spent shrinking a disagreement (default {RUNS}/"
        f"{SECONDS:g})",
    )
    group.add_argument(
        "--explore-marks",
        type=at_least_zero,
        default=0,
        metavar="N",
        help="no disagreement in the sessions tried is worth N marks (default 0: feedback only)",
    )


def _budget(text: str) -> Budget:
    try:
        return Budget.parse(text)
    except ValueError:
        raise argparse.ArgumentTypeError("write RUNS or RUNS/SECONDS, both positive") from None


def check_explore_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    used = args.seed is not None or args.explore_refusals or args.explore_marks
    if args.explore is None and used:
        parser.error("--seed, --explore-refusals and --explore-marks go with --explore")
    if args.explore is not None and args.explore < 1:
        parser.error("--explore SESSIONS must be positive")
    if args.explore_marks < 0:
        parser.error("--explore-marks cannot be negative")


def explore_settings(args: argparse.Namespace) -> ExploreSettings | None:
    if args.explore is None:
        return None
    return ExploreSettings(
        sessions=args.explore,
        seed=RUN_SEED if args.seed is None else args.seed,
        refusals=args.explore_refusals,
        budget=args.explore_budget,
        marks=args.explore_marks,
        jobs=args.jobs,
        refusal=args.refusal.pattern if args.refusal else DEFAULT_REFUSAL,
        game=explored_game(args.transcripts),
        hurry=hurry_for(args.timeout),
    )


def hurry_for(timeout: float) -> float | None:
    """The clock a hang's shrinking candidates run on; None: ``timeout`` itself."""
    hurry = max(HURRY_FLOOR, timeout / HURRY)
    return hurry if hurry < timeout else None


def explored_game(transcripts: str) -> str:
    """The game explored: the one the transcripts graded are for (by their suffix), or
    the default game when they are for none or for several."""
    path = Path(transcripts)
    found = [path] if path.is_file() else [p for s in suffixes() for p in path.rglob(f"*{s}")]
    games = {game_for_path(str(p)) for p in found if str(p).endswith(suffixes())}
    return games.pop() if len(games) == 1 else ""
