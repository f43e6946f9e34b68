"""Place, buy, lay and big 6/8: pays, commissions, staying up, off on the come-out."""

from __future__ import annotations

import pytest

from crapsrepl import Game, GameError, TableRules
from crapsrepl.games.craps.model.rules import Rounding
from tests.helpers import conserved


def on_point(rules: TableRules | None = None, point: int = 4) -> Game:
    g = Game(rules=rules)
    g.add_player("Bob", 100)
    g.add_player("Adam", 1000)
    g.place_line_bet("Bob", 10)
    g.roll(point)
    return g


@pytest.mark.parametrize(
    ("number", "amount", "win"),
    [(4, 5, 9), (10, 10, 18), (5, 5, 7), (9, 7, 9), (6, 6, 7), (8, 12, 14), (6, 5, 5)],
)
def test_place_pays_and_stays_up(number: int, amount: int, win: int) -> None:
    g = on_point(point=9 if number != 9 else 5)
    g.place_bet("Adam", "place", amount, number)
    g.roll(number)
    assert g.chips("Adam") == 1000 - amount + win
    assert [(b.kind, b.number, b.amount) for b in g.bets("Adam")] == [("place", number, amount)]
    g.roll(7)
    assert g.chips("Adam") == 1000 - amount + win and g.bets("Adam") == []


def test_place_bets_are_off_on_the_come_out_unless_working() -> None:
    g = on_point(point=4)
    g.place_bet("Adam", "place", 6, 6)
    g.roll(4)  # point made
    g.place_line_bet("Bob", 10)
    g.roll(6)  # come-out 6: place 6 is off
    assert g.chips("Adam") == 994 and g.bets("Adam")[0].number == 6
    g.roll(6)  # point made on 6: the place bet works now
    assert g.chips("Adam") == 1001
    g.set_working("Adam", True)
    g.place_line_bet("Bob", 10)
    g.roll(7)
    assert g.chips("Adam") == 1001 and g.bets("Adam") == []


def test_come_out_working_option_turns_them_on() -> None:
    g = Game(rules=TableRules(come_out_working=True))
    g.add_player("Bob", 100)
    g.place_bet("Bob", "big", 10, 8)
    g.place_bet("Bob", "hard", 10, 8)
    g.place_line_bet("Bob", 10)
    g.roll(4, 4)
    assert g.chips("Bob") == 70 + 20 + 100


@pytest.mark.parametrize(
    ("amount", "rounding", "commission"),
    [
        (20, Rounding.DOWN, 1),
        (10, Rounding.DOWN, 1),
        (39, Rounding.DOWN, 1),
        (40, Rounding.DOWN, 2),
        (30, Rounding.NEAREST, 2),
        (29, Rounding.NEAREST, 1),
        (21, Rounding.UP, 2),
    ],
)
def test_buy_commission_up_front(amount: int, rounding: Rounding, commission: int) -> None:
    g = on_point(TableRules(commission_rounding=rounding), point=5)
    g.place_bet("Adam", "buy", amount, 4)
    assert g.chips("Adam") == 1000 - amount - commission
    g.roll(4)
    assert g.chips("Adam") == 1000 + 2 * amount - commission
    assert g.bets("Adam") == [] and conserved(g)


def test_buy_commission_on_the_win_and_on_a_loss() -> None:
    g = on_point(TableRules(commission_on_win=True), point=5)
    g.place_bet("Adam", "buy", 20, 10)
    g.place_bet("Adam", "buy", 20, 4)
    assert g.chips("Adam") == 960
    g.roll(10)
    assert g.chips("Adam") == 960 + 20 + 40 - 1
    g.roll(7)
    assert g.chips("Adam") == 1019


def test_adding_to_a_buy_bet_charges_only_the_difference() -> None:
    g = on_point(point=5)
    g.place_bet("Adam", "buy", 10, 4)  # $1 (the floor)
    g.place_bet("Adam", "buy", 10, 4)  # $20 owes $1 in all: nothing more
    g.place_bet("Adam", "buy", 20, 4)  # $40 owes $2: $1 more
    assert g.chips("Adam") == 1000 - 40 - 2


@pytest.mark.parametrize(("number", "amount", "win", "vig"), [(4, 40, 20, 1), (6, 60, 50, 2)])
def test_lay_bets_win_on_seven_with_commission_on_the_win(
    number: int, amount: int, win: int, vig: int
) -> None:
    g = on_point(point=5)
    g.place_bet("Adam", "lay", amount, number)
    assert g.chips("Adam") == 1000 - amount - vig
    g.roll(7)
    assert g.chips("Adam") == 1000 + win - vig


def test_lay_bets_lose_on_their_number_and_work_on_the_come_out() -> None:
    g = Game()
    g.add_player("Bob", 100)
    g.place_bet("Bob", "lay", 40, 10)
    g.place_line_bet("Bob", 10)
    g.roll(10)
    assert g.chips("Bob") == 100 - 40 - 1 - 10


@pytest.mark.parametrize(("number", "total", "rack"), [(6, 6, 1010), (8, 8, 1010), (6, 7, 990)])
def test_big_six_and_eight(number: int, total: int, rack: int) -> None:
    g = on_point(point=5)
    g.place_bet("Adam", "big", 10, number)
    g.roll(total)
    assert g.chips("Adam") == rack and g.bets("Adam") == []


def test_number_refusals() -> None:
    g = on_point(point=5)
    with pytest.raises(GameError, match="a big bet goes on 6 or 8, not 5"):
        g.place_bet("Adam", "big", 10, 5)
    with pytest.raises(GameError, match="a place bet goes on 4, 5, 6, 8, 9 or 10, not None"):
        g.place_bet("Adam", "place", 10)
    with pytest.raises(GameError, match="Bob has only \\$90"):
        g.place_bet("Bob", "buy", 90, 4)  # $90 + $4 commission
    with pytest.raises(GameError, match="no bet called 'plaice'"):
        g.place_bet("Bob", "plaice", 5, 4)
    with pytest.raises(GameError, match="Bob has no bet on place 6"):
        g.take_down("Bob", "place", 6)
    g.place_bet("Bob", "place", 6, 6)
    g.take_down("Bob", "place", 6)
    assert g.chips("Bob") == 90 and conserved(g)


def test_working_is_remembered_until_changed_or_the_player_leaves(game: Game) -> None:
    game.set_working("Adam", True)
    game.place_bet("Adam", "place", 6, 6)
    game.place_line_bet("Bob", 10)
    game.roll(6)  # come-out: the place bet works
    assert game.chips("Adam") == 94 + 7
    game.roll(6)
    game.place_line_bet("Bob", 10)
    game.roll(6)  # still working on the next come-out
    assert game.chips("Adam") == 94 + 21
    game.set_working("Adam", False)
    game.roll(6)  # point made: works while the point is on
    game.place_line_bet("Bob", 10)
    game.roll(6)  # off again on the come-out
    assert game.chips("Adam") == 94 + 28
    game.take_down("Adam", "place", 6)
    game.remove_player("Adam")
    assert game.table.working == {}
    with pytest.raises(GameError, match="working is on or off"):
        game.set_working("Bob", "yes")  # type: ignore[arg-type]


def test_taking_down_a_buy_bet_keeps_the_commission_paid_up_front() -> None:
    g = on_point(point=5)
    g.place_bet("Adam", "buy", 40, 10)
    assert g.chips("Adam") == 958
    g.take_down("Adam", "buy", 10)
    assert g.chips("Adam") == 998 and g.house == 2 and conserved(g)
