"""Each bet's house edge, exactly, from the engine's own settlement.

For every state a bet can be in (come-out, each point, ...) the engine plays all 36
throws; a throw either decides the bet (its net result read from the racks) or leaves it
in a state. The expected result follows exactly with fractions (a state's own repeats are
divided out), and is compared with the published figure.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from crapsrepl import Game, TableRules
from crapsrepl.games.craps.model.events import BetLost, BetPushed, BetWon, Event

DICE: list[tuple[int, int]] = [(a, b) for a in range(1, 7) for b in range(1, 7)]
BANK = 10**6
Throws = tuple[tuple[int, int], ...]


class Bettor:
    """Puts one bet on a fresh table and replays throws to reach a state."""

    def __init__(self, place: Callable[[Game, str], object], player: str, rules: TableRules):
        self.place, self.player, self.rules = place, player, rules

    def table(self, path: Throws) -> Game:
        g = Game(rules=self.rules)
        g.add_player("Bob", BANK)
        g.add_player("Adam", BANK)
        self.place(g, self.player)
        for throw in path:
            self.roll(g, throw)
        return g

    def roll(self, g: Game, throw: tuple[int, int]) -> list[Event]:
        if g.point is None and not any(b.kind in ("pass", "dont_pass") for b in g.bets("Bob")):
            g.place_line_bet("Bob", 1)
        return g.roll(*throw)

    def state(self, g: Game) -> object:
        """The bet's own state: a line bet's number is its point; the table's point does
        not matter to the other bets, which work on every throw here."""
        return tuple((b.kind, b.number, b.odds) for b in g.bets(self.player))

    def decided(self, events: list[Event]) -> bool:
        return any(
            isinstance(e, BetWon | BetLost)
            and e.player == self.player
            and not e.odds
            or isinstance(e, BetPushed)
            and e.player == self.player
            for e in events
        )

    def value(self, path: Throws = (), memo: dict[object, Fraction] | None = None) -> Fraction:
        """Expected net result of the bet from the state ``path`` leads to."""
        memo = {} if memo is None else memo
        here = self.state(self.table(path))
        if here in memo:
            return memo[here]
        total, repeats = Fraction(0), Fraction(0)
        for throw in DICE:
            g = self.table(path)
            events = self.roll(g, throw)
            if self.decided(events):
                on_felt = sum(b.amount + b.odds for b in g.bets(self.player))
                total += Fraction(g.chips(self.player) + on_felt - BANK, 36)
            elif self.state(g) == here:
                repeats += Fraction(1, 36)
            else:
                total += Fraction(1, 36) * self.value((*path, throw), memo)
        memo[here] = total / (1 - repeats)
        return memo[here]


def edge(kind: str, amount: int, number: int | None = None, **rules: object) -> Fraction:
    player = "Bob" if kind in ("pass", "dont_pass") else "Adam"
    working = TableRules(come_out_working=True, **rules)  # type: ignore[arg-type]

    def place(g: Game, name: str) -> object:
        if kind in ("come", "dont_come"):  # made while a point is on
            g.place_line_bet("Bob", 1)
            g.roll(4)
        return g.place_bet(name, kind, amount, number)

    return -Bettor(place, player, working).value() / amount


PUBLISHED = [
    ("pass", 60, None, {}, "1.414"),
    ("dont_pass", 60, None, {}, "1.364"),
    ("place", 60, 6, {}, "1.515"),
    ("place", 60, 8, {}, "1.515"),
    ("place", 60, 5, {}, "4.000"),
    ("place", 60, 9, {}, "4.000"),
    ("place", 60, 4, {}, "6.667"),
    ("place", 60, 10, {}, "6.667"),
    ("field", 60, None, {}, "5.556"),
    ("field", 60, None, {"field_twelve": 3}, "2.778"),
    ("hard", 60, 6, {}, "9.091"),
    ("hard", 60, 8, {}, "9.091"),
    ("hard", 60, 4, {}, "11.111"),
    ("hard", 60, 10, {}, "11.111"),
    ("any7", 60, None, {}, "16.667"),
    ("any_craps", 60, None, {}, "11.111"),
    ("two", 60, None, {}, "13.889"),
    ("twelve", 60, None, {}, "13.889"),
    ("three", 60, None, {}, "11.111"),
    ("yo", 60, None, {}, "11.111"),
    # further published figures for the rest of the layout
    ("big", 60, 6, {}, "9.091"),
    ("horn", 60, None, {}, "12.500"),
    ("world", 60, None, {}, "13.333"),
    ("ce", 60, None, {}, "11.111"),
    ("hop", 60, 25, {}, "11.111"),
    ("hop", 60, 33, {}, "13.889"),
    ("come", 60, None, {}, "1.414"),
    ("dont_come", 60, None, {}, "1.364"),
    ("buy", 20, 4, {"commission_on_win": True}, "1.667"),  # $1 on a win of a $20 bet
    ("lay", 40, 4, {"commission_on_win": True}, "1.667"),  # $1 on a $20 win of a $40 lay
]


@pytest.mark.parametrize(("kind", "amount", "number", "rules", "published"), PUBLISHED)
def test_house_edge_matches_the_published_figure(
    kind: str, amount: int, number: int | None, rules: dict[str, object], published: str
) -> None:
    exact = edge(kind, amount, number, **rules)
    assert f"{float(exact) * 100:.3f}" == published, exact


def test_pass_and_dont_pass_exact_fractions() -> None:
    assert edge("pass", 60) == Fraction(7, 495)
    assert edge("dont_pass", 60) == Fraction(3, 220)


@pytest.mark.parametrize("number", [4, 5, 6, 8, 9, 10])
def test_take_and_lay_odds_have_no_edge(number: int) -> None:
    def take(g: Game, name: str) -> object:
        g.place_line_bet(name, 1)
        g.roll(number)
        return g.place_odds_bet(name, number, 60)

    def lay(g: Game, name: str) -> object:
        g.place_bet(name, "dont_pass", 1)
        g.roll(number)
        return g.place_odds_bet(name, number, 60, on="dont")

    for place, flat in ((take, 1), (lay, -1)):
        value = Bettor(place, "Bob", TableRules()).value()
        p_number = Fraction({4: 3, 5: 4, 6: 5}[min(number, 14 - number)], 36)
        p_seven = Fraction(6, 36)
        line = flat * (p_number - p_seven) / (p_number + p_seven)
        assert value == line  # all that is left is the $1 line bet's own result
