"""Strategies on the casino's bets (don't pass, place, field) at the interactive table."""

from __future__ import annotations

from crapsrepl.games.craps.strategies import make
from tests.helpers import play_scripted


def test_place_six_eight_places_both_once_the_point_is_on() -> None:
    log = play_scripted(make("place-6-8"), [4, 5, 9])
    kinds = [[type(e).__name__ for e in events] for events in log]
    assert len(kinds[1]) == 2 and kinds[2] == []


def test_field_bets_every_roll() -> None:
    log = play_scripted(make("field"), [4, 5, 9])
    assert all(events for events in log)


def test_iron_cross_covers_five_six_eight_and_the_field() -> None:
    log = play_scripted(make("iron-cross"), [4, 5])
    assert len(log[1]) == 4


def test_dont_pass_lays_odds_behind_the_point() -> None:
    log = play_scripted(make("dont-pass-lay"), [4, 5])
    assert len(log[0]) == 1 and len(log[1]) == 1
