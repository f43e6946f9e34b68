"""A craps table: every bet of a casino layout for a multi-player table.

The public names are loaded on first use, so ``crapsrepl < /dev/null`` starts as fast as
Python itself: piped runs import the engine only when a command arrives.
"""

from __future__ import annotations

from .version import __version__

__all__ = ["BetInfo", "Game", "GameError", "OddsCap", "Snapshot", "TableRules", "__version__"]

_HOMES = {
    "BetInfo": "games.craps.model.game",
    "Game": "games.craps.model.game",
    "Snapshot": "games.craps.model.game",
    "GameError": "games.craps.model.errors",
    "OddsCap": "games.craps.model.rules",
    "TableRules": "games.craps.model.rules",
}

TYPE_CHECKING = False  # typing itself costs start-up time
if TYPE_CHECKING:
    from crapsrepl.games.craps.model.errors import GameError
    from crapsrepl.games.craps.model.game import BetInfo, Game, Snapshot
    from crapsrepl.games.craps.model.rules import OddsCap, TableRules


def __getattr__(name: str) -> object:
    if name in _HOMES:
        module = __import__(f"{__name__}.{_HOMES[name]}", fromlist=[name])
        return getattr(module, name)
    raise AttributeError(f"module 'crapsrepl' has no attribute {name!r}")
