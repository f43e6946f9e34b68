"""docs/rules.md, "Players and chips" and "The shooter": seats, racks and rotation."""

import pytest

from crapsrepl import Game, GameError
from crapsrepl.games.craps.model.events import ShooterChanged


def test_first_seated_is_the_shooter() -> None:
    g = Game()
    assert g.shooter is None
    events = g.add_player("Bob", 100)
    assert g.shooter == "Bob" and ShooterChanged("Bob", None) in events
    g.add_player("Adam", 50)
    assert g.shooter == "Bob" and g.players == ["Bob", "Adam"]


@pytest.mark.parametrize("name", ["B", "bob_2", "Ann-Marie", "J.R.", "A" * 20])
def test_good_names(name: str) -> None:
    Game().add_player(name, 10)


@pytest.mark.parametrize(
    "name", ["", "2bob", "_x", "Bo b", "Bob!", "A" * 21, "Zoë", "\x1b[31m", "B\x00"]
)
def test_bad_names_are_refused(name: str) -> None:
    g = Game()
    with pytest.raises(GameError):
        g.add_player(name, 10)
    assert g.players == []


def test_names_are_unique_ignoring_case_and_printed_as_first_written(game: Game) -> None:
    with pytest.raises(GameError, match="Bob is already seated"):
        game.add_player("BOB", 10)
    game.place_line_bet("bOb", 10)
    assert game.bets("BOB")[0].amount == 10
    assert game.shooter == "Bob"


@pytest.mark.parametrize("chips", [0, -5])
def test_chips_at_least_one(chips: int) -> None:
    with pytest.raises(GameError, match="chips must be at least \\$1"):
        Game().add_player("Bob", chips)


def test_unknown_player_is_refused(game: Game) -> None:
    with pytest.raises(GameError, match="no player named Carl is seated"):
        game.place_line_bet("Carl", 10)


def test_bet_over_rack_is_refused(game: Game) -> None:
    with pytest.raises(GameError, match="Bob has only \\$100"):
        game.place_line_bet("Bob", 101)
    game.place_line_bet("Bob", 100)
    assert game.chips("Bob") == 0


@pytest.mark.parametrize("amount", [0, -10])
def test_amount_must_be_positive(game: Game, amount: int) -> None:
    with pytest.raises(GameError, match="amount must be at least \\$1"):
        game.place_line_bet("Bob", amount)


def test_no_players_seated() -> None:
    g = Game()
    for call in (g.roll, g.pass_dice):
        with pytest.raises(GameError, match="no players seated"):
            call()


def test_seven_out_rotates_in_seating_order_and_wraps(game: Game) -> None:
    game.add_player("Cy", 100)
    order = []
    for _ in range(4):
        shooter = game.shooter
        assert shooter is not None
        order.append(shooter)
        game.place_line_bet(shooter, 5)
        game.roll(4)
        game.roll(7)
    assert order == ["Bob", "Adam", "Cy", "Bob"]


def test_other_round_ends_keep_the_shooter(game: Game) -> None:
    for total in (7, 2):
        game.place_line_bet("Bob", 5)
        game.roll(total)
    game.place_line_bet("Bob", 5)
    game.roll(4)
    game.roll(4)
    assert game.shooter == "Bob"


def test_pass_dice_between_rounds(game: Game) -> None:
    assert game.pass_dice() == [ShooterChanged("Adam", "Bob")]
    game.pass_dice()
    assert game.shooter == "Bob"


def test_pass_dice_refused_while_point_is_on(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(9)
    with pytest.raises(GameError, match="the point is 9: the dice pass only between rounds"):
        game.pass_dice()
    assert game.shooter == "Bob"


def test_lone_player_keeps_the_dice_after_seven_out() -> None:
    g = Game()
    g.add_player("Bob", 100)
    g.place_line_bet("Bob", 10)
    g.roll(5)
    assert ShooterChanged("Bob", "Bob") in g.roll(7)


def test_late_player_joins_end_of_rotation(game: Game) -> None:
    game.place_line_bet("Bob", 10)
    game.roll(5)
    game.add_player("Cy", 100)
    game.roll(7)
    game.place_line_bet("Adam", 10)
    game.roll(5)
    game.roll(7)
    assert game.shooter == "Cy"


def test_remove_player_refused_with_bets(game: Game) -> None:
    game.place_line_bet("Adam", 10)
    with pytest.raises(GameError, match="Adam still has bets on the table"):
        game.remove_player("Adam")


def test_removing_the_shooter_passes_the_dice(game: Game) -> None:
    game.add_player("Cy", 100)
    events = game.remove_player("Bob")
    assert game.shooter == "Adam" and ShooterChanged("Adam", "Bob") in events
    game.pass_dice()
    assert game.shooter == "Cy"
    game.remove_player("Cy")  # last seat: wraps to the first
    assert game.shooter == "Adam"
    game.remove_player("Adam")
    assert game.shooter is None and game.players == []


def test_removing_someone_before_the_shooter_keeps_the_shooter(game: Game) -> None:
    game.pass_dice()
    game.remove_player("Bob")
    assert game.shooter == "Adam"


def test_leaving_takes_the_rack_home(game: Game) -> None:
    game.place_line_bet("Adam", 10)
    game.place_line_bet("Bob", 10)
    game.roll(7)
    game.remove_player("Adam")
    assert game.chips_accounted() == (200, 200)
    with pytest.raises(GameError):
        game.chips("Adam")


def test_table_limits() -> None:
    from crapsrepl import TableRules

    g = Game(rules=TableRules(table_min=5, table_max=20))
    g.add_player("Bob", 100)
    with pytest.raises(GameError, match="table minimum is \\$5"):
        g.place_line_bet("Bob", 4)
    g.place_line_bet("Bob", 15)
    with pytest.raises(GameError, match="table maximum is \\$20"):
        g.place_line_bet("Bob", 6)
    assert g.chips("Bob") == 85


def test_lone_player_may_pass_the_dice_to_themselves() -> None:
    g = Game()
    g.add_player("Bob", 100)
    assert g.pass_dice() == [ShooterChanged("Bob", "Bob")]
    assert g.shooter == "Bob"
