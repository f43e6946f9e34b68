"""The wider layout's commands: words for bets, aliases, help groups, JSON events."""

from __future__ import annotations

import pytest

from crapsrepl.games.craps.console.commands import COMMANDS, GROUPS, TABLE
from crapsrepl.games.craps.console.controller import CrapsController
from tests.helpers import conserved, event_json, play


@pytest.mark.parametrize(
    ("line", "kind", "number"),
    [
        ("placePropBet(Adam, any7, 1)", "any7", None),
        ("prop Adam 'any 7' 1", "any7", None),
        ("placePropBet(Adam, anyCraps, 1)", "any_craps", None),
        ("placePropBet(Adam, 2, 1)", "two", None),
        ("placePropBet(Adam, 3, 1)", "three", None),
        ("placePropBet(Adam, 11, 1)", "yo", None),
        ("placePropBet(Adam, yo, 1)", "yo", None),
        ("placePropBet(Adam, 12, 1)", "twelve", None),
        ("placePropBet(Adam, HORN, 1)", "horn", None),
        ("placePropBet(Adam, whirl, 1)", "world", None),
        ("placePropBet(Adam, C&E, 1)", "ce", None),
        ("placePropBet(Adam, hop, 5, 2, 1)", "hop", 25),
        ("placePropBet(Adam, 'hop 4-4', 1)", "hop", 44),
        ("prop Adam hop 6 1 1", "hop", 16),
        ("placeFieldBet(Adam, 1)", "field", None),
        ("placeHardwayBet(Adam, 10, 1)", "hard", 10),
        ("hardway Adam 4 1", "hard", 4),
        ("placePlaceBet(Adam, 5, 1)", "place", 5),
        ("placeBuyBet(Adam, 9, 1)", "buy", 9),
        ("placeLayBet(Adam, 5, 3)", "lay", 5),
        ("placeBigBet(Adam, 8, 1)", "big", 8),
        ("placeDontPassBet(Adam, 1)", "dont_pass", None),
        ("dp Adam 1", "dont_pass", None),
        ("placeFireBet(Adam, 1)", "fire", None),
        ("placeAtsBet(Adam, TALL, 1)", "tall", None),
    ],
)
def test_each_command_places_its_bet(
    ctl: CrapsController, line: str, kind: str, number: int
) -> None:
    reply = ctl.execute(line)
    assert not reply.refused, play(ctl, "status")
    assert [(b.kind, b.number) for b in ctl.game.bets("Adam")] == [(kind, number)]
    takedown = f"takeDown(Adam, {kind}{'' if number is None else f', {number}'})"
    assert not ctl.execute(takedown).refused
    assert ctl.game.chips("Adam") == 100 - (1 if kind in ("buy", "lay") else 0)  # commission


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("placePropBet(Adam, 7, 1)", "error: no bet called '7' here"),
        ("placePropBet(Adam, any7, 1, 2)", "error: placePropBet takes a player"),
        ("placePropBet(Adam, hop, 1, 2)", "error: a hop bet names two dice"),
        ("placePropBet(Adam, hop17, 1)", "error: a hop bet names two dice, as hop 2 5"),
        ("placeAtsBet(Adam, any7, 1)", "error: no bet called 'any7' here; one of: all"),
        ("working(Adam)", "error: working is missing its on|off"),
        ("takeDown(Adam, field)", "error: Adam has no bet on the field"),
        ("placeLayBet(Adam, 4, 1)", "error: a lay bet on 4 must be able to win at least $1"),
        ("placeLayOddsBet(Adam, 4, 5)", "error: Adam has no don't bet on 4"),
    ],
)
def test_refusals_are_one_line_and_change_nothing(
    ctl: CrapsController, line: str, message: str
) -> None:
    before = ctl.game.snapshot()
    lines = play(ctl, line)
    assert len(lines) == 1 and lines[0].startswith(message)
    assert ctl.game.snapshot() == before and conserved(ctl.game)


def test_help_lists_every_command_under_its_family() -> None:
    lines = TABLE.help_lines()
    for group, heading in GROUPS.items():
        assert f" {heading}:" in lines
        start = lines.index(f" {heading}:")
        names = [spec.name for spec in COMMANDS if spec.group == group]
        assert [
            line.split("(")[0].strip() for line in lines[start + 1 : start + 1 + len(names)]
        ] == names
    assert TABLE.help_lines("takeDown") == [
        "takeDown(player, kind, [number]): take a bet back (not a line bet on its number)",
        "  also: down",
        "  example: takeDown(Bob, place, 6)",
    ]


def test_json_events_carry_the_new_kinds(ctl: CrapsController) -> None:
    events = ctl.execute("placeBuyBet(Adam, 4, 20)").events
    assert [event_json(e) for e in events] == [
        {
            "event": "bet_placed",
            "player": "Adam",
            "bet": "buy",
            "amount": 20,
            "total": 20,
            "rack": 80,
            "number": 4,
        },
        {
            "event": "commission_paid",
            "player": "Adam",
            "bet": "buy",
            "number": 4,
            "amount": 1,
            "rack": 79,
        },
    ]
    ctl.execute("placeLineBet(Bob, 10)")
    records = [event_json(e) for e in ctl.execute("roll(3, 4)").events]
    assert {"event": "working_set", "player": "Adam", "working": True} not in records
    assert [event_json(e) for e in ctl.execute("working(Adam, on)").events] == [
        {"event": "working_set", "player": "Adam", "working": True}
    ]


def test_status_lists_every_bet(ctl: CrapsController) -> None:
    for line in (
        "placeLineBet(Bob, 10)",
        "roll(4)",
        "placeDontComeBet(Adam, 5)",
        "placePlaceBet(Adam, 6, 6)",
        "placePropBet(Adam, hop, 3, 4, 2)",
    ):
        play(ctl, line)
    assert play(ctl, "status") == [
        "Point 4. Shooter: Bob.",
        "  Bob: rack $90; $10 on the pass line (point 4)",
        "  Adam: rack $87; $5 on the don't come line; $6 on place 6; $2 on hop 3-4",
    ]


def test_line_bets_say_where_they_travel_and_where_they_stand(ctl: CrapsController) -> None:
    play(ctl, "placeLineBet(Bob, 10)")
    play(ctl, "placeDontPassBet(Adam, 10)")
    assert play(ctl, "status")[1] == "  Bob: rack $90; $10 on the pass line"
    play(ctl, "roll(3, 3)")
    play(ctl, "placeComeBet(Bob, 5)")
    play(ctl, "placeDontComeBet(Adam, 5)")
    assert play(ctl, "roll(4, 4)")[1:] == [
        "Bob's $5 come bet moves to 8.",
        "Adam's $5 don't come bet moves to 8.",
    ]
    assert play(ctl, "status")[1:] == [
        "  Bob: rack $85; $10 on the pass line (point 6); $5 on come 8",
        "  Adam: rack $85; $10 on don't pass (point 6); $5 on don't come 8",
    ]
    play(ctl, "roll(3, 4)")
    play(ctl, "placeDontPassBet(Adam, 10)")
    assert play(ctl, "status")[-1] == "  Adam: rack $105; $10 on don't pass"


def test_help_says_what_a_bet_pays_as_its_class_declares() -> None:
    from crapsrepl.games.craps.model.bets import bet_type

    for command, kind in [("placeFieldBet", "field"), ("lay", "lay"), ("placeBigBet", "big")]:
        assert f"  pays: {bet_type(kind).pays_text}" in TABLE.help_lines(command)
    assert not any(line.startswith("  pays:") for line in TABLE.help_lines("roll"))


def test_help_family_lists_one_family_and_a_word_that_is_a_command_stays_one() -> None:
    lines = TABLE.help_lines("props")
    assert lines[1] == " One-roll bets:"
    assert [line.split("(")[0].strip() for line in lines[2:-2]] == [
        spec.name for spec in COMMANDS if spec.group == "props"
    ]
    assert lines[-1] == (
        "Type help <family> for one family: numbers, props, hardways, side, session, facts."
    )
    assert TABLE.help_lines("odds")[0].startswith("placeOddsBet(")  # an alias, not the family


def test_take_down_takes_odds_off_a_number(ctl: CrapsController) -> None:
    for line in ["placeLineBet(Bob, 10)", "placeDontPassBet(Adam, 10)", "roll(9)"]:
        ctl.execute(line)
    ctl.execute("placeOddsBet(Bob, 9, 20)")
    ctl.execute("placeLayOddsBet(Adam, 9, 30)")
    assert play(ctl, "takeDown(Bob, odds, 9)") == ["Bob takes down $20 odds on 9 (rack $90)."]
    assert play(ctl, "down(Adam, layOdds, 9)")[0].startswith("Adam takes down $30")
    assert [b.odds for b in ctl.game.bets("Bob") + ctl.game.bets("Adam")] == [0, 0]
    assert play(ctl, "takeDown(Bob, odds)") == [
        "error: takeDown odds names the number: takeDown(Bob, odds, 9)"
    ]


def test_changing_odds_names_which_odds_lay_or_taken_and_behind_what(
    ctl: CrapsController,
) -> None:
    """`changeLayOddsBet` once said "changes odds on 4": a player who laid odds read back
    that they had taken some."""
    for line in [
        "placeLineBet(Bob, 10)",
        "placeDontPassBet(Adam, 10)",
        "roll(4)",
        "placeComeBet(Bob, 10)",
        "roll(5)",
        "placeLayOddsBet(Adam, 4, 40)",
        "placeOddsBet(Bob, 5, 10)",
    ]:
        assert not ctl.execute(line).refused, line
    assert play(ctl, "changeLayOddsBet(Adam, 4, 20)") == [
        "Adam changes lay odds on 4 from $40 to $20 (rack $70)."
    ]
    assert play(ctl, "changeLayOddsBet(Adam, 4, 0)") == [
        "Adam takes down $20 lay odds on 4 (rack $90)."
    ]
    assert play(ctl, "changeOddsBet(Bob, 5, 20)") == [
        "Bob changes odds on come 5 from $10 to $20 (rack $60)."
    ]


def test_status_puts_a_players_working_choice_on_a_line_of_its_own(
    ctl: CrapsController,
) -> None:
    """The choice once closed the last bet's text ("$12 on place 6 (working on the
    come-out)"), as if it were that bet's; it is the player's, for several kinds of bet."""
    for line in ["placePlaceBet(Adam, 6, 12)", "placeHardwayBet(Adam, 8, 5)", "working(Adam, on)"]:
        assert not ctl.execute(line).refused, line
    assert play(ctl, "status") == [
        "Point off. Shooter: Bob.",
        "  Bob: rack $100; no bets",
        "  Adam: rack $83; $12 on place 6; $5 on hard 8",
        "    Adam's place, buy, big, hardway bets and come odds work on the come-out.",
    ]
    ctl.execute("working(Adam, off)")
    assert play(ctl, "status")[-1] == (
        "    Adam's place, buy, big, hardway bets and come odds are off on the come-out."
    )
