"""The table shows what is on it: the next round's bets, stacked cards, only the keys that
play, a status line that fits 80 columns and names the split hand to act, the letter plays,
``--resume``'s account of what it restored, help in blackjack's words, a prepared hint."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapsrepl.console.games import GAMES
from crapsrepl.games.blackjack.analysis.player import against_table
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup
from crapsrepl.games.blackjack.console.toolbar import WIDTH
from tests.helpers import play, run_crapsrepl


def table(*lines: str, **rules: str) -> BlackjackController:
    setup = BlackjackSetup()
    for name, value in rules.items():
        setup = OPTIONS.with_option(setup, name, value)
    controller = BlackjackController(setup.new_game())
    for line in lines:
        reply = controller.execute(line)
        assert not reply.refused, (line, reply.events)
    return controller


NATURAL = ("addPlayer(Bob, 100)", "bet(Bob, 5)", "shoe(A, 9, K, 7)", "deal()")


def test_the_drawn_table_shows_the_next_rounds_bet_and_marks_the_last_round() -> None:
    """After a round, bet(Bob, 25) then table showed last round's $5 natural and no $25."""
    controller = table(*NATURAL, "bet(Bob, 25)")
    drawn = controller.draw()
    assert "╭─ Bob  $82.50  bet $25 " in drawn[3]
    assert "│ last round: [A K]  21 blackjack  $5 " in drawn[4]
    assert "│ last round: 9 7   (16) " in drawn[1]
    assert play(controller, "status", "blackjack")[1] == (
        "  Bob $82.50: bet $25; last round: hand A K (21 blackjack) $5"
    )


def test_cards_left_stacked_are_said_listed_and_dealt_first() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, 9, 8, 8, 3)", "deal()")
    assert play(controller, "stand(Bob)", "blackjack")[-1] == (
        "Still stacked on top of the shoe: 3 (the next deal starts with them)."
    )
    assert play(controller, "shoe(5, 10, 6, A)", "blackjack") == [
        "On top of the shoe: 3 (stacked before, dealt first), then 5 10 6 A."
    ]
    assert play(controller, "status", "blackjack")[-1] == (
        "  Stacked on top of the shoe, dealt next: 3 5 10 6 A."
    )
    assert controller.draw()[-1] == "Stacked, dealt next: 3 5 10 6 A."
    controller.execute("bet(Bob, 10)")
    assert play(controller, "deal()", "blackjack")[0] == "Bob gets 3: 3."


def test_a_long_stack_is_drawn_within_80_columns() -> None:
    controller = table("shoe(" + ", ".join(["10"] * 40) + ")")
    line = controller.draw()[-1]
    assert len(line) <= 80 and line.endswith(" more.") and line.startswith("Stacked, dealt next:")


def keys(controller: BlackjackController) -> dict[str, str]:
    return {k: line for k in "abcdefghijklmnopqrstuvwxyz" if (line := controller.quick_line(k))}


def test_the_keys_offer_only_what_is_allowed() -> None:
    five_four = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(5, 9, 4, 7, 2)", "deal()")
    assert keys(five_four) == {"d": "double(Bob)", "h": "hit(Bob)", "s": "stand(Bob)"}
    five_four.execute("hit(Bob)")  # no double after a hit
    assert keys(five_four) == {"h": "hit(Bob)", "s": "stand(Bob)"}
    pair = table(
        "addPlayer(Bob, 15)", "bet(Bob, 10)", "shoe(8, 9, 8, 7)", "deal()", surrender="yes"
    )
    assert keys(pair) == {  # $5 left: no split, a double for less
        "d": "double(Bob, 5)",
        "h": "hit(Bob)",
        "s": "stand(Bob)",
        "u": "surrender(Bob)",
    }


def test_the_insurance_keys() -> None:
    plain = table("addPlayer(Bob, 100)", "bet(Bob, 5)", "shoe(10, A, 9, 7)", "deal()")
    assert keys(plain) == {
        "i": "insurance(Bob, 2.50)",
        "n": "noInsurance(Bob)",
        "h": "hit(Bob)",
        "s": "stand(Bob)",
        "d": "double(Bob)",
    }
    natural = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(K, A, A, 7)", "deal()")
    assert keys(natural)["e"] == "evenMoney(Bob)" and "i" not in keys(natural)
    short = table("addPlayer(Bob, 11)", "bet(Bob, 10)", "shoe(10, A, 9, 7)", "deal()")
    assert keys(short)["i"] == "insurance(Bob, 1)"  # the rack's $1, less than half of $10


def test_a_plays_letter_and_a_player_is_the_play() -> None:
    controller = table(
        "addPlayer(Bob, 100)",
        "addPlayer(Amy, 50)",
        "bet(Bob, 10)",
        "bet(Amy, 10)",
        "shoe(10, 5, 6, 9, 4, 2, 10, 3, 7)",
        "deal()",
    )
    assert play(controller, "s Amy", "blackjack") == ["error: it is Bob's turn, not Amy's"]
    assert play(controller, "s bob", "blackjack")[0] == "Bob stands on 19."
    assert play(controller, "d Amy", "blackjack")[0] == "Amy doubles to $20 (rack $30)."
    assert play(controller, "h hit", "blackjack")[0] == "hit(player): take a card"
    assert play(controller, "h Zed", "blackjack") == [
        "error: unknown command 'Zed'; type help for the list"
    ]
    assert play(controller, "s", "blackjack")[0].startswith("Dealer: ")


def test_insurance_by_letter() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, A, 9, 7)", "deal()")
    assert play(controller, "i Bob", "blackjack")[0] == "Bob takes $5 insurance (rack $85)."
    again = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, A, 9, 7)", "deal()")
    assert play(again, "i Bob 2", "blackjack")[0] == "Bob takes $2 insurance (rack $88)."
    assert play(again, "n Bob", "blackjack") == [  # the offer closed when Bob answered
        "error: insurance is offered only when the dealer shows an ace"
    ]


def test_the_status_line_fits_80_columns_and_marks_the_split_hand_to_act() -> None:
    controller = table(
        "addPlayer(Bob, 1000)",
        "addPlayer(Amy, 500)",
        "addPlayer(Christopher, 250)",
        "bet(Bob, 25)",
        "bet(Amy, 10)",
        "bet(Christopher, 5)",
        "shoe(10, 8, 9, 9, 6, 8, 8, 7, 10, 3)",
        "deal()",
        "stand(Bob)",
        "split(Amy)",
    )
    line = controller.status_line()
    assert line.startswith(" Amy to play hand 1 | dealer 9 up | ")
    assert "Amy $480 [▸18 8]" in line and len(line) <= WIDTH
    controller.execute("stand(Amy)")
    line = controller.status_line()
    assert line.startswith(" Amy h2 | 9 up | ") and "[18 ▸11]" in line and len(line) <= WIDTH


def test_the_status_line_between_rounds_shows_the_bets() -> None:
    controller = table(*NATURAL, "bet(Bob, 25)")
    assert controller.status_line() == " dealer 16 last round | Bob $82.50 bet $25"
    waiting = table("addPlayer(Bob, 100)", "bet(Bob, 5)", "shoe(10, A, 9, 7)", "deal()")
    assert waiting.status_line().startswith(" insurance? Bob | dealer A up | ")


def test_seven_players_still_fit() -> None:
    names = ["Alexandra", "Bartholomew", "Cassiopeia", "Demetrius", "Evangeline", "Fitz", "Gus"]
    lines = [f"addPlayer({n}, 1000)" for n in names] + [f"bet({n}, 10)" for n in names]
    controller = table(*lines, "deal()")
    assert len(controller.status_line()) <= WIDTH


def test_help_undo_speaks_of_blackjack() -> None:
    blackjack, craps = GAMES["blackjack"].commands, GAMES["craps"].commands
    assert blackjack.help_lines("undo")[0] == (
        "undo(): take back the last bet, seat, stacked cards or insurance answer, "
        "until a card is dealt"
    )
    assert "roll" in craps.help_lines("undo")[0] and "roll" not in blackjack.help_lines("undo")[0]


def test_resume_says_what_it_restored_of_a_round_in_play(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\nshoe(10, 6, 6, 9)\ndeal()\n"
    run_crapsrepl("blackjack", "--journal", str(journal), stdin=script)
    resumed = run_crapsrepl("--resume", str(journal), stdin="hand(Bob)\n")
    assert resumed.stderr.splitlines() == [
        f"resumed {journal}: the table it last kept, then 4 commands replayed after it",
        " Bob to play | dealer 6 up | Bob $90 [▸16]",
    ]
    assert resumed.stdout.splitlines()[-1] == "16"


def test_warm_up_works_out_the_tables_strategy_ahead() -> None:
    controller = table(surrender="yes", decks="3")  # rules no other test has asked for
    before = against_table.cache_info().currsize
    controller.warm_up()
    assert against_table.cache_info().currsize == before + 10
    # the first hint and its values are answered from what was worked out: nothing new
    for line in ("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(10, 9, 6, 8)", "deal()"):
        controller.execute(line)
    assert play(controller, "hint ev", "blackjack")[0].startswith("Bob: ")
    assert against_table.cache_info().currsize == before + 10


@pytest.mark.parametrize("line", ["", "   ", "# a remark"])
def test_blank_lines_do_nothing_piped(line: str) -> None:
    result = run_crapsrepl("blackjack", "--no-journal", stdin=f"{line}\nchips(Bob)\n")
    assert result.stdout.splitlines()[1] == "blackjack> chips(Bob)"
