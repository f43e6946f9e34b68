"""``undo`` at both tables, and the snapshots that also make every command all or nothing
(bots' bets and the roll they precede are one command)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.model import BlackjackGame
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.model.game import Game
from crapsrepl.storage.journal import Journal, resume
from tests.helpers import play, run_crapsrepl


def test_undo_takes_back_bets_and_seats_in_turn(ctl: CrapsController) -> None:
    assert play(ctl, "placeLineBet(Bob, 10)") == ["Bob bets $10 on the pass line (rack $90)."]
    play(ctl, "addPlayer(Cy, 50)")
    assert play(ctl, "undo") == ["Took back addPlayer(Cy, 50)."]
    assert play(ctl, "undo") == ["Took back placeLineBet(Bob, 10)."]
    assert play(ctl, "chips(Bob)") == ["Bob: $100"] and play(ctl, "bets(Bob)") == ["Bob: no bets"]
    assert "Cy" not in ctl.players()


def test_undo_stops_at_the_roll_and_says_why(ctl: CrapsController) -> None:
    play(ctl, "placeLineBet(Bob, 10)")
    play(ctl, "roll(6)")
    assert play(ctl, "undo") == ["error: nothing to undo: the dice have rolled since"]
    play(ctl, "placeOddsBet(Bob, 6, 20)")
    assert play(ctl, "undo") == ["Took back placeOddsBet(Bob, 6, 20)."]
    assert play(ctl, "undo") == ["error: nothing to undo: the dice have rolled since"]
    assert play(ctl, "chips(Bob)") == ["Bob: $90"] and play(ctl, "point()") == ["point: 6"]


def test_undo_with_nothing_done_and_after_views_and_refusals(ctl: CrapsController) -> None:
    fresh = CrapsController(Game(seed=1))
    assert play(fresh, "undo") == ["error: nothing to undo: nothing has changed the table yet"]
    play(ctl, "placeLineBet(Bob, 10)")
    play(ctl, "status")
    play(ctl, "placeLineBet(Bob, 1000)")  # refused: not something to take back
    assert play(ctl, "undo") == ["Took back placeLineBet(Bob, 10)."]


def test_undo_after_a_load_is_refused(ctl: CrapsController, tmp_path: Path) -> None:
    play(ctl, f"save {tmp_path / 't.json'}")
    play(ctl, "placeLineBet(Bob, 10)")
    play(ctl, f"load {tmp_path / 't.json'}")
    assert play(ctl, "undo") == ["error: nothing to undo: a table has been loaded since"]


def blackjack() -> BlackjackController:
    controller = BlackjackController(BlackjackGame(seed=4))
    controller.execute("addPlayer(Bob, 100)")
    return controller


def test_undo_at_blackjack_takes_back_a_bet_but_not_a_deal() -> None:
    table = blackjack()
    play(table, "bet(Bob, 10)", "blackjack")
    assert play(table, "undo", "blackjack") == ["Took back bet(Bob, 10)."]
    assert play(table, "chips(Bob)", "blackjack") == ["100"]
    play(table, "bet(Bob, 10)", "blackjack")
    play(table, "deal()", "blackjack")
    assert play(table, "undo", "blackjack") == [
        "error: nothing to undo: cards have been dealt since"
    ]


def test_undo_puts_back_the_same_shoe() -> None:
    """Taking back a bet is not a reshuffle: the next deal is the one it would have been."""
    undone, straight = blackjack(), blackjack()
    for line in ("bet(Bob, 10)", "undo", "bet(Bob, 10)", "deal()"):
        undone.execute(line)
    for line in ("bet(Bob, 10)", "deal()"):
        straight.execute(line)
    assert undone.execute("status") == straight.execute("status")


def test_undo_is_journaled_and_resumes_the_same(tmp_path: Path) -> None:
    path = tmp_path / "session.jsonl"
    script = "addPlayer(Bob, 100)\nplaceLineBet(Bob, 10)\naddPlayer(Cy, 50)\nundo\n"
    run_crapsrepl("--seed", "2", "--journal", str(path), stdin=script)
    result = run_crapsrepl("--resume", str(path), stdin="status\nundo\nchips(Bob)\n")
    assert "Cy" not in result.stdout
    assert result.stdout.splitlines()[-1] == "Bob: $100"


@pytest.mark.parametrize("line", ["save /tmp/x.json", "load /tmp/x.json", "status", "quit"])
def test_a_journal_replays_only_commands_that_change_the_table(
    tmp_path: Path, line: str, ctl: CrapsController
) -> None:
    """A genuine journal never holds a save (or a load, a view, quit): a forged one that
    does is refused before anything is replayed, so it cannot write a file."""
    from crapsrepl.console.games import restore
    from crapsrepl.storage.journal import JournalError

    path = tmp_path / "j.jsonl"
    journal = Journal.start(path, ctl)
    journal.close()
    target = tmp_path / "victim.json"
    target.write_text("precious")
    with path.open("a") as out:
        out.write('{"command": "placeLineBet(Bob, 10)"}\n')
        out.write(json.dumps({"command": line.replace("/tmp/x.json", str(target))}) + "\n")
    with pytest.raises(JournalError, match="not a command that changes a table"):
        resume(path, restore)
    assert target.read_text() == "precious"


STACK = "shoe(" + ", ".join(["A", "K", "9", "7", "2", "3"] * 40) + ")"


def test_a_snapshot_copies_what_a_command_changes_not_the_stacked_cards() -> None:
    """Undo's snapshot before a command stays the same size however many cards a script
    has stacked: 240 more cards a line were pickled whole before every command (a hundred
    lines took 7-11 s of CPU, twice the lines 3.1-3.5 times the work)."""
    table = blackjack()
    sizes = {}
    for line in range(1, 201):
        assert not table.execute(STACK).refused
        if line in (10, 100, 200):
            sizes[line] = table.history.pop().size
    assert sizes[200] - sizes[10] <= 16, sizes
    assert len(table.game.shoe.stacked) == 200 * 240


def test_undo_of_a_stacked_line_takes_back_its_cards_and_keeps_the_ones_before() -> None:
    """The stacked cards a snapshot shares are never changed under it: undo puts back
    exactly the cards stacked before, and dealing from them leaves the snapshot alone."""
    table = blackjack()
    play(table, "shoe(9s, 8s, 7s, 6s)", "blackjack")
    play(table, "shoe(As, As)", "blackjack")
    assert play(table, "undo", "blackjack") == ["Took back shoe(As, As)."]
    play(table, "bet(Bob, 10)", "blackjack")
    play(table, "deal()", "blackjack")
    assert play(table, "hand(Bob)", "blackjack") == ["16"]  # 9s and 7s
    assert play(table, "dealer()", "blackjack") == ["8s ?: 8"]
