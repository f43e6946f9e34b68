"""Double, split and surrender, with every table option that changes them."""

from __future__ import annotations

import pytest

from crapsrepl.games.blackjack.model import Action, BlackjackError, Doubles, Phase
from crapsrepl.games.blackjack.model.events import CardDealt, Doubled, HandSettled, Outcome, Split
from tests.helpers import blackjack_conserved, blackjack_table


def labels(g: object, name: str = "Bob") -> list[list[str]]:
    return [[c.label for c in h.cards] for h in g.hands(name)]  # type: ignore[attr-defined]


# doubling --------------------------------------------------------------------------
def test_double_takes_one_card_and_doubles_the_bet() -> None:
    g = blackjack_table("6 9 5 7 K 3", {"Bob": 10})
    g.deal()
    events = g.double("Bob")
    assert Doubled("Bob", 1, 20, 980) in events
    assert HandSettled("Bob", 1, Outcome.WIN, 20, 40, 1020) in events
    assert labels(g) == [["6", "5", "K"]] and blackjack_conserved(g)


def test_a_doubled_hand_can_bust() -> None:
    g = blackjack_table("10 9 6 7 K", {"Bob": 10})
    g.deal()
    events = g.double("Bob")
    assert HandSettled("Bob", 1, Outcome.LOSE, 20, 0, 980) in events


def test_double_only_on_two_cards() -> None:
    g = blackjack_table("2 9 3 7 2", {"Bob": 10})
    g.deal()
    g.hit("Bob")
    with pytest.raises(BlackjackError, match="only on its first two cards"):
        g.double("Bob")
    assert Action.DOUBLE not in g.allowed("Bob")


@pytest.mark.parametrize(
    ("doubles", "cards", "ok"),
    [
        (Doubles.ANY, "A 9 6 7", True),  # soft 17
        (Doubles.ANY, "10 9 2 7", True),  # hard 12
        (Doubles.NINE_TO_ELEVEN, "5 9 4 7", True),
        (Doubles.NINE_TO_ELEVEN, "5 9 3 7", False),  # 8
        (Doubles.NINE_TO_ELEVEN, "A 9 8 7", False),  # soft 19 (hard 9)
        (Doubles.TEN_OR_ELEVEN, "5 9 4 7", False),  # 9
        (Doubles.TEN_OR_ELEVEN, "6 9 4 7", True),
        (Doubles.TEN_OR_ELEVEN, "6 9 5 7", True),
        (Doubles.TEN_OR_ELEVEN, "6 9 6 7", False),  # 12
    ],
)
def test_doubles_option(doubles: Doubles, cards: str, ok: bool) -> None:
    g = blackjack_table(cards + " 5", {"Bob": 10}, doubles=doubles)
    g.deal()
    assert (Action.DOUBLE in g.allowed("Bob")) is ok
    if not ok:
        with pytest.raises(BlackjackError, match=f"doubles are allowed on hard {doubles.value}"):
            g.double("Bob")


def test_double_needs_the_chips() -> None:
    g = blackjack_table("6 9 5 7", {"Bob": 10}, chips=15)
    g.deal()
    with pytest.raises(BlackjackError, match="Bob has only \\$5"):
        g.double("Bob")
    assert g.hands("Bob")[0].bet == 10 and g.chips("Bob") == 5


@pytest.mark.parametrize(("das", "ok"), [(True, True), (False, False)])
def test_double_after_split_option(das: bool, ok: bool) -> None:
    g = blackjack_table("8 9 8 7 3", {"Bob": 10}, double_after_split=das)
    g.deal()
    g.split("Bob")
    assert (Action.DOUBLE in g.allowed("Bob")) is ok
    if not ok:
        with pytest.raises(BlackjackError, match="no doubling after a split"):
            g.double("Bob")


# splitting --------------------------------------------------------------------------
def test_split_makes_two_hands_each_with_the_bet() -> None:
    g = blackjack_table("8 9 8 7 3 K 10", {"Bob": 10})
    g.deal()
    events = g.split("Bob")
    assert Split("Bob", 1, 2, 10, 980) in events
    assert labels(g) == [["8", "3"]] + [["8"]] and g.turn() == ("Bob", 1)
    events = g.hit("Bob")  # 8 3 K = 21 stands; hand 2 gets its second card now
    assert CardDealt("Bob", 2, "10", "18") in events and g.turn() == ("Bob", 2)
    events = g.stand("Bob")
    assert [e.outcome for e in events if isinstance(e, HandSettled)] == [Outcome.WIN, Outcome.WIN]
    assert g.chips("Bob") == 1020 and blackjack_conserved(g)


def test_split_only_same_rank() -> None:
    g = blackjack_table("J 9 Q 7", {"Bob": 10})
    g.deal()
    with pytest.raises(BlackjackError, match="only two cards of the same rank"):
        g.split("Bob")


def test_split_aces_take_one_card_and_21_is_not_blackjack() -> None:
    g = blackjack_table("A 9 A 7 K 5 2", {"Bob": 10})
    g.deal()
    events = g.split("Bob")
    assert labels(g) == [["A", "K"], ["A", "5"]] and g.phase is Phase.BETTING
    results = [(e.hand, e.outcome, e.paid) for e in events if isinstance(e, HandSettled)]
    assert results == [(1, Outcome.WIN, 20), (2, Outcome.LOSE, 0)]


def test_split_aces_are_not_resplit_by_default() -> None:
    g = blackjack_table("A 9 A 7 A 5", {"Bob": 10})
    g.deal()
    g.split("Bob")
    assert labels(g) == [["A", "A"], ["A", "5"]] and g.phase is Phase.BETTING


def test_resplit_aces_option() -> None:
    g = blackjack_table("A 9 A 7 A 5 K 9", {"Bob": 10}, resplit_aces=True)
    g.deal()
    g.split("Bob")
    assert g.turn() == ("Bob", 1) and g.allowed("Bob") == {Action.SPLIT, Action.STAND}
    with pytest.raises(BlackjackError, match="split aces take one card each"):
        g.hit("Bob")
    g.split("Bob")
    assert labels(g) == [["A", "5"], ["A", "K"], ["A", "9"]] and g.phase is Phase.BETTING


@pytest.mark.parametrize("limit", [2, 3, 4])
def test_resplit_limit(limit: int) -> None:
    g = blackjack_table("8 9 8 7" + " 8" * 6, {"Bob": 10}, max_hands=limit)
    g.deal()
    for _ in range(limit - 1):
        g.split("Bob")
    assert len(g.hands("Bob")) == limit
    with pytest.raises(BlackjackError, match=f"at most {limit} hands"):
        g.split("Bob")


def test_split_needs_the_chips() -> None:
    g = blackjack_table("8 9 8 7", {"Bob": 10}, chips=19)
    g.deal()
    with pytest.raises(BlackjackError, match="Bob has only \\$9"):
        g.split("Bob")


# surrender --------------------------------------------------------------------------
def test_no_surrender_by_default() -> None:
    g = blackjack_table("10 9 6 K", {"Bob": 10})
    g.deal()
    with pytest.raises(BlackjackError, match="no surrender at this table"):
        g.surrender("Bob")


@pytest.mark.parametrize(("bet", "back"), [(10, 5), (5, 2)])
def test_late_surrender_returns_half_rounded_down(bet: int, back: int) -> None:
    g = blackjack_table("10 9 6 K", {"Bob": bet}, late_surrender=True)
    g.deal()
    events = g.surrender("Bob")
    assert HandSettled("Bob", 1, Outcome.SURRENDER, bet, back, 1000 - bet + back) in events
    assert len(g.dealer.cards) == 2 and blackjack_conserved(g)


def test_surrender_is_late_the_dealer_blackjack_wins_first() -> None:
    g = blackjack_table("10 A 6 K", {"Bob": 10}, late_surrender=True)
    g.deal()
    events = g.surrender("Bob")
    assert g.chips("Bob") == 990 and not any(
        isinstance(e, HandSettled) and e.outcome is Outcome.SURRENDER for e in events
    )


@pytest.mark.parametrize("first", ["hit", "split"])
def test_surrender_only_as_the_first_decision(first: str) -> None:
    g = blackjack_table("8 9 8 7 2 2", {"Bob": 10}, late_surrender=True)
    g.deal()
    getattr(g, first)("Bob")
    with pytest.raises(BlackjackError, match="only the first decision"):
        g.surrender("Bob")
