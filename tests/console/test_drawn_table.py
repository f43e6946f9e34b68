"""`table` draws every bet where a player looks for it, in 80 columns, at both tables."""

from __future__ import annotations

import pytest

from crapsrepl import Game
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.layout import tags
from crapsrepl.terminal.style import red_suits
from tests.helpers import blackjack_table, play

BUSY = [
    "addPlayer(Bob, 200)",
    "addPlayer(Adam, 200)",
    "addPlayer(Ann, 100)",
    "placeFireBet(Adam, 5)",
    "placeLineBet(Bob, 10)",
    "placeDontPassBet(Ann, 5)",
    "roll(6)",
    "placeOddsBet(Bob, 6, 20)",
    "placeComeBet(Adam, 10)",
    "roll(8)",
    "placeOddsBet(Adam, 8, 10)",
    "placePlaceBet(Ann, 5, 10)",
    "placeFieldBet(Bob, 5)",
    "placeHardwayBet(Adam, 6, 5)",
    "placePropBet(Ann, any7, 2)",
    "placePropBet(Bob, hop, 2, 5, 3)",
    "placeComeBet(Bob, 5)",
    "placeLayBet(Adam, 4, 20)",
    "placeBigBet(Ann, 8, 6)",
]


def test_every_bet_is_a_chip_on_its_spot() -> None:
    controller = CrapsController(Game(seed=1))
    for line in BUSY:
        assert not controller.execute(line).refused, line
    assert play(controller, "t") == [
        "╭──────────────────────────────────────────────────────────────────────────────╮",
        "│ point ● ON 6   shooter Bob   house $1                                        │",
        "├────────────┬──────────┬──────────┬──────────┬──────────┬──────────┬──────────┤",
        "│            │    4     │    5     │   ● 6    │    8     │    9     │    10    │",
        "│ come / put │          │          │          │ A10+10   │          │          │",
        "│ place / buy│          │ An10     │          │          │          │          │",
        "│ don't / lay│ A20      │          │          │          │          │          │",
        "├────────────┴──────────┴──────────┴──────────┴──────────┴──────────┴──────────┤",
        "│ come       B5                                                                │",
        "│ don't come                                                                   │",
        "│ field      B5                                                                │",
        "│ big 6 / 8  big8:An6                                                          │",
        "│ hardways   hard6:A5                                                          │",
        "│ props      hop25:B3 any7:An2                                                 │",
        "│ side       fire:A5                                                           │",
        "│ pass line  B10+20                                                            │",
        "│ don't pass An5                                                               │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "B Bob $157 (shooter)   A Adam $149   An Ann $77",
    ]


def test_an_empty_table_and_a_crowded_spot_still_fit_80_columns() -> None:
    controller = CrapsController(Game(seed=1))
    assert play(controller, "table")[-1] == "No players: addPlayer(Name, 100)."
    names = [f"Player{n}" for n in range(12)]
    for name in names:
        controller.execute(f"addPlayer({name}, 500)")
        controller.execute(f"placePlaceBet({name}, 6, 120)")
    lines = play(controller, "table")
    assert all(len(line) <= 80 for line in lines)
    place_row = next(line for line in lines if line.startswith("│ place / buy"))
    assert "+" in place_row.split("│")[4]  # what does not fit says how many more


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (["Bob", "Adam", "Ann"], ["B", "A", "An"]),
        (["amy", "Amos", "Al"], ["A", "Am", "Al"]),
        (["Al", "Al2"], ["A", "Al"]),
    ],
)
def test_each_player_gets_a_tag_no_one_else_has(names: list[str], expected: list[str]) -> None:
    assert list(tags(names).values()) == expected


def test_blackjack_draws_the_dealer_with_the_hole_card_face_down_and_every_hand() -> None:
    game = blackjack_table("8h Kh 5s 8c 9d 7c", {"Bob": 10, "Al": 20})
    game.deal()
    controller = BlackjackController(game)
    lines = play(controller, "table", "blackjack")
    assert lines[1] == "│ 5♠ ▒▒   (5 showing)" + " " * 58 + "│"
    assert "7♣" not in "".join(lines)
    assert any("[8♥ 8♣]  16  $10  ◀ to play" in line for line in lines)
    assert any("[K♥ 9♦]  19  $20" in line for line in lines)
    assert all(len(line) <= 80 for line in lines)
    controller.execute("stand(Bob)")
    controller.execute("stand(Al)")
    assert "5♠ 7♣" in play(controller, "table", "blackjack")[1]


def test_hearts_and_diamonds_are_red_at_the_terminal() -> None:
    assert red_suits("", "[K♥ 9♠]") == [("", "[K"), ("class:red-suit", "♥"), ("", " 9♠]")]


def test_the_readme_shows_the_table_the_program_draws() -> None:
    from tests.helpers import DATA, ROOT, run_crapsrepl

    script = (DATA / "drawn_table.txt").read_text()
    printed = run_crapsrepl("--seed", "1", "--no-journal", stdin=script).stdout
    drawn = printed[printed.index("craps> table\n") :].rstrip("\n")
    assert f"```\n{drawn}\n```" in (ROOT / "README.md").read_text()
