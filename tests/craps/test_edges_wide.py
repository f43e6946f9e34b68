"""Edges of the wider table that mutation testing found unpinned: which bet ``takeDown``
takes, what its event says, hop dice bounds, commissions adding up in the house's count."""

from __future__ import annotations

from dataclasses import replace

import pytest

from crapsrepl import Game, GameError, TableRules
from crapsrepl.games.craps.model.events import BetTakenDown
from tests.helpers import conserved


@pytest.fixture
def g() -> Game:
    game = Game(seed=1)
    game.add_player("Bob", 500)
    game.add_player("Adam", 500)
    return game


def test_take_down_takes_the_named_kind_not_the_first_bet(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.place_bet("Bob", "field", 5)
    g.place_bet("Bob", "place", 6, 6)
    g.place_bet("Bob", "place", 12, 8)
    events = g.take_down("Bob", "place", 8)
    assert events == [BetTakenDown("Bob", "place", 8, 12, 0, 479)]
    assert [(b.kind, b.number) for b in g.bets("Bob")] == [
        ("pass", None),
        ("field", None),
        ("place", 6),
    ]
    assert g.take_down("Bob", "place") == [BetTakenDown("Bob", "place", 6, 6, 0, 485)]
    assert [(b.kind, b.number) for b in g.bets("Bob")] == [("pass", None), ("field", None)]
    assert conserved(g)


def test_a_contract_bet_that_cannot_come_down_is_named_in_the_refusal(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.roll(6)
    with pytest.raises(GameError, match="^Bob's bet on the pass line can't be taken down now$"):
        g.take_down("Bob", "pass")
    with pytest.raises(GameError, match="^Bob has no bet on place 5$"):
        g.take_down("Bob", "place", 5)


@pytest.mark.parametrize("dice", [(1, 7), (7, 1), (0, 3), (True, 2), (1.0, 2)])
def test_hop_bets_name_two_dice_of_one_to_six(g: Game, dice: tuple[object, object]) -> None:
    with pytest.raises(GameError, match="a hop bet names two dice, 1 to 6 each"):
        g.place_hop_bet("Adam", *dice, 5)  # type: ignore[arg-type]
    assert g.chips("Adam") == 500


def test_hop_bets_on_the_highest_and_lowest_dice(g: Game) -> None:
    g.place_hop_bet("Adam", 6, 6, 5)
    g.place_hop_bet("Adam", 1, 1, 5)
    assert sorted(b.number or 0 for b in g.bets("Adam")) == [11, 66]


def test_commissions_add_up_in_the_house_count(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.place_bet("Adam", "buy", 20, 4)
    g.place_bet("Adam", "buy", 20, 10)
    assert (g.house, g.chips("Adam")) == (2, 458)
    assert conserved(g)


@pytest.mark.parametrize(
    ("percent", "base", "commission"),
    [(5, 0, 0), (5, 20, 1), (5, 100, 5), (0, 100, 0), (1, 100, 1), (1, 300, 3)],
)
def test_the_commission_rate_and_its_floor(percent: int, base: int, commission: int) -> None:
    assert replace(TableRules(), commission_percent=percent).commission_on(base) == commission


def test_odds_on_the_table_count_in_the_chips_accounted_for(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.roll(6)
    g.place_odds_bet("Bob", 6, 30)
    assert g.table.on_felt() == 40
    assert g.chips_accounted() == (1000, 1000)


def test_the_snapshot_carries_the_house_figure(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.roll(2)
    assert g.snapshot().house == 10


def test_working_takes_only_on_or_off(g: Game) -> None:
    with pytest.raises(GameError, match="^working is on or off$"):
        g.set_working("Bob", "yes")  # type: ignore[arg-type]


def test_a_new_shooter_by_passing_the_dice_opens_the_fire_bet(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.roll(7)
    with pytest.raises(GameError, match="only before a new shooter's first roll"):
        g.place_bet("Adam", "fire", 5)
    g.pass_dice()
    g.place_bet("Adam", "fire", 5)
    assert [b.kind for b in g.bets("Adam")] == ["fire"]


def test_a_new_shooter_by_the_shooter_leaving_opens_the_fire_bet(g: Game) -> None:
    g.add_player("Cy", 100)
    g.place_line_bet("Bob", 10)
    g.roll(7)
    g.remove_player("Bob")
    assert g.shooter == "Adam"
    g.place_bet("Cy", "fire", 5)
    assert [b.kind for b in g.bets("Cy")] == ["fire"]


def test_a_players_working_choice_turns_come_odds_on_for_the_come_out(g: Game) -> None:
    g.place_line_bet("Bob", 10)
    g.roll(4)
    g.place_come_bet("Adam", 10)
    g.roll(6)
    g.place_odds_bet("Adam", 6, 10)
    g.roll(4)  # point made: the next roll is a come-out
    g.set_working("Adam", True)
    g.place_line_bet("Bob", 10)
    g.roll(6)  # the come bet on 6 wins, and its odds work: 6:5 on $10
    assert g.chips("Adam") == 500 + 10 + 12


def test_a_familys_own_limits_replace_the_tables(g: Game) -> None:
    from crapsrepl.games.craps.model.rules import Limit

    game = Game(seed=1, rules=TableRules(table_max=50, limits=(Limit("props", 1, 5),)))
    game.add_player("Bob", 500)
    with pytest.raises(GameError, match=r"\$5"):
        game.place_bet("Bob", "any7", 6)
    game.place_bet("Bob", "place", 30, 6)  # place bets keep the table's limits
    assert [(b.kind, b.amount) for b in game.bets("Bob")] == [("place", 30)]


def test_a_winning_place_bet_says_it_stays_up(g: Game) -> None:
    from crapsrepl.games.craps.model.events import BetWon

    g.place_line_bet("Bob", 10)
    g.roll(4)
    g.place_bet("Adam", "place", 6, 6)
    won = [e for e in g.roll(6) if isinstance(e, BetWon)]
    assert [(e.bet, e.winnings, e.stays) for e in won] == [("place", 7, True)]


def test_a_player_who_is_not_the_shooter_leaving_opens_no_new_hand(g: Game) -> None:
    g.add_player("Cy", 100)
    g.place_line_bet("Bob", 10)
    g.roll(7)
    g.remove_player("Cy")
    with pytest.raises(GameError, match="only before a new shooter's first roll"):
        g.place_bet("Adam", "fire", 5)


def test_a_saved_table_keeps_its_seed() -> None:
    from crapsrepl.games.craps.console.persistence import to_document

    assert to_document(Game(seed=7))["seed"] == 7


def test_the_shooter_cannot_leave_while_a_fire_bet_rides_on_the_hand(g: Game) -> None:
    g.place_bet("Adam", "fire", 5)
    g.place_line_bet("Bob", 10)
    g.roll(7)  # Bob's pass line wins; his hand goes on, and the fire bet with it
    with pytest.raises(GameError, match="a fire bet rides on this shooter's hand"):
        g.remove_player("Bob")
    g.add_player("Cy", 100)
    g.remove_player("Cy")  # anyone else may leave
    assert g.players == ["Bob", "Adam"]
