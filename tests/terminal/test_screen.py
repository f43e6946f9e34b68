"""The full-screen table at a real terminal (tmux, the screen read back): the layout on
top changing after every command, racks with sparklines, the log below with dice faces,
`screen off` back to the line mode, and a terminal too small falling back with a message."""

from __future__ import annotations

import shlex
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from crapsrepl import Game
from crapsrepl.console.games import GAMES
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.terminal.screen import Screen, fits, screen_switch
from crapsrepl.terminal.screen_log import LOG_KEPT, SHOWN, ScreenLog, sparkline
from crapsrepl.version import __version__

from .test_drawn_table_on_screen import CLEAN_ENV, screen_after, tmux
from .test_drawn_table_on_screen import pytestmark as needs_tmux

CRAPS = GAMES["craps"]


def seated() -> CrapsController:
    controller = CrapsController(Game())
    controller.execute("addPlayer(Bob, 100)")
    controller.execute("addPlayer(Ann, 100)")
    return controller


def test_sparkline_runs_from_the_lowest_to_the_highest() -> None:
    assert sparkline([100, 90, 110, 130]) == "▂▁▄█"
    assert sparkline([50, 50]) == "▁▁" and sparkline([]) == ""
    assert len(sparkline(list(range(40)), width=16)) == 16


def test_only_screen_on_and_off_switch_and_small_terminals_do_not_fit() -> None:
    craps = GAMES["craps"]
    assert [screen_switch(line, craps) for line in ("screen", "screen on", "SCREEN(off)")] == [
        True,
        True,
        False,
    ]
    assert screen_switch("screen sideways", craps) is None
    assert screen_switch("status", craps) is None and screen_switch("((", craps) is None
    assert fits(80, 30) and not fits(79, 40) and not fits(120, 29)
    assert fits(80, 30, table_rows=22) and not fits(80, 30, table_rows=23)  # 4 rows of log
    assert fits(80, 40, table_rows=32)


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    session = f"crapsrepl-{uuid.uuid4().hex[:8]}"
    yield session, tmp_path
    tmux("kill-session", "-t", session, check=False)


def start(
    session: str, state: Path, columns: int, rows: int, *words: str, folder: Path | None = None
) -> None:
    """crapsrepl in a new tmux window of that size, in ``folder`` (by default ``state``)."""
    command = " ".join(shlex.quote(w) for w in [sys.executable, "-m", "crapsrepl", *words])
    env = f"{CLEAN_ENV} XDG_STATE_HOME={shlex.quote(str(state))} TERM=xterm"
    shell = f"{env} {command}; sleep 60"  # the pane stays to be read after the program ends
    size = ["-x", str(columns), "-y", str(rows)]
    tmux("new-session", "-d", "-s", session, "-c", str(folder or state), *size, shell)


def type_in(session: str, *lines: str) -> None:
    for line in lines:
        tmux("send-keys", "-t", session, "-l", line)
        tmux("send-keys", "-t", session, "Enter")


@needs_tmux
def test_the_full_screen_table_changes_after_every_command(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "--screen", "--seed", "3", "--players", "Bob:100,Ann:100")
    screen_after(session, "point off ○")
    type_in(session, "placeLineBet(Bob, 10)", "roll(4, 4)")
    lines = screen_after(session, "Hard eight!")
    assert "│ point ● ON 8   shooter Bob" in lines[1]
    assert any(line.startswith("│ pass line  B10") for line in lines)
    assert any("⚃ ⚃  Bob rolls 4 + 4 = 8. Hard eight!" in line for line in lines)
    assert any(line.startswith("Bob $90 ") and "Ann $100" in line for line in lines)
    type_in(session, "screen off")
    screen_after(session, "craps>")
    type_in(session, "chips(Bob)")
    screen_after(session, "Bob: $90")


@needs_tmux
def test_screen_on_opens_it_from_the_line_mode(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "--no-journal", "--players", "Bob:100")
    screen_after(session, "craps>")
    type_in(session, "screen on")
    lines = screen_after(session, "point off ○")
    assert lines[0].startswith("╭")
    type_in(session, "quit")
    screen_after(session, "Session summary:")


@needs_tmux
def test_a_terminal_too_small_falls_back_to_the_line_mode(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 70, 24, "--screen", "--no-journal")
    screen_after(session, "needs 80x30; this terminal is 70x24:")
    type_in(session, "addPlayer(Cy, 5)")
    screen_after(session, "Cy sits down with $5.")


@needs_tmux
def test_blackjack_at_full_screen_with_one_key_play(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    shoe = "5h 9s 6c 7d 9c"
    start(
        session,
        state,
        100,
        40,
        "blackjack",
        "--screen",
        "--no-journal",
        "--players",
        "Ann:100",
        "--shoe",
        shoe,
    )
    screen_after(session, "╭─ dealer")
    type_in(session, "bet(Ann, 10)", "deal()")
    screen_after(session, "Ann to play on 11.")
    screen_after(session, " one key, then Enter: d double  h hit  s stand ")  # 5-6: no split
    tmux("send-keys", "-t", session, "-l", "h")
    screen_after(session, " Enter plays hit(Ann)")
    tmux("send-keys", "-t", session, "Enter")
    lines = screen_after(session, "Ann gets 9c: 20.")
    assert "│ 9♠ ▒▒   (9 showing)" in lines[1]  # the hole card stays face down
    assert any("blackjack> hit(Ann)" in line for line in lines)
    assert any("[5♥ 6♣ 9♣]  20  $10" in line for line in lines)


@needs_tmux
def test_the_log_shows_every_line_of_a_roll_at_80x30(terminal: tuple[str, Path]) -> None:
    """The table whole on top and, under it, the roll's command and every line it printed
    (the log filled 2 of its 6 rows: the dice and the payouts were never seen)."""
    session, state = terminal
    commands = [
        "placeLineBet(Bob, 10)",
        "roll(6)",
        "placeFieldBet(Ann, 5)",
        "placeHardwayBet(Ann, 8, 5)",
        "placePropBet(Ann, any7, 5)",
        "placeComeBet(Ann, 10)",
        "roll(4, 4)",
    ]
    controller = seated()
    for line in commands[:-1]:
        controller.execute(line)
    assert CRAPS.screen_render is not None
    printed = [t for e in controller.execute(commands[-1]).events for t in CRAPS.screen_render(e)]
    assert len(printed) == 5
    start(session, state, 80, 30, "--screen", "--no-journal", "--players", "Bob:100,Ann:100")
    screen_after(session, "point off ○")
    type_in(session, *commands)
    lines = screen_after(session, printed[-1])
    assert lines[:19] == controller.draw()
    assert lines[20].startswith("─") and lines[-2].startswith("── Tab completes")
    assert lines[-8:-2] == ["craps> roll(4, 4)", *printed]  # the last 6 of the log's 7 rows
    assert lines[-9] == "Ann bets $10 on the come line (rack $75)."


@needs_tmux
def test_a_resize_too_small_goes_to_the_line_mode_and_back(terminal: tuple[str, Path]) -> None:
    """Shrunk below 80x30 the screen hands over to the line mode (it cut the table); grown
    again the table is back, with the log and the sparklines of both modes."""
    session, state = terminal
    start(session, state, 100, 40, "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "point off ○")
    type_in(session, "placeLineBet(Bob, 10)")
    screen_after(session, "Bob $90 █▁")
    tmux("resize-window", "-t", session, "-x", "70", "-y", "24")
    screen_after(session, "needs 80x30; this terminal is 70x24:")
    screen_after(session, "  that big.")  # wrapped at a space
    type_in(session, "placeFieldBet(Bob, 5)")
    screen_after(session, "Bob bets $5 on the field (rack $85).")
    tmux("resize-window", "-t", session, "-x", "100", "-y", "40")
    lines = screen_after(session, " Tab completes")
    assert lines[0].startswith("╭") and any("│ field      B5" in line for line in lines)
    assert "craps> placeLineBet(Bob, 10)" in lines and "craps> placeFieldBet(Bob, 5)" in lines
    assert f"Bob $85 {sparkline([100, 90, 85])}" in lines


@needs_tmux
def test_screen_off_and_on_keeps_the_log_and_the_sparklines(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "point off ○")
    type_in(session, "placeLineBet(Bob, 10)", "screen off", "placeFieldBet(Bob, 5)")
    screen_after(session, f"crapsrepl {__version__}: type help")  # the line mode's
    screen_after(session, "Bob bets $5 on the field (rack $85).")
    type_in(session, "screen on")
    lines = screen_after(session, " Tab completes")  # the screen's
    assert "craps> placeLineBet(Bob, 10)" in lines
    assert "Bob bets $5 on the field (rack $85)." in lines
    assert f"Bob $85 {sparkline([100, 90, 85])}" in lines


@needs_tmux
def test_tab_shows_a_completion_menu_at_the_screen(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 100, 40, "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "point off ○")
    tmux("send-keys", "-t", session, "-l", "placeO")
    tmux("send-keys", "-t", session, "Tab")
    screen_after(session, "craps> placeOddsBet")
    tmux("send-keys", "-t", session, "C-u")
    tmux("send-keys", "-t", session, "-l", "pla")
    tmux("send-keys", "-t", session, "Tab")
    lines = screen_after(session, "placeDontComeBet")
    assert sum("placeComeBet" in line or "placeOddsBet" in line for line in lines) == 2


def test_the_racks_history_keeps_what_the_sparklines_show() -> None:
    """Issue 30 (I): one rack a player a command was kept for ever (120,004 values after
    30,000 commands); now what a sparkline shows, for the players still seated, and a
    value only when a rack changed."""
    log = ScreenLog(CRAPS.render)
    for count in range(30_000):
        log.note_racks({"Bob": 100 + count % 7, "Ann": 50, "Cy": 10, "Di": 5})
    assert log.kept() == 4 * SHOWN
    assert list(log.chips["Bob"]) == [100 + c % 7 for c in range(30_000 - SHOWN, 30_000)]
    log.note_racks({"Bob": 1})
    assert log.kept() == SHOWN and set(log.chips) == {"Bob"}
    log.note_racks({"Bob": 1})  # nothing changed: a view, a refusal
    assert list(log.chips["Bob"])[-2:] == [100 + 29_999 % 7, 1]


def test_the_screen_keeps_a_bounded_history_over_hundreds_of_commands() -> None:
    """The screen itself, typed at through a pipe: 600 commands, 2 players, a rack
    changed by each."""
    controller = seated()
    log = ScreenLog(CRAPS.render)
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        bet = "placePlaceBet(Bob, 6, 6)\rtakeDown(Bob, place, 6)\r"
        pipe.send_text(bet * 300 + "quit\r")
        assert Screen(controller, CRAPS, log).run() == 0
    assert log.kept() == 2 * SHOWN and list(log.chips["Bob"])[-2:] == [94, 100]
    assert len(log.lines) == 2 * 600 + 1  # each command and its line, and quit


def test_the_log_keeps_its_last_lines() -> None:
    log = ScreenLog(CRAPS.render)
    for count in range(30_000):
        log.say(f"line {count}")
    assert len(log.lines) == LOG_KEPT and log.lines[-1][1] == "line 29999"


@needs_tmux
def test_screen_off_in_the_line_mode_keeps_the_screen_closed(terminal: tuple[str, Path]) -> None:
    session, state = terminal
    start(session, state, 70, 24, "--screen", "--no-journal", "--players", "Bob:100")
    screen_after(session, "needs 80x30; this terminal is 70x24:")
    type_in(session, "screen off")
    screen_after(session, "The full-screen table stays closed; `screen on` opens it.")
    tmux("resize-window", "-t", session, "-x", "100", "-y", "40")
    type_in(session, "screen off")
    screen_after(session, "The full-screen table is closed already;")
    type_in(session, "chips(Bob)")
    lines = screen_after(session, "Bob: $100")
    assert not any(line.startswith("╭") for line in lines)


def test_the_log_lays_out_only_the_rows_a_window_shows() -> None:
    """A redraw of the full screen laid out the whole log, 2000 lines kept: tens of
    milliseconds each time. Now the rows the window shows, scrolled back or not, and
    scrolled past the first row, the first rows."""
    log = ScreenLog(CRAPS.render)
    for count in range(LOG_KEPT):
        log.say(f"line {count}")

    def rows(back: int) -> list[str]:
        return "".join(text for _, text, *_ in log.text(80, back, 7)).split("\n")

    assert rows(0) == [f"line {count}" for count in range(LOG_KEPT - 7, LOG_KEPT)]
    assert rows(10)[-1] == f"line {LOG_KEPT - 11}" and log.back == 10
    assert rows(10**6) == [f"line {count}" for count in range(7)]
    assert log.back == LOG_KEPT - 7
