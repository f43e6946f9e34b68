"""The round as a sequence of offers from the game to each player's strategy, as the
chapter designs it: the game offers even money or insurance, then for each hand in turn
surrender, split, double down and hit; a hand that declines them all stands.

``BlackjackPlayer`` is the chapter's stub, and its answers mimic the dealer: no insurance,
no even money, no split or double, hit 16 or less, stand on 17 or more. Strategies
subclass it and override the offers they care about.
"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import Card
from .events import Event
from .flow import Phase
from .game import Action, BlackjackGame
from .hand import Hand


class BlackjackPlayer:
    def bet(self, rack: int) -> int:
        """How much to bet on the next round (0 sits it out); flat $10 by default."""
        return min(10, rack)

    def even_money(self, hand: Hand, up: Card) -> bool:
        return False

    def insurance(self, hand: Hand, up: Card) -> int:
        """How much insurance to take (0 declines)."""
        return 0

    def surrender(self, hand: Hand, up: Card) -> bool:
        return False

    def split(self, hand: Hand, up: Card) -> bool:
        return False

    def double_down(self, hand: Hand, up: Card) -> bool:
        return False

    def hit(self, hand: Hand, up: Card) -> bool:
        return hand.total <= 16


def play_round(game: BlackjackGame, players: Mapping[str, BlackjackPlayer]) -> list[Event]:
    """Play one whole round for the seated players named in ``players``."""
    events: list[Event] = []
    for name, player in players.items():
        amount = player.bet(game.chips(name))
        if amount > 0:
            events += game.bet(name, amount)
    events += game.deal()
    while game.phase is Phase.INSURANCE:
        events += _offer_insurance(game, players, game.awaiting_insurance()[0])
    while (turn := game.turn()) is not None:
        name, number = turn
        events += _offer_play(game, name, players[name], game.hands(name)[number - 1])
    return events


def _offer_insurance(
    game: BlackjackGame, players: Mapping[str, BlackjackPlayer], name: str
) -> list[Event]:
    player, hand, up = players[name], game.hands(name)[0], game.dealer.up_card
    if hand.blackjack and player.even_money(hand, up):
        return game.even_money(name)
    amount = 0 if hand.blackjack else player.insurance(hand, up)
    return game.take_insurance(name, amount) if amount else game.decline_insurance(name)


def _offer_play(game: BlackjackGame, name: str, player: BlackjackPlayer, hand: Hand) -> list[Event]:
    up = game.dealer.up_card
    allowed = game.allowed(name)
    if Action.SURRENDER in allowed and player.surrender(hand, up):
        return game.surrender(name)
    if Action.SPLIT in allowed and player.split(hand, up):
        return game.split(name)
    if Action.DOUBLE in allowed and player.double_down(hand, up):
        return game.double(name)
    if Action.HIT in allowed and player.hit(hand, up):
        return game.hit(name)
    return game.stand(name)
