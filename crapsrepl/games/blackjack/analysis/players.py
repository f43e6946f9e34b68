"""The blackjack players ``simulate`` can seat, each made for the table's rules: the
chapter's dealer-mimic and basic strategy worked out for those rules (``chart``)."""

from __future__ import annotations

from collections.abc import Callable

from ..model import BlackjackPlayer, TableRules
from ..model.strategies import DealerMimic
from .chart import ChartStrategy


def _mimic(rules: TableRules) -> BlackjackPlayer:
    return DealerMimic()


PLAYERS: dict[str, Callable[[TableRules], BlackjackPlayer]] = {
    "basic": ChartStrategy,
    "mimic": _mimic,
}
