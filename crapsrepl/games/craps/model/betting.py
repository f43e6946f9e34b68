"""Putting chips down and taking them back: every bet, odds, take-downs, working.

The betting half of ``Game``: each method checks everything before it changes anything,
so a GameError leaves the table exactly as it was.
"""

from __future__ import annotations

from .bets import REGISTRY, Bet, Family, bet_type, hop_number
from .bets.odds import lay_odds_pay
from .dice import POINT_NUMBERS
from .errors import GameError
from .events import (
    BetPlaced,
    BetTakenDown,
    CommissionPaid,
    Event,
    OddsChanged,
    OddsPlaced,
    WorkingSet,
)
from .rules import TableRules
from .states import GameState
from .table import Player, Table

ODDS_ON = ("pass", "come", "put", "dont_pass", "dont_come", "dont")


def check_amount(amount: int, what: str = "amount") -> None:
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise GameError(f"{what} must be a whole number of dollars")
    if amount < 1:
        raise GameError(f"{what} must be at least $1, not {amount}")


def _check_rack(player: Player, amount: int) -> None:
    if amount > player.rack:
        raise GameError(f"{player.name} has only ${player.rack}")


def odds_refusal(bet: Bet, amount: int, rules: TableRules) -> str | None:
    """Why ``amount`` of odds behind ``bet`` is over the table's cap (take odds by their
    amount, lay odds by what they win), or None: what placing odds checks, and what a
    loaded table's odds are checked against."""
    assert bet.number is not None
    if bet.odds_verb == "lays":
        lay_cap = rules.max_lay_odds
        if lay_cap is not None:
            limit = lay_cap.limit(bet.number, bet.amount)
            if lay_odds_pay(bet.number, amount) > limit:
                return (
                    f"lay odds on {bet.number} may win at most ${limit} "
                    f"({lay_cap.text} of a ${bet.amount} bet)"
                )
        return None
    cap = rules.max_odds
    if cap is not None:
        limit = cap.limit(bet.number, bet.amount)
        if amount > limit:
            return (
                f"odds on {bet.number} are capped at ${limit} ({cap.text} on a ${bet.amount} bet)"
            )
    return None


class Betting:
    """Mixed into ``Game``; reads the table, the state and the rules it holds."""

    table: Table
    state: GameState
    rules: TableRules

    def place_bet(
        self, name: str, kind: str, amount: int, number: int | None = None
    ) -> list[Event]:
        """Any bet by kind name (``"place"``, ``"field"``, ...); see ``bets.REGISTRY``."""
        if not isinstance(kind, str):
            raise GameError("the kind of bet is a name such as 'place' or 'field'")
        return self.place(bet_type(kind), name, amount, number)

    def place_hop_bet(self, name: str, d1: int, d2: int, amount: int) -> list[Event]:
        for die in (d1, d2):
            if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
                raise GameError(f"a hop bet names two dice, 1 to 6 each, not {die}")
        return self.place(bet_type("hop"), name, amount, hop_number(d1, d2))

    def place(
        self, kind: type[Bet], name: str, amount: int, number: int | None = None
    ) -> list[Event]:
        """Put down a bet of any kind; a second one on the same spot adds to it."""
        player = self.table.find(name)
        check_amount(amount)
        kind.check_number(number)
        if not self.state.allows(kind):
            raise GameError(kind.when_text or f"no {kind.label} bets while {self._phase_text()}")
        new = kind(player.name, amount, number)
        existing = next((b for b in self.table.bets if new.adds_to(b)), None)
        total = amount + (existing.amount if existing else 0)
        problem = kind(player.name, total, number).refusal()
        if problem:
            raise GameError(problem)
        self._check_limits(kind.family, amount, total)
        commission = 0
        if not self.rules.commission_on_win:
            before = existing.commission(self.rules) if existing else 0
            commission = kind(player.name, total, number).commission(self.rules) - before
        if commission > player.rack - amount >= 0:
            raise GameError(
                f"{player.name} has only ${player.rack}: the bet and its ${commission} "
                f"commission need ${amount + commission}"
            )
        _check_rack(player, amount)
        self.table.stake(player, amount)
        if existing:
            existing.amount = total
        else:
            self.table.bets.append(new)
        events: list[Event] = [
            BetPlaced(player.name, kind.kind, amount, total, player.rack, number)
        ]
        if commission > 0:
            self.table.charge(player, commission)
            events.append(CommissionPaid(player.name, kind.kind, number, commission, player.rack))
        return events

    # odds -------------------------------------------------------------------
    def place_odds_bet(
        self, name: str, point: int, amount: int, on: str | None = None
    ) -> list[Event]:
        player, bet = self._odds_base(name, point, on)
        check_amount(amount)
        if bet.odds:
            change = "changeLayOddsBet" if bet.odds_verb == "lays" else "changeOddsBet"
            raise GameError(f"{player.name} already has ${bet.odds} odds on {point}; use {change}")
        self._check_odds_cap(bet, amount)
        _check_rack(player, amount)
        self.table.stake(player, amount)
        bet.odds = amount
        return [OddsPlaced(player.name, bet.kind, point, amount, player.rack)]

    def change_odds_bet(
        self, name: str, point: int, amount: int, on: str | None = None
    ) -> list[Event]:
        player, bet = self._odds_base(name, point, on)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise GameError("the new odds must be a whole number of dollars, 0 or more")
        if not bet.odds:
            place = "placeLayOddsBet" if bet.odds_verb == "lays" else "placeOddsBet"
            raise GameError(f"{player.name} has no odds on {point} to change; use {place}")
        old = bet.odds
        self._check_odds_cap(bet, amount)
        _check_rack(player, amount - old)
        if amount > old:
            self.table.stake(player, amount - old)
        else:
            self.table.refund(player, old - amount)
        bet.odds = amount
        return [OddsChanged(player.name, bet.kind, point, old, amount, player.rack)]

    def _odds_base(self, name: str, point: int, on: str | None) -> tuple[Player, Bet]:
        """The line bet odds go behind: ``on`` names its kind; None any pass, come or put
        bet, ``"dont"`` any don't pass or don't come bet."""
        player = self.table.find(name)
        if on is not None and on not in ODDS_ON:
            raise GameError(f"odds go on {', '.join(ODDS_ON[:-1])}, not {on!r}")
        if point not in POINT_NUMBERS:
            raise GameError(f"odds go on 4, 5, 6, 8, 9 or 10, not {point}")
        dark = on is not None and on.startswith("dont")
        for bet in self.table.bets_of(player):
            side_ok = (bet.odds_verb == "lays") == dark
            kind_ok = on in (None, "dont") or bet.kind == on
            if bet.takes_odds and bet.number == point and side_ok and kind_ok:
                return player, bet
        what = "don't" if on == "dont" else "line" if on is None else REGISTRY[on].label
        raise GameError(f"{player.name} has no {what} bet on {point}")

    def _check_odds_cap(self, bet: Bet, amount: int) -> None:
        problem = odds_refusal(bet, amount, self.rules)
        if problem is not None:
            raise GameError(problem)

    # down and working -------------------------------------------------------
    def take_down(self, name: str, kind: str, number: int | None = None) -> list[Event]:
        """Take a bet back to the rack with its odds; contract bets on a number stay."""
        player = self.table.find(name)
        found = bet_type(kind)
        for bet in self.table.bets_of(player):
            if bet.kind == found.kind and (number is None or bet.number == number):
                break
        else:
            where = found.spot(number) if number is not None or not found.numbers else kind
            raise GameError(f"{player.name} has no bet on {where}")
        if not bet.removable(self.state.phases):
            raise GameError(
                f"{player.name}'s bet on {found.spot(bet.number)} can't be taken down now"
            )
        self.table.bets.remove(bet)
        self.table.refund(player, bet.amount + bet.odds)
        return [BetTakenDown(player.name, bet.kind, bet.number, bet.amount, bet.odds, player.rack)]

    def set_working(self, name: str, on: bool) -> list[Event]:
        """Turn the player's place, buy, big, hardway bets and come odds on or off for
        come-out rolls, until they change it."""
        player = self.table.find(name)
        if not isinstance(on, bool):
            raise GameError("working is on or off")
        self.table.working[player.name] = on
        return [WorkingSet(player.name, on)]

    # checks -----------------------------------------------------------------
    def _phase_text(self) -> str:
        point = self.state.point
        return "the point is off" if point is None else f"the point is {point}"

    def _check_limits(self, family: Family, amount: int, total: int) -> None:
        low, high, name = self.rules.limits_for(family.value)
        if amount < low:
            raise GameError(f"the {name} minimum is ${low}")
        if high is not None and total > high:
            raise GameError(f"the {name} maximum is ${high}")
