"""The built-in engine's answers to fact queries: one plain line each.

Graders ask any implementation these (docs/grading-facts.md); the answers follow the
documented grammar, so the engine is its own reference: ``Bob: $150``, ``point: off``,
``shooter: Adam``, ``Adam: come 6 $10 odds $20; pass 9 $10``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model.game import BetInfo, Game


def _chips(game: Game, player: str) -> str:
    name = game.table.find(player).name
    return f"{name}: ${game.chips(name)}"


def _point(game: Game) -> str:
    return f"point: {'off' if game.point is None else game.point}"


def _shooter(game: Game) -> str:
    return f"shooter: {game.shooter or 'none'}"


def _bet(bet: BetInfo) -> str:
    kind = str(bet.kind.value)  # "pass", "come": the words the answer grammar uses
    where = "" if bet.number is None else f" {bet.number}"
    odds = f" odds ${bet.odds}" if bet.odds else ""
    return f"{kind}{where} ${bet.amount}{odds}"


def _bets(game: Game, player: str) -> str:
    name = game.table.find(player).name
    return f"{name}: {'; '.join(_bet(b) for b in game.bets(name)) or 'no bets'}"


FACT_QUERIES: dict[str, Callable[..., str]] = {
    "chips": _chips,
    "point": _point,
    "shooter": _shooter,
    "bets": _bets,
}
