"""Piped mode as a user runs it: a real subprocess, stdin from a file."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.helpers import CRAPSREPL, DATA, json_events


def crapsrepl(*args: str, stdin: str = "") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*CRAPSREPL, *args],
        input=stdin.encode(),
        capture_output=True,
        timeout=60,
        check=False,
    )


def test_worked_example_matches_expected_file_byte_for_byte() -> None:
    result = crapsrepl(stdin=(DATA / "worked_example.txt").read_text())
    assert result.returncode == 0
    assert result.stderr == b""
    assert result.stdout == (DATA / "worked_example.out").read_bytes()


def test_output_has_no_control_codes_or_carriage_returns() -> None:
    result = crapsrepl(
        "--seed",
        "5",
        stdin="addPlayer(Bob,50)\r\nplaceLineBet(Bob,5)\r\nroll()\r\nstatus\r\n\x1b[1mhelp\n",
    )
    text = result.stdout.decode()
    assert "\x1b" not in text and "\r" not in text
    assert "craps> \\x1b[1mhelp" in text


def test_issue_example_prints_rack_110() -> None:
    result = crapsrepl(stdin="addPlayer(Bob,100)\nplaceLineBet(Bob,10)\nroll(11)\n")
    assert result.stdout.decode().splitlines() == [
        "craps> addPlayer(Bob,100)",
        "Bob sits down with $100.",
        "Bob has the dice.",
        "craps> placeLineBet(Bob,10)",
        "Bob bets $10 on the pass line (rack $90).",
        "craps> roll(11)",
        "Bob rolls 5 + 6 = 11: eleven.",
        "Bob wins $10 on the pass line (rack $110).",
    ]


HEAVY = ("prompt_toolkit", "numpy", "numba")


@pytest.mark.parametrize(
    ("game", "stdin"),
    [
        ("craps", "addPlayer(Bob,9)\nstatus\n"),
        ("blackjack", "addPlayer(Bob,9)\nbet(Bob,5)\ndeal\n"),
    ],
)
def test_piped_mode_never_imports_the_terminal_or_the_number_libraries(
    game: str, stdin: str
) -> None:
    """A piped session starts fast: the terminal library and numpy (with its threads,
    about 0.3 s of CPU a start) load only for the prompt, ``hint``, ``chart`` or
    ``simulate``; a blackjack start paid numpy through the chart's action names."""
    probe = (
        "import sys, runpy\n"
        f"sys.argv = ['crapsrepl', {game!r}, '--seed', '1']\n"
        "try:\n    runpy.run_module('crapsrepl', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        f"print(sorted({{m.split('.')[0] for m in sys.modules}} & {set(HEAVY)!r}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        input=stdin.encode(),
        capture_output=True,
        check=True,
        timeout=60,
    )
    assert result.stdout.decode().splitlines()[-1] == "[]"


def test_seeded_sessions_are_identical_and_seed_matters() -> None:
    commands = "addPlayer(Bob,1000)\n" + "placeLineBet(Bob,5)\nroll()\nroll()\nroll()\n" * 5
    first, second = (
        crapsrepl("--seed", "42", stdin=commands),
        crapsrepl("--seed", "42", stdin=commands),
    )
    other = crapsrepl("--seed", "43", stdin=commands)
    assert first.stdout == second.stdout
    assert first.stdout != other.stdout


def test_blank_lines_and_comments_are_echoed_and_ignored() -> None:
    result = crapsrepl(stdin="\n# a comment\n   \naddPlayer(Bob, 5)\n")
    assert result.stdout.decode().splitlines() == [
        "craps>",
        "craps> # a comment",
        "craps>",
        "craps> addPlayer(Bob, 5)",
        "Bob sits down with $5.",
        "Bob has the dice.",
    ]


def test_refusals_do_not_stop_the_session_and_exit_is_zero() -> None:
    result = crapsrepl(stdin="roll()\naddPlayer(Bob, 5)\n")
    assert result.returncode == 0
    assert result.stdout.decode().splitlines()[1] == "error: no players seated: addPlayer first"
    assert "Bob sits down with $5." in result.stdout.decode()


def test_strict_stops_at_first_refusal_with_status_2() -> None:
    result = crapsrepl("--strict", stdin="addPlayer(Bob, 5)\nroll(99)\naddPlayer(Adam, 5)\n")
    assert result.returncode == 2
    assert "Adam" not in result.stdout.decode()


def test_quit_stops_reading() -> None:
    result = crapsrepl(stdin="addPlayer(Bob, 5)\nquit\naddPlayer(Adam, 5)\n")
    assert result.returncode == 0
    assert result.stdout.decode().splitlines()[-1] == "craps> quit"


def test_players_and_table_options_from_the_command_line() -> None:
    result = crapsrepl(
        "--players",
        "Bob:100, Adam:50",
        "--max-odds",
        "2x",
        "--table-max",
        "40",
        stdin="status\nplaceLineBet(Bob, 41)\nplaceLineBet(Bob, 10)\nroll(6)\n"
        "placeOddsBet(Bob, 6, 21)\n",
    )
    lines = result.stdout.decode().splitlines()
    assert lines[1:4] == [
        "Point off. Shooter: Bob.",
        "  Bob: rack $100; no bets",
        "  Adam: rack $50; no bets",
    ]
    assert "error: the table maximum is $40" in lines
    assert lines[-1] == "error: odds on 6 are capped at $20 (2x on a $10 bet)"


def test_come_odds_working_flag() -> None:
    commands = (
        "placeLineBet(Bob,10)\nroll(6)\nplaceComeBet(Bob,10)\nroll(5)\nplaceOddsBet(Bob,5,10)\n"
        "roll(6)\nplaceLineBet(Bob,10)\nroll(7)\n"
    )
    off = crapsrepl("--players", "Bob:100", stdin=commands).stdout.decode()
    on = crapsrepl("--players", "Bob:100", "--come-odds-working", stdin=commands).stdout.decode()
    assert "Bob takes back $10 odds on come 5: they were off (rack $90)." in off
    assert "Bob loses $10 on odds on come 5 (rack $80)." in on


def test_bad_options_exit_2_with_a_message() -> None:
    for args in (
        ["--players", "Bob"],
        ["--max-odds", "lots"],
        ["--seed", "x"],
        ["--table-min", "0"],
        ["--players", "Bob:5,bob:6"],
    ):
        result = crapsrepl(*args)
        assert result.returncode == 2, args
        assert b"crapsrepl: error:" in result.stderr and b"Traceback" not in result.stderr


def test_version_and_help() -> None:
    assert crapsrepl("--version").stdout.decode().startswith("crapsrepl ")
    text = crapsrepl("--help").stdout.decode()
    for flag in (
        "--seed",
        "--players",
        "--max-odds",
        "--come-odds-working",
        "--table-min",
        "--table-max",
        "--json",
        "--strict",
        "--version",
    ):
        assert flag in text


def test_json_mode_prints_one_event_per_line() -> None:
    result = crapsrepl(
        "--json", stdin="addPlayer(Bob, 100)\nplaceLineBet(Bob, 10)\nroll(4)\nroll(9,9)\n"
    )
    records = json_events(result.stdout.decode(), "craps")
    assert records[0] == {"event": "command", "line": "addPlayer(Bob, 100)"}
    assert {"event": "player_seated", "player": "Bob", "chips": 100} in records
    assert {
        "event": "rolled",
        "shooter": "Bob",
        "d1": 1,
        "d2": 3,
        "total": 4,
        "call": "point set",
    } in records
    assert {"event": "point_set", "point": 4} in records
    assert records[-1] == {"event": "refusal", "message": "a die shows 1 to 6, not 9"}


def test_invalid_utf8_input_does_not_crash() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "crapsrepl"],
        input=b"addPlayer(B\xff\xfe, 5)\nstatus\n",
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0 and b"Traceback" not in result.stderr
    assert b"error:" in result.stdout


def test_a_piped_line_of_one_letter_mid_hand_is_read_as_typed() -> None:
    """Keys are the terminal's: piped, `h` and `s` mid-hand are help and status (their
    aliases), and the hand still waits."""
    done = crapsrepl(
        "blackjack",
        "--players",
        "Bob:100",
        "--shoe",
        "5 9 6 7",
        stdin="bet(Bob, 10)\ndeal()\nh\ns\nhand(Bob)\n",
    )
    out = done.stdout.decode()
    assert done.returncode == 0 and b"\x1b" not in done.stdout
    assert "blackjack> h\nCommands (names in any case" in out
    assert "blackjack> s\nDealer: 9 ? (9). Phase: playing, Bob to play." in out
    assert out.endswith("blackjack> hand(Bob)\n11\n") and "Bob gets" not in out.split("> h\n")[1]
