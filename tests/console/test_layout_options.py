"""The wider layout's table options: flags, directives and their refusals."""

from __future__ import annotations

import pytest

from crapsrepl.console.options import OptionError
from crapsrepl.games.craps.console.options import OPTIONS, TableSetup
from crapsrepl.games.craps.model.rules import Limit, Rounding
from tests.helpers import run_crapsrepl


def test_each_option_reads_and_writes_back() -> None:
    setup = TableSetup()
    for key, value in [
        ("field-12", "3:1"),
        ("max-lay-odds", "6x"),
        ("commission", "4"),
        ("commission-rounding", "Nearest"),
        ("commission-on-win", "yes"),
        ("come-out-working", "yes"),
        ("bet-limits", "props:1-100, side:5-"),
    ]:
        setup = OPTIONS.with_option(setup, key, value)
    rules = setup.rules
    assert rules.field_twelve == 3 and rules.commission_percent == 4
    assert rules.commission_rounding is Rounding.NEAREST and rules.commission_on_win
    assert rules.come_out_working and rules.limits == (
        Limit("props", 1, 100),
        Limit("side", 5, None),
    )
    assert OPTIONS.directives_for(setup) == [
        "% max-lay-odds: 6x",
        "% field-12: 3",
        "% commission: 4",
        "% commission-rounding: nearest",
        "% commission-on-win: yes",
        "% come-out-working: yes",
        "% bet-limits: props:1-100, side:5-",
    ]


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("field-12", "4", "field-12: the field pays 2 or 3"),
        ("commission-rounding", "sideways", "down, nearest or up"),
        ("commission", "101", "commission: the commission is 0 to 100 percent"),
        ("bet-limits", "odds:1-5", "FAMILY one of line, numbers"),
        ("bet-limits", "props:5-2", "not a range"),
        ("bet-limits", "props", "write FAMILY:MIN-MAX"),
        ("max-lay-odds", "lots", "max odds must look like"),
    ],
)
def test_bad_values_are_refused_with_the_option_named(key: str, value: str, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        OPTIONS.with_option(TableSetup(), key, value)


def test_flags_reach_the_table() -> None:
    result = run_crapsrepl(
        "--players",
        "Bob:100",
        "--field-12",
        "3",
        "--commission-on-win",
        "--come-out-working",
        stdin="placeFieldBet(Bob, 5)\nplaceBuyBet(Bob, 4, 20)\nplaceLineBet(Bob, 5)\n"
        "roll(6, 6)\nplaceLineBet(Bob, 5)\nroll(2, 2)\n",
    )
    out = result.stdout
    assert "Bob wins $15 on the field" in out
    assert "Bob wins $40 on buy 4" in out and "Bob pays $1 commission on buy 4" in out
    assert result.returncode == 0


def test_a_bad_flag_exits_2() -> None:
    result = run_crapsrepl("--bet-limits", "dice:1-2")
    assert result.returncode == 2 and "bet-limits" in result.stderr
