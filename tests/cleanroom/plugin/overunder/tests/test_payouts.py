"""Over/Under 7's own rules: what each bet pays, and the game played piped."""

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from overunder.binding import BINDING, game_from, to_document
from overunder.model import BetLost, BetWon, Game, OverUnderError

CRAPSREPL = str(Path(sys.executable).with_name("crapsrepl"))


def table(**players: int) -> Game:
    game = Game(seed=1)
    for name, chips in players.items():
        game.sit(name, chips)
    return game


@pytest.mark.parametrize(
    ("kind", "d1", "d2", "rack"),
    [
        ("over", 4, 4, 110), ("over", 6, 6, 110), ("over", 3, 4, 90), ("over", 1, 1, 90),
        ("under", 1, 1, 110), ("under", 3, 3, 110), ("under", 3, 4, 90), ("under", 4, 4, 90),
        ("seven", 3, 4, 140), ("seven", 6, 1, 140), ("seven", 2, 4, 90), ("seven", 4, 4, 90),
    ],
)
def test_each_bet_pays_what_the_layout_says(kind: str, d1: int, d2: int, rack: int) -> None:
    game = table(Bob=100)
    game.bet("Bob", kind, 10)
    events = game.roll(d1, d2)
    assert game.chips("Bob") == rack
    assert game.house == 1000 - (rack - 100)
    assert game.on_table("Bob") == 0
    assert any(isinstance(e, BetWon if rack > 100 else BetLost) for e in events)


def test_chips_are_kept_between_the_players_and_the_house() -> None:
    game = table(Ann=50, Bob=80)
    game.bet("Ann", "seven", 5)
    game.bet("ann", "over", 5)
    game.bet("BOB", "under", 20)
    game.roll(5, 6)
    assert game.chips("Ann") + game.chips("Bob") + game.house == 50 + 80 + 1000


@pytest.mark.parametrize(
    "call",
    [
        lambda g: g.bet("Bob", "middle", 5),
        lambda g: g.bet("Bob", "over", 0),
        lambda g: g.bet("Bob", "over", -3),
        lambda g: g.bet("Bob", "over", 101),
        lambda g: g.bet("Zed", "over", 1),
        lambda g: g.roll(0, 3),
        lambda g: g.roll(7, 1),
        lambda g: g.roll(3, None),
        lambda g: g.sit("bob", 5),
        lambda g: g.sit("Ann", 0),
    ],
)
def test_a_refusal_changes_nothing(call) -> None:  # type: ignore[no-untyped-def]
    game = table(Bob=100)
    game.bet("Bob", "seven", 1)
    before = pickle.dumps(game)
    with pytest.raises(OverUnderError):
        call(game)
    assert pickle.dumps(game) == before


def test_a_seeded_roll_replays_and_a_saved_table_rolls_on_the_same() -> None:
    first, second = Game(seed=9), Game(seed=9)
    assert [first.roll() for _ in range(5)] == [second.roll() for _ in range(5)]
    again = game_from(to_document(first))
    assert [first.roll() for _ in range(5)] == [again.roll() for _ in range(5)]


def test_the_binding_names_its_entry_point() -> None:
    assert BINDING.name == "overunder"
    assert BINDING.seed_matters(["bet(Bob, over, 5)", "roll"])
    assert not BINDING.seed_matters(["roll(3, 4)", "r 1 1"])


def test_played_piped_at_the_prompt() -> None:
    lines = "sit(Bob, 100)\nbet bob seven 10\nroll 3 4\nchips(Bob)\nhouse()\n"
    out = subprocess.run(
        [CRAPSREPL, "overunder"], input=lines, capture_output=True, text=True, check=True
    ).stdout
    assert out.splitlines() == [
        "overunder> sit(Bob, 100)",
        "Bob sits down with $100.",
        "overunder> bet bob seven 10",
        "Bob bets $10 on seven (rack $90).",
        "overunder> roll 3 4",
        "The dice: 3 + 4 = 7: seven.",
        "Bob wins $40 on seven (rack $140).",
        "overunder> chips(Bob)",
        "Bob: $140",
        "overunder> house()",
        "house: $960",
    ]
