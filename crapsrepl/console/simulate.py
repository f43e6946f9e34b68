"""``crapsrepl simulate``: the game named by ``--game`` (craps unless named) plays many
sessions through its own simulator, reached through the game registry."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from .games import ProgressBar, chosen_game, without_game


def main(argv: Sequence[str], progress: ProgressBar | None = None) -> int:
    return chosen_game(argv).binding().simulate(without_game(argv), progress)


def at_least_one(text: str) -> int:
    """Every game's counts on ``simulate``'s command line (sessions, hands, jobs ...)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, not {value}")
    return value
