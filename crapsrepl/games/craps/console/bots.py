"""Bots at the table: seated players whose strategy bets for them before every roll.

``addBot(Alice, 200, martingale)`` seats Alice like ``addPlayer`` and ties her to a
built-in strategy with a $10 base bet (or the table minimum, if higher) and 2x odds;
only built-ins, so a transcript or a journal never runs a file's code. Before each roll
every bot, in seating order, places its bets through the normal table API, so they
print like anyone's and are refused the same way (a refused bot bet is skipped
silently). A bot that is the shooter throws when ``roll`` is typed. The bots' bets and
the roll are one command: if the roll is refused, the bots' bets are taken back with it
(the controller's snapshot). ``save`` keeps bots as plain players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model.errors import GameError
from ..model.events import Event
from ..model.game import Game

if TYPE_CHECKING:  # the strategies bring numpy: loaded only when a bot sits down
    from ..strategies import Strategy
    from ..strategies.game_adapter import GameBets, GameView


@dataclass
class Bot:
    name: str
    strategy: Strategy
    view: GameView
    bets: GameBets


class Bots:
    """The bots at one table; the strategies are imported only when a bot sits down."""

    def __init__(self) -> None:
        self.seated: dict[str, Bot] = {}

    def add(self, game: Game, name: str, chips: int, strategy_name: str) -> list[Event]:
        from ..strategies import STRATEGIES, Params
        from ..strategies.game_adapter import GameBets, GameView

        cls = STRATEGIES.get(strategy_name.lower())
        if cls is None:
            raise GameError(
                f"unknown strategy {strategy_name!r}; choose from {', '.join(STRATEGIES)}"
            )
        events = game.add_player(name, chips)
        seated = game.table.find(name).name
        strategy = cls(Params(bet=max(10, game.rules.table_min)))
        strategy.start(1, chips)
        self.seated[seated] = Bot(
            seated, strategy, GameView(game, seated, chips), GameBets(game, seated)
        )
        return events

    def before_roll(self, game: Game) -> list[Event]:
        """Every seated bot bets, in seating order; the events of the bets they made."""
        events: list[Event] = []
        for name in game.players:
            bot = self.seated.get(name)
            if bot is None:
                continue
            bot.bets.events = []
            bot.strategy.place_bets(bot.view, bot.bets)
            events += bot.bets.events
        return events

    def saw(self, events: list[Event]) -> None:
        for bot in self.seated.values():
            bot.view.saw(events)

    def forget_missing(self, game: Game) -> None:
        """Drop bots no longer seated (removed, or the table was replaced)."""
        seated = set(game.players)
        gone = [n for n, bot in self.seated.items() if n not in seated or bot.view.game is not game]
        for name in gone:
            del self.seated[name]
