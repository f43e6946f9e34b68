"""Turning one bet's decision on a throw into chip movements and events."""

from __future__ import annotations

from collections.abc import Callable

from .bets import Bet, Outcome
from .dice import Throw
from .events import BetLost, BetReturned, BetTravelled, BetWon, Event
from .rules import TableRules
from .states import GameState
from .table import Player, Table


def _win(table: Table, player: Player, bet: Bet, odds: bool) -> Event:
    stake, winnings = (bet.odds, bet.odds_winnings()) if odds else (bet.amount, bet.winnings())
    table.pay(player, stake, winnings)
    return BetWon(player.name, bet.kind, bet.number, odds, stake, winnings, player.rack)


def _lose(table: Table, player: Player, bet: Bet, odds: bool) -> Event:
    stake = bet.odds if odds else bet.amount
    table.collect(stake)
    return BetLost(player.name, bet.kind, bet.number, odds, stake, player.rack)


def _return(table: Table, player: Player, bet: Bet, odds: bool) -> Event:
    stake = bet.odds if odds else bet.amount
    table.refund(player, stake)
    return BetReturned(player.name, bet.kind, bet.number, odds, stake, player.rack)


_SETTLE: dict[Outcome, Callable[[Table, Player, Bet, bool], Event]] = {
    Outcome.WIN: _win,
    Outcome.LOSE: _lose,
    Outcome.RETURN: _return,
}


def settle(
    table: Table, bet: Bet, throw: Throw, state: GameState, rules: TableRules
) -> list[Event]:
    """Settle ``bet`` on ``throw`` thrown in ``state``; odds follow their bet when working."""
    outcome = bet.decide(throw)
    if outcome is None:
        return []
    if outcome is Outcome.TRAVEL:
        bet.number = throw.total
        return [BetTravelled(bet.player, bet.kind, throw.total, bet.amount)]
    player = table.find(bet.player)
    table.bets.remove(bet)
    events = [_SETTLE[outcome](table, player, bet, False)]
    if bet.odds:
        odds_outcome = outcome if state.odds_working(bet, rules) else Outcome.RETURN
        events.append(_SETTLE[odds_outcome](table, player, bet, True))
    return events
