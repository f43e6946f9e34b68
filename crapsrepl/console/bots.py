"""Bots at the table: seated players whose strategy bets for them before every roll.

``addBot(Alice, 200, martingale)`` seats Alice like ``addPlayer`` and ties her to a
built-in strategy with a $10 base bet (or the table minimum, if higher) and 2x odds.
Before each roll every bot, in seating order, places its bets through the normal table
API, so they print like anyone's and are refused the same way (a refused bot bet is
skipped silently). A bot that is the shooter throws when ``roll`` is typed. Bots' bets
stand even when the roll after them is refused. ``save`` keeps bots as plain players.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..craps.errors import GameError
from ..craps.events import Event
from ..craps.game import Game


@dataclass
class Bot:
    name: str
    strategy: object
    view: object
    bets: object


class Bots:
    """The bots at one table; the strategies are imported only when a bot sits down."""

    def __init__(self) -> None:
        self.seated: dict[str, Bot] = {}

    def add(self, game: Game, name: str, chips: int, strategy_name: str) -> list[Event]:
        from ..strategies import Params, StrategyError, find
        from ..strategies.game_adapter import GameBets, GameView
        from ..strategies.wider import table_is_wide

        try:
            cls = find(strategy_name)
        except StrategyError as problem:
            raise GameError(str(problem)) from None
        if cls.needs_wider_table and not table_is_wide():
            raise GameError(f"{cls.name} needs bets this table does not have yet")
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
        from ..strategies import Strategy
        from ..strategies.game_adapter import GameBets, GameView

        events: list[Event] = []
        for name in game.players:
            bot = self.seated.get(name)
            if bot is None:
                continue
            assert isinstance(bot.strategy, Strategy)
            assert isinstance(bot.view, GameView) and isinstance(bot.bets, GameBets)
            bot.bets.events = []
            bot.strategy.place_bets(bot.view, bot.bets)
            events += bot.bets.events
        return events

    def saw(self, events: list[Event]) -> None:
        from ..strategies.game_adapter import GameView

        for bot in self.seated.values():
            assert isinstance(bot.view, GameView)
            bot.view.saw(events)

    def forget_missing(self, game: Game) -> None:
        """Drop bots no longer seated (removed, or the table was replaced)."""
        seated = set(game.players)
        for name in [n for n in self.seated if n not in seated or self._moved(game, n)]:
            del self.seated[name]

    def _moved(self, game: Game, name: str) -> bool:
        from ..strategies.game_adapter import GameView

        view = self.seated[name].view
        return isinstance(view, GameView) and view.game is not game
