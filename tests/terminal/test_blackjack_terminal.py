"""The terminal pieces for blackjack: completion from its command table, the toolbar."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from crapsrepl.console.blackjack.controller import BlackjackController
from crapsrepl.console.games import GAMES
from crapsrepl.terminal.completer import CommandCompleter
from tests.helpers import blackjack_table


def completions(text: str) -> list[str]:
    binding = GAMES["blackjack"].binding()
    completer = CommandCompleter(lambda: ["Bob", "Al"], binding.commands)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


def test_completes_blackjack_commands_and_players() -> None:
    assert completions("s") == ["stand", "split", "surrender", "shoe", "save", "status", "screen"]
    assert completions("double(") == ["Bob", "Al"]
    assert completions("placeL") == []


def test_toolbar_shows_the_up_card_each_hand_and_racks() -> None:
    game = blackjack_table("A 9 8 8", {"Bob": 10})
    controller = BlackjackController(game)
    assert controller.status_line() == " dealer - | Bob $990"
    game.deal()
    assert controller.status_line() == " dealer 9 up (9) | Bob $990 [19 soft]"
    game.stand("Bob")
    assert controller.status_line() == " dealer 17 | Bob $1010 [19 soft]"


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
