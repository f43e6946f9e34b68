"""Whether play could have reached a table: the check a loaded table passes before it is
used, so a saved file can only bring back a table the game itself could have left.

A damaged or forged file that passes every type check can still describe a table no round
reaches (a betting phase with a hand still in play, a hand that hit past 21, a doubled hand
of five cards); the game's methods assume they never see one, and one of them lost $10 on
such a table. Each rule below is one the round's sequence (``flow``) keeps; the message
names the first one broken.
"""

from __future__ import annotations

from .errors import BlackjackError
from .flow import Phase
from .game import BlackjackGame
from .hand import Hand
from .table import Seat


def check_reachable(game: BlackjackGame) -> None:
    """BlackjackError naming the first thing no round leaves this way."""
    _check_dealer(game)
    for seat in game.table.seats:
        _check_seat(game, seat)
    if game.phase is not Phase.BETTING and not game.table.in_round():
        raise BlackjackError(f"a round is {game.phase.value} with no hand in it")
    if game.phase is Phase.PLAYING and game.current() is None:
        raise BlackjackError("every hand is finished but the dealer has not played")
    if game.phase is Phase.INSURANCE and all(s.answered for s in game.table.in_round()):
        raise BlackjackError("everyone has answered insurance but the offer is still open")


def _check_dealer(game: BlackjackGame) -> None:
    cards = game.dealer.cards
    pending = game.peek_pending  # early surrender: the dealer has not looked yet
    if game.phase is Phase.BETTING:
        if cards and (len(cards) < 2 or not game.hole_shown):
            raise BlackjackError("between rounds the dealer's hand is either empty or shown")
    elif game.rules.no_hole_card:  # one card, face up, until every hand is played
        if len(cards) != 1 or game.hole_shown:
            raise BlackjackError("during a round a no-hole-card dealer holds one card")
        if game.phase is Phase.INSURANCE and not cards[0].is_ace:
            raise BlackjackError("insurance is offered only under an ace")
    else:
        if len(cards) != 2 or game.hole_shown:
            raise BlackjackError("during a round the dealer holds two cards, one face down")
        if game.phase is Phase.INSURANCE and not cards[0].is_ace:
            raise BlackjackError("insurance is offered only under an ace")
        if game.phase is Phase.PLAYING and Hand(cards=list(cards)).blackjack and not pending:
            raise BlackjackError("the dealer has a blackjack the peek would have shown")
    rule = game.rules.dealer_rule
    for end in range(2, len(cards)):
        if not rule.hits(Hand(cards=cards[:end])):
            raise BlackjackError(f"the dealer drew to {Hand(cards=cards[:end]).total}")


def _check_seat(game: BlackjackGame, seat: Seat) -> None:
    name, betting = seat.name, game.phase is Phase.BETTING
    if seat.bet and not betting:
        raise BlackjackError(f"{name} has a bet for the next round during this one")
    # without a hole card, insurance stays on the felt until the dealer's second card
    kept = game.rules.no_hole_card and game.phase is Phase.PLAYING or game.peek_pending
    if seat.insurance and (game.phase is not Phase.INSURANCE and not kept or not seat.answered):
        raise BlackjackError(f"{name}'s insurance is not where an offer left it")
    if len(seat.hands) > game.rules.max_hands:
        raise BlackjackError(f"{name} has more hands than the table's splits allow")
    if len(seat.hands) > 1 and not all(h.from_split for h in seat.hands):
        raise BlackjackError(f"{name} has several hands that no split made")
    if seat.hands and seat.insurance > seat.hands[0].bet // 2:
        raise BlackjackError(f"{name}'s insurance is more than half the bet")
    for number, hand in enumerate(seat.hands, start=1):
        where = f"{name}'s hand {number}"
        if betting and not hand.settled:
            raise BlackjackError(f"{where} is still in play between rounds")
        _check_hand(hand, where, alone=len(seat.hands) == 1, hit=game.rules.hit_split_aces)


def _check_hand(hand: Hand, where: str, *, alone: bool, hit: bool = False) -> None:
    cards = hand.cards
    if hand.bet < 1:
        raise BlackjackError(f"{where} has no bet")
    if len(cards) < 2 and not (len(cards) == 1 and hand.from_split and not hand.done):
        raise BlackjackError(f"{where} has too few cards")
    for end in range(2, len(cards)):
        before = Hand(cards=cards[:end], from_split=hand.from_split)
        if before.total >= 21 or before.blackjack:
            raise BlackjackError(f"{where} took a card at {before.total}")
    if hand.bust and not hand.settled:
        raise BlackjackError(f"{where} is bust but not settled")
    if hand.settled and not hand.done:
        raise BlackjackError(f"{where} is settled but not finished")
    if hand.doubled and len(cards) != 3:
        raise BlackjackError(f"{where} is doubled with {len(cards)} cards, not three")
    if hand.split_aces and (len(cards) > 2 and not hit or not cards[0].is_ace):
        raise BlackjackError(f"{where} is a split ace with the wrong cards")
    if hand.surrendered and (len(cards) != 2 or not hand.settled or not alone):
        raise BlackjackError(f"{where} surrendered where no surrender is offered")
