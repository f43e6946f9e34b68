"""Craps' live status line under the prompt: point, shooter and every rack (the terminal
draws it; the game registry hands it over)."""

from __future__ import annotations

from ..model.game import Game


def toolbar_text(game: Game) -> str:
    point = "off" if game.point is None else str(game.point)
    racks = "  ".join(f"{info.name} ${info.rack}" for info in game.snapshot().players)
    racks = racks or "no players: addPlayer(Name, 100)"
    return f" point {point} | shooter {game.shooter or '-'} | {racks}"
