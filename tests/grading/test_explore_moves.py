"""Explore with a game whose ``moves`` run out: a table where nothing is left to play (every
rack empty, as in chuck-a-luck) ends its session there, and the sessions are explored."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from crapsrepl.console import games
from crapsrepl.grading.explore.explorer import ExploreSettings, explore
from crapsrepl.grading.explore.generator import Generator
from crapsrepl.grading.run.runners import BuiltinRunner
from tests.helpers import install_plugin

# The coin game with one player and $10: a call of $10 empties the rack, and an empty rack
# has no move left.
BROKE = """
from dataclasses import replace

from tests.thirdgame.console.game import BINDING, LAB


def moves(rng, ask, names):
    return [] if ask("rack(Ann)") == "0" else [(1, "call(Ann, heads, 10)")]


EXPLORER = replace(LAB.explorer, players=lambda rng: (("Ann", 10),), moves=moves)
BROKE = replace(BINDING, name="broke", lab=replace(LAB, explorer=EXPLORER))
"""


@pytest.fixture
def broke(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    site = install_plugin(
        tmp_path / "site", "broke-coin", {"broke": "broke:BROKE"}, {"broke.py": BROKE}
    )
    monkeypatch.syspath_prepend(str(site))
    games.rediscover()
    yield
    games.rediscover()


def test_a_session_with_no_move_left_ends_there_and_is_explored(broke: None) -> None:
    assert Generator(0, game="broke").session(0).commands == ("call(Ann, heads, 10)",)
    found = explore(BuiltinRunner(), ExploreSettings(sessions=3, seed=0, game="broke"))
    assert found.lines()[0].startswith("explore: no disagreement with the engine (3 sessions")
