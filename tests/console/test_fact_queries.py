"""The built-in engine answers the graders' fact queries, one line each, changing nothing."""

from __future__ import annotations

from crapsrepl import Game
from crapsrepl.games.craps.console.controller import CrapsController
from tests.helpers import play


def test_queries_answer_one_line_each() -> None:
    table = CrapsController(Game())
    assert play(table, "shooter()") == ["shooter: none"]
    for line in ("addPlayer(Bob, 100)", "addPlayer(Adam, 100)", "placeLineBet(Bob, 10)"):
        play(table, line)
    assert play(table, "point()") == ["point: off"]
    assert play(table, "bets(Bob)") == ["Bob: pass $10"]
    play(table, "roll(6)")
    play(table, "placeOddsBet(Bob, 6, 20)")
    play(table, "placeComeBet(Adam, 5)")
    assert play(table, "chips(bob)") == ["Bob: $70"]
    assert play(table, "point()") == ["point: 6"]
    assert play(table, "shooter()") == ["shooter: Bob"]
    assert play(table, "bets(Bob)") == ["Bob: pass 6 $10 odds $20"]
    assert play(table, "bets(Adam)") == ["Adam: come $5"]
    play(table, "roll(9)")
    assert play(table, "bets(Adam)") == ["Adam: come 9 $5"]
    assert play(table, "bets(Adam)") == play(table, "bets Adam")


def test_queries_change_nothing_and_refuse_unknown_players() -> None:
    table = CrapsController(Game())
    play(table, "addPlayer(Bob, 100)")
    before = table.game.snapshot()
    reply = table.execute("chips(Zed)")
    assert reply.refused and play(table, "bets(Zed)")[0].startswith("error: ")
    assert not table.execute("chips(Bob)").changed
    assert table.game.snapshot() == before
