"""crapsrepl's built-in strategies written for crapssim 0.4.1, for the speed benchmark.

Each peer bets what the crapsrepl strategy bets with a $10 base bet and 2x odds, using
crapssim's own strategy pieces where it has them (pass line, odds, come, place, field,
don't pass with lay odds, the three-point molly) and, for the pass line progressions it
has no piece for, one small ``Strategy`` that moves its units when the pass line bet is
decided, as crapsrepl's progressions do. hold-and-quit's peer is pass-odds: with the
benchmark's bankroll its quit lines are never reached.
"""

from __future__ import annotations

from collections.abc import Callable

from crapssim.bet import Field, PassLine
from crapssim.strategy.examples import ThreePointMolly
from crapssim.strategy.odds import (
    ComeOddsAmount,
    DontPassOddsMultiplier,
    PassLineOddsAmount,
    PassLineOddsMultiplier,
)
from crapssim.strategy.single_bet import BetCome, BetDontPass, BetField, BetPassLine, BetPlace
from crapssim.strategy.tools import AddIfPointOn, AggregateStrategy, Player, Strategy

BASE = 10
Step = Callable[[bool], int]


class LineProgression(Strategy):
    """A pass line bet of ``units`` x $10, the units moved by ``step(won)`` on a decision."""

    def __init__(self, step: Step) -> None:
        self.step = step
        self.units = 1

    def completed(self, player: Player) -> bool:
        return False

    def after_roll(self, player: Player) -> None:
        for bet in player.bets:
            if isinstance(bet, PassLine):
                result = bet.get_result(player.table)
                if result.won or result.lost:
                    self.units = self.step(result.won)

    def update_bets(self, player: Player) -> None:
        if player.table.point.status == "Off" and not player.get_bets_by_type(PassLine):
            player.add_bet(PassLine(BASE * self.units))


def martingale() -> Step:
    units = [1]

    def step(won: bool) -> int:
        units[0] = 1 if won else min(units[0] * 2, 1 << 40)
        return units[0]

    return step


def cycle(steps: list[int], on_win: bool = True) -> Step:
    """1-3-2-6 and Paroli: the next step after a win, back to the first after a loss."""
    at = [0]

    def step(won: bool) -> int:
        at[0] = (at[0] + 1) % len(steps) if won else 0
        return steps[at[0]]

    return step


def fibonacci() -> Step:
    numbers, at = [1, 1], [0]
    while len(numbers) < 60:
        numbers.append(numbers[-1] + numbers[-2])

    def step(won: bool) -> int:
        at[0] = max(at[0] - 2, 0) if won else min(at[0] + 1, 59)
        return numbers[at[0]]

    return step


def labouchere() -> Step:
    line = [1, 2, 3, 4]
    bet = [line[0] + line[-1]]

    def step(won: bool) -> int:
        if won:
            del line[0]
            if line:
                line.pop()
        else:
            line.append(bet[0])
        if not line:
            line.extend([1, 2, 3, 4])
        bet[0] = line[0] + line[-1] if len(line) > 1 else line[0]
        return bet[0]

    return step


def _pass_odds() -> Strategy:
    return AggregateStrategy(BetPassLine(BASE), PassLineOddsMultiplier(2))


PEERS: dict[str, Callable[[], Strategy]] = {
    "pass-line": lambda: BetPassLine(BASE),
    "pass-odds": _pass_odds,
    "three-point-molly": lambda: ThreePointMolly(BASE, 2),
    "come-odds": lambda: AggregateStrategy(
        BetPassLine(BASE), PassLineOddsAmount(2 * BASE), BetCome(BASE), ComeOddsAmount(2 * BASE)
    ),
    "martingale": lambda: LineProgression(martingale()),
    "1-3-2-6": lambda: LineProgression(cycle([1, 3, 2, 6])),
    "labouchere": lambda: LineProgression(labouchere()),
    "fibonacci": lambda: LineProgression(fibonacci()),
    "paroli": lambda: LineProgression(cycle([1, 2, 4])),
    "hold-and-quit": _pass_odds,
    "dont-pass-lay": lambda: AggregateStrategy(BetDontPass(BASE), DontPassOddsMultiplier(2)),
    "place-6-8": lambda: AggregateStrategy(
        BetPassLine(BASE), BetPlace({6: 12, 8: 12}, skip_point=False)
    ),
    "iron-cross": lambda: AggregateStrategy(
        BetPassLine(BASE),
        BetPlace({5: BASE, 6: 12, 8: 12}, skip_point=False),
        AddIfPointOn(Field(BASE)),
    ),
    "field": lambda: AggregateStrategy(BetPassLine(BASE), BetField(BASE)),
}
