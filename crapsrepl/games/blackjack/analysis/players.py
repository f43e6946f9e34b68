"""The blackjack players ``simulate`` can seat, each made for the table's rules: the
chapter's dealer-mimic and basic strategy worked out for those rules (``chart``)."""

from __future__ import annotations

from collections.abc import Callable

from ..model import BlackjackPlayer, TableRules
from ..model.strategies import DealerMimic
from .chart import ChartStrategy


def _mimic(rules: TableRules, bet: int | None = None) -> BlackjackPlayer:
    return DealerMimic()


def _basic(rules: TableRules, bet: int | None = None) -> BlackjackPlayer:
    return ChartStrategy(rules, bet)


# Each made for the table's rules and what they pay on a bet of so many chips (None: the
# posted ratios).
PLAYERS: dict[str, Callable[[TableRules, int | None], BlackjackPlayer]] = {
    "basic": _basic,
    "mimic": _mimic,
}
