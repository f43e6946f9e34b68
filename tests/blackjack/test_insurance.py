"""Insurance and even money when the dealer shows an ace; the peek that closes them."""

from __future__ import annotations

import pytest

from crapsrepl.games.blackjack.model import BlackjackError, Phase
from crapsrepl.games.blackjack.model.events import (
    DealerPeeked,
    HandSettled,
    InsuranceClosed,
    InsuranceDeclined,
    InsuranceSettled,
    Outcome,
    TurnStarted,
)
from tests.helpers import blackjack_conserved, blackjack_table


def test_insurance_pays_two_to_one_on_a_dealer_blackjack() -> None:
    g = blackjack_table("10 A 9 K", {"Bob": 10})
    g.deal()
    events = g.take_insurance("Bob", 5)
    assert InsuranceSettled("Bob", 5, True, 15, 1000) in events
    assert HandSettled("Bob", 1, Outcome.LOSE, 10, 0, 1000) in events
    assert g.chips("Bob") == 1000 and g.phase is Phase.BETTING and blackjack_conserved(g)


def test_insurance_loses_when_the_dealer_has_no_blackjack() -> None:
    g = blackjack_table("10 A 9 7", {"Bob": 10})
    g.deal()
    events = g.take_insurance("Bob", 5)
    assert InsuranceSettled("Bob", 5, False, 0, 985) in events
    assert DealerPeeked(False) in events and g.turn() == ("Bob", 1)
    assert g.chips("Bob") == 985 and blackjack_conserved(g)


def test_even_money_pays_one_to_one_at_once() -> None:
    g = blackjack_table("A A K K", {"Bob": 10})
    g.deal()
    events = g.even_money("Bob")
    assert HandSettled("Bob", 1, Outcome.EVEN_MONEY, 10, 20, 1010) in events
    assert g.chips("Bob") == 1010 and g.phase is Phase.BETTING


def test_declined_even_money_pushes_against_a_dealer_blackjack() -> None:
    g = blackjack_table("A A K K", {"Bob": 10})
    g.deal()
    events = g.decline_insurance("Bob")
    assert HandSettled("Bob", 1, Outcome.PUSH, 10, 10, 1000) in events


def test_declined_even_money_pays_three_to_two_without_dealer_blackjack() -> None:
    g = blackjack_table("A A K 7", {"Bob": 10})
    g.deal()
    events = g.decline_insurance("Bob")
    assert HandSettled("Bob", 1, Outcome.BLACKJACK, 10, 25, 1015) in events


def test_a_playing_decision_closes_insurance_for_everyone() -> None:
    g = blackjack_table("10 9 A 6 9 7", {"Bob": 10, "Al": 10})
    g.deal()
    events = g.hit("Bob")
    assert events[:2] == [InsuranceClosed(), DealerPeeked(False)]
    assert TurnStarted("Bob", 1, "16") in events
    with pytest.raises(BlackjackError, match="insurance is offered only when"):
        g.take_insurance("Al", 5)


def test_a_playing_decision_into_a_dealer_blackjack_ends_the_round() -> None:
    g = blackjack_table("10 A 6 K", {"Bob": 10})
    g.deal()
    events = g.hit("Bob")
    assert DealerPeeked(True) in events and len(g.hands("Bob")[0].cards) == 2
    assert g.chips("Bob") == 990 and g.phase is Phase.BETTING


def test_insurance_waits_for_every_player() -> None:
    g = blackjack_table("10 9 A 6 9 7", {"Bob": 10, "Al": 10})
    g.deal()
    assert g.decline_insurance("Bob") == [InsuranceDeclined("Bob")]
    assert g.phase is Phase.INSURANCE
    events = g.take_insurance("Al", 2)
    assert InsuranceClosed() in events and g.phase.value == "playing"


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda g: g.take_insurance("Bob", 6), "insurance is at most half the bet: \\$5"),
        (lambda g: g.take_insurance("Bob", 0), "insurance must be at least one chip \\(\\$1\\)"),
        (lambda g: g.even_money("Bob"), "even money is for a blackjack"),
        (lambda g: g.take_insurance("Al", 1), "Al has no hand in this round"),
    ],
)
def test_insurance_refusals(call: object, message: str) -> None:
    g = blackjack_table("10 A 9 7", {"Bob": 10})
    g.add_player("Al", 100)
    g.deal()
    with pytest.raises(BlackjackError, match=message):
        call(g)  # type: ignore[operator]
    assert g.phase is Phase.INSURANCE and g.chips("Bob") == 990


def test_insurance_needs_the_chips_and_one_answer() -> None:
    g = blackjack_table("10 9 A 7 7 7", {"Bob": 10, "Al": 10}, chips=12)
    g.deal()
    with pytest.raises(BlackjackError, match="Bob has only \\$2"):
        g.take_insurance("Bob", 5)
    g.take_insurance("Bob", 2)
    with pytest.raises(BlackjackError, match="already answered"):
        g.decline_insurance("Bob")


def test_no_insurance_without_an_ace() -> None:
    g = blackjack_table("10 9 9 7", {"Bob": 10})
    g.deal()
    with pytest.raises(BlackjackError, match="only when the dealer shows an ace"):
        g.take_insurance("Bob", 5)
