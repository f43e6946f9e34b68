"""What happened at the table, as plain data: the model emits these, the views render them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Call(Enum):
    """What the stickman calls for a throw in the state it was thrown in."""

    NATURAL = "natural"
    ELEVEN = "eleven"
    CRAPS = "craps"
    POINT_SET = "point set"
    POINT_MADE = "point made"
    SEVEN_OUT = "seven-out"
    NO_DECISION = "no decision"


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event, so views can accept any of them."""


@dataclass(frozen=True, slots=True)
class PlayerSeated(Event):
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class PlayerLeft(Event):
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class ShooterChanged(Event):
    shooter: str | None
    previous: str | None


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    player: str
    bet: str
    amount: int
    total: int
    rack: int
    number: int | None = None


@dataclass(frozen=True, slots=True)
class CommissionPaid(Event):
    """The house's commission on a buy or lay bet, up front or out of a win."""

    player: str
    bet: str
    number: int | None
    amount: int
    rack: int


@dataclass(frozen=True, slots=True)
class BetTakenDown(Event):
    player: str
    bet: str
    number: int | None
    amount: int
    odds: int
    rack: int


@dataclass(frozen=True, slots=True)
class WorkingSet(Event):
    """A player's off-by-default bets (and come odds) on or off for come-out rolls."""

    player: str
    working: bool


@dataclass(frozen=True, slots=True)
class OddsPlaced(Event):
    player: str
    bet: str
    number: int
    amount: int
    rack: int


@dataclass(frozen=True, slots=True)
class OddsChanged(Event):
    player: str
    bet: str
    number: int
    old: int
    new: int
    rack: int


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    shooter: str
    d1: int
    d2: int
    total: int
    call: Call


@dataclass(frozen=True, slots=True)
class BetWon(Event):
    player: str
    bet: str
    number: int | None
    odds: bool
    stake: int
    winnings: int
    rack: int
    stays: bool = False


@dataclass(frozen=True, slots=True)
class BetLost(Event):
    player: str
    bet: str
    number: int | None
    odds: bool
    stake: int
    rack: int


@dataclass(frozen=True, slots=True)
class BetReturned(Event):
    player: str
    bet: str
    number: int | None
    odds: bool
    stake: int
    rack: int


@dataclass(frozen=True, slots=True)
class BetPushed(Event):
    """A tie (bar 12, the world on a 7): the stake goes back and the bet comes down."""

    player: str
    bet: str
    number: int | None
    stake: int
    rack: int


@dataclass(frozen=True, slots=True)
class BetTravelled(Event):
    player: str
    bet: str
    number: int
    amount: int


@dataclass(frozen=True, slots=True)
class PointSet(Event):
    point: int


@dataclass(frozen=True, slots=True)
class PointMade(Event):
    point: int


@dataclass(frozen=True, slots=True)
class SevenOut(Event):
    point: int
