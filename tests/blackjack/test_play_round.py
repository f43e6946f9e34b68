"""``play_round`` asks each player's strategy, in turn, exactly what the table offers:
bets (0 sits a round out), even money, insurance, then the plays of each hand."""

from __future__ import annotations

from crapsrepl.games.blackjack.model import (
    BlackjackGame,
    BlackjackPlayer,
    Card,
    Hand,
    TableRules,
    parse_card,
    play_round,
)
from crapsrepl.games.blackjack.model.events import (
    BetPlaced,
    HandSettled,
    InsuranceDeclined,
    InsurancePlaced,
    InsuranceSettled,
    Outcome,
)
from tests.helpers import blackjack_conserved


def stacked(cards: str, *names: str, rules: TableRules | None = None) -> BlackjackGame:
    game = BlackjackGame(seed=3, rules=rules)
    for name in names:
        game.add_player(name, 1000)
    game.stack([parse_card(c) for c in cards.split()])
    return game


class Bets(BlackjackPlayer):
    def __init__(self, amount: int) -> None:
        self.amount = amount

    def bet(self, rack: int) -> int:
        return self.amount


class Insures(BlackjackPlayer):
    """Takes half-bet insurance and even money when ``even`` says so; remembers what it
    was shown (its cards and the dealer's up card) each time it was asked."""

    def __init__(self, even: bool = False) -> None:
        self.even = even
        self.shown: list[tuple[str, list[str], str]] = []

    def even_money(self, hand: Hand, up: Card) -> bool:
        self.shown.append(("even money", [c.label for c in hand.cards], up.label))
        return self.even

    def insurance(self, hand: Hand, up: Card) -> int:
        self.shown.append(("insurance", [c.label for c in hand.cards], up.label))
        return hand.bet // 2


def test_every_bet_is_placed_and_a_zero_sits_the_round_out() -> None:
    g = stacked("9 10 7 8 K Q", "Bob", "Al", "Cy")
    events = play_round(g, {"Bob": Bets(1), "Al": Bets(0), "Cy": Bets(10)})
    assert [e for e in events if isinstance(e, BetPlaced)] == [
        BetPlaced("Bob", 1, 999),
        BetPlaced("Cy", 10, 990),
    ]
    assert g.hands("Al") == [] and [len(g.hands(n)) for n in ("Bob", "Cy")] == [1, 1]


def test_insurance_is_taken_and_paid_with_the_player_shown_its_hand() -> None:
    g = stacked("10 A 9 K", "Bob")
    player = Insures()
    events = play_round(g, {"Bob": player})
    assert player.shown == [("insurance", ["10", "9"], "A")]
    assert InsurancePlaced("Bob", 5, 985) in events
    assert InsuranceSettled("Bob", 5, True, 15, 1000) in events
    assert g.chips("Bob") == 1000 and blackjack_conserved(g)


def test_a_blackjack_is_offered_even_money_not_insurance() -> None:
    g = stacked("A A K 7", "Bob")
    player = Insures(even=False)
    events = play_round(g, {"Bob": player})
    assert player.shown == [("even money", ["A", "K"], "A")]
    assert InsuranceDeclined("Bob") in events and g.insurance("Bob") == 0
    assert HandSettled("Bob", 1, Outcome.BLACKJACK, 10, 25, 1015) in events


def test_even_money_taken() -> None:
    g = stacked("A A K K", "Bob")
    player = Insures(even=True)
    events = play_round(g, {"Bob": player})
    assert player.shown == [("even money", ["A", "K"], "A")]
    assert HandSettled("Bob", 1, Outcome.EVEN_MONEY, 10, 20, 1010) in events


def test_the_plain_player_never_surrenders() -> None:
    g = stacked("10 10 6 7 K", "Bob", rules=TableRules(late_surrender=True))
    events = play_round(g, {"Bob": BlackjackPlayer()})
    assert [e for e in events if isinstance(e, HandSettled)] == [
        HandSettled("Bob", 1, Outcome.LOSE, 10, 0, 990)
    ]
    assert [c.label for c in g.hands("Bob")[0].cards] == ["10", "6", "K"]
