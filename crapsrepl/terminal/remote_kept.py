"""What a player keeps while the server runs, whichever connection they come back on:
their history (in memory only) and whether they asked for the full screen."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from prompt_toolkit.history import History

KEEP = 500  # lines of history kept per player


class RecentHistory(History):
    """A player's history, in the server's memory only, its last ``KEEP`` lines."""

    def __init__(self) -> None:
        super().__init__()
        self._kept: deque[str] = deque(maxlen=KEEP)

    def load_history_strings(self) -> Iterable[str]:
        return list(reversed(self._kept))

    def store_string(self, string: str) -> None:
        self._kept.append(string)

    def append_string(self, string: str) -> None:
        super().append_string(string)
        del self._loaded_strings[KEEP:]


class Kept:
    """What a player's connections share while the server runs: their history, and
    whether they asked for the full screen (a reconnection opens it again)."""

    def __init__(self, screen: bool) -> None:
        self.history: History = RecentHistory()
        self.screen = screen
