"""The terminal pieces for blackjack: completion from its command table, the toolbar."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect
import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from crapsrepl.console.games import GAMES
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.terminal.completer import CommandCompleter
from tests.helpers import blackjack_table


def completions(text: str) -> list[str]:
    binding = GAMES["blackjack"]
    completer = CommandCompleter(lambda: ["Bob", "Al"], binding.commands)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


def test_completes_blackjack_commands_and_players() -> None:
    assert completions("s") == ["stand", "split", "surrender", "shoe", "save", "status", "screen"]
    assert completions("double(") == ["Bob", "Al"]
    assert completions("placeL") == []


def test_toolbar_shows_the_up_card_each_hand_and_racks() -> None:
    game = blackjack_table("A 9 8 8", {"Bob": 10})
    controller = BlackjackController(game)
    assert controller.status_line() == " dealer - | Bob $990 bet $10"
    game.deal()
    assert controller.status_line() == " Bob to play | dealer 9 up | Bob $990 [▸19 soft]"
    game.stand("Bob")
    assert controller.status_line() == " dealer 17 last round | Bob $1010"


def test_blackjack_at_a_real_terminal(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), PROMPT_TOOLKIT_NO_CPR="1")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "crapsrepl", "blackjack", "--players", "Bob:100", "--shoe", "10 9 8 8"],
        env=env,
        encoding="utf-8",
        timeout=30,
        dimensions=(30, 120),
    )
    try:
        child.expect_exact("blackjack>")
        child.send("bet(Bob, 10)\r")
        child.expect_exact("Bob bets $10 (rack $90).")
        child.send("deal()\r")
        child.expect_exact("The dealer takes a hole card.")
        child.send("stand(Bob)\r")
        child.expect_exact("Bob wins $10 (rack $110).")
        child.expect_exact("blackjack>")
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        if child.isalive():
            child.terminate(force=True)


def test_one_key_plays_for_the_player_to_act_and_is_kept_whole(tmp_path: Path) -> None:
    """`h` then Enter at Bob's turn is `hit(Bob)`: shown, played and journaled whole; a key
    alone does nothing, and once no hand waits a letter is what the command table says (`t`,
    table)."""
    from .test_terminal import see

    journal = tmp_path / "j.jsonl"
    env = dict(os.environ)
    env.update(TERM="xterm", XDG_STATE_HOME=str(tmp_path), PROMPT_TOOLKIT_NO_CPR="1")
    shoe = "5h 9s 6c 7d 9c 4s 2d"
    child = pexpect.spawn(
        sys.executable,
        [
            "-m",
            "crapsrepl",
            "blackjack",
            "--players",
            "Bob:100",
            "--shoe",
            shoe,
            "--journal",
            str(journal),
        ],
        env=env,
        encoding="utf-8",
        timeout=60,
        dimensions=(30, 120),
    )
    try:
        see(child, "blackjack>")
        child.send("bet(Bob, 10)\r")
        see(child, "Bob bets $10 (rack $90).")
        see(child, "blackjack>")
        child.send("deal()\r")
        see(child, "Bob to play on 11.")
        see(child, "blackjack>")
        child.send("h")  # alone, a key is a letter on the line
        see(child, "h")
        child.send("\r")
        see(child, "hit(Bob)")
        see(child, "Bob gets 9c: 20.")
        see(child, "blackjack>")
        child.send(" S \r")
        see(child, "stand(Bob)")
        see(child, "Bob stands on 20.")
        see(child, "blackjack>")
        child.send("t\r")  # no hand waits: `t` is the table's alias
        see(child, "╭─ dealer")
        child.send("quit\r")
        child.expect(pexpect.EOF)
    finally:
        if child.isalive():
            child.terminate(force=True)
    lines = journal.read_text().splitlines()
    # every command is kept whole, as played: the keys' hit and stand too (the journal's
    # first table keeps the shoe sealed, so the deal and the draws replay from it)
    assert [line for line in lines if '"command"' in line] == [
        '{"command":"bet(Bob, 10)"}',
        '{"command":"deal()"}',
        '{"command":"hit(Bob)"}',
        '{"command":"stand(Bob)"}',
    ]
    assert sum('"table"' in line for line in lines) == 1


def test_the_bar_says_which_keys_play_and_what_enter_will_play() -> None:
    from crapsrepl.terminal.keys import keys_hint
    from crapsrepl.terminal.session import bottom_bar

    binding = GAMES["blackjack"]
    controller = BlackjackController(blackjack_table("5 9 6 7", {"Bob": 10}))
    assert bottom_bar("", controller, binding) == " dealer - | Bob $990 bet $10"
    assert bottom_bar("h", controller, binding).startswith(" help([command]):")
    controller.execute("deal()")
    keys = " one key, then Enter: d double  h hit  s stand"  # no split on 5-6, no surrender
    assert bottom_bar("", controller, binding) == (
        f" Bob to play | dealer 9 up | Bob $990 [▸11]\n{keys}"
    )
    assert bottom_bar(" H ", controller, binding) == " Enter plays hit(Bob)"
    insured = BlackjackController(blackjack_table("5 A 5 7", {"Bob": 10}, late_surrender=True))
    insured.execute("deal()")
    assert keys_hint(insured.quick_line, 80) == (
        " ⏎: d double  h hit  i insurance  n noInsurance  p split  s stand  u surrender"
    )
    assert keys_hint(insured.quick_line, 120) == (
        " one key, then Enter: d double  h hit  i insurance  n noInsurance  p split  s stand"
        "  u surrender"
    )
    assert bottom_bar("hint", controller, binding).startswith(" hint([p], [ev|cards]): ")


def test_a_key_on_the_line_shows_no_suggestion_from_the_history(tmp_path: Path) -> None:
    """`hint` was typed before: `h` alone must not show `hint` in grey while Enter hits."""
    from .test_drawn_table_on_screen import pytestmark as needs_tmux
    from .test_drawn_table_on_screen import screen_after, tmux
    from .test_screen import start, type_in

    if needs_tmux.args[0]:
        pytest.skip(needs_tmux.kwargs["reason"])
    session = f"crapsrepl-suggest-{os.getpid()}"
    try:
        start(session, tmp_path, 100, 30, "blackjack", "--no-journal", "--players", "Bob:100")
        type_in(session, "bet(Bob, 10)", "shoe(5, 9, 6, 7)", "deal()", "hint")
        screen_after(session, "Bob: double")
        tmux("send-keys", "-t", session, "-l", "h")
        lines = screen_after(session, "Enter plays hit(Bob)")
        assert "blackjack> h" in lines and not any("blackjack> hint" in x for x in lines[-5:])
    finally:
        tmux("kill-session", "-t", session, check=False)
