"""The parser's boundaries: quoting, the line-length limit, number lengths, odd arguments and
the did-you-mean cutoff, each as the user sees it at the table."""

from __future__ import annotations

import pytest

from crapsrepl.console.games import GAMES
from crapsrepl.console.parser import ParsedLine, ParseError, parse, whole_number
from crapsrepl.console.text import MAX_LINE
from crapsrepl.games.craps.console.controller import CrapsController
from tests.helpers import play


def test_two_quoted_arguments_on_one_line() -> None:
    assert parse('addPlayer("Adam", "50")') == ParsedLine("addPlayer", ("Adam", "50"))
    assert parse("addPlayer 'Adam' '50'") == ParsedLine("addPlayer", ("Adam", "50"))


def test_an_empty_quoted_argument_is_an_argument(ctl: CrapsController) -> None:
    assert parse('removePlayer("")') == ParsedLine("removePlayer", ("",))
    assert play(ctl, 'addPlayer("", 50)') == ["error: a player needs a name"]


def test_a_line_of_exactly_the_limit_is_read_and_one_more_is_refused() -> None:
    name = "x" * (MAX_LINE - len("help "))
    assert parse("help " + name) == ParsedLine("help", (name,))
    with pytest.raises(
        ParseError, match=f"the line is too long \\(more than {MAX_LINE} characters"
    ):
        parse("help " + name + "x")


def test_a_number_of_twelve_digits_is_read_and_thirteen_are_refused() -> None:
    assert whole_number("999999999999", "amount") == 999_999_999_999
    assert whole_number("000999999999999", "amount") == 999_999_999_999
    with pytest.raises(ParseError, match="amount is too large: 1000000000000"):
        whole_number("1000000000000", "amount")
    with pytest.raises(ParseError) as refused:  # the number is cut to 15 characters
        whole_number("12345678901234567890", "amount")
    assert str(refused.value) == "amount is too large: 123456789012345..."


def test_twelve_and_thirteen_digits_at_the_table(ctl: CrapsController) -> None:
    assert play(ctl, "placeLineBet(Bob, 999999999999)") == ["error: Bob has only $100"]
    assert play(ctl, "placeLineBet(Bob, 1000000000000)") == [
        "error: amount is too large: 1000000000000..."
    ]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("placeLineBet(Bob, X5)", "error: amount must be a whole number, not 'X5'"),
        ("placeOddsBet(Bob, X5, 10)", "error: point must be a whole number, not 'X5'"),
        ("roll(X5)", "error: total must be a whole number, not 'X5'"),
        ("placeLineBet(Bob, 5X)", "error: amount must be a whole number, not '5X'"),
        ("placeLineBet(Bob, ５)", "error: amount must be a whole number, not '５'"),
    ],
)
def test_arguments_that_are_not_numbers_are_refusals(
    ctl: CrapsController, line: str, message: str
) -> None:
    assert play(ctl, line) == [message]
    assert ctl.game.chips("Bob") == 100


def test_only_a_close_word_gets_a_suggestion(ctl: CrapsController) -> None:
    # "hlep" and "help": a ratio of exactly 0.75, the cutoff; "rozz" and "roll" only 0.5.
    assert play(ctl, "hlep") == ["error: unknown command 'hlep'; did you mean help?"]
    for far in ("rozz", "bogus", "options", "history"):
        assert play(ctl, far) == [f"error: unknown command '{far}'; type help for the list"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("", "empty command"),
        ("   ", "empty command"),
        ('addPlayer("Bob, 5)', 'missing closing " for the quote at column 11'),
        ("roll(3 4)", "missing ',' before 4"),
        ("roll(,)", "missing argument before ',' in roll(...)"),
        ("roll())", "unexpected text after ')': )"),
        ("roll(3,)", "missing argument after ',' in roll(...)"),
        ("roll((3)", "unexpected '(' in roll(...)"),
    ],
)
def test_each_malformed_line_says_what_is_wrong(line: str, message: str) -> None:
    with pytest.raises(ParseError) as refused:
        parse(line)
    assert str(refused.value) == message


def test_help_lists_commands_by_family_with_their_aliases() -> None:
    from crapsrepl.games.craps.console.commands import TABLE

    lines = list(TABLE.help_lines(None))
    assert lines[0] == "Commands (names in any case; `roll 7` works as well as `roll(7)`):"
    assert lines[1] == " Players and dice:"
    assert lines[2].endswith("seat a player with a rack of chips  [add, sit]")
    assert any(line.endswith("  list commands, or explain one  [h, ?]") for line in lines)
    assert any(line.rstrip().endswith("end the session (Ctrl-D too)  [exit, q]") for line in lines)
    assert any(line.endswith("  write the table to a file (JSON)") for line in lines)  # no aliases
    assert lines[-2:] == [
        "Type help <command> for one command.",
        "Type help <family> for one family: numbers, props, hardways, side, session, facts.",
    ]


def test_help_for_one_command_names_its_aliases() -> None:
    from crapsrepl.games.craps.console.commands import TABLE

    assert list(TABLE.help_lines("roll")) == [
        "roll([total | die1, die2]): throw: random, a forced total, or both dice",
        "  also: r",
        "  example: roll(6)",
    ]
    assert "  also: add, sit" in list(TABLE.help_lines("addPlayer"))


@pytest.mark.parametrize(
    ("game", "line", "message"),
    [
        ("craps", "pass Bobb 10", "error: no player named Bobb is seated; did you mean Bob?"),
        ("craps", "chips(Zed)", "error: no player named Zed is seated"),
        ("blackjack", "bet(Bobb, 5)", "error: no player named Bobb; did you mean Bob?"),
        ("blackjack", "bet(Zed, 5)", "error: no player named Zed"),
    ],
)
def test_a_mistyped_name_close_to_a_seated_player_gets_a_suggestion(
    game: str, line: str, message: str
) -> None:
    binding = GAMES[game]
    controller = binding.new_controller(binding.default_setup(), None)
    controller.execute("addPlayer(Bob, 100)")
    assert play(controller, line, game) == [message]
