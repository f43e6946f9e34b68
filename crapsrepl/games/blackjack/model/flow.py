"""The round's fixed sequence, as the chapter lays it out: deal in casino order, offer
insurance on an ace, peek, fill each hand in turn, fill the dealer's hand, settle.

The game's public methods (``game.py``) check a player's request and then hand over here;
nothing in this module refuses anything.
"""

from __future__ import annotations

import random
from enum import Enum

from .cards import Card
from .events import (
    CardDealt,
    DealerBusted,
    DealerPeeked,
    DealerStood,
    Event,
    HoleRevealed,
    InsuranceClosed,
    InsuranceOffered,
    Outcome,
    RoundOver,
    Shuffled,
    Stood,
    TurnStarted,
)
from .hand import Hand
from .rules import CONTINUOUS, TableRules
from .settlement import outcome, settle_hand, settle_insurance
from .shoe import Shoe
from .table import Seat, Table


class Phase(Enum):
    BETTING = "betting"
    INSURANCE = "insurance"
    PLAYING = "playing"


class RoundFlow:
    def __init__(self, seed: int | None, rules: TableRules) -> None:
        self.rules = rules
        self.seed = seed
        self.rng = random.Random(seed)
        self.shoe = Shoe(rules.decks, rules.penetration, self.rng)
        self.table = Table()
        self.phase = Phase.BETTING
        self.hole_shown = False
        self.hole_stacked = False  # the hole card came from stacked cards, not the shoe
        # (shuffle, position) of the hole card in the shoe, so a saved table can hide it
        self.hole_at: tuple[int, int] | None = None
        self.peeked = False  # this round's peek is done (early surrender waits for it)

    # dealing -----------------------------------------------------------------
    def _deal_card(self, seat: Seat | None, index: int = 0, hole: bool = False) -> CardDealt:
        card = self.shoe.draw()
        hand = self.table.dealer if seat is None else seat.hands[index]
        hand.add(card)
        name = None if seat is None else seat.name
        shown = hand if seat or self.hole_shown else Hand(cards=hand.cards[:1])
        if hole:  # face down: what it is stays in the shoe's order until HoleRevealed
            self.hole_stacked = self.shoe.last_stacked
            self.hole_at = (
                None if self.hole_stacked else (self.shoe.shuffles, self.shoe.position - 1)
            )
            return CardDealt(name, index + 1, "", "", hole)
        return CardDealt(name, index + 1, card.label, _shown(shown), hole)

    def _start_round(self) -> list[Event]:
        events: list[Event] = []
        if self.shoe.past_cut:
            self.shoe.shuffle()
            if self.rules.penetration != CONTINUOUS:  # a shuffler's shuffle goes unsaid
                events.append(Shuffled(self.rules.decks))
        players = [s for s in self.table.seats if s.bet]
        for seat in self.table.seats:
            seat.hands = [Hand(bet=seat.bet)] if seat.bet else []
            seat.bet = 0
            seat.answered = False
        self.table.dealer = Hand()
        self.hole_shown = False
        self.hole_at, self.hole_stacked = None, False
        self.peeked = False
        for hole in (False, True):
            events += [self._deal_card(seat) for seat in players]
            if not (hole and self.rules.no_hole_card):  # no hole card: one card for now
                events.append(self._deal_card(None, hole=hole))
        for seat in players:
            seat.hands[0].done = seat.hands[0].blackjack
        up = self.table.dealer.up_card
        if up.offers_insurance:
            self.phase = Phase.INSURANCE
            return events + [InsuranceOffered(up.label)]
        self.phase = Phase.PLAYING
        if up.value == 10 and not self.rules.no_hole_card and not self.rules.early_surrender:
            return events + self._peek()
        return events + self._advance()

    # insurance and the peek --------------------------------------------------------
    def _close_insurance(self, peek: bool = True) -> list[Event]:
        """Insurance closes; the dealer peeks, unless (early surrender) the decision that
        closed it is a surrender, made before the peek."""
        answered = all(s.answered for s in self.table.in_round())
        if not peek or (self.rules.early_surrender and not self.rules.no_hole_card and answered):
            self.phase = Phase.PLAYING
            return [InsuranceClosed(), *self._advance()]
        return [InsuranceClosed(), *self._peek()]

    @property
    def peek_pending(self) -> bool:
        """Whether the dealer has still to look under an ace or a ten: at an early-surrender
        table, until the first decision that is not a surrender. Read off the table (every
        hand before the one to act surrendered or a natural, that one untouched), so a
        saved or resumed round knows it without keeping it."""
        dealer = self.table.dealer
        if (
            self.peeked
            or not self.rules.early_surrender
            or self.rules.no_hole_card
            or self.phase is Phase.BETTING
            or len(dealer.cards) != 2
            or self.hole_shown
            or blackjack_card_of(dealer.cards[0]) is None
        ):
            return False
        return self.only_surrenders_yet()

    def only_surrenders_yet(self) -> bool:
        """Whether no decision but a surrender has been made this round: every hand before
        the one to act surrendered or a natural, that one untouched."""
        for seat in self.table.in_round():
            for hand in seat.hands:
                if not hand.done:
                    return len(seat.hands) == 1 and len(hand.cards) == 2
                if not (hand.surrendered or hand.blackjack):
                    return False
        return True

    def _peek(self) -> list[Event]:
        if self.rules.no_hole_card:  # no card to peek at: insurance waits for the dealer
            self.phase = Phase.PLAYING
            return self._advance()
        dealer = self.table.dealer
        self.peeked = True
        events: list[Event] = [DealerPeeked(dealer.blackjack)]
        for seat in self.table.in_round():
            if seat.insurance:
                events.append(settle_insurance(self.table, seat, dealer.blackjack, self.rules))
        self.phase = Phase.PLAYING
        if dealer.blackjack:
            return events + self._finish(dealer_plays=False)
        return events + self._advance()

    # filling the hands ---------------------------------------------------------------
    def current(self) -> tuple[Seat, int] | None:
        """Whose turn it is: the first hand in seat order that is not finished."""
        for seat in self.table.in_round():
            for index, hand in enumerate(seat.hands):
                if not hand.done:
                    return seat, index
        return None

    def _advance(self) -> list[Event]:
        """Move the turn on: a split hand gets its second card when its turn comes; split
        aces and 21s stand at once; when no hand is left the dealer plays."""
        events: list[Event] = []
        while (turn := self.current()) is not None:
            seat, index = turn
            hand = seat.hands[index]
            if len(hand.cards) == 1:
                events.append(self._deal_card(seat, index))
            if hand.split_aces and not self._may_resplit(seat, hand) or hand.total == 21:
                hand.done = True
                events.append(Stood(seat.name, index + 1, hand.total))
                continue
            return events + [TurnStarted(seat.name, index + 1, _shown(hand))]
        return events + self._finish(dealer_plays=True)

    def _may_resplit(self, seat: Seat, hand: Hand) -> bool:
        """Whether split aces wait for a decision: split again, or played on at a table
        that lets split aces be hit."""
        if self.rules.hit_split_aces:
            return True
        return hand.pair and self.rules.resplit_aces and len(seat.hands) < self.rules.max_hands

    # the dealer and settlement ---------------------------------------------------------
    def _finish(self, dealer_plays: bool) -> list[Event]:
        dealer = self.table.dealer
        if self.rules.no_hole_card:  # the dealer's second card, face up, now
            self.hole_shown = True
            events: list[Event] = [self._deal_card(None)]
            for seat in self.table.in_round():
                if seat.insurance:
                    events.append(settle_insurance(self.table, seat, dealer.blackjack, self.rules))
        else:
            unpeeked = self.peek_pending  # every hand surrendered early: insurance still on
            self.hole_shown = True
            events = [HoleRevealed(dealer.cards[1].label, _shown(dealer))]
            for seat in self.table.in_round() if unpeeked else []:
                if seat.insurance:
                    events.append(settle_insurance(self.table, seat, dealer.blackjack, self.rules))
        live = any(not h.settled and not h.blackjack for s in self.table.seats for h in s.hands)
        if dealer_plays and live:
            rule = self.rules.dealer_rule
            while rule.hits(dealer):
                events.append(self._deal_card(None))
            events.append(DealerBusted(dealer.total) if dealer.bust else DealerStood(dealer.total))
        for seat in self.table.in_round():
            for index, hand in enumerate(seat.hands):
                if not hand.settled:
                    result = outcome(hand, dealer)
                    events.append(settle_hand(self.table, seat, index, result, self.rules))
        self.phase = Phase.BETTING
        return events + [RoundOver(_shown(dealer))]

    def _settle_now(self, seat: Seat, index: int, result: Outcome) -> Event:
        return settle_hand(self.table, seat, index, result, self.rules)


def blackjack_card_of(up: Card) -> int | None:
    """The value of the hole card that makes a blackjack under ``up`` (11 an ace), or None."""
    if up.is_ace:
        return 10
    return 11 if up.value == 10 else None


def _shown(hand: Hand) -> str:
    return hand.describe()
