"""The bets, one module per family, so the rule for any bet is found from the file list.

``base`` holds the interface every bet implements; ``line`` the pass and come bets;
``odds`` what odds behind a line bet pay.
"""

from .base import Bet, BetKind, Outcome, Phase, Step
from .line import ComeBet, LineBet, PassLineBet
from .odds import TRUE_ODDS, pays

__all__ = [
    "TRUE_ODDS",
    "Bet",
    "BetKind",
    "ComeBet",
    "LineBet",
    "Outcome",
    "PassLineBet",
    "Phase",
    "Step",
    "pays",
]
