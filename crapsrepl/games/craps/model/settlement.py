"""Turning one bet's decision on a throw into chip movements and events."""

from __future__ import annotations

from .bets import Bet, Outcome
from .dice import Throw
from .events import (
    BetLost,
    BetPushed,
    BetReturned,
    BetTravelled,
    BetWon,
    CommissionPaid,
    Event,
)
from .rules import TableRules
from .states import GameState
from .table import Player, Table


def _win(table: Table, player: Player, bet: Bet, throw: Throw, rules: TableRules) -> list[Event]:
    winnings = bet.winnings(throw, rules)
    stays = bet.stays_up_on_win
    table.pay(player, 0 if stays else bet.amount, winnings)
    events: list[Event] = [
        BetWon(player.name, bet.kind, bet.number, False, bet.amount, winnings, player.rack, stays)
    ]
    commission = bet.commission(rules) if rules.commission_on_win else 0
    if commission:
        table.charge(player, commission)
        events.append(CommissionPaid(player.name, bet.kind, bet.number, commission, player.rack))
    return events


def _odds(table: Table, player: Player, bet: Bet, outcome: Outcome) -> Event:
    if outcome is Outcome.WIN:
        winnings = bet.odds_winnings()
        table.pay(player, bet.odds, winnings)
        return BetWon(player.name, bet.kind, bet.number, True, bet.odds, winnings, player.rack)
    if outcome is Outcome.LOSE:
        table.collect(bet.odds)
        return BetLost(player.name, bet.kind, bet.number, True, bet.odds, player.rack)
    table.refund(player, bet.odds)
    return BetReturned(player.name, bet.kind, bet.number, True, bet.odds, player.rack)


def settle(
    table: Table, bet: Bet, throw: Throw, state: GameState, rules: TableRules
) -> list[Event]:
    """Settle ``bet`` on ``throw`` thrown in ``state``; odds follow their bet when working."""
    player_on = table.working.get(bet.player)
    if not state.works(bet, rules, player_on):
        return []
    bet.advance(throw, state.point)
    outcome = bet.decide(throw, state.point)
    if outcome is None:
        return []
    if outcome is Outcome.TRAVEL:
        bet.number = throw.total
        return [BetTravelled(bet.player, bet.kind, throw.total, bet.amount)]
    player = table.find(bet.player)
    events: list[Event]
    if outcome is Outcome.WIN:
        events = _win(table, player, bet, throw, rules)
    elif outcome is Outcome.LOSE:
        table.collect(bet.amount)
        events = [BetLost(player.name, bet.kind, bet.number, False, bet.amount, player.rack)]
    else:
        table.refund(player, bet.amount)
        events = [BetPushed(player.name, bet.kind, bet.number, bet.amount, player.rack)]
    if outcome is Outcome.WIN and bet.stays_up_on_win:
        return events
    table.bets.remove(bet)
    if bet.odds:
        working = state.odds_working(bet, rules, player_on)
        events.append(_odds(table, player, bet, outcome if working else Outcome.RETURN))
    return events
