"""Betting strategies: players as small classes with one hook, ``place_bets``.

``base`` says what a strategy sees and how it bets; one module per strategy; ``registry``
names them; ``game_adapter`` plays one at the interactive table.
"""

from .base import BetActions, Params, Strategy, TableView
from .registry import STRATEGIES, StrategyError, describe, find, make

__all__ = [
    "STRATEGIES",
    "BetActions",
    "Params",
    "Strategy",
    "StrategyError",
    "TableView",
    "describe",
    "find",
    "make",
]
