"""Over/Under 7: the model. Pure: no printing, no files, nothing of crapsrepl."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

KINDS = ("over", "under", "seven")
PAYS = {"over": 1, "under": 1, "seven": 4}


class OverUnderError(ValueError):
    """A refused command: raised before anything changes."""


@dataclass(frozen=True)
class Rules:
    bank: int = 1000


# Events: frozen dataclasses of plain values.
@dataclass(frozen=True)
class Seated:
    player: str
    chips: int


@dataclass(frozen=True)
class Left:
    player: str
    chips: int


@dataclass(frozen=True)
class BetPlaced:
    player: str
    bet: str
    amount: int
    total: int
    rack: int


@dataclass(frozen=True)
class Rolled:
    d1: int
    d2: int
    total: int
    call: str


@dataclass(frozen=True)
class BetWon:
    player: str
    bet: str
    amount: int
    won: int
    rack: int


@dataclass(frozen=True)
class BetLost:
    player: str
    bet: str
    amount: int
    rack: int


def call_of(total: int) -> str:
    return "seven" if total == 7 else ("over" if total > 7 else "under")


@dataclass
class Game:
    rules: Rules = field(default_factory=Rules)
    seed: int | None = None
    house: int = 0
    racks: dict[str, int] = field(default_factory=dict)  # name as first written -> chips
    bets: dict[str, dict[str, int]] = field(default_factory=dict)  # name -> kind -> amount
    rolls: int = 0
    rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        if self.house == 0 and not self.racks:
            self.house = self.rules.bank
        if self.seed is not None:
            self.rng.seed(self.seed)

    # --- looking ---------------------------------------------------------
    def name(self, player: str) -> str:
        for name in self.racks:
            if name.lower() == player.lower():
                return name
        raise OverUnderError(f"no player named {player} is seated")

    def chips(self, player: str) -> int:
        return self.racks[self.name(player)]

    def on_table(self, player: str) -> int:
        return sum(self.bets.get(self.name(player), {}).values())

    # --- changing --------------------------------------------------------
    def sit(self, player: str, chips: int) -> list[object]:
        if not player[:1].isalpha() or not all(c.isalnum() or c in "_-" for c in player):
            raise OverUnderError(f"a player's name is letters and digits, not {player!r}")
        if len(player) > 20:
            raise OverUnderError("a player's name is at most 20 characters")
        if any(n.lower() == player.lower() for n in self.racks):
            raise OverUnderError(f"{player} is already seated")
        if chips < 1:
            raise OverUnderError("a player sits down with at least $1")
        self.racks[player] = chips
        return [Seated(player, chips)]

    def leave(self, player: str) -> list[object]:
        name = self.name(player)
        if self.bets.get(name):
            raise OverUnderError(f"{name} has bets on the table; roll first")
        chips = self.racks.pop(name)
        self.bets.pop(name, None)
        return [Left(name, chips)]

    def bet(self, player: str, kind: str, amount: int) -> list[object]:
        name = self.name(player)
        kind = kind.lower()
        if kind not in KINDS:
            raise OverUnderError(f"bet on over, under or seven, not {kind}")
        if amount < 1:
            raise OverUnderError("a bet is at least $1")
        if amount > self.racks[name]:
            raise OverUnderError(f"{name} has only ${self.racks[name]}")
        self.racks[name] -= amount
        mine = self.bets.setdefault(name, {})
        mine[kind] = mine.get(kind, 0) + amount
        return [BetPlaced(name, kind, amount, mine[kind], self.racks[name])]

    def roll(self, d1: int | None = None, d2: int | None = None) -> list[object]:
        if (d1 is None) != (d2 is None):
            raise OverUnderError("force both dice, roll(d1, d2), or neither")
        if d1 is None or d2 is None:
            d1, d2 = self.rng.randint(1, 6), self.rng.randint(1, 6)
        elif not (1 <= d1 <= 6 and 1 <= d2 <= 6):
            raise OverUnderError("a die shows 1 to 6")
        total = d1 + d2
        call = call_of(total)
        events: list[object] = [Rolled(d1, d2, total, call)]
        for name, mine in self.bets.items():
            for kind, amount in mine.items():
                if kind == call:
                    won = amount * PAYS[kind]
                    self.house -= won
                    self.racks[name] += amount + won
                    events.append(BetWon(name, kind, amount, won, self.racks[name]))
                else:
                    self.house += amount
                    events.append(BetLost(name, kind, amount, self.racks[name]))
        self.bets = {}
        self.rolls += 1
        return events
