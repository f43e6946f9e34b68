"""Sessions the fast path cannot play yet, played through the interactive ``Game`` instead.

The fast path's tables hold the pass, come and odds families; a strategy that uses the
wider table (place, field, don't pass, ...) raises ``NotImplementedError`` there, and its
sessions are played here, one at a time, on the same per-session dice. Slower (thousands of
rolls a second, not millions), but the rules are the interactive table's own, so nothing
is approximated.

A house shooter sits first and bets the table minimum on the pass line whenever it has
the dice, so a strategy that never bets the pass line (a don't bettor) still gets rolls:
when the dice come to the player without a pass line bet, the player hands them back
between rounds, as anyone at a table may. As on the fast path, a session ends at a
come-out where the player put no line bet (pass or don't pass) down: it quit, went broke or
played ``max_rolls`` rolls; bets still up then count at face value.
"""

from __future__ import annotations

import numpy as np

from ..craps.events import BetLost, BetWon
from ..craps.game import Game
from ..strategies.game_adapter import GameBets, GameView
from .dice import dice_of, session_keys, throws
from .sessions import Ints, Results, play
from .setup import Simulation
from .tables import FAMILIES

PLAYER, HOUSE = "Sim", "House"
LINE = ("pass", "dont_pass")  # a session goes on while the player bets a line at come-out
_ROW = {cls.kind: row for row, cls in enumerate(FAMILIES)}
OTHER = len(FAMILIES)  # the row of ``Results.wagered`` for every other kind of bet


def play_slow(sim: Simulation, first: int, count: int) -> Results:
    final = np.zeros(count, dtype=np.int64)
    rolls = np.zeros(count, dtype=np.int64)
    wagered = np.zeros((count, OTHER + 1, 2), dtype=np.int64)
    for i in range(count):
        final[i], rolls[i] = _session(sim, first + i, wagered[i])
    return Results(final, rolls, wagered)


def _session(sim: Simulation, session: int, wagered: Ints) -> tuple[int, int]:
    game = Game(rules=sim.rules)
    game.add_player(HOUSE, 10**12)
    game.add_player(PLAYER, sim.stake)
    strategy = sim.strategy.make()
    strategy.start(1, sim.stake)
    view, bets = GameView(game, PLAYER, sim.stake), GameBets(game, PLAYER)
    keys = session_keys(sim.seed, session, 1)
    roll = 0
    while True:
        if roll < sim.max_rolls:
            strategy.place_bets(view, bets)
        if game.point is None and not any(b.kind in LINE for b in game.bets(PLAYER)):
            break
        _ready_the_shooter(game, sim)
        events = game.roll(*dice_of(int(throws(keys, roll)[0])))
        view.saw(events)
        for event in events:
            if isinstance(event, BetWon | BetLost) and event.player == PLAYER:
                wagered[_ROW.get(event.bet, OTHER), int(event.odds)] += event.stake
        roll += 1
    return int(view.rack[0] + view.on_table[0]), roll


def _ready_the_shooter(game: Game, sim: Simulation) -> None:
    """On a come-out, the house bets its pass line; a player without one hands the dice on."""
    if game.point is not None:
        return
    if game.shooter == PLAYER and not any(b.kind == "pass" for b in game.bets(PLAYER)):
        game.pass_dice()
    if game.shooter == HOUSE and not any(b.kind == "pass" for b in game.bets(HOUSE)):
        game.place_line_bet(HOUSE, sim.rules.table_min)


def play_chunk(sim: Simulation, part: tuple[int, int]) -> Results:
    """Sessions on the fast path, or here when the strategy bets what it cannot play yet."""
    try:
        return play(sim, *part)
    except NotImplementedError:
        return play_slow(sim, *part)
