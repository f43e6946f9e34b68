"""Honest money: payouts exact to the table's chip, one written rounding rule, amounts typed
and shown in dollars and cents, and advice and ``simulate`` paid as the table pays."""

from __future__ import annotations

import json

import pytest

from crapsrepl.console.parser import ParseError, cents
from crapsrepl.games.blackjack.analysis import analyse
from crapsrepl.games.blackjack.analysis.table import Table
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.console.hint import hint
from crapsrepl.games.blackjack.console.options import OPTIONS, BlackjackSetup
from crapsrepl.games.blackjack.model import Payout, TableRules
from crapsrepl.games.blackjack.model.money import amount, dollars
from tests.helpers import blackjack_table, play, resealed, run_crapsrepl

HALF = TableRules(chip_cents=50)


def test_a_natural_and_a_surrender_pay_exactly_in_half_dollar_chips() -> None:
    # chips of $0.50: $5 is 10 chips, $1 is 2
    assert HALF.money(HALF.blackjack_win(10)) == "$7.50"
    assert HALF.money(HALF.blackjack_win(2)) == "$1.50"
    assert HALF.money(HALF.surrender_back(10)) == "$2.50"
    assert HALF.money(HALF.surrender_back(2)) == "$0.50"


def test_a_payout_between_chips_is_rounded_down_to_the_chip() -> None:
    six_five = TableRules(chip_cents=50, blackjack_pays=Payout(6, 5))
    assert six_five.money(six_five.blackjack_win(14)) == "$8"  # 6:5 of $7 is $8.40
    assert HALF.money(HALF.surrender_back(3)) == "$0.50"  # half of $1.50 is $0.75


def test_rounding_to_the_dollar_is_a_rule_of_its_own() -> None:
    whole = TableRules(chip_cents=50, whole_dollars=True)
    assert whole.money(whole.blackjack_win(10)) == "$7"
    assert whole.money(whole.blackjack_win(15)) == "$11"  # 3:2 of $7.50 is $11.25
    assert whole.money(whole.surrender_back(10)) == "$2"
    big = TableRules(chip_cents=500, whole_dollars=True)  # $5 chips: a dollar is no chip
    assert big.payout_step == 1 and big.money(big.blackjack_win(1)) == "$5"


@pytest.mark.parametrize("worth", [3, 30, 150, 0, -50, 100_001])
def test_a_chip_divides_a_dollar_or_is_whole_dollars(worth: int) -> None:
    with pytest.raises(ValueError, match="a chip is|a chip"):
        TableRules(chip_cents=worth)


def test_money_is_written_with_cents_only_when_not_whole() -> None:
    assert [dollars(c) for c in (9000, 750, 5, -350, 0)] == [
        "$90",
        "$7.50",
        "$0.05",
        "-$3.50",
        "$0",
    ]
    assert [amount(c) for c in (9000, 750, -350)] == ["90", "7.50", "-3.50"]


@pytest.mark.parametrize(
    ("text", "value"),
    [("7", 700), ("7.5", 750), ("7.50", 750), ("$7.50", 750), (".50", 50), ("-3", -300), ("0", 0)],
)
def test_amounts_are_read_as_whole_cents(text: str, value: int) -> None:
    assert cents(text, "amount") == value


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("ten", "amount must be dollars such as 10 or 7.50, not 'ten'"),
        ("7.505", "amount has at most two decimals (cents), not '7.505'"),
        ("1e3", "amount must be dollars such as 10 or 7.50, not '1e3'"),
        ("", "amount must be dollars such as 10 or 7.50, not ''"),
        ("$", "amount must be dollars such as 10 or 7.50, not '$'"),
        ("7.5.0", "amount must be dollars such as 10 or 7.50, not '7.5.0'"),
        ("٣", "amount must be dollars such as 10 or 7.50, not '٣'"),
        ("9" * 13, "amount is too large"),
    ],
)
def test_hostile_amounts_are_refused(text: str, said: str) -> None:
    with pytest.raises(ParseError) as refused:
        cents(text, "amount")
    assert str(refused.value).startswith(said)


def _table(*lines: str, **rules: object) -> BlackjackController:
    setup = BlackjackSetup()
    for name, value in rules.items():
        setup = OPTIONS.with_option(setup, name, str(value))
    controller = BlackjackController(setup.new_game())
    for line in lines:
        controller.execute(line)
    return controller


def test_an_amount_between_chips_is_refused_naming_the_nearest() -> None:
    controller = _table("addPlayer(Bob, 100)")
    assert play(controller, "bet(Bob, 7.25)", "blackjack") == [
        "error: a bet must be a whole number of the table's $0.50 chips: $7.25 is not "
        "($7 or $7.50 is)"
    ]
    assert play(controller, "chips(Bob)", "blackjack") == ["100"]
    assert play(controller, "bet(Bob, $7.50)", "blackjack") == ["Bob bets $7.50 (rack $92.50)."]
    assert play(controller, "chips(Bob)", "blackjack") == ["92.50"]


def test_whole_dollar_chips_refuse_half_dollars() -> None:
    controller = _table("addPlayer(Bob, 100)", **{"chip-unit": "1"})
    assert play(controller, "bet(Bob, 2.50)", "blackjack") == [
        "error: a bet must be a whole number of the table's $1 chips: $2.50 is not ($2 or $3 is)"
    ]


def test_the_summary_counts_cents() -> None:
    controller = _table("addPlayer(Bob, 100)", "bet(Bob, 5)", "shoe(A, 9, K, 7)", "deal()")
    assert controller.summary() == [
        "Session summary:",
        "  Bob: started $100, ends with $107.50 (+$7.50); biggest win $7.50; 1 hand",
    ]
    assert controller.racks() == {"Bob": 10750} and controller.money(10750) == "$107.50"


def test_json_writes_dollars() -> None:
    script = "addPlayer(Bob, 100)\nbet(Bob, 5)\nshoe(A, 9, K, 7)\ndeal()\nstatus\n"
    result = run_crapsrepl("blackjack", "--json", "--no-journal", stdin=script)
    events = [json.loads(line) for line in result.stdout.splitlines()]
    settled = next(e for e in events if e["event"] == "hand_settled")
    assert (settled["bet"], settled["paid"], settled["rack"]) == (5, 12.5, 107.5)
    status = next(e for e in events if e["event"] == "table_status")
    assert status["seats"][0]["rack"] == 107.5 and status["house"] == -7.5


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        (["--chip-unit", "0.30"], "chip-unit: a chip is a fraction of a dollar that divides it"),
        (["--chip-unit", "abc"], "chip-unit must be dollars"),
        (["--chip-unit", "0"], "chip-unit: a chip is worth at least $0.01"),
        (["--rounding", "up"], "rounding: chip or dollar, not 'up'"),
    ],
)
def test_bad_money_options_exit_2(flags: list[str], said: str) -> None:
    result = run_crapsrepl("blackjack", *flags)
    assert result.returncode == 2 and said in result.stderr, result.stderr


def test_the_options_write_themselves_back() -> None:
    setup = OPTIONS.with_option(BlackjackSetup(), "chip-unit", "0.25")
    setup = OPTIONS.with_option(setup, "rounding", "dollar")
    assert OPTIONS.directives_for(setup) == ["% chip-unit: 0.25", "% rounding: dollar"]
    assert OPTIONS.directives_for(BlackjackSetup()) == []


def test_the_analysis_pays_what_the_table_pays_on_the_bet() -> None:
    dollar_chips = TableRules(chip_cents=100, late_surrender=True)
    assert Table.of(dollar_chips, 1).surrender == -1.0  # $1 back of nothing
    assert Table.of(dollar_chips, 2).surrender == -0.5
    six_five = TableRules(chip_cents=50, blackjack_pays=Payout(6, 5))
    assert Table.of(six_five, 2).pays == 1.0  # 6:5 on $1 is $1.20, $1 between chips
    assert analyse(six_five, 2).edge > analyse(six_five, 20).edge + 0.005


def test_hint_never_surrenders_a_hand_that_would_get_nothing_back() -> None:
    """A $1 surrender at a table of $1 chips returns $0: the hint played it anyway."""
    cards = "10 10 6 7"  # hard 16 against a 10: basic strategy surrenders
    for bet, play_it in ((1, "hit"), (2, "surrender")):
        game = blackjack_table(cards, {"Bob": bet}, late_surrender=True)
        game.deal()
        assert hint(game).line.startswith(f"Bob: {play_it} ")


def test_a_loaded_old_table_keeps_its_whole_dollar_chips() -> None:
    """A saved table from before chips had a worth counted whole dollars."""
    from crapsrepl.games.blackjack.console import persistence

    game = blackjack_table("A 9 K 7", {"Bob": 5})

    def before_chips(public: dict[str, object]) -> None:
        rules = public["rules"]
        assert isinstance(rules, dict)
        del rules["chip_cents"], rules["whole_dollars"]

    document = resealed(persistence.to_document(game), before_chips)
    loaded = persistence.from_document(document)
    assert loaded.rules.chip_cents == 100 and loaded.rules.money(loaded.chips("Bob")) == "$995"
