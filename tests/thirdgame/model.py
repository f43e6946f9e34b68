"""The coin game's model: seats with racks, a bet on heads or tails, a flip that pays even
money. Pure, like every game's model: no printing, no files."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

SIDES = ("heads", "tails")


class CoinError(ValueError):
    """A refused request; nothing changed."""


@dataclass(frozen=True, slots=True)
class Seated:
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class Called:
    player: str
    side: str
    amount: int
    rack: int


@dataclass(frozen=True, slots=True)
class Flipped:
    side: str


@dataclass(frozen=True, slots=True)
class Paid:
    player: str
    won: bool
    amount: int
    rack: int


@dataclass
class CoinGame:
    seed: int | None = None
    racks: dict[str, int] = field(default_factory=dict)
    bets: dict[str, tuple[str, int]] = field(default_factory=dict)
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def seat(self, name: str, chips: int) -> list[object]:
        if name in self.racks:
            raise CoinError(f"{name} is already seated")
        if chips < 1:
            raise CoinError("chips must be at least 1")
        self.racks[name] = chips
        return [Seated(name, chips)]

    def call(self, name: str, side: str, amount: int) -> list[object]:
        if name not in self.racks:
            raise CoinError(f"no player named {name}")
        if side not in SIDES:
            raise CoinError(f"call heads or tails, not {side!r}")
        if name in self.bets:
            raise CoinError(f"{name} has already called")
        if not 1 <= amount <= self.racks[name]:
            raise CoinError(f"{name} has only ${self.racks[name]}")
        self.racks[name] -= amount
        self.bets[name] = (side, amount)
        return [Called(name, side, amount, self.racks[name])]

    def flip(self, forced: str | None = None) -> list[object]:
        if not self.bets:
            raise CoinError("nobody has called: call(p, heads, 10) first")
        if forced is not None and forced not in SIDES:
            raise CoinError(f"a coin lands heads or tails, not {forced!r}")
        side = forced or self.rng.choice(SIDES)
        events: list[object] = [Flipped(side)]
        for name, (called, amount) in sorted(self.bets.items()):
            won = called == side
            self.racks[name] += 2 * amount if won else 0
            events.append(Paid(name, won, amount, self.racks[name]))
        self.bets = {}
        return events
