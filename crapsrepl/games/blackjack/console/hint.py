"""``hint``: what basic strategy for this table's rules plays for the hand whose turn it is,
restricted to what the table allows right now, and why: the rules the strategy was worked
out for (``crapsrepl.games.blackjack.analysis``) and the row of its chart it read. It asks the
strategy in the order the game offers: surrender, split, double, hit."""

from __future__ import annotations

from ..analysis import ChartStrategy
from ..model import Action, BlackjackError, BlackjackGame, Card, Doubles, Hand, TableRules

_PLURAL = {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings"}


def _rank(card: Card) -> str:
    return card.label.rstrip("shdc")


def _kind(hand: Hand) -> str:
    if hand.pair:
        rank = _rank(hand.cards[0])
        return f"a pair of {_PLURAL.get(rank, rank + 's')}"
    return f"{'soft' if hand.soft else 'hard'} {hand.total}"


def _against(up: Card) -> str:
    if up.is_ace:
        return "an ace"
    return f"an {up.value}" if up.value == 8 else f"a {up.value}"


def assumed(rules: TableRules) -> str:
    """The rules a strategy depends on, as the hint names them."""
    parts = [f"{rules.decks} deck{'s' if rules.decks > 1 else ''}", rules.dealer]
    parts.append("DAS" if rules.double_after_split else "no DAS")
    if rules.doubles is not Doubles.ANY:
        parts.append(f"double on {rules.doubles.value}")
    if rules.max_hands == 1:
        parts.append("no splits")
    if rules.resplit_aces:
        parts.append("resplit aces")
    parts.append("surrender" if rules.late_surrender else "no surrender")
    if rules.blackjack_pays.text != "3:2":
        parts.append(f"blackjack pays {rules.blackjack_pays.text}")
    return ", ".join(parts)


def hint(game: BlackjackGame, name: str | None = None) -> str:
    """``Bob: double (basic strategy for 6 decks, H17, DAS, surrender: hard 11 against an
    ace)``; BlackjackError when no one (or not ``name``) is to play."""
    turn = game.turn()
    if turn is None:
        raise BlackjackError("no hand is being played: a hint is for the player to act")
    player, number = turn
    if name is not None and game.table.find(name).name != player:
        raise BlackjackError(f"it is {player}'s turn, not {game.table.find(name).name}'s")
    hand = game.hands(player)[number - 1]
    up = game.dealer.cards[0]
    allowed = game.allowed(player)
    strategy = ChartStrategy(game.rules, hand.bet)  # what the table pays on this bet
    if Action.SURRENDER in allowed and strategy.surrender(hand, up):
        play = "surrender"
    elif Action.SPLIT in allowed and strategy.split(hand, up):
        play = "split"
    elif Action.DOUBLE in allowed and strategy.double_down(hand, up):
        play = "double"
    elif Action.HIT in allowed and strategy.hit(hand, up):
        play = "hit"
    else:
        play = "stand"
    why = f"basic strategy for {assumed(game.rules)}: {_kind(hand)} against {_against(up)}"
    return f"{player}: {play} ({why})"
