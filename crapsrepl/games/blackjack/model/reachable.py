"""Whether play could have reached a table: the check a loaded table passes before it is
used, so a saved file can only bring back a table the game itself could have left.

A damaged or forged file that passes every type check can still describe a table no round
reaches (a betting phase with a hand still in play, a hand that hit past 21, a doubled hand
of five cards); the game's methods assume they never see one, and one of them lost $10 on
such a table. The round's shape is checked against the sequence ``flow`` keeps (whose turn
it is, what the dealer drew, when money moved), and every decision a hand shows is put to
the table's own rules: each split, double, surrender and hit is asked of the game's own
checks (``BlackjackGame.refusal``) in the position the hand was in when it was taken, so a
rule the game enforces in play is the rule a loaded table meets, with no copy of it here to
drift (a surrender at a table without surrender, a double the doubles rule forbids, a
split of a non-pair, split aces split again, a double after a split without DAS). The
message names the first thing broken.
"""

from __future__ import annotations

from .errors import BlackjackError
from .flow import Phase
from .game import Action, BlackjackGame
from .hand import Hand
from .rules import TableRules
from .table import Seat


def check_reachable(game: BlackjackGame) -> None:
    """BlackjackError naming the first thing no round leaves this way."""
    _check_dealer(game)
    for seat in game.table.seats:
        _check_seat(game, seat)
    decisions = _Decisions(game.rules)
    for seat in game.table.seats:
        decisions.check(seat)
    _check_turns(game)
    _check_dealer_finished(game)
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


class _Decisions:
    """Every decision a seat's hands show, asked of the game's own rules as it was taken."""

    NAME = "P"

    def __init__(self, rules: TableRules) -> None:
        self.game = BlackjackGame(seed=0, rules=rules)
        self.game.phase = Phase.PLAYING
        self.seat = self.game.table.seat(self.NAME, 0)

    def refusal(self, action: Action, hands: list[Hand]) -> str | None:
        """Why the rules refuse ``action`` on the first of ``hands`` (chips aside: the
        chip count is checked on its own)."""
        self.seat.hands = hands
        self.seat.rack = sum(h.bet for h in hands) + 1
        return self.game.refusal(self.NAME, action)

    def require(self, action: Action, hands: list[Hand], where: str) -> None:
        problem = self.refusal(action, hands)
        if problem is not None:
            raise BlackjackError(f"{where} shows a {action.value} this table refuses ({problem})")

    def check(self, seat: Seat) -> None:
        hands = seat.hands
        if not hands:
            return
        base = hands[0].bet // 2 if hands[0].doubled else hands[0].bet
        for number, hand in enumerate(hands, start=1):
            if hand.bet != base * (2 if hand.doubled else 1):
                raise BlackjackError(f"{seat.name}'s hand {number} has a bet no split made")
        first = hands[0].cards[0]
        if len(hands) == 1 and (hands[0].from_split or hands[0].split_aces):
            raise BlackjackError(f"{seat.name}'s hand 1 came from a split that left one hand")
        for made in range(1, len(hands)):  # the seat's splits, in the order they were made
            second = hands[made].cards[0]
            pair = Hand(
                bet=base,
                cards=[first, second],
                from_split=made > 1,
                split_aces=made > 1 and first.is_ace,
            )
            others = [Hand(bet=base, cards=[first], from_split=True) for _ in range(made - 1)]
            self.require(Action.SPLIT, [pair, *others], f"{seat.name}'s hand {made + 1}")
        for number, hand in enumerate(hands, start=1):
            where = f"{seat.name}'s hand {number}"
            if len(hands) > 1 and hand.split_aces != first.is_ace:
                raise BlackjackError(f"{where} is marked split aces wrongly")
            self._check_hand(hand, where, alone=len(hands) == 1)

    def _check_hand(self, hand: Hand, where: str, *, alone: bool) -> None:
        def at(cards: int) -> list[Hand]:
            before = Hand(
                bet=hand.bet // 2 if hand.doubled else hand.bet,
                cards=hand.cards[:cards],
                from_split=hand.from_split,
                split_aces=hand.split_aces,
            )
            return [before] if alone else [before, Hand(bet=before.bet, from_split=True)]

        if hand.surrendered:
            self.require(Action.SURRENDER, at(2), where)
        drawn = len(hand.cards) - 1 if hand.doubled else len(hand.cards)
        for cards in range(2, drawn):
            self.require(Action.HIT, at(cards), where)
        if hand.doubled:
            self.require(Action.DOUBLE, at(2), where)


def _check_turns(game: BlackjackGame) -> None:
    """Hands play in seat order, each split hand taking its second card when its turn
    comes: before the hand to act every hand is finished, after it a seat's split hands
    wait on one card and later seats hold the two cards they were dealt."""
    if game.phase is Phase.BETTING:
        return
    current = game.current()
    acting = None if current is None else current[0]
    later = False
    for seat in game.table.in_round():
        for number, hand in enumerate(seat.hands, start=1):
            where = f"{seat.name}'s hand {number}"
            if game.phase is Phase.INSURANCE or later:
                if len(seat.hands) > 1 or len(hand.cards) != 2 or hand.doubled:
                    raise BlackjackError(f"{where} was played before its turn")
                if hand.surrendered or hand.done != hand.blackjack:
                    raise BlackjackError(f"{where} was played before its turn")
            elif seat is acting and current is not None and number - 1 > current[1]:
                if len(hand.cards) != 1:
                    raise BlackjackError(f"{where} took cards before its turn")
            elif seat is acting and current is not None and len(hand.cards) < 2:
                raise BlackjackError(f"{where} is to act without its second card")
        if seat is acting:
            later = True


def _check_dealer_finished(game: BlackjackGame) -> None:
    """Between rounds the dealer drew by the rule while any hand waited on the total, and
    did not draw when none did; a dealer's blackjack ended the round before any play."""
    cards = game.dealer.cards
    if game.phase is not Phase.BETTING or not cards:
        return
    dealer = Hand(cards=list(cards))
    hands = [h for s in game.table.in_round() for h in s.hands]
    if dealer.blackjack:
        if any(len(s.hands) > 1 or len(s.hands[0].cards) != 2 for s in game.table.in_round()):
            raise BlackjackError("hands were played after the dealer's blackjack")
        if any(h.doubled or h.surrendered for h in hands):
            raise BlackjackError("hands were played after the dealer's blackjack")
        return
    waiting = any(not (h.bust or h.surrendered or h.blackjack) for h in hands)
    if waiting and game.rules.dealer_rule.hits(dealer):
        raise BlackjackError(f"the dealer stopped at {dealer.total}")
    if not waiting and len(cards) > 2:
        raise BlackjackError("the dealer drew with no hand waiting on the total")
