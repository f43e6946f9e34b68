"""Shared by the strategies that need the wider table (the casino-bets issue).

They are written against that work's API (``place_bet(kind, amount, number)``,
``place_odds_bet(..., on=...)``) and its bet kinds, looked up by value so this module loads
before those kinds exist. Until ``Game`` has ``place_bet`` they cannot run.
"""

from __future__ import annotations

from ..craps.game import Game


def kind(value: str) -> str:
    """The wider table's bet kind called ``value`` (``dont_pass``, ``place``, ``field``)."""
    return value


def table_is_wide() -> bool:
    return hasattr(Game, "place_bet")
