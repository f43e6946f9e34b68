"""Pure simulation: play N rounds for one seat with a seed, return the figures.

The edge is measured per initial bet (the usual definition of the house edge), with the
standard error from the per-round results, so a caller can state a 95% interval.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from crapsrepl.games.blackjack.model import (
    BlackjackGame,
    BlackjackPlayer,
    Hand,
    Shoe,
    TableRules,
    play_round,
)
from crapsrepl.games.blackjack.model.events import BetPlaced

SEAT = "Player"


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """``net`` and ``wagered`` in dollars (wagered counts initial bets only); ``squares`` sums
    each round's result per initial bet, squared, for the standard error."""

    rounds: int
    wagered: int
    net: int
    squares: float

    @property
    def edge(self) -> float:
        """The house edge: the player's average loss per initial bet (0.005 is 0.5%)."""
        return -self.net / self.wagered

    @property
    def standard_error(self) -> float:
        mean = -self.edge
        return math.sqrt((self.squares / self.rounds - mean * mean) / self.rounds)

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        return self.edge - z * self.standard_error, self.edge + z * self.standard_error


def simulate(
    player: BlackjackPlayer, rounds: int, seed: int, rules: TableRules | None = None
) -> SimulationResult:
    """One seat with a rack too deep to run out; the strategy sets its bets (flat $10 by
    default). Same arguments, same result."""
    game = BlackjackGame(seed=seed, rules=rules)
    start = 10**12
    game.add_player(SEAT, start)
    players = {SEAT: player}
    wagered, squares, before = 0, 0.0, start
    for _ in range(rounds):
        events = play_round(game, players)
        bet = next(e.amount for e in events if isinstance(e, BetPlaced))
        after = game.chips(SEAT)
        wagered += bet
        squares += ((after - before) / bet) ** 2
        before = after
    return SimulationResult(rounds, wagered, before - start, squares)


@dataclass(slots=True)
class DealerBusts:
    """Dealer hands and busts by up card label (``2``..``10``, ``A``; faces count as 10)."""

    hands: dict[str, int] = field(default_factory=dict)
    busts: dict[str, int] = field(default_factory=dict)

    def rate(self, up: str) -> float:
        return self.busts.get(up, 0) / self.hands[up]


def dealer_bust_rates(hands: int, seed: int, rules: TableRules | None = None) -> DealerBusts:
    """Deal dealer hands only, straight from a shuffled shoe, and play them by the table's
    dealer rule; a blackjack counts as a hand that did not bust (no peek here)."""
    import random

    rules = rules or TableRules()
    shoe = Shoe(rules.decks, rules.penetration, random.Random(seed))
    rule = rules.dealer_rule
    result = DealerBusts()
    for _ in range(hands):
        if shoe.past_cut:
            shoe.shuffle()
        hand = Hand(cards=[shoe.draw(), shoe.draw()])
        while rule.hits(hand):
            hand.add(shoe.draw())
        up = "A" if hand.up_card.is_ace else str(hand.up_card.value)
        result.hands[up] = result.hands.get(up, 0) + 1
        result.busts[up] = result.busts.get(up, 0) + hand.bust
    return result
