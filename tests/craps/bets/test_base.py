"""What every bet class answers for a saved table: where it may rest, what it remembers.

Loading a save asks the bet classes themselves (``check_resting``, ``restore``), so a
damaged or forged file is refused with the bet's own words.
"""

from __future__ import annotations

import pytest

from crapsrepl import GameError
from crapsrepl.games.craps.model.bets import REGISTRY


@pytest.mark.parametrize(
    ("kind", "number"),
    [("come", None), ("come", 6), ("pass", 6), ("place", 6), ("put", 6), ("field", None)],
)
def test_a_bet_may_rest_where_it_was_placed_or_travelled(kind: str, number: int | None) -> None:
    REGISTRY[kind].check_resting(number)


@pytest.mark.parametrize(
    ("kind", "number", "said"),
    [
        ("place", None, "a place bet goes on 4, 5, 6, 8, 9 or 10, not None"),
        ("place", 13, "a place bet goes on 4, 5, 6, 8, 9 or 10, not 13"),
        ("put", None, "a put bet goes on 4, 5, 6, 8, 9 or 10, not None"),
        ("field", 6, "a field bet takes no number"),
    ],
)
def test_a_bet_resting_where_it_never_could_is_refused(
    kind: str, number: int | None, said: str
) -> None:
    with pytest.raises(GameError) as refusal:
        REGISTRY[kind].check_resting(number)
    assert str(refusal.value) == said


def test_a_bet_that_remembers_nothing_refuses_a_memory() -> None:
    bet = REGISTRY["place"]("Bob", 6, 6)
    bet.restore([])
    with pytest.raises(GameError) as refusal:
        bet.restore([4])
    assert str(refusal.value) == "a place bet keeps no progress"


def test_a_spot_is_the_label_and_the_number_when_there_is_one() -> None:
    assert (REGISTRY["place"].spot(6), REGISTRY["hard"].spot(8)) == ("place 6", "hard 8")
    assert (REGISTRY["put"].spot(None), REGISTRY["field"].spot(None)) == ("put", "the field")
