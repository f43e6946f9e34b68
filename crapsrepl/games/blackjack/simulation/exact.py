"""The exact expected value of a tabulated strategy for an infinite shoe, beside which the
fast path's measured edge is read.

Infinite shoe: every card is drawn with its full-deck probability (each rank 1/13), so the
figure leaves out the effect of removing cards from a finite shoe and the cut card's; for
six decks that is a few hundredths of a point (docs/blackjack.md gives the comparison).

The dealer's final totals come by recursion on the dealer's rule (S17 or H17) from the up
card, the hole card drawn given the peek found no blackjack. The player's hand follows the
strategy's table cell by cell (surrender, split, double, hit, stand, in the order the game
offers them). Splits are composed exactly for the infinite shoe: every split hand draws
independently, so the value of a split is a recursion on (hands so far, hands waiting for
their second card), each waiting hand either resplitting (a card of the pair's rank while
the table allows another hand) or ending as the two-card hand the strategy then plays.
Money as the table pays it on a bet of ``bet`` chips (10 unless given): a natural wins
``TableRules.blackjack_win``, a surrender gets ``surrender_back``, both rounded as the table
rounds them.
"""

from __future__ import annotations

from functools import cache

from crapsrepl.games.blackjack.model import BlackjackPlayer, Doubles, TableRules

from .decisions import DOUBLE, HIT, SURRENDER, TOTALS, UPS, Decisions, tabulate

BET = 10
RANK = 1 / 13  # each rank's probability in an infinite shoe


def _value(rank: int) -> int:
    return min(rank, 10)


def _total(hard: int, aces: bool) -> tuple[int, bool]:
    soft = hard <= 11 and aces
    return hard + 10 * soft, soft


class _Round:
    """One up card's computation (the caches are per instance)."""

    def __init__(self, rules: TableRules, decisions: Decisions, up: int, bet: int = BET) -> None:
        self.rules, self.d, self.up, self.bet = rules, decisions, up, bet
        self.dealer = self._dealer_final()

    def _dealer_final(self) -> dict[int, float]:
        """P(final total) for 17..21 and 22 (bust), given no dealer blackjack."""
        h17 = self.rules.dealer == "H17"

        @cache
        def draw(hard: int, aces: bool) -> tuple[float, ...]:
            total, soft = _total(hard, aces)
            if hard > 21:
                return tuple(1.0 if t == 22 else 0.0 for t in range(17, 23))
            if total > 17 or (total == 17 and not (h17 and soft)):
                return tuple(1.0 if t == total else 0.0 for t in range(17, 23))
            out = [0.0] * 6
            for rank in range(1, 14):
                for k, p in enumerate(draw(hard + _value(rank), aces or rank == 1)):
                    out[k] += RANK * p
            return tuple(out)

        up, final = self.up, [0.0] * 6
        holes = [r for r in range(1, 14) if not _blackjack(up, _value(r))]
        for rank in holes:
            for k, p in enumerate(draw(up + _value(rank), up == 1 or rank == 1)):
                final[k] += p / len(holes)
        return {17 + k: p for k, p in enumerate(final)}

    def stand(self, total: int) -> float:
        """A standing hand's value; a busted dealer (22) loses to it."""
        win = sum(p for t, p in self.dealer.items() if t == 22 or t < total)
        lose = sum(p for t, p in self.dealer.items() if total < t <= 21)
        return win - lose

    def cell(self, total: int, soft: bool) -> int:
        return self.d.act[(soft * TOTALS + total) * UPS + self.up]

    @cache  # noqa: B019 (one instance per up card, dropped with it)
    def play(self, hard: int, aces: bool, may_double: bool) -> float:
        """A hand's value per unit bet from here, surrender and splits already declined."""
        total, soft = _total(hard, aces)
        if hard > 21:
            return -1.0
        if total == 21:
            return self.stand(21)
        bits = self.cell(total, soft)
        allowed = self.rules.doubles is Doubles.ANY or (
            not soft and (9 if self.rules.doubles is Doubles.NINE_TO_ELEVEN else 10) <= total <= 11
        )
        if may_double and allowed and bits & DOUBLE:
            return 2 * RANK * sum(self.one_card(hard, aces, r) for r in range(1, 14))
        if bits & HIT:
            return RANK * sum(
                self.play(hard + _value(r), aces or r == 1, False) for r in range(1, 14)
            )
        return self.stand(total)

    def one_card(self, hard: int, aces: bool, rank: int) -> float:
        """A doubled hand's value per unit bet once its one card is ``rank``."""
        hard += _value(rank)
        return -1.0 if hard > 21 else self.stand(_total(hard, aces or rank == 1)[0])

    def split_hand(self, rank: int, second: int) -> float:
        """A split hand with its second card, no resplit: what it is then played for."""
        hard, aces = _value(rank) + _value(second), rank == 1 or second == 1
        if rank == 1:  # split aces take one card
            return self.stand(_total(hard, aces)[0])
        return self.play(hard, aces, self.rules.double_after_split)

    def split(self, rank: int) -> float:
        rules = self.rules
        resplits = bool(self.d.split[rank * UPS + self.up]) and (rank != 1 or rules.resplit_aces)
        ended = sum(RANK * self.split_hand(rank, r) for r in range(1, 14) if r != rank)
        as_pair = RANK * self.split_hand(rank, rank)

        @cache
        def hands(count: int, waiting: int) -> float:
            if waiting == 0:
                return 0.0
            value = ended + (1 - RANK) * hands(count, waiting - 1)
            if resplits and count < rules.max_hands:
                return value + RANK * hands(count + 1, waiting + 1)
            return value + as_pair + RANK * hands(count, waiting - 1)

        return hands(2, 2)

    def two_cards(self, first: int, second: int) -> float:
        """The first two cards' value per unit bet, given no dealer blackjack."""
        hard, aces = _value(first) + _value(second), first == 1 or second == 1
        if _blackjack(_value(first), _value(second)):
            return self.rules.blackjack_win(self.bet) / self.bet
        total, soft = _total(hard, aces)
        keeps = first == second and self.d.split[first * UPS + self.up] == 2  # split it
        if self.rules.late_surrender and self.cell(total, soft) & SURRENDER and not keeps:
            return self.rules.surrender_back(self.bet) / self.bet - 1
        if first == second and self.rules.max_hands > 1 and self.d.split[first * UPS + self.up]:
            return self.split(first)
        return self.play(hard, aces, True)


def _blackjack(a: int, b: int) -> bool:
    return {a, b} == {1, 10}


def expected_value(player: BlackjackPlayer, rules: TableRules, bet: int = BET) -> float:
    """The player's expected result per initial bet (negative: the house edge is -this)."""
    decisions, value = tabulate(player), 0.0
    for up in range(1, 14):
        up_value = _value(up)
        peeked = up_value in (1, 10)
        p_bj = (4 * RANK if up_value == 1 else RANK) if peeked else 0.0
        at = _Round(rules, decisions, up_value, bet)
        for first in range(1, 14):
            for second in range(1, 14):
                p = RANK * RANK * RANK
                bj = _blackjack(_value(first), _value(second))
                value += p * p_bj * (0.0 if bj else -1.0)
                value += p * (1 - p_bj) * at.two_cards(first, second)
    return value
