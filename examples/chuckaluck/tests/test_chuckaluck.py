"""Chuck-a-luck against crapsrepl's conformance kit, and its rules through the public
command line (``crapsrepl chuckaluck`` piped), the way any user plays it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from crapsrepl.testing import assert_conforms

HERE = Path(__file__).resolve().parent
TRANSCRIPTS = HERE.parent / "transcripts"


def play(lines: list[str], *flags: str) -> list[str]:
    """The output of a piped session, less the echoed commands."""
    done = subprocess.run(
        [sys.executable, "-m", "crapsrepl", "chuckaluck", "--no-journal", *flags],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return [line for line in done.stdout.splitlines() if not line.startswith("chuckaluck>")]


def test_chuckaluck_conforms(tmp_path: Path) -> None:
    assert_conforms("chuckaluck", TRANSCRIPTS, tmp_path)


@pytest.mark.parametrize(
    ("dice", "rack"),
    [((4, 1, 2), 60), ((4, 4, 2), 70), ((4, 4, 4), 80), ((1, 2, 3), 40)],
)
def test_a_bet_pays_by_how_many_dice_show_its_number(dice: tuple[int, int, int], rack: int) -> None:
    out = play(["sit(Ann, 50)", "bet(Ann, 4, 10)", f"throw{dice}", "chips(Ann)"])
    assert out[-1] == f"Ann: ${rack}"


def test_triple_pays_ten_is_a_table_option() -> None:
    out = play(
        ["sit(Ann, 50)", "bet(Ann, 4, 10)", "throw(4, 4, 4)", "chips(Ann)", "house"],
        "--triple-pays",
        "10",
    )
    assert out[-2:] == ["Ann: $150", "house: $-100"]


def test_an_unknown_triple_pays_is_refused_at_the_start() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "crapsrepl", "chuckaluck", "--triple-pays", "5"],
        input="",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode != 0
    assert "triple-pays is 3 or 10" in done.stderr


def test_refusals_are_one_error_line_and_change_nothing() -> None:
    out = play(
        [
            "sit(Ann, 20)",
            "bet(Ann, 7, 5)",
            "bet(Ann, 3, 21)",
            "bet(Bob, 3, 5)",
            "throw(1, 2, 3)",
            "chips(Ann)",
            "bets(Ann)",
        ]
    )
    assert out[1:4] == [
        "error: a bet is on a number from 1 to 6, not 7",
        "error: Ann has only $20, not $21",
        "error: no player named Bob is seated",
    ]
    assert out[4].startswith("error: no bets on the table")
    assert out[5:] == ["Ann: $20", "Ann: none"]


def test_the_same_seed_throws_the_same_dice() -> None:
    session = ["sit(Ann, 500)"] + ["bet(Ann, 1, 1)", "throw()"] * 20 + ["chips(Ann)"]
    assert play(session, "--seed", "11") == play(session, "--seed", "11")


def test_the_house_wins_what_the_players_lose() -> None:
    session = ["sit(Ann, 100)", "sit(Bob, 100)"]
    session += ["bet(Ann, 2, 3)", "bet(Bob, 5, 4)", "bet(Ann, 6, 1)", "throw()"] * 10
    out = play([*session, "chips(Ann)", "chips(Bob)", "house"], "--seed", "3")
    racks = [int(line.split("$")[1]) for line in out[-3:-1]]
    assert int(out[-1].split("$")[1]) == 200 - sum(racks)


def test_json_names_the_game_on_every_event() -> None:
    out = play(["sit(Ann, 10)", "bet(Ann, 2, 5)", "throw(2, 3, 2)"], "--json")
    events = [json.loads(line) for line in out]
    assert {e["game"] for e in events} == {"chuckaluck"}
    won = [e for e in events if e["event"] == "bet_won"]
    assert won == [
        {
            "event": "bet_won",
            "game": "chuckaluck",
            "player": "Ann",
            "number": 2,
            "stake": 5,
            "matches": 2,
            "winnings": 10,
            "rack": 20,
        }
    ]


def test_a_saved_table_loads_back(tmp_path: Path) -> None:
    saved = tmp_path / "t.json"
    play(["sit(Ann, 30)", "bet(Ann, 3, 10)", f"save {saved}"])
    assert json.loads(saved.read_text())["game"] == "chuckaluck"
    out = play([f"load {saved}", "bets(Ann)", "throw(3, 1, 1)", "chips(Ann)"])
    assert out[-4:] == [
        "Ann: $10 on 3",
        "The dice show 3, 1, 1.",
        "Ann wins $10 on 3: one 3, 1 to 1 (rack $40).",
        "Ann: $40",
    ]


def test_a_damaged_table_is_refused_in_one_line(tmp_path: Path) -> None:
    saved = tmp_path / "t.json"
    play(["sit(Ann, 30)", "bet(Ann, 3, 10)", f"save {saved}"])
    document = json.loads(saved.read_text())
    document["players"][0]["bets"] = [[9, 10]]
    saved.write_text(json.dumps(document))
    out = play([f"load {saved}", "chips(Ann)"])
    assert len(out) == 2 and out[0].startswith("error: ")
    assert out[1] == "error: no player named Ann is seated"


def test_undo_takes_back_bets_and_seats_but_not_throws() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "crapsrepl", "check", str(TRANSCRIPTS / "undo.chuckaluck")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stdout


def test_explore_runs_every_session_to_the_end(tmp_path: Path) -> None:
    """The kit only looks for a disagreement in explore's report: explore failing on the
    game's own moves (an empty list of moves once every rack is empty) passed it."""
    report = tmp_path / "explore.json"
    done = subprocess.run(
        [sys.executable, "-m", "crapsrepl", "grade", "--explore", "40", "--explore-refusals"]
        + ["--seed", "1", "--report", str(report), str(TRANSCRIPTS)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    explored = json.loads(report.read_text())["explore"]
    assert explored["error"] is None
    assert (explored["sessions"], explored["diverged"]) == (40, False)
