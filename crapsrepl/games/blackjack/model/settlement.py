"""Paying hands and insurance once the dealer's hand is known.

Payouts are exact to the table's chip (``TableRules.rounded``): with half-dollar chips 3:2
on $5 pays $7.50 and surrender of $5 returns $2.50. A payout that falls between chips (6:5
on $7 is $8.40) is rounded down to one, and the house keeps the fraction, as casinos do.
"""

from __future__ import annotations

from .events import HandSettled, InsuranceSettled, Outcome
from .hand import Hand
from .rules import TableRules
from .table import Seat, Table


def outcome(hand: Hand, dealer: Hand) -> Outcome:
    """The result of a finished, unsurrendered hand against the dealer's finished hand."""
    if hand.bust:
        return Outcome.LOSE
    if hand.blackjack:
        return Outcome.PUSH if dealer.blackjack else Outcome.BLACKJACK
    if dealer.blackjack:
        return Outcome.LOSE
    if dealer.bust or hand.total > dealer.total:
        return Outcome.WIN
    return Outcome.PUSH if hand.total == dealer.total else Outcome.LOSE


def returned(result: Outcome, bet: int, rules: TableRules) -> int:
    """What goes back to the rack, stake included."""
    match result:
        case Outcome.BLACKJACK:
            return bet + rules.blackjack_win(bet)
        case Outcome.WIN | Outcome.EVEN_MONEY:
            return 2 * bet
        case Outcome.PUSH:
            return bet
        case Outcome.SURRENDER:
            return rules.surrender_back(bet)
        case Outcome.LOSE:
            return 0


def settle_hand(
    table: Table, seat: Seat, index: int, result: Outcome, rules: TableRules
) -> HandSettled:
    hand = seat.hands[index]
    paid = returned(result, hand.bet, rules)
    table.settle(seat, hand.bet, paid)
    hand.settled = True
    hand.done = True
    return HandSettled(seat.name, index + 1, result, hand.bet, paid, seat.rack)


def settle_insurance(
    table: Table, seat: Seat, dealer_blackjack: bool, rules: TableRules
) -> InsuranceSettled:
    amount = seat.insurance
    paid = 3 * amount if dealer_blackjack else 0  # 2:1, and the stake: exact in chips
    table.settle(seat, amount, paid)
    seat.insurance = 0
    return InsuranceSettled(seat.name, amount, dealer_blackjack, paid, seat.rack)
