"""Strategies that need the wider table (don't pass, place, field): run once it exists."""

from __future__ import annotations

import pytest

from crapsrepl.strategies import STRATEGIES, make
from crapsrepl.strategies.wider import table_is_wide
from tests.helpers import play_scripted

WIDER = [name for name, cls in STRATEGIES.items() if cls.needs_wider_table]
needs_wider_table = pytest.mark.skipif(
    not table_is_wide(), reason="needs Game.place_bet from the casino-bets work"
)


def test_the_wider_table_strategies_are_marked() -> None:
    assert WIDER == ["dont-pass-lay", "place-6-8", "iron-cross", "field"]
    assert all(STRATEGIES[name].summary.startswith("[wider table]") for name in WIDER)


@needs_wider_table
def test_place_six_eight_places_both_once_the_point_is_on() -> None:
    log = play_scripted(make("place-6-8"), [4, 5, 9])
    kinds = [[type(e).__name__ for e in events] for events in log]
    assert len(kinds[1]) == 2 and kinds[2] == []


@needs_wider_table
def test_field_bets_every_roll() -> None:
    log = play_scripted(make("field"), [4, 5, 9])
    assert all(events for events in log)


@needs_wider_table
def test_iron_cross_covers_five_six_eight_and_the_field() -> None:
    log = play_scripted(make("iron-cross"), [4, 5])
    assert len(log[1]) == 4


@needs_wider_table
def test_dont_pass_lays_odds_behind_the_point() -> None:
    log = play_scripted(make("dont-pass-lay"), [4, 5])
    assert len(log[0]) == 1 and len(log[1]) == 1
