"""The seats, the dealer's hand and every chip: racks, money on the felt and the house.

All money moves through ``stake`` and ``settle`` so the count of chips stays exact:
racks + felt + house + chips taken home == chips brought, after every call.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import BlackjackError
from .hand import Hand


@dataclass(slots=True)
class Seat:
    """A player: a rack, the bet waiting for the next deal, hands in play, insurance."""

    name: str
    rack: int
    bet: int = 0
    hands: list[Hand] = field(default_factory=list)
    insurance: int = 0
    answered: bool = False

    def on_felt(self) -> int:
        return self.bet + self.insurance + sum(h.bet for h in self.hands if not h.settled)


SEATS = 7  # a blackjack table's spots


class Table:
    def __init__(self) -> None:
        self.seats: list[Seat] = []
        self.dealer = Hand()
        self.house = 0
        self.brought = 0
        self.cashed_out = 0  # racks taken home by players who got up

    def find(self, name: str) -> Seat:
        for seat in self.seats:
            if seat.name.casefold() == name.casefold():
                return seat
        raise BlackjackError(f"no player named {name}{_closest(name, self.seats)}")

    def seat(self, name: str, chips: int) -> Seat:
        seat = Seat(name, chips)
        self.seats.append(seat)
        self.brought += chips
        return seat

    def unseat(self, seat: Seat) -> int:
        """The seat emptied, its rack and undealt bet taken home; the chips taken."""
        chips = seat.rack + seat.bet
        self.seats.remove(seat)
        self.cashed_out += chips
        seat.rack = seat.bet = 0
        return chips

    def in_round(self) -> list[Seat]:
        return [s for s in self.seats if s.hands]

    @staticmethod
    def stake(seat: Seat, amount: int) -> None:
        """Chips from the rack to the felt; the caller already checked the rack."""
        assert 0 < amount <= seat.rack
        seat.rack -= amount

    def settle(self, seat: Seat, stake: int, paid: int) -> None:
        """A stake leaves the felt: ``paid`` goes to the rack, the difference to the house."""
        seat.rack += paid
        self.house += stake - paid

    def chips_accounted(self) -> tuple[int, int]:
        on_table = sum(s.rack + s.on_felt() for s in self.seats)
        return on_table + self.house + self.cashed_out, self.brought


def _closest(name: str, seats: list[Seat]) -> str:
    """``; did you mean Dave?`` for a mistyped name close to a seated player's."""
    import difflib  # only for a typo

    names = {s.name.casefold(): s.name for s in seats}
    close = difflib.get_close_matches(name.casefold(), list(names), n=1, cutoff=0.75)
    return f"; did you mean {names[close[0]]}?" if close else ""
