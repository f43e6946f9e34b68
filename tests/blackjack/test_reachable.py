"""A saved blackjack table loads only if play could have reached it (``blackjack.reachable``
and the shoe's composition); whatever else a file says is refused with one line, and a
table that does load plays on without losing a chip.

A file edited by hand is refused by its seal already (tests/storage/test_sealed_shoe.py);
these tables are changed as someone holding the seal's key could change them, visible part
and sealed part alike, so what refuses them is the check of the rules."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crapsrepl.games.blackjack.console import persistence
from crapsrepl.games.blackjack.console.controller import BlackjackController
from crapsrepl.games.blackjack.model import BlackjackError, BlackjackGame, TableRules, parse_card
from tests.helpers import blackjack_conserved, run_crapsrepl

Doc = dict[str, Any]


def tables() -> list[Doc]:
    """Saved tables at each moment of a round, with splits, doubles and insurance: each
    the document's visible part with its sealed part under ``SECRET``."""
    game = BlackjackGame(seed=3, rules=TableRules(decks=2, late_surrender=True))
    game.add_player("Bob", 500)
    game.add_player("Al", 500)
    out = [parts(game)]
    game.bet("Bob", 20)
    game.bet("Al", 10)
    out.append(parts(game))
    game.stack([parse_card(c) for c in ("8s", "5h", "As", "8d", "6c", "7h")])
    game.deal()
    out.append(parts(game))  # insurance offered
    game.take_insurance("Bob", 10)
    game.decline_insurance("Al")
    out.append(parts(game))  # Bob's pair of eights to play
    game.stack([parse_card(c) for c in ("3c", "9d")])
    game.split("Bob")
    game.double("Bob")
    out.append(parts(game))
    late = pickle.loads(pickle.dumps(game))
    late.stand("Bob")
    late.stand("Al")
    out.append(parts(late))  # the round over
    return out


SECRET = "secret"


def parts(game: BlackjackGame) -> Doc:
    public, secret = persistence.parts_of(game)
    return json.loads(json.dumps({**public, SECRET: secret}))  # type: ignore[no-any-return]


def load(doc: Doc) -> BlackjackGame:
    """The table as loading builds it once its seal has opened."""
    public = {key: value for key, value in doc.items() if key != SECRET}
    return persistence.from_parts(public, doc[SECRET])


SAVED = tables()


def test_every_saved_moment_loads_back() -> None:
    for doc in SAVED:
        load(doc)


def refused(doc: Doc, message: str) -> None:
    with pytest.raises(BlackjackError, match=message):
        load(doc)


def test_a_betting_table_with_a_hand_still_in_play_is_refused() -> None:
    """The reported case: deal() on it lost $10."""
    doc = copy.deepcopy(SAVED[4])
    doc["phase"] = "betting"
    refused(doc, "no game reaches this table")


def test_a_shoe_of_aces_of_spades_is_refused() -> None:
    doc = copy.deepcopy(SAVED[1])
    doc[SECRET]["order"][:40] = ["As"] * 40
    refused(doc, "the saved shoe holds cards its decks do not")


def test_a_hand_that_hit_past_21_is_refused() -> None:
    doc = copy.deepcopy(SAVED[3])
    doc["seats"][1]["hands"][0]["cards"] = ["K", "Q", "J", "2", "2", "2", "2", "2", "2", "2", "2"]
    refused(doc, "took a card at")


@pytest.mark.parametrize(
    ("where", "value", "message"),
    [
        (("phase",), "insurance", "played before its turn"),
        (("seats", 0, "hands", 1, "doubled"), True, "doubled with"),
        (("seats", 1, "insurance"), 5, "insurance"),
        (("seats", 1, "bet"), 10, "a bet for the next round"),
        (("dealer",), ["As", "??", "5d"], "dealer"),
        (("hole_shown",), True, "dealer"),
    ],
)
def test_tables_no_round_leaves_are_refused(
    where: tuple[str | int, ...], value: object, message: str
) -> None:
    doc = copy.deepcopy(SAVED[4])
    target: Any = doc
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    if where[-1] in ("insurance", "bet"):  # the chips moved from the rack, so they add up
        doc["seats"][1]["rack"] -= value
    refused(doc, message)


def test_load_of_an_unreachable_table_is_one_error_line_and_leaves_the_table(
    tmp_path: Path,
) -> None:
    doc = copy.deepcopy(SAVED[4])
    doc["phase"] = "betting"
    path = tmp_path / "bad.json"
    public = {key: value for key, value in doc.items() if key != SECRET}
    path.write_text(json.dumps(persistence.sealed(public, doc[SECRET])))
    script = f"addPlayer(Zed, 50)\nload {path}\nchips(Zed)\n"
    result = run_crapsrepl("blackjack", stdin=script)
    errors = [line for line in result.stdout.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "no game reaches this table" in errors[0]
    assert result.stdout.splitlines()[-1] == "50"


def _hands(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [hand for seat in doc["seats"] for hand in seat["hands"]]


@st.composite
def mutants(draw: st.DrawFn) -> Doc:
    """A saved table changed in one of the ways a damaged or forged file changes it, the
    chips kept adding up so the chip check alone cannot catch it."""
    doc = copy.deepcopy(draw(st.sampled_from(SAVED)))
    kind = draw(st.sampled_from(["phase", "flag", "cards", "dealer", "shown", "money", "shoe"]))
    hands = _hands(doc)
    card = st.sampled_from(["As", "K", "9d", "5c", "2h", "??"])
    if kind == "phase":
        doc["phase"] = draw(st.sampled_from(["betting", "insurance", "playing"]))
    elif kind == "flag" and hands:
        hand = draw(st.sampled_from(hands))
        flag = draw(st.sampled_from(["from_split", "split_aces", "doubled", "surrendered"]))
        hand[flag] = not hand[flag]
        for name in ("done", "settled"):
            hand[name] = draw(st.booleans()) if draw(st.booleans()) else hand[name]
    elif kind == "cards" and hands:
        hand = draw(st.sampled_from(hands))
        hand["cards"] = draw(st.lists(card.filter(lambda c: c != "??"), max_size=12))
    elif kind == "dealer":
        doc["dealer"] = draw(st.lists(card, max_size=6))
    elif kind == "shown":
        doc["hole_shown"] = not doc["hole_shown"]
    elif kind == "money" and doc["seats"]:
        seat = draw(st.sampled_from(doc["seats"]))
        field = draw(st.sampled_from(["bet", "insurance"]))
        amount = draw(st.integers(1, 30))
        seat[field] += amount
        seat["rack"] -= amount
    elif kind == "shoe":
        doc["shoe"]["dealt"] = draw(st.lists(card, max_size=40))
    mutated: Doc = doc
    return mutated


PLAY = [
    "insurance(Bob, 5)",
    "noInsurance(Bob)",
    "noInsurance(Al)",
    "hit(Bob)",
    "stand(Bob)",
    "double(Bob)",
    "split(Bob)",
    "surrender(Bob)",
    "hit(Al)",
    "stand(Al)",
    "bet(Bob, 10)",
    "bet(Al, 10)",
    "deal()",
]


@settings(max_examples=400, deadline=None)
@given(mutant=mutants(), moves=st.lists(st.sampled_from(PLAY), max_size=20))
def test_a_mutated_table_is_refused_or_plays_without_losing_a_chip(
    mutant: Doc, moves: list[str]
) -> None:
    try:
        game = load(mutant)
    except BlackjackError:
        return
    table = BlackjackController(game)
    ending = ["stand(Bob)", "stand(Al)", "bet(Bob, 10)", "bet(Al, 10)", "deal()"]
    for line in [*moves, *ending, "stand(Bob)", "stand(Al)", "stand(Bob)", "stand(Al)"]:
        table.execute(line)
        assert blackjack_conserved(table.game), line
