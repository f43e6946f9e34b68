"""The lab assignment's worked example, rack by rack."""

from crapsrepl import Game


def test_bob_and_adam_play_as_written() -> None:
    g = Game()
    g.add_player("Bob", 100)
    g.add_player("Adam", 100)
    g.place_line_bet("Bob", 10)
    g.roll(11)
    assert (g.chips("Bob"), g.chips("Adam")) == (110, 100)
    g.place_line_bet("Bob", 15)
    assert g.chips("Bob") == 95
    g.roll(9)
    assert g.point == 9
    g.place_come_bet("Adam", 10)
    assert g.chips("Adam") == 90
    g.roll(6)
    assert [(b.kind.value, b.number, b.amount) for b in g.bets("Adam")] == [("come", 6, 10)]
    assert (g.chips("Bob"), g.chips("Adam")) == (95, 90)
    g.roll(9)
    assert (g.chips("Bob"), g.chips("Adam")) == (125, 90)
    assert g.point is None
    g.place_line_bet("Bob", 25)
    g.roll(7)
    assert (g.chips("Bob"), g.chips("Adam")) == (150, 90)
    assert g.bets("Bob") == [] and g.bets("Adam") == []
    assert g.shooter == "Bob"
