"""``crapsrepl simulate``: the game named by ``--game`` (craps unless named) plays many
sessions through its own simulator, reached through the game registry."""

from __future__ import annotations

from collections.abc import Sequence

from .games import ProgressBar, chosen_game, without_game


def main(argv: Sequence[str], progress: ProgressBar | None = None) -> int:
    return chosen_game(argv).binding().simulate(without_game(argv), progress)
