"""Bots at the interactive table: seated by addBot, betting before every roll."""

from __future__ import annotations

from pathlib import Path

from crapsrepl import Game
from crapsrepl.console.events import Refusal
from crapsrepl.games.craps.console.controller import CrapsController
from tests.helpers import play


def table(*commands: str) -> CrapsController:
    controller = CrapsController(Game(seed=1))
    for command in commands:
        controller.execute(command)
    return controller


def test_a_bot_bets_before_each_roll_through_the_table() -> None:
    c = table("addPlayer(Bob, 100)", "addBot(Alice, 200, pass-odds)", "placeLineBet(Bob, 10)")
    assert c.game.bets("Alice") == []
    c.execute("roll(6)")
    c.execute("roll(8)")
    (bet,) = c.game.bets("Alice")
    assert (bet.amount, bet.number, bet.odds) == (10, 6, 20)
    assert c.game.chips("Alice") == 170


def test_a_bot_shooter_throws_on_roll() -> None:
    c = table("addBot(Alice, 100, pass-line)", "addPlayer(Bob, 100)")
    assert c.game.shooter == "Alice"
    reply = c.execute("roll(7)")
    assert not reply.refused
    assert c.game.chips("Alice") == 110


def test_a_removed_bot_bets_no_more() -> None:
    c = table("addBot(Alice, 100, pass-line)", "addPlayer(Bob, 100)", "roll(7)")
    c.execute("roll(7)")
    c.execute("roll(2)")
    assert c.game.chips("Alice") == 110
    assert not c.execute("removePlayer(Alice)").refused
    c.execute("placeLineBet(Bob, 5)")
    assert not c.execute("roll(7)").refused
    assert c.game.players == ["Bob"]


def test_a_loaded_table_has_no_bots(tmp_path: Path) -> None:
    saved = tmp_path / "t.json"
    c = table("addBot(Alice, 100, pass-line)", "addPlayer(Bob, 100)", f"save {saved}")
    c.execute(f"load {saved}")
    reply = c.execute("roll(7)")
    assert reply.refused  # Alice is a plain player now: nobody bet her pass line
    assert any(
        "Alice must bet the pass line" in e.message for e in reply.events if isinstance(e, Refusal)
    )


def test_a_bot_may_play_a_wider_table_strategy() -> None:
    reply = table().execute("addBot(Eve, 100, iron-cross)")
    assert not reply.refused


def test_bots_come_back_when_a_journal_is_resumed(tmp_path: Path) -> None:
    from tests.helpers import run_crapsrepl

    journal = tmp_path / "j.txt"
    commands = (
        "addPlayer(Bob, 100)\naddBot(Alice, 200, martingale)\nplaceLineBet(Bob, 5)\nroll(2)\n"
    )
    assert run_crapsrepl("--journal", str(journal), stdin=commands).returncode == 0
    resumed = run_crapsrepl(
        "--resume", str(journal), stdin="placeLineBet(Bob, 5)\nroll(3)\nstatus\n"
    )
    assert "Alice bets $20 on the pass line" in resumed.stdout


def test_a_refused_roll_changes_nothing_with_bots_seated(tmp_path: Path) -> None:
    """The bots bet only on a roll that happens: `roll(13)` is refused before they act, so
    the journal (which keeps only accepted commands) still rebuilds the same table."""
    c = table("addPlayer(Bob, 100)", "addBot(Alice, 200, pass-odds)", "placeLineBet(Bob, 10)")
    before = c.to_document()
    for dice in ("roll(13)", "roll(0, 7)", "roll(1, 2, 3)"):
        reply = c.execute(dice)
        assert reply.refused and not reply.changed
        assert [type(e) for e in reply.events] == [Refusal]
    assert c.to_document() == before
    assert c.game.bets("Alice") == [] and c.game.chips("Alice") == 200


def test_a_refused_roll_takes_back_the_bots_bets_too() -> None:
    """Bob shoots without a line bet, so roll() is refused: the bot's bet made before it
    is taken back with it, live as after a resume."""
    ctl = table("addPlayer(Bob, 100)", "addBot(Alice, 300, pass-line)")
    said = play(ctl, "roll()")
    assert said == [
        "error: Bob must bet the pass line or don't pass before the come-out roll "
        "(or passDice() to hand the dice on)"
    ]
    assert play(ctl, "chips(Alice)") == ["Alice: $300"]
    assert play(ctl, "bets(Alice)") == ["Alice: no bets"]
    play(ctl, "placeLineBet(Bob, 10)")
    assert "Alice bets $10 on the pass line (rack $290)." in play(ctl, "roll(8)")
