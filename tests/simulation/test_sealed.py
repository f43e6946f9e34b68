"""The guard itself (strategies/sealed.py), on both paths: nothing a strategy is handed
is the table, holds it in an attribute, or shares memory with it; every value it is
shown may be made writeable and written, and the table does not change (issue 30, H)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from crapsrepl.games.craps.model.game import Game
from crapsrepl.games.craps.model.rules import TableRules
from crapsrepl.games.craps.simulation.engine import FastTables
from crapsrepl.games.craps.simulation.tables import build
from crapsrepl.games.craps.simulation.view import strategy_table
from crapsrepl.games.craps.strategies.game_adapter import GameBets, GameView
from crapsrepl.games.craps.strategies.sealed import Seat, sealed

Values = Callable[[Seat], np.ndarray]
VALUES: dict[str, Values] = {
    "rack": lambda seat: seat.rack,
    "point": lambda seat: seat.point,
    "on_table": lambda seat: seat.on_table,
    "flat": lambda seat: seat.flat("pass"),
    "flat_on_6": lambda seat: seat.flat("pass", 6),
    "odds": lambda seat: seat.odds("pass", 6),
    "result": lambda seat: seat.result("pass"),
    "at_point": lambda seat: seat.at_point("pass"),
    "odds_at_point": lambda seat: seat.at_point("pass", odds=True),
    "on_numbers": lambda seat: seat.on_numbers("pass"),
}


def fast() -> tuple[Seat, Callable[[], list[int]], list[object]]:
    """A fast-path seat after a pass line bet and a point of 6; the table's racks and
    bets as a list, and the objects a strategy must never reach."""
    rules = TableRules()
    table = FastTables(build(rules), rules, 3, 200)
    table.place_line_bet(np.array([10, 10, 10]))
    table.settle(np.array([4, 4, 4]))  # 1 + 5: the point is 6
    arrays = [table.rack, table.amount, table.odds_on, table.point]
    return strategy_table(table), lambda: [*table.rack, *table.amount.ravel()], [table, *arrays]


def slow() -> tuple[Seat, Callable[[], list[int]], list[object]]:
    game = Game(rules=TableRules())
    game.add_player("Sim", 200)
    game.place_line_bet("Sim", 10)
    game.roll(6)
    view, bets = GameView(game, "Sim", 200), GameBets(game, "Sim")
    state = lambda: [game.chips("Sim"), *(b.amount for b in game.bets("Sim"))]  # noqa: E731
    return sealed(view, bets), state, [game, view, bets, game.table]


PATHS = {"fast": fast, "slow": slow}


@pytest.mark.parametrize("path", list(PATHS))
def test_no_attribute_of_what_a_strategy_is_handed_is_the_table(path: str) -> None:
    seat, _, hidden = PATHS[path]()
    names = [name for name in dir(seat) if not (name.startswith("__") and name.endswith("__"))]
    assert not [name for name in names if name.startswith("_")]  # no _tables, no _game
    assert not hasattr(seat, "__dict__") and vars(type(seat))["__slots__"] == ()
    for name in names:
        got = getattr(seat, name)
        assert not any(got is thing for thing in hidden), name
    for attack in ("_tables", "game", "_game", "table", "bets", "view", "t"):
        with pytest.raises(AttributeError):
            getattr(seat, attack)


@pytest.mark.parametrize("what", list(VALUES))
@pytest.mark.parametrize("path", list(PATHS))
def test_every_value_is_a_copy_the_strategy_may_write_to_no_effect(path: str, what: str) -> None:
    seat, state, hidden = PATHS[path]()
    before = state()
    shown = VALUES[what](seat)
    assert not shown.flags.writeable and shown.base is None
    assert not any(isinstance(h, np.ndarray) and np.shares_memory(shown, h) for h in hidden)
    shown.flags.writeable = True  # numpy allows it on an array that owns its memory
    shown[...] = 10**6
    assert state() == before
    assert VALUES[what](seat) is not shown  # a copy made writeable is not handed out again
    assert 10**6 not in VALUES[what](seat).tolist()


@pytest.mark.parametrize("path", list(PATHS))
def test_a_value_read_again_after_a_bet_shows_the_bet(path: str) -> None:
    seat, _, _ = PATHS[path]()
    odds = seat.odds("pass", 6)
    seat.place_odds_bet(6, np.full(seat.sessions, 20))
    assert odds.tolist() == [0] * seat.sessions
    assert seat.odds("pass", 6).tolist() == [20] * seat.sessions
    assert seat.rack.tolist() == [170] * seat.sessions
