"""A craps table: pass line, come and odds bets for a multi-player table."""

from .errors import GameError
from .game import BetInfo, Game, Snapshot
from .rules import OddsCap, TableRules

__version__ = "0.1.0"
__all__ = ["BetInfo", "Game", "GameError", "OddsCap", "Snapshot", "TableRules", "__version__"]
