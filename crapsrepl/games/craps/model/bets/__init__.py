"""The bets, one module per family, each class registering itself under its kind name.

``base`` holds the interface and the registry; ``line`` pass, come, don't pass, don't come
and put; ``odds`` what take and lay odds behind them pay; ``numbers`` place, buy, lay and
big 6/8; ``props`` the one-roll bets; ``hardways``; ``side`` fire and all/tall/small.

The interface a simulator may rely on (all money in whole dollars, rounded down):

- ``bet_type(kind)`` / ``REGISTRY``: kind name (``"pass"``, ``"place"``, ...) to class.
- ``cls(player, amount, number=None, odds=0)`` makes a bet; ``cls.numbers`` lists the
  numbers it may sit on (empty: none; hop bets hold their dice as ``10*low + high``).
- ``bet.decide(throw, point=None) -> Outcome | None``: WIN, LOSE, PUSH, TRAVEL (a line bet
  moving to ``throw.total``) or None (nothing happens). ``point`` is the table's point
  before the throw. For every bet but fire and all/tall/small, this depends only on the
  throw and the bet's own number, so calling it over the 36 ``Throw(d1, d2)`` builds a
  per-throw table; fire and all/tall/small first record the throw with
  ``bet.advance(throw, point)``.
- ``bet.winnings(throw, rules)``: what a WIN pays; ``bet.odds_winnings()`` what its odds
  pay; ``bet.commission(rules)`` the buy/lay commission.
- When a bet works is the game state's call, not the bet's: ``state.works(bet, rules,
  player_on)`` (``off_on_come_out`` bets rest on a come-out roll) and
  ``state.odds_working(...)``; when it may be placed, ``state.allows(cls)`` against
  ``cls.placeable``. ``stays_up_on_win`` bets (place) keep their stake on the felt.
"""

from . import hardways, line, numbers, props, side
from .base import REGISTRY, Bet, BetKind, Family, Outcome, Phase, Ratio, Step, bet_type, pays
from .line import ComeBet, DontComeBet, DontPassBet, LineBet, PassLineBet, PutBet
from .odds import LAY_ODDS, TRUE_ODDS
from .props import HOP_NUMBERS, hop_number

__all__ = [
    "HOP_NUMBERS",
    "LAY_ODDS",
    "REGISTRY",
    "TRUE_ODDS",
    "Bet",
    "BetKind",
    "ComeBet",
    "DontComeBet",
    "DontPassBet",
    "Family",
    "LineBet",
    "Outcome",
    "PassLineBet",
    "Phase",
    "PutBet",
    "Ratio",
    "Step",
    "bet_type",
    "hardways",
    "hop_number",
    "line",
    "numbers",
    "pays",
    "props",
    "side",
]
