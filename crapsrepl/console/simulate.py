"""``crapsrepl simulate``: the game named by ``--game`` (the default game unless named)
plays many sessions through its own simulator, reached through the game registry."""

from __future__ import annotations

from collections.abc import Sequence

from .games import ProgressBar, binding, game_from_argv


def main(argv: Sequence[str], progress: ProgressBar | None = None) -> int:
    game, rest = game_from_argv(argv, "crapsrepl simulate")
    return binding(game).simulate(rest, progress)
