"""The engine with one rule broken: the classic bugs of students' tables, made in-process.

Each ``Bug`` is a set of patches on the engine's model that breaks one rule and nothing
else, with the rules (the names library transcripts declare with ``% rule:``) a table
with that bug plays otherwise. They are applied only while a grading runner plays a
transcript (``tests.helpers.BuggyRunner``), so the engine ``--explore`` compares with
stays correct; one runner runs at a time (explore with ``jobs=1``).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from unittest import mock

from crapsrepl.games.blackjack.model import flow, game, settlement
from crapsrepl.games.blackjack.model.checks import check_rack
from crapsrepl.games.blackjack.model.dealer import DEALER_RULES
from crapsrepl.games.blackjack.model.errors import BlackjackError
from crapsrepl.games.blackjack.model.events import (
    Busted,
    Event,
    HandSettled,
    InsuranceSettled,
    Outcome,
    Stood,
    TurnStarted,
)
from crapsrepl.games.blackjack.model.game import BlackjackGame
from crapsrepl.games.blackjack.model.hand import Hand
from crapsrepl.games.blackjack.model.rules import SIX_TO_FIVE, TableRules
from crapsrepl.games.blackjack.model.table import Seat, Table
from crapsrepl.games.craps.model.bets import base as craps_base
from crapsrepl.games.craps.model.bets import line
from crapsrepl.games.craps.model.bets.base import Outcome as CrapsOutcome
from crapsrepl.games.craps.model.bets.line import ComeBet
from crapsrepl.games.craps.model.bets.odds import TRUE_ODDS, take_odds_pay
from crapsrepl.games.craps.model.dice import Throw, ThrowKind
from crapsrepl.games.craps.model.events import Event as CrapsEvent
from crapsrepl.games.craps.model.events import Rolled, ShooterChanged
from crapsrepl.games.craps.model.game import Game as CrapsGame
from crapsrepl.games.craps.model.settlement import settle
from crapsrepl.games.craps.model.states import PointOff
from crapsrepl.games.craps.model.table import Player
from crapsrepl.games.craps.model.table import Table as CrapsTable

Patch = Callable[[], AbstractContextManager[object]]


@dataclass(frozen=True, slots=True)
class Bug:
    """``name`` (what a student got wrong), the ``game``, the ``rules`` it breaks and the
    ``patches`` that make the engine play it."""

    name: str
    game: str
    rules: frozenset[str]
    patches: tuple[Patch, ...]
    # The table options a session needs to meet the bug (surrender is only where offered).
    options: tuple[tuple[str, str], ...] = ()


def _bug(
    name: str,
    game_name: str,
    rules: set[str],
    *patches: Patch,
    options: tuple[tuple[str, str], ...] = (),
) -> Bug:
    return Bug(name, game_name, frozenset(rules), patches, options)


# blackjack -----------------------------------------------------------------------------

_original_returned = settlement.returned
_original_outcome = settlement.outcome
_original_finish = flow.RoundFlow._finish
_original_check_double = BlackjackGame._check_double
_original_peek = flow.RoundFlow._peek


def _surrender_refunds(result: Outcome, bet: int, rules: TableRules) -> int:
    return bet if result is Outcome.SURRENDER else _original_returned(result, bet, rules)


def _six_to_five(result: Outcome, bet: int, rules: TableRules) -> int:
    if result is Outcome.BLACKJACK:
        return bet + replace(rules, blackjack_pays=SIX_TO_FIVE).blackjack_win(bet)
    return _original_returned(result, bet, rules)


def _rounded_up(self: TableRules, bet: int) -> int:
    """3:2 rounded up to the chip (the rule: down)."""
    pays, step = self.blackjack_pays, self.payout_step
    return -(-bet * pays.win // (pays.per * step)) * step


def _insurance_one_to_one(
    table: Table, seat: Seat, dealer_blackjack: bool, rules: TableRules
) -> InsuranceSettled:
    """Insurance that wins pays 1:1 (the rule: 2:1)."""
    amount = seat.insurance
    paid = 2 * amount if dealer_blackjack else 0
    table.settle(seat, amount, paid)
    seat.insurance = 0
    return InsuranceSettled(seat.name, amount, dealer_blackjack, paid, seat.rack)


def _push_loses(hand: Hand, dealer: Hand) -> Outcome:
    result = _original_outcome(hand, dealer)
    return Outcome.LOSE if result is Outcome.PUSH else result


def _no_das(self: BlackjackGame, name: str, amount: int | None = None) -> tuple[Seat, int]:
    seat, index = _original_check_double(self, name, amount)
    if seat.hands[index].from_split:
        raise BlackjackError("no doubling after a split")
    return seat, index


def _no_peek(self: flow.RoundFlow) -> list[Event]:
    """A ten up: no peek, the hands are played and the dealer's natural shows at the end."""
    if self.table.dealer.up_card.value == 10:
        self.phase = flow.Phase.PLAYING
        return self._advance()
    return _original_peek(self)


def _confused_dealer(self: TableRules) -> object:
    return DEALER_RULES["H17" if self.dealer == "S17" else "S17"]


def _bust_paid(self: flow.RoundFlow, dealer_plays: bool) -> list[Event]:
    """A busted hand paid as a win when the dealer busts too."""
    seats = self.table.in_round()
    events = _original_finish(self, dealer_plays)
    if self.table.dealer.bust:
        for seat in seats:
            for index, hand in enumerate(seat.hands):
                if hand.bust:
                    seat.rack += 2 * hand.bet
                    events.append(
                        HandSettled(
                            seat.name, index + 1, Outcome.WIN, hand.bet, 2 * hand.bet, seat.rack
                        )
                    )
    return events


def _charlie_hit(self: BlackjackGame, name: str) -> list[Event]:
    """Five cards that have not bust win at once (a five-card Charlie)."""
    seat, index = self._check_hit(name)
    events = self._begin_play()
    if self.phase is flow.Phase.BETTING:
        return events
    hand = seat.hands[index]
    events.append(self._deal_card(seat, index))
    if hand.bust:
        events.append(Busted(seat.name, index + 1, hand.total))
        events.append(self._settle_now(seat, index, Outcome.LOSE))
    elif len(hand.cards) >= 5:
        events.append(self._settle_now(seat, index, Outcome.WIN))
    elif hand.total == 21:
        hand.done = True
        events.append(Stood(seat.name, index + 1, 21))
    else:
        return events
    return events + self._advance()


def _hits_split_aces(self: BlackjackGame, name: str) -> tuple[Seat, int]:
    return self._turn_hand(name)


def _advance_split_aces_play(self: flow.RoundFlow) -> list[Event]:
    """Split aces are played as any hand: they stand only on 21."""
    events: list[Event] = []
    while (turn := self.current()) is not None:
        seat, index = turn
        hand = seat.hands[index]
        if len(hand.cards) == 1:
            events.append(self._deal_card(seat, index))
        if hand.total == 21:
            hand.done = True
            events.append(Stood(seat.name, index + 1, hand.total))
            continue
        return events + [TurnStarted(seat.name, index + 1, hand.describe())]
    return events + self._finish(dealer_plays=True)


def _split_aces_again(self: BlackjackGame, name: str) -> tuple[Seat, int]:
    seat, index = self._turn_hand(name)
    hand = seat.hands[index]
    if not hand.pair:
        raise BlackjackError("only two cards of the same rank split")
    if len(seat.hands) >= self.rules.max_hands:
        raise BlackjackError(f"a player splits to at most {self.rules.max_hands} hands")
    check_rack(seat, hand.bet, self.rules)
    return seat, index


def _may_resplit_always(self: flow.RoundFlow, seat: Seat, hand: Hand) -> bool:
    return hand.pair and len(seat.hands) < self.rules.max_hands


BLACKJACK = (
    _bug(
        "insurance_pays_1_to_1",
        "blackjack",
        {"insurance-pays-2-1"},
        lambda: mock.patch.object(flow, "settle_insurance", _insurance_one_to_one),
    ),
    _bug(
        "surrender_refunds_the_bet",
        "blackjack",
        {"surrender-half"},
        lambda: mock.patch.object(settlement, "returned", _surrender_refunds),
        options=(("surrender", "yes"),),
    ),
    _bug(
        "no_double_after_split",
        "blackjack",
        {"double-after-split"},
        lambda: mock.patch.object(BlackjackGame, "_check_double", _no_das),
    ),
    _bug(
        "no_peek",
        "blackjack",
        {"peek"},
        lambda: mock.patch.object(flow.RoundFlow, "_peek", _no_peek),
    ),
    _bug(
        "split_aces_draw",
        "blackjack",
        {"split-aces-one-card"},
        lambda: mock.patch.object(BlackjackGame, "_check_hit", _hits_split_aces),
        lambda: mock.patch.object(flow.RoundFlow, "_advance", _advance_split_aces_play),
    ),
    _bug(
        "natural_rounded_up",
        "blackjack",
        {"natural-rounds-down"},
        lambda: mock.patch.object(TableRules, "blackjack_win", _rounded_up),
    ),
    _bug(
        "push_loses",
        "blackjack",
        {"push"},
        lambda: mock.patch.object(flow, "outcome", _push_loses),
    ),
    _bug(
        "soft_17_confused",
        "blackjack",
        {"dealer-soft-17"},
        lambda: mock.patch.object(TableRules, "dealer_rule", property(_confused_dealer)),
    ),
    _bug(
        "bust_paid_when_dealer_busts",
        "blackjack",
        {"bust-loses-first"},
        lambda: mock.patch.object(flow.RoundFlow, "_finish", _bust_paid),
    ),
    _bug(
        "five_card_charlie",
        "blackjack",
        {"no-five-card-charlie"},
        lambda: mock.patch.object(BlackjackGame, "hit", _charlie_hit),
    ),
    _bug(
        "natural_pays_6_to_5",
        "blackjack",
        {"natural-pays-3-2"},
        lambda: mock.patch.object(settlement, "returned", _six_to_five),
    ),
    _bug(
        "resplits_aces",
        "blackjack",
        {"split-aces-not-resplit"},
        lambda: mock.patch.object(BlackjackGame, "_check_split", _split_aces_again),
        lambda: mock.patch.object(flow.RoundFlow, "_may_resplit", _may_resplit_always),
    ),
)

# craps ---------------------------------------------------------------------------------

_original_take_odds = take_odds_pay
_original_come_decide = ComeBet.decide


def _odds_even_money(number: int, amount: int) -> int:
    return amount


def _odds_rounded_up(number: int, amount: int) -> int:
    win, per = TRUE_ODDS[number]
    return -(-amount * win // per)


def _odds_4_and_10_at_3_to_2(number: int, amount: int) -> int:
    if number in (4, 10):
        return craps_base.pays(amount, (3, 2))
    return _original_take_odds(number, amount)


def _come(
    on_line: Callable[[Throw], CrapsOutcome | None],
) -> Callable[[ComeBet, Throw, int | None], CrapsOutcome | None]:
    """A come bet deciding its own come-out roll by ``on_line`` where it gives an answer."""

    def decide(self: ComeBet, throw: Throw, point: int | None = None) -> CrapsOutcome | None:
        if self.number is None:
            found = on_line(throw)
            if found is not None:
                return found
        return _original_come_decide(self, throw, point)

    return decide


def _pushes_on_12(throw: Throw) -> CrapsOutcome | None:
    return CrapsOutcome.PUSH if throw.total == 12 else None


def _loses_on_7(throw: Throw) -> CrapsOutcome | None:
    return CrapsOutcome.LOSE if throw.total == 7 else None


def _stays_on_the_line(
    self: ComeBet, throw: Throw, point: int | None = None
) -> CrapsOutcome | None:
    """A come bet that never moves to its number: each roll is its come-out."""
    if self.number is None and throw.kind is ThrowKind.POINT:
        return None
    return _original_come_decide(self, throw, point)


def _seven_out_keeps_dice(self: CrapsGame, shooter: Player, throw: Throw) -> list[CrapsEvent]:
    """The engine's roll, but a seven-out leaves the dice with the shooter."""
    state = self.state
    transition = state.after(throw)
    events: list[CrapsEvent] = [
        Rolled(shooter.name, throw.d1, throw.d2, throw.total, transition.call)
    ]
    for bet in self.table.settlement_order():
        events += settle(self.table, bet, throw, state, self.rules)
    self.state = transition.next
    events += transition.events
    if transition.seven_out:
        events.append(ShooterChanged(self.shooter, shooter.name))
    return events


def _no_wrap(self: CrapsTable) -> None:
    """The dice pass on down the table but never from the last player back to the first."""
    assert self.shooter_seat is not None
    self.shooter_seat = min(self.shooter_seat + 1, len(self.players) - 1)


CRAPS = (
    _bug(
        "odds_paid_even_money",
        "craps",
        {"odds-pay"},
        lambda: mock.patch.object(line, "take_odds_pay", _odds_even_money),
    ),
    _bug(
        "odds_rounded_up",
        "craps",
        {"odds-round-down"},
        lambda: mock.patch.object(line, "take_odds_pay", _odds_rounded_up),
    ),
    _bug(
        "odds_4_and_10_at_3_to_2",
        "craps",
        {"odds-4-10"},
        lambda: mock.patch.object(line, "take_odds_pay", _odds_4_and_10_at_3_to_2),
    ),
    _bug(
        "come_bet_not_moving",
        "craps",
        {"come-travels"},
        lambda: mock.patch.object(ComeBet, "decide", _stays_on_the_line),
    ),
    _bug(
        "come_12_pushes",
        "craps",
        {"come-craps-loses"},
        lambda: mock.patch.object(ComeBet, "decide", _come(_pushes_on_12)),
    ),
    _bug(
        "come_7_loses",
        "craps",
        {"come-natural-wins"},
        lambda: mock.patch.object(ComeBet, "decide", _come(_loses_on_7)),
    ),
    _bug(
        "eleven_loses_the_line",
        "craps",
        {"eleven-wins"},
        lambda: mock.patch.dict(line._ON_THE_LINE, {ThrowKind.ELEVEN: CrapsOutcome.LOSE}),
    ),
    _bug(
        "seven_out_keeps_the_dice",
        "craps",
        {"seven-out-passes-dice"},
        lambda: mock.patch.object(CrapsGame, "_resolve", _seven_out_keeps_dice),
    ),
    _bug(
        "dice_do_not_wrap",
        "craps",
        {"dice-wrap-around"},
        lambda: mock.patch.object(CrapsTable, "next_shooter", _no_wrap),
    ),
    _bug(
        "come_odds_work_on_the_come_out",
        "craps",
        {"come-odds-off"},
        lambda: mock.patch.object(PointOff, "odds_working", lambda *_: True),
    ),
)

BUGS = BLACKJACK + CRAPS
del game  # imported so the model's modules are loaded before they are patched
