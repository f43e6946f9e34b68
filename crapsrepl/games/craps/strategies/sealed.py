"""What a strategy's hook is handed, on the fast path and at the interactive table alike:
the table to look at and to bet on, and nothing it could write the table through.

``sealed(table, bets)`` wraps the harness's own view and betting (``FastTables``, or
``GameView`` and ``GameBets`` around a ``Game``) so that:

- every value is a read-only **copy** (``frozen``). A read-only *view* of the table's own
  array was not enough: its ``.base`` is that array, and numpy lets ``flags.writeable =
  True`` undo the flag of any view whose base is writeable. A copy owns its memory, so its
  ``.base`` is None and making it writeable writes only the copy. Given ``versions`` (the
  table's count of changes, per part), a value is copied once per change of its part, so
  a strategy asking for the rack a dozen times between two bets costs one copy, and a
  pass line bet leaves the copies of the odds as they are (a copy it made writeable is not
  handed out again). A read-only view of the live array, whatever its base, would not do:
  numpy builds a writeable array from any object whose ``__array_interface__`` names the
  view's address, so only a copy keeps the table's memory out of reach;
- the rules come with odds caps it cannot change (``read_only_rules``);
- the object keeps what it wraps in a closure, not an attribute: its class has no slots
  and its instances no ``__dict__`` (``table._tables`` and ``table.game`` were the ways
  round the copies).

It does not stop Python code that goes looking (``gc.get_referrers``, a function's
``__closure__``, ``ctypes``): a strategy file runs in this process with your rights, like
any program you run (docs/simulate.md says so).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from ..model.rules import TableRules
from .base import Amounts, BetActions, Mask, TableView, read_only_rules

Key = tuple[str, str, int | None]


class Seat(TableView, BetActions, Protocol):
    """The table to look at and to bet on, handed to a strategy's hook as both."""


def frozen(values: Amounts) -> Amounts:
    """``values`` as a strategy may keep them: a read-only copy that shares nothing."""
    copy = values.copy()
    copy.setflags(write=False)
    return copy


def sealed(
    table: TableView,
    bets: BetActions,
    versions: Mapping[str, int] | None = None,
    fresh: frozenset[str] = frozenset(),
) -> Seat:
    """``table`` and ``bets`` as one object a strategy cannot write the table through.
    ``versions[part]``: a number that changes whenever that part of the table (``rack``,
    ``flat``, ``odds``, ``point``, ``result``) may have changed, so each value is copied
    once per change of its part; without it, once per call. ``fresh``: the values the
    table makes anew for each call (``on_table``, ``result``): those need no copy."""
    copies: dict[Key, tuple[int, Amounts]] = {}
    rules: list[tuple[TableRules, TableRules]] = []  # the table's rules, and as shown

    def value(key: Key, part: str, read: Callable[[], Amounts]) -> Amounts:
        if versions is None:
            return frozen(read())
        now = versions[part]
        kept = copies.get(key)
        if kept is not None and kept[0] == now and not kept[1].flags.writeable:
            return kept[1]  # (one made writeable may have been written: not handed out)
        shown = read()
        if key[0] in fresh:
            shown.setflags(write=False)
        else:
            shown = frozen(shown)
        copies[key] = (now, shown)
        return shown

    def shown_rules() -> TableRules:
        now = table.rules
        if not rules or rules[0][0] is not now:
            rules[:] = [(now, read_only_rules(now))]
        return rules[0][1]

    class Sealed:
        __slots__ = ()

        @property
        def sessions(self) -> int:
            return table.sessions

        @property
        def rules(self) -> TableRules:
            return shown_rules()

        @property
        def stake(self) -> int:
            return table.stake

        @property
        def point(self) -> Amounts:
            return value(("point", "", None), "point", lambda: table.point)

        @property
        def rack(self) -> Amounts:
            return value(("rack", "", None), "rack", lambda: table.rack)

        @property
        def on_table(self) -> Amounts:
            return value(("on_table", "", None), "rack", lambda: table.on_table)

        def flat(self, kind: str, number: int | None = None) -> Amounts:
            return value(("flat", kind, number), "flat", lambda: table.flat(kind, number))

        def odds(self, kind: str, number: int) -> Amounts:
            return value(("odds", kind, number), "odds", lambda: table.odds(kind, number))

        def at_point(self, kind: str, odds: bool = False) -> Amounts:
            key = ("at_point", kind, int(odds))
            return value(key, "odds" if odds else "flat", lambda: table.at_point(kind, odds))

        def on_numbers(self, kind: str, odds: bool = False) -> Amounts:
            key = ("on_numbers", kind, int(odds))
            return value(key, "odds" if odds else "flat", lambda: table.on_numbers(kind, odds))

        def result(self, kind: str) -> Amounts:
            return value(("result", kind, None), "result", lambda: table.result(kind))

        def place_line_bet(self, amount: Amounts) -> None:
            bets.place_line_bet(amount)

        def place_come_bet(self, amount: Amounts) -> None:
            bets.place_come_bet(amount)

        def place_odds_bet(
            self, number: int | Amounts, amount: Amounts, on: str | None = None
        ) -> None:
            bets.place_odds_bet(number, amount, on)

        def place_odds_bets(self, amount: Amounts, on: str | None = None) -> None:
            bets.place_odds_bets(amount, on)

        def change_odds_bet(self, number: int | Amounts, amount: Amounts, where: Mask) -> None:
            bets.change_odds_bet(number, amount, where)

        def place_bet(self, kind: str, amount: Amounts, number: int | None = None) -> None:
            bets.place_bet(kind, amount, number)

        def take_down(
            self, kind: str, number: int | None = None, where: Mask | None = None
        ) -> None:
            bets.take_down(kind, number, where)

    return Sealed()
