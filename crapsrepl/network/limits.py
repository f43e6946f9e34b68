"""What one connection may cost the table: the limits ``crapsrepl serve`` holds, and the
token bucket that meters commands and keystrokes.

Every limit is per connection or per key, so one player's flood or stalled link costs the
others nothing: a command over the rate is refused (one line, nothing changed), keystrokes
over theirs stop being read (SSH's own flow control holds the client back), and output a
client does not read piles up only to ``output_buffer`` bytes before the connection is
dropped.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limits:
    max_connections: int = 32  # open SSH connections, authenticated or not
    max_per_key: int = 3  # open game sessions a single key holds
    commands_per_second: float = 5.0  # sustained, per connection
    command_burst: int = 20  # commands a connection may send at once after a pause
    # Bytes of keys read a second, per connection: a prompt spends a millisecond or more
    # on each key, so a fast typist's pace, with a pasted line's worth at once.
    keys_per_second: int = 100
    key_burst: int = 2048
    output_buffer: int = 1 << 20  # bytes waiting for a client before it is dropped
    pending_deliveries: int = 1000  # table events waiting to be shown on one connection
    idle_timeout: float = 1800.0  # seconds without a keystroke before a connection closes
    grace: float = 300.0  # seconds a gone player's seat and bets wait for them
    turn_time: float = 0.0  # seconds the player to act has before the table acts; 0: none
    login_timeout: float = 15.0  # seconds to authenticate
    keepalive: float = 15.0  # seconds between keepalives; 4 unanswered close the link


# The largest window laid out, whatever size a client claims (a pty request may claim
# 4 billion columns): a prompt or a full screen costs the loop in proportion to its
# rows and columns, and a bigger window shows the game in its top-left corner.
MAX_COLUMNS, MAX_ROWS = 300, 100


Clock = Callable[[], float]


class Bucket:
    """A token bucket: ``rate`` a second, at most ``burst`` saved up."""

    def __init__(self, rate: float, burst: float, clock: Clock = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.at = clock()

    def _fill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def take(self, amount: float = 1.0) -> bool:
        """Spend ``amount`` if the bucket holds it; False (nothing spent) if not."""
        self._fill()
        if self.tokens < amount:
            return False
        self.tokens -= amount
        return True

    def spend(self, amount: float) -> float:
        """Spend ``amount`` even past empty; the seconds until the bucket is back above
        zero (0 if it never went below)."""
        self._fill()
        self.tokens -= amount
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate
