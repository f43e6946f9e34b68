"""The public face of the blackjack model: one method per table action, each returning
its events. Every method checks everything first, so a BlackjackError changes nothing.
"""

from __future__ import annotations

from enum import Enum

from .cards import Card
from .checks import check_amount, check_name, check_rack
from .errors import BlackjackError
from .events import (
    BetPlaced,
    Busted,
    Doubled,
    Event,
    InsuranceDeclined,
    InsurancePlaced,
    Outcome,
    PlayerLeft,
    PlayerSeated,
    Split,
    Stood,
)
from .flow import Phase, RoundFlow
from .hand import Hand
from .money import dollars
from .rules import TableRules
from .table import SEATS, Seat


class Action(Enum):
    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"


class BlackjackGame(RoundFlow):
    def __init__(self, seed: int | None = None, rules: TableRules | None = None) -> None:
        super().__init__(seed, rules or TableRules())

    # queries ---------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return [s.name for s in self.table.seats]

    @property
    def dealer(self) -> Hand:
        return self.table.dealer

    def chips(self, name: str) -> int:
        return self.table.find(name).rack

    def hands(self, name: str) -> list[Hand]:
        return list(self.table.find(name).hands)

    def pending_bet(self, name: str) -> int:
        return self.table.find(name).bet

    def insurance(self, name: str) -> int:
        return self.table.find(name).insurance

    def awaiting_insurance(self) -> list[str]:
        """Players who still have to answer the insurance offer, in seat order."""
        if self.phase is not Phase.INSURANCE:
            return []
        return [s.name for s in self.table.in_round() if not s.answered]

    def chips_accounted(self) -> tuple[int, int]:
        """(racks + felt + house, chips ever brought): equal after every call."""
        return self.table.chips_accounted()

    def turn(self) -> tuple[str, int] | None:
        """(player, hand number) to act next, or None between rounds."""
        current = self.current()
        if current is None or self.phase is Phase.BETTING:
            return None
        return current[0].name, current[1] + 1

    def allowed(self, name: str) -> frozenset[Action]:
        """What ``name`` may do right now; empty when it is not their turn."""
        return frozenset(action for action in Action if self.refusal(name, action) is None)

    def refusal(self, name: str, action: Action) -> str | None:
        """Why ``name`` may not ``action`` right now, in the words the refusal would use;
        None if they may. The rules a loaded table is checked against (``reachable``)."""
        checks = {
            Action.HIT: self._check_hit,
            Action.STAND: self._turn_hand,
            Action.DOUBLE: self._check_double,
            Action.SPLIT: self._check_split,
            Action.SURRENDER: self._check_surrender,
        }
        try:
            checks[action](name)
        except BlackjackError as problem:
            return str(problem)
        return None

    # seating and betting --------------------------------------------------------------
    def add_player(self, name: str, chips: int) -> list[Event]:
        check_name(name)
        check_amount(chips, self.rules, "chips")
        if any(s.name.casefold() == name.casefold() for s in self.table.seats):
            raise BlackjackError(f"{self.table.find(name).name} is already seated")
        if len(self.table.seats) >= SEATS:
            raise BlackjackError(f"the table has {SEATS} seats, all taken")
        self.table.seat(name, chips)
        return [PlayerSeated(name, chips)]

    def remove_player(self, name: str) -> list[Event]:
        """A player gets up with their rack; a bet not yet dealt comes back with it. A hand
        or insurance still in play keeps them seated until the round is over."""
        seat = self.table.find(name)
        if seat.insurance or any(not hand.settled for hand in seat.hands):
            raise BlackjackError(f"{seat.name} has a hand in play: they may leave after the round")
        return [PlayerLeft(seat.name, self.table.unseat(seat))]

    def bet(self, name: str, amount: int) -> list[Event]:
        seat = self.table.find(name)
        check_amount(amount, self.rules)
        if self.phase is not Phase.BETTING:
            raise BlackjackError("bets go down between rounds, not during one")
        cents = amount * self.rules.chip_cents
        if cents < self.rules.table_min:
            raise BlackjackError(f"the table's minimum bet is {dollars(self.rules.table_min)}")
        if self.rules.table_max and cents > self.rules.table_max:
            raise BlackjackError(f"the table's maximum bet is {dollars(self.rules.table_max)}")
        if seat.bet:
            raise BlackjackError(
                f"{seat.name} has already bet {self.rules.money(seat.bet)} on this round"
            )
        check_rack(seat, amount, self.rules)
        self.table.stake(seat, amount)
        seat.bet = amount
        return [BetPlaced(seat.name, amount, seat.rack)]

    def stack(self, cards: list[Card]) -> None:
        """Put known cards on top of the shoe, dealt next in casino order."""
        self.shoe.stack(cards)

    def deal(self) -> list[Event]:
        if self.phase is not Phase.BETTING:
            raise BlackjackError("a round is in play: finish it before dealing again")
        if not any(s.bet for s in self.table.seats):
            raise BlackjackError("nobody has bet: bet(p, amount) first")
        return self._start_round()

    # insurance ----------------------------------------------------------------------
    def take_insurance(self, name: str, amount: int) -> list[Event]:
        seat = self._insurable(name)
        check_amount(amount, self.rules, "insurance")
        limit = seat.hands[0].bet // 2
        if amount > limit:
            raise BlackjackError(f"insurance is at most half the bet: {self.rules.money(limit)}")
        check_rack(seat, amount, self.rules)
        self.table.stake(seat, amount)
        seat.insurance = amount
        return [InsurancePlaced(seat.name, amount, seat.rack), *self._answered(seat)]

    def even_money(self, name: str) -> list[Event]:
        seat = self._insurable(name)
        if not seat.hands[0].blackjack:
            raise BlackjackError(f"even money is for a blackjack; {seat.name} has not got one")
        settled = self._settle_now(seat, 0, Outcome.EVEN_MONEY)
        return [settled, *self._answered(seat)]

    def decline_insurance(self, name: str) -> list[Event]:
        seat = self._insurable(name)
        return [InsuranceDeclined(seat.name), *self._answered(seat)]

    def _insurable(self, name: str) -> Seat:
        seat = self.table.find(name)
        if self.phase is not Phase.INSURANCE:
            raise BlackjackError("insurance is offered only when the dealer shows an ace")
        if not seat.hands:
            raise BlackjackError(f"{seat.name} has no hand in this round")
        if seat.answered:
            raise BlackjackError(f"{seat.name} has already answered the insurance offer")
        return seat

    def _answered(self, seat: Seat) -> list[Event]:
        seat.answered = True
        if all(s.answered for s in self.table.in_round()):
            return self._close_insurance()
        return []

    # playing a hand -------------------------------------------------------------------
    def hit(self, name: str) -> list[Event]:
        seat, index = self._check_hit(name)
        events = self._begin_play()
        if self.phase is Phase.BETTING:
            return events
        hand = seat.hands[index]
        events.append(self._deal_card(seat, index))
        if hand.bust:
            events.append(Busted(seat.name, index + 1, hand.total))
            events.append(self._settle_now(seat, index, Outcome.LOSE))
        elif hand.total == 21:
            hand.done = True
            events.append(Stood(seat.name, index + 1, 21))
        else:
            return events
        return events + self._advance()

    def stand(self, name: str) -> list[Event]:
        seat, index = self._turn_hand(name)
        events = self._begin_play()
        if self.phase is Phase.BETTING:
            return events
        seat.hands[index].done = True
        return [*events, Stood(seat.name, index + 1, seat.hands[index].total), *self._advance()]

    def double(self, name: str, amount: int | None = None) -> list[Event]:
        """Double the bet, or (``amount``, less than the bet) double for less: the hand
        takes exactly one card either way."""
        seat, index = self._check_double(name, amount)
        events = self._begin_play()
        if self.phase is Phase.BETTING:
            return events
        hand = seat.hands[index]
        extra = hand.bet if amount is None else amount
        self.table.stake(seat, extra)
        hand.bet += extra
        hand.doubled = True
        events += [Doubled(seat.name, index + 1, hand.bet, seat.rack), self._deal_card(seat, index)]
        hand.done = True
        if hand.bust:
            events.append(Busted(seat.name, index + 1, hand.total))
            events.append(self._settle_now(seat, index, Outcome.LOSE))
        else:
            events.append(Stood(seat.name, index + 1, hand.total))
        return events + self._advance()

    def split(self, name: str) -> list[Event]:
        seat, index = self._check_split(name)
        events = self._begin_play()
        if self.phase is Phase.BETTING:
            return events
        hand = seat.hands[index]
        aces = hand.cards[0].is_ace
        self.table.stake(seat, hand.bet)
        new = Hand(bet=hand.bet, cards=[hand.take_second()], from_split=True, split_aces=aces)
        hand.from_split = True
        hand.split_aces = aces
        seat.hands.insert(index + 1, new)
        events.append(Split(seat.name, index + 1, index + 2, new.bet, seat.rack))
        return events + self._advance()

    def surrender(self, name: str) -> list[Event]:
        seat, index = self._check_surrender(name)
        events = self._begin_play(surrendering=True)
        if self.phase is Phase.BETTING:
            return events
        seat.hands[index].surrendered = True
        return [*events, self._settle_now(seat, index, Outcome.SURRENDER), *self._advance()]

    def _begin_play(self, surrendering: bool = False) -> list[Event]:
        """A playing decision closes an open insurance offer (the others decline) and the
        dealer peeks; if the dealer has blackjack the round ends there. At an early-surrender
        table a surrender comes before the peek: the dealer peeks at the first decision
        that is not one."""
        early = surrendering and self.rules.early_surrender
        if self.phase is Phase.INSURANCE:
            return self._close_insurance(peek=not early)
        if self.peek_pending and not early:
            return self._peek()
        return []

    # checks ---------------------------------------------------------------------------
    def _turn_hand(self, name: str) -> tuple[Seat, int]:
        seat = self.table.find(name)
        current = self.current()
        if self.phase is Phase.BETTING or current is None:
            raise BlackjackError("no hand is in play: bet and deal() first")
        if current[0] is not seat:
            raise BlackjackError(f"it is {current[0].name}'s turn, not {seat.name}'s")
        return seat, current[1]

    def _check_hit(self, name: str) -> tuple[Seat, int]:
        seat, index = self._turn_hand(name)
        if seat.hands[index].split_aces and not self.rules.hit_split_aces:
            raise BlackjackError("split aces take one card each")
        return seat, index

    def double_for_less(self, name: str) -> int:
        """The most ``name`` could double for now where the rack cannot cover the whole
        bet (in chips); 0 where a double is not on offer or the rack covers it."""
        try:
            seat, index = self._check_double(name, 1)
        except BlackjackError:
            return 0
        bet = seat.hands[index].bet
        return seat.rack if seat.rack < bet else 0

    def _check_double(self, name: str, amount: int | None = None) -> tuple[Seat, int]:
        seat, index = self._check_hit(name)
        hand = seat.hands[index]
        if len(hand.cards) != 2:
            raise BlackjackError("a hand doubles only on its first two cards")
        if hand.from_split and not self.rules.double_after_split:
            raise BlackjackError("no doubling after a split at this table")
        if not self.rules.doubles.allows(hand):
            raise BlackjackError(f"doubles are allowed on hard {self.rules.doubles.value} only")
        if amount is not None:
            check_amount(amount, self.rules, "a double")
            if amount > hand.bet:
                raise BlackjackError(
                    f"a double is at most the bet, {self.rules.money(hand.bet)}: "
                    "double for that much or less"
                )
        check_rack(seat, hand.bet if amount is None else amount, self.rules)
        return seat, index

    def _check_split(self, name: str) -> tuple[Seat, int]:
        seat, index = self._turn_hand(name)
        hand = seat.hands[index]
        if not self.rules.splits(hand):
            raise BlackjackError(
                "only two tens or two cards of the same rank split"
                if self.rules.split_tens
                else "only two cards of the same rank split"
            )
        if len(seat.hands) >= self.rules.max_hands:
            raise BlackjackError(f"a player splits to at most {self.rules.max_hands} hands")
        if hand.split_aces and not self.rules.resplit_aces:
            raise BlackjackError("split aces are not split again at this table")
        check_rack(seat, hand.bet, self.rules)
        return seat, index

    def _check_surrender(self, name: str) -> tuple[Seat, int]:
        seat, index = self._turn_hand(name)
        if not self.rules.surrenders:
            raise BlackjackError("no surrender at this table")
        if len(seat.hands) > 1 or len(seat.hands[index].cards) != 2:
            raise BlackjackError("surrender is only the first decision on the first two cards")
        return seat, index
