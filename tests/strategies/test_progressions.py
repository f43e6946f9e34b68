"""Each progression's betting pattern over a scripted run of come-out decisions.

A come-out 7 wins the pass line, a 2 or 3 loses it: each throw below is one decision.
"""

from __future__ import annotations

import pytest

from crapsrepl.games.craps.strategies import Params, make
from tests.helpers import line_bets, play_scripted

WIN, LOSE = 7, 2


@pytest.mark.parametrize(
    ("name", "throws", "bets"),
    [
        # doubles after each loss, back to the base bet after the win
        ("martingale", [WIN, LOSE, LOSE, WIN, WIN], [10, 10, 20, 40, 10]),
        # 1, 3, 2, 6 units while it wins; the 4th win and any loss start again
        ("1-3-2-6", [WIN, WIN, WIN, WIN, WIN, LOSE, WIN], [10, 30, 20, 60, 10, 30, 10]),
        # line 1 2 3 4: bet 5; lost -> 1 2 3 4 5: bet 6; won -> 2 3 4: 6; won -> 3; won -> again
        ("labouchere", [LOSE, WIN, WIN, WIN, WIN], [50, 60, 60, 30, 50]),
        # 1 1 2 3 5 up on each loss, two steps down after a win
        ("fibonacci", [LOSE, LOSE, LOSE, LOSE, WIN, WIN], [10, 10, 20, 30, 50, 20]),
        # doubles after each win, for three wins at most; a loss goes back to the base
        ("paroli", [WIN, WIN, WIN, WIN, LOSE, WIN], [10, 20, 40, 10, 20, 10]),
        # the flat bettor never changes
        ("pass-line", [WIN, LOSE, LOSE, WIN], [10, 10, 10, 10]),
    ],
)
def test_progression_pattern(name: str, throws: list[int], bets: list[int]) -> None:
    assert line_bets(play_scripted(make(name), throws)) == bets


def test_a_bet_is_cut_to_what_the_rack_holds() -> None:
    # $70: lose 10, lose 20, lose the last 40; with $0 left there is no bet and no roll
    log = play_scripted(make("martingale"), [LOSE, LOSE, LOSE, WIN], chips=70)
    assert line_bets(log) == [10, 20, 40]
    log = play_scripted(make("martingale"), [LOSE, LOSE, LOSE], chips=50)
    assert line_bets(log) == [10, 20, 20]


def test_the_base_bet_is_a_parameter() -> None:
    assert line_bets(play_scripted(make("martingale", Params(bet=5)), [LOSE, WIN])) == [5, 10]


def test_the_table_maximum_caps_a_progression() -> None:
    from crapsrepl import TableRules

    log = play_scripted(make("martingale"), [LOSE, LOSE, LOSE], rules=TableRules(table_max=25))
    assert line_bets(log) == [10, 20, 25]


def test_a_point_round_counts_once_when_decided() -> None:
    # point 6 then 8, 9: no decision; the 7 loses once -> double once
    assert line_bets(play_scripted(make("martingale"), [6, 8, 9, 7, WIN])) == [10, 20]


def test_labouchere_line_grows_past_its_first_room() -> None:
    log = play_scripted(make("labouchere", Params(bet=1)), [LOSE] * 12, chips=10**6)
    assert line_bets(log) == list(range(5, 17))
