"""What happens at the table, as frozen dataclasses of plain values: the renderer turns each
into lines, ``--json`` into one object (named after the class in snake case)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerSeated:
    player: str
    chips: int


@dataclass(frozen=True, slots=True)
class BetPlaced:
    player: str
    number: int
    amount: int
    total: int  # on that number, after adding to a bet already there
    rack: int


@dataclass(frozen=True, slots=True)
class DiceThrown:
    d1: int
    d2: int
    d3: int


@dataclass(frozen=True, slots=True)
class BetWon:
    player: str
    number: int
    stake: int
    matches: int  # how many dice show the number: 1, 2 or 3
    winnings: int  # paid on top of the stake, which goes back to the rack too
    rack: int


@dataclass(frozen=True, slots=True)
class BetLost:
    player: str
    number: int
    stake: int
    rack: int


@dataclass(frozen=True, slots=True)
class Answer:
    """A fact query's answer: ``query`` with the name as seated, ``text`` its one line."""

    query: str
    text: str


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    rack: int
    bets: tuple[tuple[int, int], ...]  # (number, stake), numbers in order


@dataclass(frozen=True, slots=True)
class TableStatus:
    seats: tuple[Seat, ...]
    house: int
    last: tuple[int, int, int] | None
    triple_pays: int
