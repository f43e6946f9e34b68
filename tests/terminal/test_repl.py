"""The terminal front end driven through prompt_toolkit's pipe input."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from prompt_toolkit import PromptSession
from prompt_toolkit.application import create_app_session
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.input import PipeInput, create_pipe_input
from prompt_toolkit.output import DummyOutput

from crapsrepl import Game
from crapsrepl.console.games import GAMES
from crapsrepl.games.craps.console.commands import TABLE
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.toolbar import toolbar_text
from crapsrepl.storage.paths import history_file
from crapsrepl.terminal.completer import CommandCompleter
from crapsrepl.terminal.session import StyledSink, make_session, run_interactive

CRAPS = GAMES["craps"]


@pytest.fixture
def typed() -> Iterator[PipeInput]:
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        yield pipe


def session_for(controller: CrapsController, pipe: PipeInput) -> PromptSession[str]:
    return make_session(controller, CRAPS, input=pipe, output=DummyOutput())


def test_typed_commands_play_in_colour_and_ctrl_d_ends(typed: PipeInput) -> None:
    controller = CrapsController(Game())
    printed: list[list[tuple[str, str]]] = []
    typed.send_text("addPlayer(Bob, 100)\rline bob 10\rroll 11\rroll 99\r\x04")

    def keep(text: FormattedText) -> None:
        printed.append([(style, words) for style, words, *_ in text])

    sink = StyledSink(CRAPS.render, keep, style=CRAPS.style)
    assert run_interactive(controller, CRAPS, session_for(controller, typed), sink) == 0
    assert controller.game.chips("Bob") == 110
    lines = [fragment for line in printed for fragment in line]
    assert ("class:win", "Bob wins $10 on the pass line (rack $110).") in lines
    assert ("class:error", "error: a roll totals 2 to 12, not 99") in lines


def test_ctrl_c_drops_the_line_and_the_session_goes_on(typed: PipeInput) -> None:
    controller = CrapsController(Game())
    typed.send_text("addPlayer(Bob, 100)\rplaceLineBet(Bob, 5\x03addPlayer(Adam, 50)\r\x04")
    run_interactive(controller, CRAPS, session_for(controller, typed))
    assert controller.game.players == ["Bob", "Adam"]
    assert controller.game.bets("Bob") == []


def test_quit_ends_the_session(typed: PipeInput) -> None:
    controller = CrapsController(Game())
    typed.send_text("quit\raddPlayer(Bob, 5)\r")
    assert run_interactive(controller, CRAPS, session_for(controller, typed)) == 0
    assert controller.game.players == []


def test_history_is_kept_in_the_state_dir(typed: PipeInput) -> None:
    controller = CrapsController(Game())
    typed.send_text("addPlayer(Bob, 5)\r\x04")
    run_interactive(controller, CRAPS, session_for(controller, typed))
    assert "addPlayer(Bob, 5)" in history_file().read_text()


def completions(text: str, players: list[str] | None = None) -> list[str]:
    completer = CommandCompleter(lambda: players or ["Bob", "Adam"], TABLE)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent())]


PLACE_COMMANDS = [
    "placeLineBet",
    "placeComeBet",
    "placeOddsBet",
    "placeDontPassBet",
    "placeDontComeBet",
    "placePutBet",
    "placeLayOddsBet",
    "placePlaceBet",
    "placeBuyBet",
    "placeLayBet",
    "placeBigBet",
    "placeFieldBet",
    "placePropBet",
    "placeHardwayBet",
    "placeFireBet",
    "placeAtsBet",
]


def test_completes_command_names() -> None:
    assert completions("place") == PLACE_COMMANDS
    assert completions("ro") == ["roll"]
    assert completions("PASSD") == ["passDice"]


def test_completes_player_names_in_player_position() -> None:
    assert completions("placeLineBet(") == ["Bob", "Adam"]
    assert completions("placeLineBet(a") == ["Adam"]
    assert completions("odds b") == ["Bob"]


def test_completes_numbers_where_they_fit() -> None:
    assert completions("placeOddsBet(Bob, ") == ["4", "5", "6", "8", "9", "10"]
    assert completions("roll(1") == ["10", "11", "12"]
    assert completions("placeLineBet(Bob, ") == ["5", "10", "25", "50", "100"]
    assert completions("placePlaceBet(Bob, ") == ["4", "5", "6", "8", "9", "10"]
    assert completions("working(Bob, o") == ["on", "off"]
    assert completions("takeDown(Bob, dont") == ["dontPass", "dontCome"]
    assert completions("addBot(Al, 100, mart") == ["martingale"]
    assert completions("placePropBet(Bob, a") == ["any7", "anyCraps"]
    assert completions("placeAtsBet(Bob, ") == ["all", "tall", "small"]
    assert completions("help pla") == PLACE_COMMANDS
    assert completions("nosuch(") == []


def test_completes_file_names_after_save_and_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "table.json").write_text("{}")
    (tmp_path / "tables").mkdir()
    monkeypatch.chdir(tmp_path)
    assert completions("save ta") == ["ble.json", "bles"]  # what completes the word
    assert completions("load(tables/") == []
    assert completions("save(ta") == ["ble.json", "bles"]


def test_toolbar_shows_point_shooter_and_racks() -> None:
    game = Game()
    assert "no players" in toolbar_text(game)
    game.add_player("Bob", 100)
    game.add_player("Adam", 50)
    game.place_line_bet("Bob", 10)
    game.roll(8)
    assert toolbar_text(game) == " point 8 | shooter Bob | Bob $90  Adam $50"


def test_the_bar_shows_the_command_being_typed_and_what_a_bet_pays() -> None:
    from crapsrepl.terminal.session import bottom_bar, signature_line

    assert signature_line("placeFieldBet(Bob, ", TABLE) == (
        " placeFieldBet(player, amount): one roll: 2,3,4,9,10,11,12 (2 and 12 pay 2:1)"
        "  pays 1:1; 2:1 on 2 and 12 (3:1 on 12 as a table option)"
    )
    assert signature_line("roll 7", TABLE) == (
        " roll([total | die1, die2]): throw: random, a forced total, or both dice"
    )
    assert signature_line("", TABLE) is None and signature_line("nosuch", TABLE) is None
    controller = CrapsController(Game())
    assert bottom_bar("", controller, CRAPS) == controller.status_line()


def test_blackjack_is_coloured_like_craps_wins_green_losses_red() -> None:
    from crapsrepl.games.blackjack.model.events import Busted, HandSettled, Outcome
    from crapsrepl.terminal.style import style_class

    def settled(outcome: Outcome) -> HandSettled:
        return HandSettled("Bob", 1, outcome, 10, 0, 90)

    blackjack = GAMES["blackjack"].style
    assert style_class(settled(Outcome.WIN), blackjack) == "class:win"
    assert style_class(settled(Outcome.BLACKJACK), blackjack) == "class:win"
    assert style_class(settled(Outcome.LOSE), blackjack) == "class:loss"
    assert style_class(settled(Outcome.PUSH), blackjack) == ""
    assert style_class(Busted("Bob", 1, 24), blackjack) == "class:loss"
