"""Pass line, odds, come-bet and hold-and-quit strategies over scripted throws."""

from __future__ import annotations

import pytest

from crapsrepl import OddsCap, TableRules
from crapsrepl.games.craps.model.events import BetPlaced, Event, OddsPlaced
from crapsrepl.games.craps.strategies import STRATEGIES, Params, describe, make
from crapsrepl.games.craps.strategies.hold_and_quit import HoldAndQuit
from crapsrepl.games.craps.strategies.pass_line import PassLine
from tests.helpers import line_bets, play_scripted


def placed(log: list[list[Event]]) -> list[list[str]]:
    """Before each throw, the bets made, as short text: pass10, come10, odds6:20."""
    shown: list[list[str]] = []
    for events in log:
        row = []
        for e in events:
            if isinstance(e, BetPlaced):
                row.append(f"{e.bet}{e.amount}")
            elif isinstance(e, OddsPlaced):
                row.append(f"odds{e.number}:{e.amount}")
        shown.append(row)
    return shown


def test_pass_line_bets_only_at_a_come_out() -> None:
    log = play_scripted(make("pass-line"), [6, 8, 7, 11])
    assert placed(log) == [["pass10"], [], [], ["pass10"]]


def test_pass_odds_backs_the_point_with_a_multiple() -> None:
    log = play_scripted(make("pass-odds", Params(bet=10, odds=3)), [6, 8, 6, 4])
    assert placed(log) == [["pass10"], ["odds6:30"], [], ["pass10"]]


def test_pass_odds_keeps_to_the_odds_cap() -> None:
    rules = TableRules(max_odds=OddsCap.parse("3-4-5"))
    log = play_scripted(make("pass-odds", Params(bet=10, odds=10)), [4, 4, 6], rules=rules)
    assert placed(log) == [["pass10"], ["odds4:30"], ["pass10"]]


def test_three_point_molly_stops_at_three_numbers() -> None:
    log = play_scripted(make("three-point-molly"), [4, 5, 6, 8, 9])
    assert placed(log) == [
        ["pass10"],
        ["odds4:20", "come10"],
        ["odds5:20", "come10"],
        ["odds6:20"],
        [],
    ]


def test_three_point_molly_replaces_a_come_bet_that_won() -> None:
    log = play_scripted(make("three-point-molly"), [4, 5, 6, 5, 9])
    assert placed(log)[4] == ["come10"]


def test_come_odds_bets_the_come_on_every_roll_with_the_point_on() -> None:
    log = play_scripted(make("come-odds"), [4, 5, 6, 8, 7, 11])
    assert placed(log) == [
        ["pass10"],
        ["odds4:20", "come10"],
        ["odds5:20", "come10"],
        ["odds6:20", "come10"],
        ["odds8:20", "come10"],
        ["pass10"],
    ]


def test_hold_and_quit_stops_at_the_win_goal() -> None:
    strategy = HoldAndQuit(Params(), PassLine(), win_goal=20, loss_limit=50)
    log = play_scripted(strategy, [7, 7, 7, 7], chips=100)
    assert line_bets(log) == [10, 10]
    assert len(log) == 3  # the third come-out has no bet: the session is over


def test_hold_and_quit_stops_at_the_loss_limit_after_bets_ride() -> None:
    strategy = HoldAndQuit(Params(), make("pass-odds"), win_goal=500, loss_limit=20)
    # point 6 with $20 odds: down $30 on the table is not yet a loss; the 7 takes it
    log = play_scripted(strategy, [6, 8, 7, 7], chips=100)
    assert placed(log) == [["pass10"], ["odds6:20"], [], []]  # the last come-out: none


def test_hold_and_quit_puts_no_odds_on_a_come_bet_once_quit() -> None:
    """The 4 wins the pass line and its odds (worth $150: the goal) and moves the come bet
    to the 4; three-point-molly would back it next (``place_odds_bets``), but has quit."""
    molly = make("three-point-molly")
    assert placed(play_scripted(molly, [4, 4, 6], chips=100))[2] == ["pass10", "odds4:20"]
    strategy = HoldAndQuit(Params(), make("three-point-molly"), win_goal=50, loss_limit=90)
    assert placed(play_scripted(strategy, [4, 4, 6], chips=100)) == [
        ["pass10"],
        ["odds4:20", "come10"],
        [],
    ]


def test_hold_and_quit_defaults_to_half_the_stake() -> None:
    log = play_scripted(make("hold-and-quit", Params(bet=50, odds=0)), [7, 7, 7], chips=200)
    assert line_bets(log) == [50, 50]


def test_every_strategy_has_a_name_and_one_line() -> None:
    lines = describe()
    assert len(lines) == len(STRATEGIES) >= 14
    for (name, cls), line in zip(STRATEGIES.items(), lines, strict=True):
        assert line.startswith(name) and cls.summary in line and "\n" not in cls.summary


def test_an_unknown_strategy_is_refused_with_the_list() -> None:
    from crapsrepl.games.craps.strategies import StrategyError

    with pytest.raises(StrategyError, match="unknown strategy 'martingail'.*martingale"):
        make("martingail")
