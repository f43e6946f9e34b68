"""Blackjack worked out exactly for a table's own rules: every action's expected value off
the top of the finite shoe, the basic strategy those values give, and that strategy's
house edge (``analyse``).

Beside the model (it imports only the model, and numpy): ``hands`` holds the
hands as counts of card values, ``dealer`` how the dealer's hand ends for each set of cards
out of the shoe, ``player`` the values and the strategy against one up card, ``chart`` the
strategy as a table and as a player the game and the simulator can seat, ``players`` the
players ``simulate`` offers.
"""

from .chart import Analysis, Chart, ChartStrategy, analyse, card_by_card, warm
from .players import PLAYERS

__all__ = ["PLAYERS", "Analysis", "Chart", "ChartStrategy", "analyse", "card_by_card", "warm"]
