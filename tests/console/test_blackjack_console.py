"""Blackjack through the shared front end: the registry, piped runs, JSON, options."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crapsrepl.console.discovery import installed
from crapsrepl.console.games import (
    GAMES,
    binding_for_document,
    default_game,
    game_for_path,
    game_from_argv,
)
from crapsrepl.console.options import OptionError
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.model import BlackjackGame
from tests.helpers import json_events, run_crapsrepl

ROUND = "addPlayer(Bob, 100)\nbet(Bob, 10)\nshoe(10, 6, 7, 10, 8)\ndeal()\nstand(Bob)\nchips(Bob)\n"


def test_registry_knows_both_games() -> None:
    built_in = {name for name, found in installed().games.items() if found.built_in}
    assert {name: GAMES[name].prompt for name in built_in} == {
        "craps": "craps> ",
        "blackjack": "blackjack> ",
    }
    assert game_for_path("x/y.blackjack") == "blackjack"
    assert game_for_path("x/y.craps") == game_for_path("x/y.txt") == default_game() == "craps"
    assert game_from_argv(["--seed", "1", "--game", "blackjack"], "x") == (
        "blackjack",
        ["--seed", "1"],
    )
    assert game_from_argv(["--game=blackjack"], "x") == ("blackjack", [])
    assert game_from_argv([], "x") == ("craps", [])


@pytest.mark.parametrize("argv", [["--game", "blackjak"], ["simulate", "--game", "blackjak", "x"]])
def test_a_game_no_one_has_is_one_argparse_error(argv: list[str]) -> None:
    """`crapsrepl simulate --game blackjak` simulated craps in silence."""
    result = run_crapsrepl(*argv)
    assert result.returncode == 2 and result.stdout == ""
    assert "argument --game: invalid choice: 'blackjak'" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_legacy_table_without_its_games_name_finds_its_game_by_format() -> None:
    for name in GAMES:
        binding = GAMES[name]
        document = binding.new_controller(binding.default_setup(), None).to_document()
        document.pop("game", None)
        assert binding_for_document(document).name == name


def test_a_saved_table_names_its_game() -> None:
    for name in GAMES:
        binding = GAMES[name]
        document = binding.new_controller(binding.default_setup(), None).to_document()
        assert binding_for_document(document).name == name


@pytest.mark.parametrize("start", [["blackjack"], ["--game", "blackjack"]])
def test_piped_blackjack_session(start: list[str]) -> None:
    result = run_crapsrepl(*start, "--no-journal", stdin=ROUND)
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == "blackjack> addPlayer(Bob, 100)"
    assert "The dealer busts with 24." in lines and lines[-1] == "110"
    assert "\x1b" not in result.stdout


def test_json_events() -> None:
    result = run_crapsrepl("blackjack", "--json", "--no-journal", stdin=ROUND)
    events = json_events(result.stdout, "blackjack")
    settled = [e for e in events if e["event"] == "hand_settled"]
    assert settled == [
        {
            "event": "hand_settled",
            "player": "Bob",
            "hand": 1,
            "outcome": "wins",
            "bet": 10,
            "paid": 20,
            "rack": 110,
        }
    ]
    assert {"event": "answer", "query": "chips(Bob)", "answer": "110"} in events


def test_strict_stops_at_a_refusal() -> None:
    result = run_crapsrepl("blackjack", "--strict", "--no-journal", stdin="hit(Bob)\nstatus\n")
    assert result.returncode == 2 and result.stdout.splitlines() == [
        "blackjack> hit(Bob)",
        "error: no player named Bob",
    ]


def test_table_options_from_flags() -> None:
    script = "bet(Bob, 10)\ndeal()\nsurrender(Bob)\nchips(Bob)\n"
    flags = ["--players", "Bob:100", "--surrender", "yes", "--shoe", "10 10 6 7", "--no-journal"]
    result = run_crapsrepl("blackjack", *flags, stdin=script)
    assert result.stdout.splitlines()[-1] == "95"


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        (["--decks", "9"], "decks: a shoe holds 1 to 8 decks, not 9"),
        (["--dealer", "S18"], "dealer: the dealer rule is S17 or H17"),
        (["--payout", "3/2"], "payout: a payout looks like 3:2"),
        (["--shoe", "A, X"], "shoe: a card is a rank"),
        (["--max-odds", "3x"], "unrecognized arguments: --max-odds"),
    ],
)
def test_bad_blackjack_options_exit_2(flag: list[str], message: str) -> None:
    result = run_crapsrepl("blackjack", *flag)
    assert result.returncode == 2 and message in result.stderr


def test_option_table_round_trips_through_directives() -> None:
    from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup

    setup = BlackjackSetup()
    for key, value in [
        ("decks", "2"),
        ("dealer", "h17"),
        ("payout", "6:5"),
        ("das", "no"),
        ("doubles", "10-11"),
        ("max-hands", "3"),
        ("resplit-aces", "yes"),
        ("surrender", "yes"),
        ("penetration", "60"),
        ("shoe", "A, K"),
    ]:
        setup = OPTIONS.with_option(setup, key, value)
    lines = OPTIONS.directives_for(setup)
    assert lines == [
        "% decks: 2",
        "% dealer: H17",
        "% payout: 6:5",
        "% das: no",
        "% doubles: 10-11",
        "% max-hands: 3",
        "% resplit-aces: yes",
        "% surrender: yes",
        "% penetration: 60",
        "% shoe: A, K",
    ]
    again = BlackjackSetup()
    for line in lines:
        key, _, value = line[2:].partition(": ")
        again = OPTIONS.with_option(again, key, value)
    assert again == setup and OPTIONS.directives_for(BlackjackSetup()) == []
    with pytest.raises(OptionError, match="unknown option 'max-odds'"):
        OPTIONS.with_option(setup, "max-odds", "3x")


def test_commands_complete_and_help_name_blackjack_commands() -> None:
    from crapsrepl.games.blackjack.console.commands import TABLE

    assert TABLE.lookup("DD").name == "double"
    assert TABLE.help_lines("even")[0].startswith("evenMoney(player): ")


WORDS = ["Bob", "Al", "10", "5", "-1", "A", "K", "9", "x", "", "(", ")", ",", '"', "1e3"]
COMMANDS = [
    "addPlayer",
    "bet",
    "deal",
    "insurance",
    "evenMoney",
    "noInsurance",
    "hit",
    "stand",
    "double",
    "split",
    "surrender",
    "shoe",
    "chips",
    "hand",
    "dealer",
    "status",
    "help",
    "nonsense",
]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(COMMANDS), st.lists(st.sampled_from(WORDS), max_size=4)),
        max_size=40,
    )
)
def test_any_line_gets_a_reply_and_chips_stay_conserved(
    script: list[tuple[str, list[str]]],
) -> None:
    """Nothing typed at the table raises: each line is a reply or an `error: ...`."""
    binding = GAMES["blackjack"]
    controller = BlackjackController(BlackjackGame(seed=3))
    controller.execute("addPlayer(Bob, 100)")
    for name, words in script:
        reply = controller.execute(f"{name}({', '.join(words)})")
        for event in reply.events:
            lines = binding.render(event)
            assert not reply.refused or lines[0].startswith("error: ")
        accounted, brought = controller.game.chips_accounted()
        assert accounted == brought


def test_the_hole_card_is_in_no_output_before_it_is_turned() -> None:
    """Neither --json nor status nor the dealer query shows the face-down card (a 6 here)
    before the players act; it appears once the dealer turns it."""
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\ndeal()\nstatus\ndealer()\n"
    shoe = ["--shoe", "9 K 8 6", "--seed", "1", "--no-journal"]
    json_out = run_crapsrepl("blackjack", "--json", *shoe, stdin=script).stdout
    text_out = run_crapsrepl("blackjack", *shoe, stdin=script).stdout
    hole = [e for e in json_events(json_out, "blackjack") if e.get("hole") is True]
    assert hole == [
        {"event": "card_dealt", "player": None, "hand": 1, "card": "", "total": "", "hole": True}
    ]
    assert '"6' not in json_out and " 6" not in text_out.replace("$6", "")
    turned = run_crapsrepl("blackjack", *shoe, stdin=script + "stand(Bob)\n").stdout
    assert "The dealer turns over 6: 16." in turned


def test_a_surrendered_hand_shows_as_surrendered_with_no_stake() -> None:
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\ndeal()\nsurrender(Bob)\nstatus\n"
    shoe = ["--shoe", "9 K 7 6", "--seed", "1", "--surrender", "yes", "--no-journal"]
    lines = run_crapsrepl("blackjack", *shoe, stdin=script).stdout.splitlines()
    assert lines[-1] == "  Bob $95: no bet; last round: hand 9 7 (16) surrendered"


def test_rules_lists_the_tables_options_defaults_included() -> None:
    result = run_crapsrepl(
        "blackjack", "--no-journal", "--dealer", "H17", "--doubles", "10-11", stdin="rules\n"
    )
    assert result.stdout.splitlines()[1:] == [
        "Table rules:",
        "  6 decks, cut card at 75% of the shoe",
        "  the dealer hits soft 17 (H17)",
        "  blackjack pays 3:2; insurance pays 2:1",
        "  double on two cards totalling 10 to 11; after a split: yes",
        "  split to 4 hands; split aces again: no",
        "  late surrender: no",
        "  chips of $0.50; a payout between chips rounds down to one (the house keeps the rest)",
    ]


def test_hint_gives_basic_strategys_play_within_what_the_table_allows() -> None:
    from crapsrepl.games.blackjack.console.controller import BlackjackController
    from tests.helpers import blackjack_table, play

    controller = BlackjackController(blackjack_table("8h 10s 8c 6d 3s", {"Bob": 10}))
    assert play(controller, "hint", "blackjack") == [
        "error: no hand is being played: a hint is for the player to act"
    ]
    controller.execute("deal()")
    assert play(controller, "hint", "blackjack") == [
        "Bob: split (basic strategy for 6 decks, S17, DAS, no surrender: a pair of 8s against a 10)"
    ]
    controller.execute("split(Bob)")
    assert play(controller, "hint(Bob)", "blackjack") == [
        "Bob: double (basic strategy for 6 decks, S17, DAS, no surrender: hard 11 against a 10)"
    ]


def test_each_player_at_a_shared_table_has_keys_for_their_own_answers_only() -> None:
    """At an insurance offer every player still to answer is told so and answers with one
    key (a clean-room client found only the first seat's ``n`` worked); a hand is played
    with them by its own player only."""
    from crapsrepl.games.blackjack.console.controller import BlackjackController
    from tests.helpers import blackjack_table

    controller = BlackjackController(blackjack_table("9 8 A 7 6 5", {"Bob": 10, "Amy": 10}))
    controller.execute("deal()")
    assert controller.quick_line("n") == "noInsurance(Bob)"  # one keyboard: the first seat
    assert controller.quick_line("n", "Amy") == "noInsurance(Amy)"
    assert controller.quick_line("i", "amy") == "insurance(Amy, 5)"
    controller.execute("noInsurance(Amy)")
    assert controller.quick_line("n", "Amy") is None
    assert controller.quick_line("h", "Amy") is None  # Bob's hand plays first
    assert controller.quick_line("h", "Bob") == "hit(Bob)"


def test_single_keys_stand_for_whole_commands_only_when_they_mean_one() -> None:
    from crapsrepl.games.blackjack.console.controller import BlackjackController
    from tests.helpers import blackjack_table

    controller = BlackjackController(blackjack_table("9 A 7 5", {"Bob": 10}))
    assert controller.quick_line("h") is None
    controller.execute("deal()")  # an ace up: insurance is offered first
    assert controller.quick_line("i") == "insurance(Bob, 5)"
    assert controller.quick_line("n") == "noInsurance(Bob)"
    assert controller.quick_line("h") == "hit(Bob)"  # playing on declines the offer
    controller.execute("noInsurance(Bob)")
    assert [controller.quick_line(k) for k in "hsdpux"] == [
        "hit(Bob)",
        "stand(Bob)",
        "double(Bob)",
        None,  # 9-7 is no pair
        None,  # no surrender at this table
        None,
    ]


def test_hint_says_the_same_whatever_the_face_down_card_is() -> None:
    """The analysis engine is a surface too (docs/security.md): it is given the table as a
    player sees it, so its advice on 16 against a 10 cannot tell a 2 in the hole from a 9."""
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\ndeal()\nhint Bob\nhint\n"
    said = {
        hole: run_crapsrepl(
            "blackjack", "--shoe", f"10 K 6 {hole}", "--seed", "1", "--no-journal", stdin=script
        ).stdout
        for hole in ("2", "5", "7", "9")
    }
    assert "Bob: hit" in said["2"]
    assert len(set(said.values())) == 1, said
