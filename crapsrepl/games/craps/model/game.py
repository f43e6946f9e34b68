"""The public face of the model: one method per table action, each returning its events.

Every method checks everything before it changes anything, so a GameError always leaves
the game exactly as it was (no chips, bets, state or RNG draw).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bets import Bet, BetKind, ComeBet, DontPassBet, PassLineBet, Phase
from .betting import Betting, check_amount
from .dice import Dice, Throw
from .errors import GameError
from .events import (
    Event,
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
    progress: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    name: str
    rack: int
    bets: tuple[BetInfo, ...]
    working: bool | None = None  # their own come-out choice (working on/off), if any


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


class Game(Betting):
    def __init__(self, seed: int | None = None, rules: TableRules | None = None) -> None:
        self.rules = rules or TableRules()
        self.seed = seed
        self.dice = Dice(seed)
        self.table = Table()
        self.state: GameState = PointOff(new_shooter=True)

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
        return [_info(bet) for bet in self.table.bets_of(player)]

    def snapshot(self) -> Snapshot:
        """Every rack and bet, in one pass over the bets (a table of thousands of players
        is shown in linear time)."""
        held: dict[str, list[BetInfo]] = {}
        for bet in self.table.bets:
            held.setdefault(bet.player, []).append(_info(bet))
        return Snapshot(
            self.point,
            self.shooter,
            tuple(
                PlayerInfo(
                    p.name, p.rack, tuple(held.get(p.name, ())), self.table.working.get(p.name)
                )
                for p in self.table.players
            ),
            self.table.house,
        )

    def chips_accounted(self) -> tuple[int, int]:
        """(racks + felt + house + taken home, chips ever brought): equal at all times."""
        t = self.table
        return sum(t.iter_racks()) + t.on_felt() + t.house + t.cashed_out, t.brought

    # seating ---------------------------------------------------------------
    def add_player(self, name: str, chips: int) -> list[Event]:
        check_name(name)
        check_amount(chips, "chips")
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
        if before == player.name:
            self._check_hand_may_end()
        chips = player.rack
        self.table.unseat(player)
        events: list[Event] = [PlayerLeft(player.name, chips)]
        if self.shooter != before:
            self.state = PointOff(new_shooter=True)
            events.append(ShooterChanged(self.shooter, before))
        return events

    def pass_dice(self) -> list[Event]:
        shooter = self._require_shooter()
        if self.point is not None:
            raise GameError(f"the point is {self.point}: the dice pass only between rounds")
        self._check_hand_may_end()
        self.table.next_shooter()
        self.state = PointOff(new_shooter=True)
        return [ShooterChanged(self.shooter, shooter.name)]

    # bets (the rest are in betting.Betting) ----------------------------------
    def place_line_bet(self, name: str, amount: int) -> list[Event]:
        return self.place(PassLineBet, name, amount)

    def place_come_bet(self, name: str, amount: int) -> list[Event]:
        return self.place(ComeBet, name, amount)

    # rolling -------------------------------------------------------------
    def roll(self, *dice: int) -> list[Event]:
        """`roll()` or `roll(0)` throws the dice; `roll(x)` forces a total; `roll(a, b)` both."""
        shooter = self._require_shooter()
        throw = self.forced_throw(dice)
        if self.point is None and not any(
            isinstance(b, PassLineBet | DontPassBet) and b.player == shooter.name
            for b in self.table.bets
        ):
            raise GameError(
                f"{shooter.name} must bet the pass line or don't pass before the come-out "
                "roll (or passDice() to hand the dice on)"
            )
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
    def forced_throw(dice: tuple[int, ...]) -> Throw | None:
        """The throw ``roll(*dice)`` forces (None: the dice decide), or GameError: asked
        before anyone acts on a roll, so a refused roll changes nothing."""
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
    def _check_hand_may_end(self) -> None:
        """A fire bet rides on the shooter's whole hand, which only a seven-out ends."""
        if Phase.NEW_SHOOTER not in self.state.phases and any(
            bet.ends_with_hand for bet in self.table.bets
        ):
            raise GameError("a fire bet rides on this shooter's hand until the seven-out")

    def _require_shooter(self) -> Player:
        shooter = self.table.shooter
        if shooter is None:
            raise GameError("no players seated: addPlayer first")
        return shooter


def _info(bet: Bet) -> BetInfo:
    return BetInfo(BetKind(bet.kind), bet.number, bet.amount, bet.odds, tuple(bet.progress()))
