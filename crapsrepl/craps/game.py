"""The public face of the model: one method per table action, each returning its events.

Every method checks everything before it changes anything, so a GameError always leaves
the game exactly as it was (no chips, bets, state or RNG draw).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bets import Bet, BetKind, ComeBet, PassLineBet
from .dice import POINT_NUMBERS, Dice, Throw
from .errors import GameError
from .events import (
    BetPlaced,
    Event,
    OddsChanged,
    OddsPlaced,
    PlayerLeft,
    PlayerSeated,
    Rolled,
    ShooterChanged,
)
from .rules import TableRules
from .settlement import settle
from .states import GameState, PointOff
from .table import Player, Table

MAX_NAME = 20
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NAME_START = frozenset(_LETTERS)
_NAME_REST = frozenset(_LETTERS + "0123456789_-.")


@dataclass(frozen=True, slots=True)
class BetInfo:
    """A bet as a caller sees it; ``number`` is None while it waits on its line."""

    kind: BetKind
    number: int | None
    amount: int
    odds: int


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    name: str
    rack: int
    bets: tuple[BetInfo, ...]


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything a person can see on the table, for status lines and comparisons."""

    point: int | None
    shooter: str | None
    players: tuple[PlayerInfo, ...]
    house: int


def check_name(name: str) -> None:
    if not name:
        raise GameError("a player needs a name")
    if len(name) > MAX_NAME:
        raise GameError(f"a name has at most {MAX_NAME} characters")
    if name[0] not in _NAME_START or not set(name) <= _NAME_REST:
        raise GameError("a name starts with a letter and has only letters, digits, '_', '-' or '.'")


def _check_amount(amount: int, what: str = "amount") -> None:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise GameError(f"{what} must be a whole number of dollars")
    if amount < 1:
        raise GameError(f"{what} must be at least $1, not {amount}")


class Game:
    def __init__(self, seed: int | None = None, rules: TableRules | None = None) -> None:
        self.rules = rules or TableRules()
        self.seed = seed
        self.dice = Dice(seed)
        self.table = Table()
        self.state: GameState = PointOff()

    # queries -------------------------------------------------------------
    @property
    def shooter(self) -> str | None:
        shooter = self.table.shooter
        return shooter.name if shooter else None

    @property
    def point(self) -> int | None:
        return self.state.point

    @property
    def players(self) -> list[str]:
        return [p.name for p in self.table.players]

    @property
    def house(self) -> int:
        """The house's net result: positive when the players are down."""
        return self.table.house

    def chips(self, name: str) -> int:
        return self.table.find(name).rack

    def bets(self, name: str) -> list[BetInfo]:
        player = self.table.find(name)
        return [
            BetInfo(bet.kind, bet.number, bet.amount, bet.odds)
            for bet in self.table.bets_of(player)
        ]

    def snapshot(self) -> Snapshot:
        return Snapshot(
            self.point,
            self.shooter,
            tuple(PlayerInfo(p.name, p.rack, tuple(self.bets(p.name))) for p in self.table.players),
            self.table.house,
        )

    def chips_accounted(self) -> tuple[int, int]:
        """(racks + felt + house + taken home, chips ever brought): equal at all times."""
        t = self.table
        return sum(t.iter_racks()) + t.on_felt() + t.house + t.cashed_out, t.brought

    # seating ---------------------------------------------------------------
    def add_player(self, name: str, chips: int) -> list[Event]:
        check_name(name)
        _check_amount(chips, "chips")
        if any(p.name.casefold() == name.casefold() for p in self.table.players):
            raise GameError(f"{self.table.find(name).name} is already seated")
        had_shooter = self.table.shooter is not None
        player = self.table.seat(name, chips)
        events: list[Event] = [PlayerSeated(player.name, chips)]
        if not had_shooter:
            events.append(ShooterChanged(player.name, None))
        return events

    def remove_player(self, name: str) -> list[Event]:
        player = self.table.find(name)
        if self.table.bets_of(player):
            raise GameError(f"{player.name} still has bets on the table")
        before = self.shooter
        chips = player.rack
        self.table.unseat(player)
        events: list[Event] = [PlayerLeft(player.name, chips)]
        if self.shooter != before:
            events.append(ShooterChanged(self.shooter, before))
        return events

    def pass_dice(self) -> list[Event]:
        shooter = self._require_shooter()
        if self.point is not None:
            raise GameError(f"the point is {self.point}: the dice pass only between rounds")
        self.table.next_shooter()
        return [ShooterChanged(self.shooter, shooter.name)]

    # bets ----------------------------------------------------------------
    def place_line_bet(self, name: str, amount: int) -> list[Event]:
        return self.place(PassLineBet, name, amount)

    def place_come_bet(self, name: str, amount: int) -> list[Event]:
        return self.place(ComeBet, name, amount)

    def place(self, bet_type: type[Bet], name: str, amount: int) -> list[Event]:
        """Put down a bet of any kind; a second one on the same waiting spot adds to it."""
        player = self.table.find(name)
        _check_amount(amount)
        new = bet_type(player.name, amount)
        if not self.state.allows(bet_type):
            raise GameError(f"no {_LABEL[new.kind]} bets while {self._phase_text()}")
        existing = next((b for b in self.table.bets if new.adds_to(b)), None)
        total = amount + (existing.amount if existing else 0)
        self._check_limits(amount, total)
        self._check_rack(player, amount)
        self.table.stake(player, amount)
        if existing:
            existing.amount = total
        else:
            self.table.bets.append(new)
        return [BetPlaced(player.name, new.kind, amount, total, player.rack)]

    def place_odds_bet(self, name: str, point: int, amount: int) -> list[Event]:
        player, bet = self._line_bet_on(name, point)
        _check_amount(amount)
        if bet.odds:
            raise GameError(
                f"{player.name} already has ${bet.odds} odds on {point}; use changeOddsBet"
            )
        self._check_odds_cap(bet, amount)
        self._check_rack(player, amount)
        self.table.stake(player, amount)
        bet.odds = amount
        return [OddsPlaced(player.name, bet.kind, point, amount, player.rack)]

    def change_odds_bet(self, name: str, point: int, amount: int) -> list[Event]:
        player, bet = self._line_bet_on(name, point)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise GameError("the new odds must be a whole number of dollars, 0 or more")
        if not bet.odds:
            raise GameError(f"{player.name} has no odds on {point} to change; use placeOddsBet")
        old = bet.odds
        self._check_odds_cap(bet, amount)
        self._check_rack(player, amount - old)
        if amount > old:
            self.table.stake(player, amount - old)
        else:
            self.table.refund(player, old - amount)
        bet.odds = amount
        return [OddsChanged(player.name, bet.kind, point, old, amount, player.rack)]

    # rolling -------------------------------------------------------------
    def roll(self, *dice: int) -> list[Event]:
        """`roll()` or `roll(0)` throws the dice; `roll(x)` forces a total; `roll(a, b)` both."""
        shooter = self._require_shooter()
        throw = self._forced_throw(dice)
        if self.point is None and not any(
            isinstance(b, PassLineBet) and b.player == shooter.name for b in self.table.bets
        ):
            raise GameError(f"{shooter.name} must bet the pass line before the come-out roll")
        if throw is None:
            throw = self.dice.throw()
        return self._resolve(shooter, throw)

    def _resolve(self, shooter: Player, throw: Throw) -> list[Event]:
        state = self.state
        transition = state.after(throw)
        events: list[Event] = [
            Rolled(shooter.name, throw.d1, throw.d2, throw.total, transition.call)
        ]
        for bet in self.table.settlement_order():
            events += settle(self.table, bet, throw, state, self.rules)
        self.state = transition.next
        events += transition.events
        if transition.seven_out:
            self.table.next_shooter()
            events.append(ShooterChanged(self.shooter, shooter.name))
        return events

    @staticmethod
    def _forced_throw(dice: tuple[int, ...]) -> Throw | None:
        if any(isinstance(d, bool) or not isinstance(d, int) for d in dice):
            raise GameError("roll takes whole numbers")
        match dice:
            case () | (0,):
                return None
            case (total,):
                return Throw.totalling(total)
            case (d1, d2):
                return Throw(d1, d2)
        raise GameError(f"roll takes at most 2 numbers, not {len(dice)}")

    # checks ----------------------------------------------------------------
    def _require_shooter(self) -> Player:
        shooter = self.table.shooter
        if shooter is None:
            raise GameError("no players seated: addPlayer first")
        return shooter

    def _phase_text(self) -> str:
        return "the point is off" if self.point is None else f"the point is {self.point}"

    def _check_limits(self, amount: int, total: int) -> None:
        if amount < self.rules.table_min:
            raise GameError(f"the table minimum is ${self.rules.table_min}")
        if self.rules.table_max is not None and total > self.rules.table_max:
            raise GameError(f"the table maximum is ${self.rules.table_max}")

    @staticmethod
    def _check_rack(player: Player, amount: int) -> None:
        if amount > player.rack:
            raise GameError(f"{player.name} has only ${player.rack}")

    def _check_odds_cap(self, bet: Bet, amount: int) -> None:
        cap = self.rules.max_odds
        if cap is not None and bet.number is not None:
            limit = cap.limit(bet.number, bet.amount)
            if amount > limit:
                raise GameError(
                    f"odds on {bet.number} are capped at ${limit} "
                    f"({cap.text} on a ${bet.amount} bet)"
                )

    def _line_bet_on(self, name: str, point: int) -> tuple[Player, Bet]:
        player = self.table.find(name)
        if point not in POINT_NUMBERS:
            raise GameError(f"odds go on 4, 5, 6, 8, 9 or 10, not {point}")
        for bet in self.table.bets_of(player):
            if bet.takes_odds and bet.number == point:
                return player, bet
        raise GameError(f"{player.name} has no line bet on {point}")


_LABEL = {BetKind.PASS: "pass line", BetKind.COME: "come"}
