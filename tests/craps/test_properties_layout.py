"""Generated sessions over the whole layout: chips are conserved and refusals change nothing."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crapsrepl import Game, GameError, OddsCap, TableRules
from crapsrepl.games.craps.model.bets import REGISTRY
from tests.craps import reference_model as ref

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
            game.place_odds_bet(args[0], args[1], args[2], on=args[3])
        elif what == "change":
            game.change_odds_bet(args[0], args[1], args[2], on=args[3])
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


LAYOUT_KINDS = sorted(ref.OTHER)


def test_engine_agrees_with_the_reference_model_over_the_layout() -> None:
    """Seeded sessions mixing the lab's bets with the wider layout's, racks compared."""
    rng = random.Random(12)
    for session in range(600):
        game, table = Game(seed=session), ref.new_table(session)
        for player in ("Bob", "Adam"):
            game.add_player(player, 400)
            assert ref.add_player(table, player, 400)
        for _ in range(60):
            who = rng.choice(["Bob", "Adam", "Cy"])
            kind = rng.choice(LAYOUT_KINDS)
            number = rng.choice([None, None, 4, 5, 6, 8, 9, 10, 7])
            amount = rng.choice([1, 2, 5, 6, 12, 20, 30, 40, 41, 500])
            action = rng.choice(["bet", "bet", "line", "come", "odds", "roll", "roll", "dice"])
            if action == "bet":
                ours = _try(game.place_bet, who, kind, amount, number)
                theirs = ref.layout_bet(table, who, kind, amount, number)
            elif action == "line":
                shooter = game.shooter or ""
                ours = _try(game.place_line_bet, shooter, amount)
                theirs = ref.line_bet(table, shooter, amount)
            elif action == "come":
                ours = _try(game.place_come_bet, who, amount)
                theirs = ref.come_bet(table, who, amount)
            elif action == "odds":
                n = rng.choice([4, 5, 6, 8, 9, 10])
                ours = _try(game.place_odds_bet, who, n, amount)
                theirs = ref.odds_bet(table, who, n, amount)
            elif action == "roll":
                ours, theirs = _try(game.roll), ref.roll(table)
            else:
                d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
                ours, theirs = _try(game.roll, d1, d2), ref.roll(table, d1, d2)
            assert ours == theirs, (session, action, who, kind, amount, number)
            assert {n: game.chips(n) for n in game.players} == table["rack"], (session, action)
            assert game.point == table["point"]


def _try(call: Any, *args: Any) -> bool:
    try:
        call(*args)
    except GameError:
        return False
    return True
