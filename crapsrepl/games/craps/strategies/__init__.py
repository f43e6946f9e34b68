"""Betting strategies: players as small classes with one hook, ``place_bets``.

``base`` says what a strategy sees and how it bets; one module per strategy; ``registry``
names them; ``game_adapter`` plays one at the interactive table.
"""

from .base import (
    BetActions,
    Params,
    Strategy,
    TableView,
    affordable,
    bet_pass_line,
    come_out,
    odds_for,
    take_pass_odds,
)
from .registry import STRATEGIES, StrategyError, StrategyFailed, blamed, describe, find, make

__all__ = [
    "STRATEGIES",
    "BetActions",
    "Params",
    "Strategy",
    "StrategyError",
    "StrategyFailed",
    "blamed",
    "TableView",
    "affordable",
    "come_out",
    "describe",
    "find",
    "make",
    "odds_for",
    "bet_pass_line",
    "take_pass_odds",
]
