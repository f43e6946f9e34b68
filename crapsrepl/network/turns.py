"""The turn timer (``serve --turn-time``): the first player the table waits on has that
many seconds from the moment the turn came to them, or they last acted; then ``over`` is
called with their name, and the table plays for them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


class TurnTimer:
    def __init__(self, seconds: float, over: Callable[[str], None]) -> None:
        self.seconds, self._over = seconds, over
        self._turn: tuple[str, asyncio.TimerHandle] | None = None

    def rearm(self, first: str | None, acted: bool) -> None:
        """``first`` is to act now (None: nobody); ``acted``: a player just did."""
        if self.seconds <= 0:
            return
        if self._turn is not None:
            if self._turn[0] == first and not acted:
                return
            self.cancel()
        if first is not None:
            handle = asyncio.get_running_loop().call_later(self.seconds, self._up, first)
            self._turn = (first, handle)

    def cancel(self) -> None:
        if self._turn is not None:
            self._turn[1].cancel()
            self._turn = None

    def _up(self, name: str) -> None:
        self._turn = None
        self._over(name)
