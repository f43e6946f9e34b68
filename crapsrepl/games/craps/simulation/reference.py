"""One session through the interactive ``Game``, on the simulator's dice: the reference.

Slow and plain on purpose. It is the slow path (``slow``) for strategies that do what the
fast path's tables cannot, and the differential tests play every strategy both ways and
require the same rack after every roll. The player sits alone, so is always the shooter;
a session ends at a come-out where they have no pass line or don't pass bet (``Game.roll``
would refuse the throw): they quit, went broke or played ``max_rolls`` rolls. Bets still up
then count at face value.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..model.events import BetLost, BetWon, CommissionPaid, Event
from ..model.game import Game
from ..strategies import blamed
from ..strategies.game_adapter import GameBets, GameView
from ..strategies.sealed import sealed
from .dice import dice_of, session_keys, throws
from .engine import SHOOTS
from .ledger import BET, FEE_AT_STAKE, FEE_MADE, ODDS
from .sessions import Ints
from .setup import Simulation
from .tables import Tables, build

NAME = "Sim"


@dataclass
class Played:
    """One session: the rack after each roll, the final bankroll, dollars decided by
    (kind, odds), and the per-slot sums the exact edge weighs (as ``Ledger.per_slot``)."""

    racks: list[int]
    final: int
    decided: dict[tuple[str, bool], int]
    per_slot: Ints


def _book(t: Tables, events: list[Event], played: Played) -> None:
    lay = t.layout
    for event in events:
        if isinstance(event, CommissionPaid) and event.player == NAME and not t.on_win:
            slot = lay.slot(event.bet, event.number)
            assert slot is not None
            played.per_slot[slot, FEE_MADE] += event.amount
        if not isinstance(event, BetWon | BetLost) or event.player != NAME:
            continue
        key = (event.bet, event.odds)
        played.decided[key] = played.decided.get(key, 0) + event.stake
        slot = lay.slot(event.bet, event.number)
        assert slot is not None
        if event.odds:
            played.per_slot[slot, ODDS] += event.stake
            continue
        played.per_slot[t.origin[slot], BET] += event.stake
        if t.on_win and t.charged[slot]:
            fee = t.commission.of(slot, np.array([event.stake]))
            played.per_slot[t.origin[slot], FEE_AT_STAKE] += int(fee[0])


def play_in_game(sim: Simulation, session: int) -> Played:
    t = build(sim.rules)
    game = Game(rules=sim.rules)
    game.add_player(NAME, sim.stake)
    with blamed(sim.strategy.name):
        strategy = sim.strategy.make()
        strategy.start(1, sim.stake)
    view, bets = GameView(game, NAME, sim.stake), GameBets(game, NAME)
    seat = sealed(view, bets)  # the strategy reaches neither ``game`` nor the events
    keys = session_keys(sim.seed, session, 1)
    played = Played([], 0, {}, np.zeros((t.slots, 4), dtype=np.int64))
    roll = 0
    while True:
        if roll < sim.max_rolls:
            with blamed(sim.strategy.name):
                strategy.place_bets(seat, seat)
        _book(t, bets.events, played)
        bets.events.clear()
        if game.point is None and not any(b.kind in SHOOTS for b in game.bets(NAME)):
            break
        events = game.roll(*dice_of(int(throws(keys, roll)[0])))
        view.saw(events)
        played.racks.append(game.chips(NAME))
        _book(t, events, played)
        roll += 1
    played.final = int(view.rack[0] + view.on_table[0])
    return played
