"""Complete advice: ``hint`` plays what the rack affords, answers insurance and even money,
values each play (``ev``), plays card by card (``cards``); ``chart`` prints the table's
basic strategy."""

from __future__ import annotations

import json

import pytest

from crapsrepl.games.blackjack.console.chart import chart_lines
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.hint import hint
from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup
from crapsrepl.games.blackjack.model import BlackjackError, Payout, TableRules
from tests.helpers import blackjack_table, play, run_crapsrepl


def table(*lines: str, **rules: str) -> BlackjackController:
    setup = BlackjackSetup()
    for name, value in rules.items():
        setup = OPTIONS.with_option(setup, name, value)
    controller = BlackjackController(setup.new_game())
    for line in lines:
        reply = controller.execute(line)
        assert not reply.refused, (line, reply.events)
    return controller


def test_a_split_the_rack_cannot_cover_is_surrendered_where_that_is_best() -> None:
    """8-8 against a 10 with $5 left: the hint said hit; surrender is worth more."""
    controller = table(
        "addPlayer(Bob, 15)", "bet(Bob, 10)", "shoe(8, 10, 8, 7)", "deal()", surrender="yes"
    )
    assert play(controller, "hint", "blackjack") == [
        "Bob: surrender (basic strategy for 6 decks, S17, DAS, surrender: a pair of 8s against "
        "a 10; the rack ($5) cannot cover a split)"
    ]


def test_a_double_the_rack_cannot_cover_is_a_hit_where_doubling_for_less_is_worth_less() -> None:
    """9 against a 3 with $0.50 left: doubling for it is worth less than hitting."""
    controller = table("addPlayer(Bob, 10.50)", "bet(Bob, 10)", "shoe(5, 3, 4, 7)", "deal()")
    said = play(controller, "hint", "blackjack")[0]
    assert said.startswith("Bob: hit (") and said.endswith(
        "the rack ($0.50) cannot cover a double)"
    )


def test_insurance_is_answered_for_the_player_named() -> None:
    """`hint Bob` at an insurance offer was refused as "Amy's turn"."""
    controller = table(
        "addPlayer(Amy, 100)",
        "addPlayer(Bob, 100)",
        "bet(Amy, 10)",
        "bet(Bob, 10)",
        "shoe(9, 10, A, 9, K, 7)",
        "deal()",
    )
    assert play(controller, "hint Bob", "blackjack") == [
        "Bob: no insurance (basic strategy: insurance pays 2:1 on a ten in the hole, 30.4% "
        "here: worth -8.7%)"  # his 10 and K out of six decks: 94 tens in 309 cards
    ]
    controller.execute("noInsurance(Bob)")
    assert play(controller, "hint Bob", "blackjack") == [
        "error: Bob has no insurance to answer: Amy is still to answer"
    ]


def test_even_money_is_advised_where_the_natural_pays_6_to_5() -> None:
    three_two = blackjack_table("A A K 7", {"Bob": 10})
    three_two.deal()
    assert hint(three_two).play == "no even money"
    six_five = blackjack_table("A A K 7", {"Bob": 10}, blackjack_pays=Payout(6, 5))
    six_five.deal()
    found = hint(six_five)
    assert found.play == "even money" and dict(found.values)["even money"] == 1.0


def test_cards_in_sight_can_make_insurance_worth_taking() -> None:
    """One deck, seven low cards in sight and an ace up: 16 tens in 44 cards is more than a
    third, so insurance is worth taking card by card; basic strategy still declines."""
    game = blackjack_table("2 3 4 A 2 3 4 7", {"Bob": 10, "Al": 10, "Cy": 10}, decks=1)
    game.deal()
    assert hint(game, cards=True).play == "insurance"
    assert hint(game).play == "no insurance"


def test_card_by_card_stands_on_ten_two_four_against_a_ten() -> None:
    """The textbook case: hard 16 of three cards against a 10 stands, basic strategy hits."""
    game = blackjack_table("10 10 2 7 4", {"Bob": 10})
    game.deal()
    game.hit("Bob")
    assert hint(game).play == "hit"
    found = hint(game, cards=True)
    assert found.play == "stand"
    assert found.line.endswith(
        "(card by card for 6 decks, S17, DAS, no surrender: 10 2 4 against a 10)"
    )


def test_ev_values_every_play_on_offer_best_first() -> None:
    controller = table("addPlayer(Bob, 100)", "bet(Bob, 10)", "shoe(8, 10, 8, 7)", "deal()")
    lines = play(controller, "hint Bob ev", "blackjack")
    assert lines[1] == (
        "  expected on $10: split -$4.75 (-0.475), hit -$5.35 (-0.535), stand -$5.37 (-0.537), "
        "double -$10.71 (-1.071)"
    )


def test_ev_in_json() -> None:
    script = "addPlayer(Bob, 100)\nbet(Bob, 10)\nshoe(8, 10, 8, 7)\ndeal()\nhint ev\n"
    result = run_crapsrepl("blackjack", "--json", "--no-journal", stdin=script)
    values = [json.loads(line) for line in result.stdout.splitlines()][-1]
    assert values["event"] == "play_values" and values["bet"] == 10
    assert [play for play, _ in values["values"]] == ["split", "hit", "stand", "double"]


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("hint Bob Amy", "error: hint takes one player and the words ev and cards, not 'Amy'"),
        ("hint Zed", "error: no player named Zed"),
        ("hint Amy", "error: it is Bob's turn, not Amy's"),
    ],
)
def test_hint_refusals(line: str, said: str) -> None:
    controller = table(
        "addPlayer(Bob, 100)", "addPlayer(Amy, 100)", "bet(Bob, 10)", "shoe(8, 10, 8, 7)", "deal()"
    )
    assert play(controller, line, "blackjack") == [said]


def test_between_rounds_there_is_nothing_to_advise() -> None:
    with pytest.raises(BlackjackError, match="no hand is being played"):
        hint(blackjack_table("", {"Bob": 10}))


def _cells(lines: list[str], label: str) -> list[str]:
    return next(line for line in lines if line.startswith(label + " "))[10:].split()


def test_the_chart_is_the_tables_basic_strategy() -> None:
    h17 = chart_lines(TableRules(dealer="H17", late_surrender=True))
    assert h17[0] == (
        "Basic strategy for 6 decks, H17, DAS, surrender (the dealer's up card across):"
    )
    assert h17[1].split() == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"]
    assert _cells(h17, "hard 17") == ["S"] * 9 + ["Rs"]
    assert _cells(h17, "hard 11") == ["D"] * 10
    assert _cells(h17, "pair 8,8") == ["P"] * 9 + ["Rp"]
    assert _cells(h17, "soft 19") == ["S", "S", "S", "S", "Ds", "S", "S", "S", "S", "S"]
    s17 = chart_lines(TableRules())
    assert _cells(s17, "hard 16") == ["S"] * 5 + ["H"] * 5
    assert _cells(s17, "soft 18") == ["S", "Ds", "Ds", "Ds", "Ds", "S", "S", "H", "H", "H"]
    assert _cells(s17, "pair 9,9") == ["P"] * 5 + ["S", "P", "P", "S", "S"]
    assert all(len(line) <= 80 for line in h17) and len(h17) == 2 + 16 + 8 + 10 + 2


def test_the_chart_agrees_with_the_hint_cell_for_cell() -> None:
    """Every hard total of two cards against every up card: the chart's letter and the
    hint's play are the same strategy."""
    lines = chart_lines(TableRules())
    codes = {"H": "hit", "S": "stand", "D": "double", "Ds": "double"}
    ups = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"]
    for total in range(5, 20):
        low = 2 if total - 2 != 2 else 3
        cards = (str(low), str(total - low)) if total - low <= 10 else ("10", str(total - 10))
        if cards[0] == cards[1]:
            continue
        for up, code in zip(ups, _cells(lines, f"hard {total}"), strict=True):
            game = blackjack_table(f"{cards[0]} {up} {cards[1]} 7", {"Bob": 10})
            game.deal()
            if game.awaiting_insurance():
                game.decline_insurance("Bob")
            if game.turn() is not None:
                assert hint(game).play == codes[code], (total, up)


def test_chart_at_the_table() -> None:
    lines = play(table(surrender="yes"), "chart", "blackjack")
    assert lines[0] == (
        "Basic strategy for 6 decks, S17, DAS, surrender (the dealer's up card across):"
    )
