"""The events of a session across the wider table, field by field, made in-process: the
call of every kind of roll, a commission paid on a win, a bar-12 push, a player seated."""

from __future__ import annotations

from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.options import OPTIONS, TableSetup
from tests.helpers import event_json

SESSION = [
    "addPlayer(Cy, 50)",
    "placeLineBet(Bob, 10)",
    "roll(11)",
    "placeLineBet(Bob, 10)",
    "roll(2)",
    "placeLineBet(Bob, 10)",
    "roll(4)",
    "placeBuyBet(Adam, 4, 20)",
    "roll(4)",
    "placeLineBet(Bob, 10)",
    "placeDontPassBet(Cy, 10)",
    "roll(6, 6)",
    "placeLineBet(Bob, 10)",
    "roll(7)",
    "placeLineBet(Bob, 10)",
    "roll(5)",
    "roll(7)",
]


def events() -> list[dict[str, object]]:
    setup = OPTIONS.with_option(TableSetup(seed=1), "players", "Bob:100, Adam:100")
    controller = CrapsController(OPTIONS.with_option(setup, "commission-on-win", "yes").new_game())
    return [event_json(e) for line in SESSION for e in controller.execute(line).events]


def test_every_roll_carries_its_call() -> None:
    calls = [e["call"] for e in events() if e["event"] == "rolled"]
    assert calls == [
        "eleven", "craps", "point set", "point made", "craps", "natural", "point set", "seven-out",
    ]  # fmt: skip


def test_seating_a_player_after_the_first_does_not_change_the_shooter() -> None:
    assert events()[0] == {"event": "player_seated", "player": "Cy", "chips": 50}
    assert events()[1]["event"] == "bet_placed"


def test_a_commission_paid_on_a_win_and_a_bar_twelve_push() -> None:
    wide = [e for e in events() if e["event"] in ("commission_paid", "bet_pushed")]
    assert wide == [
        {"event": "commission_paid", "player": "Adam", "bet": "buy", "number": 4, "amount": 1,
         "rack": 139},
        {"event": "bet_pushed", "player": "Cy", "bet": "dont_pass", "number": None, "stake": 10,
         "rack": 50},
    ]  # fmt: skip
