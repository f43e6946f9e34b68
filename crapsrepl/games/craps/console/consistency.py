"""Whether the bets a saved table claims could have come about in play.

A file can say anything: a pass bet on 6 with the point off, a pass bet on 6 when the
point is 8, two pass bets for one player, a lay bet too small to win a dollar, lay odds
over the table's cap. Such a table would then pay wrongly, so it is refused. The rules are
the model's own, asked of it rather than copied here: each bet class says when it may be
placed, whether it takes odds and why a bet as made is refused (``Bet.refusal``), and the
odds caps are the check placing odds makes (``betting.odds_refusal``); with the small table
below, a new kind of bet needs at most one entry here.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model.bets import Bet
from ..model.betting import odds_refusal
from ..model.dice import POINT_NUMBERS
from ..model.errors import GameError
from ..model.rules import TableRules
from ..model.states import GameState

# Bets whose number is always the point once it is set (they travel on the come-out roll
# that sets it): with the point off they wait on the line, with the point on they sit on it.
FOLLOWS_POINT: frozenset[str] = frozenset({"pass", "dont_pass"})


class Inconsistent(GameError):
    """A saved table whose bets could not have come about in play."""


def check_bets(bets: Iterable[Bet], state: GameState, rules: TableRules, seated: set[str]) -> None:
    seen: set[tuple[str, str, int | None]] = set()
    for bet in bets:
        who = f"{bet.player}'s {bet.kind} bet"
        if bet.player not in seated or bet.amount < 1 or bet.odds < 0:
            raise Inconsistent(f"a bet of {bet.player} is not valid")
        if bet.takes_odds and bet.number is not None and bet.number not in POINT_NUMBERS:
            raise Inconsistent(f"a bet sits on {bet.number!r}, which is not a point number")
        if bet.kind in FOLLOWS_POINT and bet.number != state.point:
            where = "off" if state.point is None else f"{state.point}"
            raise Inconsistent(f"{who} sits on {bet.number} but the point is {where}")
        on_a_line = bet.kind in ("pass", "come", "dont_pass", "dont_come")
        if on_a_line and bet.number is None and not state.allows(type(bet)):
            raise Inconsistent(f"{who} waits on its line, but none can be placed now")
        problem = bet.refusal()
        if problem is not None:
            raise Inconsistent(f"{who} could not have been placed: {problem}")
        key = (bet.kind, bet.player, bet.number)
        if key in seen:
            raise Inconsistent(f"{who} on {bet.number or 'the line'} appears twice")
        seen.add(key)
        _check_amounts(bet, who, rules)


def _check_amounts(bet: Bet, who: str, rules: TableRules) -> None:
    low, high, _ = rules.limits_for(str(bet.family.value))
    if bet.amount < low or (high is not None and bet.amount > high):
        raise Inconsistent(f"{who} of ${bet.amount} is outside the table limits")
    if bet.odds and (not bet.takes_odds or bet.number is None):
        raise Inconsistent(f"{who} carries odds it cannot have")
    problem = odds_refusal(bet, bet.odds, rules) if bet.odds else None
    if problem is not None:
        raise Inconsistent(f"{who} carries more odds than the table allows: {problem}")
