"""Every ``--json`` event carries every field with its value: none may silently become null.

The events are made in-process (so mutation testing sees them) and turned into JSON by the
same function ``--json`` uses; one test runs the real program to tie the two together.
"""

from __future__ import annotations

from crapsrepl import Game
from crapsrepl.games.craps.console.controller import CrapsController
from tests.helpers import event_json, json_events, run_crapsrepl

SESSION = """\
placeLineBet(Bob, 10)
roll(6)
placeOddsBet(Bob, 6, 10)
changeOddsBet(Bob, 6, 20)
placeComeBet(Adam, 10)
roll(5)
placeOddsBet(Adam, 5, 10)
roll(6)
placeLineBet(Bob, 10)
roll(5)
status
"""


def events(session: str = SESSION) -> list[dict[str, object]]:
    game = Game(seed=1)
    game.add_player("Bob", 100)
    game.add_player("Adam", 100)
    controller = CrapsController(game)
    return [
        event_json(event)
        for line in session.splitlines()
        for event in controller.execute(line).events
    ]


def test_the_program_prints_the_same_events() -> None:
    done = run_crapsrepl("--json", "--no-journal", "--players", "Bob:100,Adam:100", stdin=SESSION)
    assert done.returncode == 0, done.stderr
    lines = json_events(done.stdout, "craps")
    assert [e for e in lines if e["event"] != "command"] == events()


SEVEN_OUT = """\
placeLineBet(Bob, 10)
roll(4)
placeComeBet(Adam, 10)
roll(8)
placeOddsBet(Adam, 8, 10)
placeOddsBet(Bob, 4, 10)
roll(7)
removePlayer(Adam)
"""


def test_lost_odds_the_seven_out_and_a_player_leaving() -> None:
    got = [e for e in events(SEVEN_OUT) if e["event"] in ("bet_lost", "player_left")]
    assert got == [
        {"event": "bet_lost", "player": "Adam", "bet": "come", "number": 8, "odds": False,
         "stake": 10, "rack": 80},
        {"event": "bet_lost", "player": "Adam", "bet": "come", "number": 8, "odds": True,
         "stake": 10, "rack": 80},
        {"event": "bet_lost", "player": "Bob", "bet": "pass", "number": 4, "odds": False,
         "stake": 10, "rack": 80},
        {"event": "bet_lost", "player": "Bob", "bet": "pass", "number": 4, "odds": True,
         "stake": 10, "rack": 80},
        {"event": "player_left", "player": "Adam", "chips": 80},
    ]  # fmt: skip
    assert events(SEVEN_OUT)[-1] == {
        "event": "shooter_changed", "shooter": "Bob", "previous": "Adam",
    }  # fmt: skip


def test_each_event_with_all_its_fields() -> None:
    got = events()
    by_name: dict[str, list[dict[str, object]]] = {}
    for event in got:
        by_name.setdefault(str(event["event"]), []).append(event)
    assert by_name["odds_placed"] == [
        {"event": "odds_placed", "player": "Bob", "bet": "pass", "number": 6, "amount": 10,
         "rack": 80},
        {"event": "odds_placed", "player": "Adam", "bet": "come", "number": 5, "amount": 10,
         "rack": 80},
    ]  # fmt: skip
    assert by_name["odds_changed"] == [
        {"event": "odds_changed", "player": "Bob", "bet": "pass", "number": 6, "old": 10,
         "new": 20, "rack": 70},
    ]  # fmt: skip
    assert by_name["bet_won"] == [
        {"event": "bet_won", "player": "Bob", "bet": "pass", "number": 6, "odds": False,
         "stake": 10, "winnings": 10, "rack": 90, "stays": False},
        {"event": "bet_won", "player": "Bob", "bet": "pass", "number": 6, "odds": True,
         "stake": 20, "winnings": 24, "rack": 134, "stays": False},
        {"event": "bet_won", "player": "Adam", "bet": "come", "number": 5, "odds": False,
         "stake": 10, "winnings": 10, "rack": 100, "stays": False},
    ]  # fmt: skip
    assert by_name["bet_returned"] == [
        {"event": "bet_returned", "player": "Adam", "bet": "come", "number": 5, "odds": True,
         "stake": 10, "rack": 110},
    ]  # fmt: skip
    assert by_name["bet_placed"][1] == {
        "event": "bet_placed", "player": "Adam", "bet": "come", "amount": 10, "total": 10,
        "rack": 90, "number": None,
    }  # fmt: skip


def test_the_status_snapshot_holds_the_house_figure() -> None:
    status = events()[-1]
    assert status == {
        "event": "status_report",
        "snapshot": {
            "point": 5,
            "shooter": "Bob",
            "players": [
                {"name": "Bob", "rack": 124,
                 "bets": [{"kind": "pass", "number": 5, "amount": 10, "odds": 0,
                          "progress": []}], "working": None},
                {"name": "Adam", "rack": 110, "bets": [], "working": None},
            ],
            "house": -44,
        },
    }  # fmt: skip
