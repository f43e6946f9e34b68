"""What a strategy is: one hook, called before every roll, that looks and then bets.

A strategy is written once and runs in two places: the interactive ``Game`` (a bot at the
table, or the reference run in the tests) and the simulator's fast path, which plays
thousands of sessions at once. So the hook sees every value as a numpy array with one
entry per session (length 1 at the table) and bets with arrays too: an amount of 0 means
"no bet in this session". A bet the table refuses (over the rack, over a limit, wrong
moment) is skipped in that session, exactly as the table would refuse it.

Per-session memory (a Martingale's current stake, ...) lives in numpy arrays whose first
axis is the session; the simulator drops finished sessions from every such attribute.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import ClassVar, Protocol

import numpy as np
import numpy.typing as npt

from ..model.rules import OddsCap, TableRules

Amounts = npt.NDArray[np.int64]
Mask = npt.NDArray[np.bool_]


class TableView(Protocol):
    """What a player can see, one entry per session; read-only."""

    @property
    def sessions(self) -> int: ...

    @property
    def rules(self) -> TableRules: ...

    @property
    def stake(self) -> int:
        """The chips each session started with."""

    @property
    def point(self) -> Amounts:
        """The point, 0 while it is off."""

    @property
    def rack(self) -> Amounts: ...

    @property
    def on_table(self) -> Amounts:
        """The player's chips on the felt (bets and odds)."""

    def flat(self, kind: str, number: int | None = None) -> Amounts:
        """The player's bet of ``kind`` on ``number`` (None: waiting on its line)."""

    def odds(self, kind: str, number: int) -> Amounts: ...

    def at_point(self, kind: str, odds: bool = False) -> Amounts:
        """The player's bet of ``kind`` on each session's point (its odds with ``odds``),
        0 while the point is off: ``flat(kind, point)`` for every session at once."""

    def on_numbers(self, kind: str, odds: bool = False) -> Amounts:
        """The player's bets of ``kind`` on the point numbers (its odds with ``odds``), a row
        per number (4, 5, 6, 8, 9, 10): ``flat(kind, number)`` for the six in one call."""

    def result(self, kind: str) -> Amounts:
        """What the last throw did to the player's ``kind`` bets, odds aside: +won, -lost."""


class BetActions(Protocol):
    """The table's betting API with an amount per session; 0 (or a False mask) skips."""

    def place_line_bet(self, amount: Amounts) -> None: ...

    def place_come_bet(self, amount: Amounts) -> None: ...

    def place_odds_bet(self, number: int | Amounts, amount: Amounts, on: str | None = None) -> None:
        """Odds behind the line bet on ``number``; ``on`` names the bet (``"dont_pass"``,
        ``"dont"`` for any don't bet, ...), None any pass, come or put bet."""

    def place_odds_bets(self, amount: Amounts, on: str | None = None) -> None:
        """``place_odds_bet(POINT_NUMBERS[i], amount[i], on)`` for i = 0 .. 5 in turn, in one
        call: ``amount`` has a row per point number (4, 5, 6, 8, 9, 10). The same bets go on
        as number by number, and on the fast path a session's odds are placed at once."""

    def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
        """Set the odds on ``number`` to ``amount`` (0 takes them down) where ``where``."""

    def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None: ...

    def take_down(self, kind: str, number: int | None = None, where: Mask | None = None) -> None:
        """Take a bet of ``kind`` down where ``where`` (everywhere when None)."""


@dataclass(frozen=True, slots=True)
class Params:
    """The knobs every built-in strategy reads: its base bet and its odds multiple."""

    bet: int = 10
    odds: int = 2


class Strategy(ABC):
    """A player: ``place_bets`` is the one hook; ``start`` sets up per-session memory."""

    name: ClassVar[str] = ""
    summary: ClassVar[str] = ""

    def __init__(self, params: Params | None = None) -> None:
        self.params = params or Params()

    def start(self, sessions: int, stake: int) -> None:
        """Called once before the first roll, with how many sessions will be played."""
        self.stake = stake

    @abstractmethod
    def place_bets(self, table: TableView, bets: BetActions) -> None:
        """Look at the table and bet (or take bets down) for the coming roll."""

    def keep(self, rows: Mask) -> None:
        """Forget finished sessions: every per-session array keeps only ``rows``."""
        for key, value in vars(self).items():
            if isinstance(value, np.ndarray) and value.ndim and value.shape[0] == rows.shape[0]:
                setattr(self, key, value[rows])


def read_only(values: Amounts) -> Amounts:
    """``values`` as a strategy sees them: a view it cannot write through."""
    view = values.view()
    view.flags.writeable = False
    return view


def _read_only_cap(cap: OddsCap | None) -> OddsCap | None:
    return None if cap is None else OddsCap(MappingProxyType(dict(cap.multiples)), cap.text)


def read_only_rules(rules: TableRules) -> TableRules:
    """``rules`` as a strategy sees them: frozen already, and odds caps it cannot change."""
    return replace(
        rules,
        max_odds=_read_only_cap(rules.max_odds),
        max_lay_odds=_read_only_cap(rules.max_lay_odds),
    )


def zeros(table: TableView) -> Amounts:
    return np.zeros(table.sessions, dtype=np.int64)


def affordable(table: TableView, amount: Amounts | int) -> Amounts:
    """``amount`` cut to what the rack holds and the table maximum allows."""
    wanted = np.minimum(np.asarray(amount, dtype=np.int64), table.rack)
    if table.rules.table_max is not None:
        wanted = np.minimum(wanted, table.rules.table_max)
    return wanted


def come_out(table: TableView) -> Mask:
    """Sessions about to throw a come-out roll with no pass line bet yet."""
    no_bet: Mask = (table.point == 0) & (table.flat("pass") == 0)
    return no_bet


def bet_pass_line(table: TableView, bets: BetActions, amount: Amounts | int) -> None:
    """Bet ``amount`` (or what is left) on the pass line where a come-out is next."""
    bets.place_line_bet(np.where(come_out(table), affordable(table, amount), 0))


def take_pass_odds(table: TableView, bets: BetActions, multiple: int) -> None:
    """Odds of ``multiple`` times the pass line bet, once the point is on."""
    point = table.point
    line = table.at_point("pass")
    has_odds = table.at_point("pass", odds=True) > 0
    bets.place_odds_bet(point, np.where(has_odds, 0, odds_for(table, point, line, multiple)))


def odds_for(table: TableView, number: Amounts | int, line: Amounts, multiple: int) -> Amounts:
    """``multiple`` times the ``line`` bet on ``number``, cut to the rack and the odds cap."""
    wanted = np.minimum(line * multiple, table.rack)
    cap = table.rules.max_odds
    if cap is not None:
        per_number = np.zeros(13, dtype=np.int64)
        for point, times in cap.multiples.items():
            per_number[point] = times
        wanted = np.minimum(wanted, per_number[number] * line)
    return wanted
