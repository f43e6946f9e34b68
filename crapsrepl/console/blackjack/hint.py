"""``hint``: what basic strategy plays for the hand whose turn it is, and why (the cell of
the strategy's tables it read), restricted to what the table allows right now."""

from __future__ import annotations

from ...blackjack import Action, BlackjackError, BlackjackGame, Hand
from ...blackjack.strategies import BasicStrategy

_STRATEGY = BasicStrategy()


def _kind(hand: Hand) -> str:
    if hand.pair:
        return f"a pair of {hand.cards[0].label.rstrip('shdc')}s"
    return f"{'soft' if hand.soft else 'hard'} {hand.total}"


def hint(game: BlackjackGame, name: str | None = None) -> str:
    """``Bob: hit (basic strategy for hard 16 against a 10)``; BlackjackError when no one
    (or not ``name``) is to play."""
    turn = game.turn()
    if turn is None:
        raise BlackjackError("no hand is being played: a hint is for the player to act")
    player, number = turn
    if name is not None and game.table.find(name).name != player:
        raise BlackjackError(f"it is {player}'s turn, not {game.table.find(name).name}'s")
    hand = game.hands(player)[number - 1]
    up = game.dealer.cards[0]
    allowed = game.allowed(player)
    if Action.SPLIT in allowed and _STRATEGY.split(hand, up):
        play = "split"
    elif Action.SURRENDER in allowed and _STRATEGY.surrender(hand, up):
        play = "surrender"
    elif Action.DOUBLE in allowed and _STRATEGY.double_down(hand, up):
        play = "double"
    elif _STRATEGY.hit(hand, up):
        play = "hit"
    else:
        play = "stand"
    against = "an ace" if up.is_ace else f"a {up.label.rstrip('shdc')}"
    return f"{player}: {play} (basic strategy for {_kind(hand)} against {against})"
