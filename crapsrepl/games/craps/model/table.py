"""Seats, racks, the shooter's position and the chips on the felt.

Every chip movement goes through this class so conservation has one place to hold:
racks + chips on the table + house net + chips taken home = chips ever brought.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .bets import Bet
from .errors import GameError


@dataclass(slots=True)
class Player:
    name: str
    rack: int


class Table:
    def __init__(self) -> None:
        self.players: list[Player] = []
        self.shooter_seat: int | None = None
        self.bets: list[Bet] = []
        self.house = 0
        self.brought = 0
        self.cashed_out = 0
        self.working: dict[str, bool] = {}

    # seats -------------------------------------------------------------
    def find(self, name: str) -> Player:
        key = name.casefold()
        for player in self.players:
            if player.name.casefold() == key:
                return player
        raise GameError(f"no player named {name} is seated{_closest(name, self.players)}")

    def seat_of(self, player_name: str) -> int:
        return next(i for i, p in enumerate(self.players) if p.name == player_name)

    @property
    def shooter(self) -> Player | None:
        return None if self.shooter_seat is None else self.players[self.shooter_seat]

    def seat(self, name: str, chips: int) -> Player:
        player = Player(name, chips)
        self.players.append(player)
        self.brought += chips
        if self.shooter_seat is None:
            self.shooter_seat = 0
        return player

    def unseat(self, player: Player) -> None:
        """Remove a player; the shooter's seat moves to whoever now sits in the same place."""
        seat = self.seat_of(player.name)
        del self.players[seat]
        self.working.pop(player.name, None)
        self.cashed_out += player.rack
        player.rack = 0
        assert self.shooter_seat is not None
        if not self.players:
            self.shooter_seat = None
        elif seat < self.shooter_seat:
            self.shooter_seat -= 1
        elif seat == self.shooter_seat:
            self.shooter_seat = seat % len(self.players)

    def next_shooter(self) -> None:
        assert self.shooter_seat is not None
        self.shooter_seat = (self.shooter_seat + 1) % len(self.players)

    # bets and chips ------------------------------------------------------
    def bets_of(self, player: Player) -> list[Bet]:
        return [bet for bet in self.bets if bet.player == player.name]

    def settlement_order(self) -> list[Bet]:
        seats = {p.name: i for i, p in enumerate(self.players)}
        return sorted(self.bets, key=lambda bet: (bet.step_now, seats[bet.player]))

    def on_felt(self) -> int:
        return sum(bet.amount + bet.odds for bet in self.bets)

    def iter_racks(self) -> Iterator[int]:
        return (p.rack for p in self.players)

    def stake(self, player: Player, amount: int) -> None:
        """Rack to table; callers have checked the rack covers it."""
        assert 0 <= amount <= player.rack
        player.rack -= amount

    def refund(self, player: Player, amount: int) -> None:
        player.rack += amount

    def collect(self, amount: int) -> None:
        self.house += amount

    def charge(self, player: Player, amount: int) -> None:
        """A commission: rack to house; callers have checked the rack covers it."""
        assert 0 <= amount <= player.rack
        player.rack -= amount
        self.house += amount

    def pay(self, player: Player, stake: int, winnings: int) -> None:
        self.house -= winnings
        player.rack += stake + winnings


def _closest(name: str, players: list[Player]) -> str:
    """``; did you mean Dave?`` for a mistyped name close to a seated player's."""
    import difflib  # only for a typo

    names = {p.name.casefold(): p.name for p in players}
    close = difflib.get_close_matches(name.casefold(), list(names), n=1, cutoff=0.75)
    return f"; did you mean {names[close[0]]}?" if close else ""
