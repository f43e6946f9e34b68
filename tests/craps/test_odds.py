"""docs/rules.md, "Odds": true odds rounded down, come odds off on the come-out."""

import pytest

from crapsrepl import Game, GameError, OddsCap, TableRules


def pass_point(game: Game, point: int, line: int = 10) -> Game:
    game.place_line_bet("Bob", line)
    game.roll(point)
    return game


@pytest.mark.parametrize(
    ("point", "odds", "winnings"),
    [
        (4, 10, 20),
        (10, 10, 20),
        (5, 10, 15),
        (9, 10, 15),
        (6, 10, 12),
        (8, 10, 12),
        (5, 5, 7),
        (9, 5, 7),
        (6, 7, 8),
        (8, 7, 8),
        (4, 3, 6),
        (6, 4, 4),
        (5, 1, 1),
        (6, 1, 1),
    ],
)
def test_pass_odds_pay_true_odds_rounded_down(
    game: Game, point: int, odds: int, winnings: int
) -> None:
    pass_point(game, point)
    game.place_odds_bet("Bob", point, odds)
    assert game.chips("Bob") == 90 - odds
    game.roll(point)
    assert game.chips("Bob") == 100 + 10 + winnings


def test_pass_odds_lose_to_seven(game: Game) -> None:
    pass_point(game, 6)
    game.place_odds_bet("Bob", 6, 30)
    game.roll(7)
    assert game.chips("Bob") == 60


def test_come_odds_win_with_their_bet(game: Game) -> None:
    pass_point(game, 6)
    game.place_come_bet("Adam", 10)
    game.roll(5)
    game.place_odds_bet("Adam", 5, 5)
    game.roll(5)
    assert game.chips("Adam") == 100 + 10 + 7


def test_come_odds_are_off_on_come_out_seven(game: Game) -> None:
    pass_point(game, 6)
    game.place_come_bet("Adam", 10)
    game.roll(5)
    game.place_odds_bet("Adam", 5, 20)
    game.roll(6)  # point made: come-out next
    game.place_line_bet("Bob", 10)
    game.roll(7)
    assert game.chips("Adam") == 90  # come bet lost, odds returned


def test_come_odds_are_off_when_come_out_rolls_their_number(game: Game) -> None:
    pass_point(game, 6)
    game.place_come_bet("Adam", 10)
    game.roll(5)
    game.place_odds_bet("Adam", 5, 20)
    game.roll(6)
    game.place_line_bet("Bob", 10)
    game.roll(5)  # come 5 wins even money, odds come back untouched; 5 is the new point
    assert game.chips("Adam") == 110
    assert game.bets("Adam") == [] and game.point == 5


def test_come_odds_work_on_come_out_with_the_table_option() -> None:
    game = Game(rules=TableRules(come_odds_working=True))
    game.add_player("Bob", 100)
    game.add_player("Adam", 100)
    pass_point(game, 6)
    game.place_come_bet("Adam", 10)
    game.roll(5)
    game.place_odds_bet("Adam", 5, 20)
    game.roll(6)
    game.place_line_bet("Bob", 10)
    game.roll(5)
    assert game.chips("Adam") == 100 + 10 + 30


def test_come_odds_work_again_after_the_come_out(game: Game) -> None:
    pass_point(game, 6)
    game.place_come_bet("Adam", 10)
    game.roll(5)
    game.place_odds_bet("Adam", 5, 20)
    game.roll(6)
    game.place_line_bet("Bob", 10)
    game.roll(8)  # come-out sets point 8; come 5 and odds unaffected
    game.roll(7)
    assert game.chips("Adam") == 70


def test_change_odds_sets_a_new_total(game: Game) -> None:
    pass_point(game, 6)
    game.place_odds_bet("Bob", 6, 20)
    game.change_odds_bet("Bob", 6, 30)
    assert game.chips("Bob") == 60 and game.bets("Bob")[0].odds == 30
    game.change_odds_bet("Bob", 6, 5)
    assert game.chips("Bob") == 85 and game.bets("Bob")[0].odds == 5
    game.roll(6)
    assert game.chips("Bob") == 85 + 20 + 5 + 6


def test_change_odds_to_zero_takes_them_down(game: Game) -> None:
    pass_point(game, 6)
    game.place_odds_bet("Bob", 6, 20)
    game.change_odds_bet("Bob", 6, 0)
    assert game.chips("Bob") == 90 and game.bets("Bob")[0].odds == 0
    game.place_odds_bet("Bob", 6, 10)  # down means a fresh place is allowed again
    assert game.chips("Bob") == 80


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda g: g.place_odds_bet("Adam", 6, 10), "Adam has no line bet on 6"),
        (lambda g: g.place_odds_bet("Bob", 8, 10), "Bob has no line bet on 8"),
        (lambda g: g.place_odds_bet("Bob", 7, 10), "odds go on 4, 5, 6, 8, 9 or 10, not 7"),
        (lambda g: g.place_odds_bet("Bob", 6, 0), "amount must be at least \\$1"),
        (lambda g: g.place_odds_bet("Bob", 6, 91), "Bob has only \\$90"),
        (lambda g: g.change_odds_bet("Bob", 6, 10), "no odds on 6 to change"),
        (lambda g: g.change_odds_bet("Bob", 6, -1), "0 or more"),
    ],
)
def test_odds_refusals(game: Game, call, message: str) -> None:  # type: ignore[no-untyped-def]
    pass_point(game, 6)
    before = game.snapshot()
    with pytest.raises(GameError, match=message):
        call(game)
    assert game.snapshot() == before


def test_second_odds_place_is_refused(game: Game) -> None:
    pass_point(game, 6)
    game.place_odds_bet("Bob", 6, 10)
    with pytest.raises(GameError, match="already has \\$10 odds on 6; use changeOddsBet"):
        game.place_odds_bet("Bob", 6, 10)


def test_odds_not_on_a_waiting_come_bet(game: Game) -> None:
    pass_point(game, 6)
    game.place_come_bet("Adam", 10)
    with pytest.raises(GameError, match="Adam has no line bet on 6"):
        game.place_odds_bet("Adam", 6, 10)


def test_change_odds_beyond_rack_is_refused(game: Game) -> None:
    pass_point(game, 6)
    game.place_odds_bet("Bob", 6, 10)
    with pytest.raises(GameError, match="Bob has only \\$80"):
        game.change_odds_bet("Bob", 6, 91)
    game.change_odds_bet("Bob", 6, 90)
    assert game.chips("Bob") == 0


@pytest.mark.parametrize(("point", "cap"), [(4, 30), (10, 30), (5, 40), (9, 40), (6, 50), (8, 50)])
def test_max_odds_three_four_five(point: int, cap: int) -> None:
    game = Game(rules=TableRules(max_odds=OddsCap.parse("3-4-5")))
    game.add_player("Bob", 1000)
    pass_point(game, point)
    with pytest.raises(GameError, match=f"capped at \\${cap} \\(3-4-5x on a \\$10 bet\\)"):
        game.place_odds_bet("Bob", point, cap + 1)
    game.place_odds_bet("Bob", point, cap)
    with pytest.raises(GameError, match="capped"):
        game.change_odds_bet("Bob", point, cap + 1)


def test_max_odds_flat_multiple() -> None:
    game = Game(rules=TableRules(max_odds=OddsCap.parse("2x")))
    game.add_player("Bob", 100)
    pass_point(game, 6)
    with pytest.raises(GameError, match="capped at \\$20 \\(2x"):
        game.place_odds_bet("Bob", 6, 21)


@pytest.mark.parametrize("text", ["", "x", "3-4", "0x", "a-b-c", "3-4-5-6", "1.5x"])
def test_bad_max_odds_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        OddsCap.parse(text)
