"""Generated sessions over the whole layout: chips are conserved and refusals change nothing."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crapsrepl import Game, GameError, OddsCap, TableRules
from crapsrepl.craps.bets import REGISTRY

name = st.sampled_from(["Bob", "Adam", "Zed"])
amount = st.integers(-2, 80)
number = st.one_of(st.none(), st.integers(0, 13), st.sampled_from([25, 33, 61]))
kind = st.sampled_from([*REGISTRY, "nope"])
on = st.sampled_from([None, "pass", "come", "put", "dont_pass", "dont_come", "dont", "x"])

call = st.one_of(
    st.tuples(st.just("bet"), name, kind, amount, number),
    st.tuples(st.just("shooter_line"), st.sampled_from(["pass", "dont_pass"]), amount),
    st.tuples(st.just("odds"), name, st.integers(3, 11), amount, on),
    st.tuples(st.just("change"), name, st.integers(3, 11), amount, on),
    st.tuples(st.just("hop"), name, st.integers(0, 7), st.integers(1, 6), amount),
    st.tuples(st.just("down"), name, kind, number),
    st.tuples(st.just("working"), name, st.booleans()),
    st.tuples(st.just("dice"), st.integers(1, 6), st.integers(1, 6)),
    st.tuples(st.just("dice"), st.integers(1, 6), st.integers(1, 6)),
    st.tuples(st.just("pass_dice")),
    st.tuples(st.just("remove"), name),
)

RULES = [
    TableRules(),
    TableRules(
        commission_on_win=True,
        come_out_working=True,
        max_odds=OddsCap.parse("2x"),
        max_lay_odds=OddsCap.parse("3-4-5"),
        table_min=2,
        table_max=60,
    ),
]


def apply(game: Game, action: tuple[Any, ...]) -> bool:
    what, *args = action
    try:
        if what == "bet":
            game.place_bet(*args)
        elif what == "shooter_line":
            game.place_bet(game.shooter or "nobody", *args)
        elif what == "odds":
            game.place_odds_bet(*args[:3], on=args[3])
        elif what == "change":
            game.change_odds_bet(*args[:3], on=args[3])
        elif what == "hop":
            game.place_hop_bet(*args)
        elif what == "down":
            game.take_down(*args)
        elif what == "working":
            game.set_working(*args)
        elif what == "dice":
            game.roll(*args)
        elif what == "pass_dice":
            game.pass_dice()
        elif what == "remove":
            game.remove_player(*args)
    except GameError:
        return False
    return True


def state(game: Game) -> tuple[Any, ...]:
    t = game.table
    bets = [(b.kind, b.player, b.amount, b.number, b.odds, b.progress()) for b in t.bets]
    return game.snapshot(), bets, dict(t.working), repr(game.state), t.house


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(call, max_size=80), st.integers(0, 1))
def test_conserved_and_atomic_over_the_whole_layout(actions: list[Any], rules: int) -> None:
    game = Game(seed=1, rules=RULES[rules])
    game.add_player("Bob", 500)
    game.add_player("Adam", 300)
    for action in actions:
        before = state(game)
        if not apply(game, action):
            assert state(game) == before, action
        accounted, brought = game.chips_accounted()
        assert accounted == brought, action
        assert all(game.chips(p) >= 0 for p in game.players)
