"""One session through the interactive ``Game``, on the simulator's dice: the reference.

Slow and plain on purpose: the differential test plays every strategy both ways and
requires the same rack after every roll.
"""

from __future__ import annotations

from ..craps.events import BetLost, BetWon
from ..craps.game import Game
from ..strategies.game_adapter import GameBets, GameView
from .dice import dice_of, session_keys, throws
from .setup import Simulation
from .tables import FAMILIES

NAME = "Sim"


def play_in_game(
    sim: Simulation, session: int
) -> tuple[list[int], int, dict[tuple[str, bool], int]]:
    """The rack after each roll, the final bankroll, and dollars decided by (kind, odds)."""
    game = Game(rules=sim.rules)
    game.add_player(NAME, sim.stake)
    strategy = sim.strategy.make()
    strategy.start(1, sim.stake)
    view, bets = GameView(game, NAME, sim.stake), GameBets(game, NAME)
    keys = session_keys(sim.seed, session, 1)
    racks: list[int] = []
    wagered = {(cls.kind, odds): 0 for cls in FAMILIES for odds in (False, True)}
    roll = 0
    while True:
        if roll < sim.max_rolls:
            strategy.place_bets(view, bets)
        if game.point is None and not any(b.kind == "pass" for b in game.bets(NAME)):
            break
        events = game.roll(*dice_of(int(throws(keys, roll)[0])))
        view.saw(events)
        racks.append(game.chips(NAME))
        for event in events:
            if isinstance(event, BetWon | BetLost):
                wagered[event.bet, event.odds] += event.stake
        roll += 1
    return racks, int(view.rack[0] + view.on_table[0]), wagered
