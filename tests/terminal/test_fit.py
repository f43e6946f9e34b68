"""Lines fitted to the terminal's width (terminal/fit.py): help wrapped under its summary
column instead of by the terminal mid-word (`[prop]` split at 110 columns), a drawn table
too wide for the window replaced by a line saying what it needs."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from crapsrepl import Game
from crapsrepl.console.events import HelpText, TableDrawn
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.craps.console.commands import TABLE
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.terminal.fit import NARROWEST, fit, width, wrap
from tests.helpers import blackjack_table

HELP = TABLE.help_lines()
SUMMARY = HELP[2].index("seat a player")  # help's summary column


def help_at(columns: int) -> list[str]:
    return fit(HelpText(tuple(HELP)), HELP, columns)


def words(lines: list[str]) -> list[str]:
    return " ".join(lines).split()


@pytest.mark.parametrize("columns", [80, 110])
def test_help_fits_the_window_and_loses_no_word(columns: int) -> None:
    assert max(width(line) for line in HELP) > columns  # the terminal would have wrapped it
    shown = help_at(columns)
    assert max(width(line) for line in shown) <= columns
    assert words(shown) == words(HELP)


def test_help_wraps_under_its_summary_column_and_keeps_alias_lists_whole() -> None:
    at_110 = help_at(110)
    prop = next(i for i, line in enumerate(at_110) if line.startswith("  placePropBet("))
    assert at_110[prop].endswith("hop, d1, d2")
    assert at_110[prop + 1] == " " * SUMMARY + "[prop]"
    bot = next(i for i, line in enumerate(at_110) if line.startswith("  addBot("))
    assert at_110[bot + 1] == " " * SUMMARY + "[bot]"
    at_80 = help_at(80)
    dice = next(i for i, line in enumerate(at_80) if line.startswith("  passDice()"))
    assert at_80[dice + 1] == " " * SUMMARY + "[pd, next]"  # not "[pd," then "next]"
    continued = [line for line in at_80 if line.startswith(" " * SUMMARY)]
    assert len(continued) > 10 and all(line[SUMMARY] != " " for line in continued)


def craps_table() -> list[str]:
    controller = CrapsController(Game(seed=1))
    for line in ["addPlayer(Bob, 100)", "placeLineBet(Bob, 10)", "roll(6)"]:
        controller.execute(line)
    return controller.draw()


def blackjack_table_drawn() -> list[str]:
    game = blackjack_table("10 9 6 7", {"Bob": 10})
    game.deal()
    return BlackjackController(game).draw()


@pytest.mark.parametrize("drawn", [craps_table, blackjack_table_drawn])
def test_a_drawn_table_too_wide_for_the_window_says_what_it_needs(
    drawn: Callable[[], list[str]],
) -> None:
    lines = drawn()
    event = TableDrawn(tuple(lines))
    assert fit(event, lines, 80) == lines  # whole at 80: nothing changed
    need = max(width(line) for line in lines)
    assert need == 80
    assert fit(event, lines, 70) == [
        "The drawn table needs 80 columns and this window has 70: widen it, or",
        "  type status for the same as text.",
    ]  # the message itself fits the window it is about


def test_a_line_that_fits_is_unchanged_and_one_too_long_is_cut_only_between_words() -> None:
    line = "Bob wins $10 on the pass line (rack $110)."
    assert fit(object(), [line], 42) == [line]
    assert fit(object(), [line], 30) == ["Bob wins $10 on the pass line", "  (rack $110)."]


def test_a_word_wider_than_the_window_is_cut_and_nothing_is_lost() -> None:
    word = "x" * 55
    pieces = wrap(word, 20)
    assert [width(piece) for piece in pieces] == [20, 20, 19]
    assert "".join(piece.strip() for piece in pieces) == word


def test_a_window_narrower_than_the_narrowest_is_laid_out_at_the_narrowest() -> None:
    line = "a " * 30
    assert fit(object(), [line], 5) == fit(object(), [line], NARROWEST)
    assert all(width(piece) <= NARROWEST for piece in fit(object(), [line], 5))


def test_wide_characters_count_two_columns() -> None:
    assert width("ab") == 2 and width("牌牌") == 4
    assert wrap("牌 " * 12, 20)[0] == "牌 " * 6 + "牌"
