"""The command language through the controller (docs/rules.md, "Refusals", as users see them)."""

import pytest

from crapsrepl import Game
from crapsrepl.console.parser import ParsedLine, ParseError, parse, whole_number
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.render import render
from tests.helpers import play


@pytest.mark.parametrize(
    ("line", "parsed"),
    [
        ("roll()", ParsedLine("roll", ())),
        ("roll", ParsedLine("roll", ())),
        ("roll(7)", ParsedLine("roll", ("7",))),
        ("roll 3 4", ParsedLine("roll", ("3", "4"))),
        ("roll 3, 4", ParsedLine("roll", ("3", "4"))),
        ("  placeOddsBet( Bob ,6,  20 )  ", ParsedLine("placeOddsBet", ("Bob", "6", "20"))),
        ('placeLineBet("Bob", 10)', ParsedLine("placeLineBet", ("Bob", "10"))),
        ("help roll", ParsedLine("help", ("roll",))),
    ],
)
def test_both_spellings_parse(line: str, parsed: ParsedLine) -> None:
    assert parse(line) == parsed


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("roll(3", "missing ')' to close roll("),
        ("roll(3,)", "missing argument after ','"),
        ("roll(,3)", "missing argument before ','"),
        ("roll(3 4)", "missing ',' before 4"),
        ("roll(3))", "unexpected text after ')'"),
        ("roll(3) x", "unexpected text after ')'"),
        ("roll 3)", "unexpected ')'"),
        ("(roll)", "a command starts with its name"),
        ('addPlayer("Bob, 10)', 'missing closing "'),
        ("x" * 1001, "the line is too long"),
    ],
)
def test_malformed_lines_say_what_is_wrong(line: str, message: str) -> None:
    with pytest.raises(ParseError, match=message.replace("(", "\\(").replace(")", "\\)")):
        parse(line)


@pytest.mark.parametrize(
    ("text", "value"), [("10", 10), ("+3", 3), ("-5", -5), ("007", 7), ("0", 0)]
)
def test_whole_numbers(text: str, value: int) -> None:
    assert whole_number(text, "amount") == value


@pytest.mark.parametrize("text", ["1.5", "1e3", "ten", "", "-", "10**400", "٣", "0x10", "1_000"])
def test_not_whole_numbers(text: str) -> None:
    with pytest.raises(ParseError, match="amount must be a whole number"):
        whole_number(text, "amount")


def test_huge_numbers_are_refused_without_converting() -> None:
    with pytest.raises(ParseError, match="amount is too large"):
        whole_number("9" * 5000, "amount")


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ("rol(7)", "error: unknown command 'rol'; did you mean roll?"),
        (
            "placeLinBet(Bob, 10)",
            "error: unknown command 'placeLinBet'; did you mean placeLineBet?",
        ),
        ("xyzzy", "error: unknown command 'xyzzy'; type help for the list"),
        (
            "placeLineBet(Bob)",
            "error: placeLineBet is missing its amount: placeLineBet(player, amount)",
        ),
        (
            "placeLineBet()",
            "error: placeLineBet is missing its player: placeLineBet(player, amount)",
        ),
        ("passDice(Bob)", "error: passDice takes at most 0 arguments, got 1: passDice()"),
        (
            "roll(1, 2, 3)",
            "error: roll takes at most 2 arguments, got 3: roll([total | die1, die2])",
        ),
        ("placeLineBet(Bob, 1.5)", "error: amount must be a whole number, not '1.5'"),
        ("placeLineBet(Bob, ten)", "error: amount must be a whole number, not 'ten'"),
        ("placeLineBet(Bob, -5)", "error: amount must be at least $1, not -5"),
        ("placeLineBet(Bob, 0)", "error: amount must be at least $1, not 0"),
        ("placeLineBet(Bob, 101)", "error: Bob has only $100"),
        ("placeLineBet(Carl, 10)", "error: no player named Carl is seated"),
        ("addPlayer(bob, 10)", "error: Bob is already seated"),
        (
            "addPlayer(9lives, 10)",
            "error: a name starts with a letter and has only letters, digits, '_', '-' or '.'",
        ),
        ("addPlayer(Cy, 0)", "error: chips must be at least $1, not 0"),
        ("placeComeBet(Bob, 10)", "error: no come bets while the point is off"),
        ("placeOddsBet(Bob, 6, 10)", "error: Bob has no line bet on 6"),
        ("changeOddsBet(Bob, 6, 10)", "error: Bob has no line bet on 6"),
        (
            "roll()",
            "error: Bob must bet the pass line or don't pass before the come-out roll"
            " (or passDice() to hand the dice on)",
        ),
        ("roll(13)", "error: a roll totals 2 to 12, not 13"),
        ("roll(1)", "error: a roll totals 2 to 12, not 1"),
        ("roll(0, 4)", "error: a die shows 1 to 6, not 0"),
        ("roll(3, 7)", "error: a die shows 1 to 6, not 7"),
        ("help xyzzy", "error: unknown command 'xyzzy'; type help for the list"),
    ],
)
def test_every_refusal_prints_one_error_line_and_changes_nothing(
    ctl: CrapsController, line: str, error: str
) -> None:
    before = ctl.game.snapshot()
    reply = ctl.execute(line)
    assert reply.refused
    assert [t for e in reply.events for t in render(e)] == [error]
    assert ctl.game.snapshot() == before


def test_roll_out_of_range_refused_even_with_pass_bet(ctl: CrapsController) -> None:
    play(ctl, "placeLineBet(Bob, 10)")
    assert play(ctl, "roll 14") == ["error: a roll totals 2 to 12, not 14"]


def test_pass_dice_refused_while_point_on(ctl: CrapsController) -> None:
    play(ctl, "placeLineBet(Bob, 10)")
    play(ctl, "roll(4)")
    assert play(ctl, "passDice()") == ["error: the point is 4: the dice pass only between rounds"]


def test_names_and_aliases_in_any_case(ctl: CrapsController) -> None:
    assert play(ctl, "PLACELINEBET bob 10") == ["Bob bets $10 on the pass line (rack $90)."]
    assert play(ctl, "R 5") == ["Bob rolls 1 + 4 = 5.", "The point is 5."]
    assert play(ctl, "come adam 5") == ["Adam bets $5 on the come line (rack $95)."]


def test_control_characters_are_shown_harmlessly(ctl: CrapsController) -> None:
    lines = play(ctl, "placeLineBet(\x1b[2J, 10)")
    assert lines == ["error: no player named \\x1b[2J is seated"]
    assert "\x1b" not in "".join(play(ctl, "\x1b[31mroll"))


def test_quit_and_exit_end_the_session(ctl: CrapsController) -> None:
    for line in ("quit", "EXIT", "q()"):
        reply = ctl.execute(line)
        assert reply.quit and not reply.refused and reply.events == []


def test_help_lists_every_command_and_alias(ctl: CrapsController) -> None:
    text = "\n".join(play(ctl, "help"))
    for name in (
        "addPlayer",
        "removePlayer",
        "placeLineBet",
        "placeComeBet",
        "placeOddsBet",
        "changeOddsBet",
        "roll",
        "passDice",
        "status",
        "help",
        "quit",
        "[r]",
        "[odds]",
    ):
        assert name in text
    assert play(ctl, "help odds")[0].startswith("placeOddsBet(player, point, amount):")


def test_status_shows_point_shooter_racks_and_bets(ctl: CrapsController) -> None:
    play(ctl, "placeLineBet(Bob, 10)")
    play(ctl, "roll(6)")
    play(ctl, "placeOddsBet(Bob, 6, 20)")
    play(ctl, "placeComeBet(Adam, 5)")
    assert play(ctl, "status") == [
        "Point 6. Shooter: Bob.",
        "  Bob: rack $70; $10 on the pass line (point 6) + $20 odds",
        "  Adam: rack $95; $5 on the come line",
    ]


def test_status_with_nobody_seated() -> None:
    assert play(CrapsController(Game()), "status") == [
        "Point off. Shooter: no one.",
        "  No players seated.",
    ]


def test_status_looks_each_player_up_no_more_than_once(
    ctl: CrapsController, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`status` at a table of thousands answers in one pass over the bets: it never
    searches the seats for a player (which made it quadratic in players)."""
    from crapsrepl.games.craps.model.table import Table

    for n in range(300):
        ctl.game.table.seat(f"P{n}", 10)
    ctl.execute("placeLineBet(Bob, 10)")

    def no_search(self: Table, name: str) -> None:
        raise AssertionError(f"status searched the seats for {name}")

    monkeypatch.setattr(Table, "find", no_search)
    lines = play(ctl, "status")
    assert len(lines) == 1 + 302 and "  Bob: rack $90; $10 on the pass line" in lines, lines[:3]


def test_rules_lists_the_tables_options_defaults_included() -> None:
    from crapsrepl.games.craps.console.options import OPTIONS, TableSetup

    setup = OPTIONS.with_option(TableSetup(), "max-odds", "3-4-5")
    setup = OPTIONS.with_option(setup, "commission-on-win", "yes")
    controller = CrapsController(setup.new_game())
    assert play(controller, "rules") == [
        "Table rules:",
        "  bets: minimum $1, no maximum on one spot",
        f"  odds: {setup.rules.max_odds.text if setup.rules.max_odds else ''}; lay odds: no cap",
        "  come bet odds work on the come-out: no",
        "  place, buy, big 6/8 and hardways work on the come-out: no",
        "  the field pays 2:1 on 12",
        "  commission on buy and lay: 5%, rounded down, at least $1, taken out of a win",
    ]
