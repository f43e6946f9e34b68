"""Chuck-a-luck, the model: players with racks, bets on the numbers 1 to 6, three dice, and
the house's bank. Pure: no printing, no files, no crapsrepl import. Every method checks
everything first and only then changes the table, so a refused command leaves no trace.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .events import BetLost, BetPlaced, BetWon, DiceThrown, PlayerSeated, Seat, TableStatus

NUMBERS = range(1, 7)
TRIPLE_PAYS = (3, 10)  # what three of a kind may pay, to one


def money(amount: int) -> str:
    """Dollars as the table prints them: ``$40``, ``-$5``."""
    return f"-${-amount}" if amount < 0 else f"${amount}"


class ChuckError(ValueError):
    """A command the table refuses; the message says why, in one line."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The table's rules: what a number showing on all three dice pays, to one."""

    triple_pays: int = 3

    def pays(self, matches: int) -> int:
        """What a bet wins for each dollar staked when its number shows ``matches`` times."""
        return self.triple_pays if matches == 3 else matches


@dataclass(slots=True)
class Player:
    name: str
    rack: int
    bets: dict[int, int] = field(default_factory=dict)  # number -> stake, numbers in order


@dataclass(slots=True)
class Game:
    """The table. Plain data only (it is pickled for ``undo``)."""

    rules: Rules
    rng: random.Random
    players: list[Player] = field(default_factory=list)
    house: int = 0  # the house's net result: positive when the players are down
    last: tuple[int, int, int] | None = None  # the last throw's dice

    @classmethod
    def new(cls, rules: Rules, seed: int | None, seated: tuple[tuple[str, int], ...] = ()) -> Game:
        game = cls(rules, random.Random(seed))
        for name, chips in seated:
            game.sit(name, chips)
        return game

    # -- looking ---------------------------------------------------------------------

    def find(self, name: str) -> Player:
        """The seated player called ``name``, in any letter case."""
        wanted = name.casefold()
        for player in self.players:
            if player.name.casefold() == wanted:
                return player
        raise ChuckError(f"no player named {name} is seated")

    def snapshot(self) -> TableStatus:
        return TableStatus(
            seats=tuple(Seat(p.name, p.rack, tuple(sorted(p.bets.items()))) for p in self.players),
            house=self.house,
            last=self.last,
            triple_pays=self.rules.triple_pays,
        )

    def has_bets(self) -> bool:
        return any(p.bets for p in self.players)

    # -- commands --------------------------------------------------------------------

    def sit(self, name: str, chips: int) -> list[object]:
        for seated in self.players:
            if seated.name.casefold() == name.casefold():
                raise ChuckError(f"{seated.name} is already seated")
        if chips < 1:
            raise ChuckError(f"a rack holds at least $1, not {money(chips)}")
        self.players.append(Player(name, chips))
        return [PlayerSeated(name, chips)]

    def bet(self, name: str, number: int, amount: int) -> list[object]:
        player = self.find(name)
        if number not in NUMBERS:
            raise ChuckError(f"a bet is on a number from 1 to 6, not {number}")
        if amount < 1:
            raise ChuckError(f"a bet is at least $1, not {money(amount)}")
        if amount > player.rack:
            raise ChuckError(f"{player.name} has only ${player.rack}, not ${amount}")
        player.rack -= amount
        total = player.bets.get(number, 0) + amount
        player.bets[number] = total
        player.bets = dict(sorted(player.bets.items()))
        return [BetPlaced(player.name, number, amount, total, player.rack)]

    def throw(self, dice: tuple[int, ...] = ()) -> list[object]:
        """Three dice, forced (``dice``) or drawn from the table's generator."""
        if len(dice) not in (0, 3):
            raise ChuckError("throw takes three dice or none: throw(1, 4, 6) or throw()")
        for die in dice:
            if die not in NUMBERS:
                raise ChuckError(f"a die shows 1 to 6, not {die}")
        if not self.has_bets():
            raise ChuckError("no bets on the table: bet before the dice are thrown")
        d1, d2, d3 = dice if dice else tuple(self.rng.randint(1, 6) for _ in range(3))
        self.last = (d1, d2, d3)
        events: list[object] = [DiceThrown(d1, d2, d3)]
        for player in self.players:
            for number, stake in player.bets.items():
                matches = self.last.count(number)
                if matches:
                    winnings = stake * self.rules.pays(matches)
                    player.rack += stake + winnings
                    self.house -= winnings
                    events.append(
                        BetWon(player.name, number, stake, matches, winnings, player.rack)
                    )
                else:
                    self.house += stake
                    events.append(BetLost(player.name, number, stake, player.rack))
            player.bets = {}
        return events
