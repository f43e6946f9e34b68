"""Generated inputs: chips are conserved, refusals are atomic, sessions are deterministic,
the parser never breaks, and the engine agrees with an independent reference model."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crapsrepl import Game, GameError
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.console.render import render
from tests.craps import reference_model as ref

NAMES = ["Bob", "Adam", "cy", "BOB", "Dee", "9x", "E\x1b"]
name = st.sampled_from(NAMES)
amount = st.integers(-3, 160)
number = st.integers(2, 12)

call = st.one_of(
    st.tuples(st.just("add"), name, st.integers(-1, 300)),
    st.tuples(st.just("remove"), name),
    st.tuples(st.just("line"), name, amount),
    st.tuples(st.just("shooter_line"), amount),
    st.tuples(st.just("come"), name, amount),
    st.tuples(st.just("odds"), name, number, amount),
    st.tuples(st.just("change"), name, number, st.integers(-3, 160)),
    st.tuples(st.just("roll"), st.integers(0, 13)),
    st.tuples(st.just("random_roll")),
    st.tuples(st.just("dice"), st.integers(0, 7), st.integers(0, 7)),
    st.tuples(st.just("pass")),
)
calls = st.lists(call, max_size=60)

# Every generated session starts with two players who sit down and leave again, so the chips
# they take home are always part of the count.
TWO_LEAVE = [("add", "Dee", 40), ("add", "cy", 30), ("remove", "Dee"), ("remove", "cy")]

PROPERTY_SETTINGS = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def apply_engine(game: Game, action: tuple[Any, ...]) -> bool:
    """Play one call on the engine; False when it was refused."""
    kind, *args = action
    try:
        if kind == "add":
            game.add_player(*args)
        elif kind == "remove":
            game.remove_player(*args)
        elif kind == "line":
            game.place_line_bet(*args)
        elif kind == "shooter_line":
            game.place_line_bet(game.shooter or "nobody", *args)
        elif kind == "come":
            game.place_come_bet(*args)
        elif kind == "odds":
            game.place_odds_bet(*args)
        elif kind == "change":
            game.change_odds_bet(*args)
        elif kind == "roll":
            game.roll(*args)
        elif kind == "random_roll":
            game.roll()
        elif kind == "dice":
            game.roll(*args)
        elif kind == "pass":
            game.pass_dice()
    except GameError:
        return False
    return True


def apply_reference(table: ref.Table, action: tuple[Any, ...]) -> bool:
    kind, *args = action
    seats = table["seats"]
    shooter = seats[table["shooter"]] if seats else "nobody"
    return {
        "add": lambda: ref.add_player(table, *args),
        "remove": lambda: ref.remove_player(table, *args),
        "line": lambda: ref.line_bet(table, *args),
        "shooter_line": lambda: ref.line_bet(table, shooter, *args),
        "come": lambda: ref.come_bet(table, *args),
        "odds": lambda: ref.odds_bet(table, *args),
        "change": lambda: ref.change_odds(table, *args),
        "roll": lambda: ref.roll(table, *args),
        "random_roll": lambda: ref.roll(table),
        "dice": lambda: ref.roll(table, *args),
        "pass": lambda: ref.pass_dice(table),
    }[kind]()


def full_state(game: Game) -> tuple[Any, ...]:
    t = game.table
    return (game.snapshot(), game.dice.getstate(), t.brought, t.cashed_out, repr(game.state))


@PROPERTY_SETTINGS
@given(calls, st.integers(0, 2**32))
def test_chips_are_conserved_after_every_call(actions: list[tuple[Any, ...]], seed: int) -> None:
    game = Game(seed=seed)
    for action in [*TWO_LEAVE, *actions]:
        apply_engine(game, action)
        accounted, brought = game.chips_accounted()
        assert accounted == brought


@PROPERTY_SETTINGS
@given(calls, st.integers(0, 2**32))
def test_a_refused_call_changes_nothing_and_draws_no_dice(
    actions: list[tuple[Any, ...]], seed: int
) -> None:
    game = Game(seed=seed)
    for action in actions:
        before = full_state(game)
        if not apply_engine(game, action):
            assert full_state(game) == before


@PROPERTY_SETTINGS
@given(calls, st.integers(0, 2**32))
def test_engine_agrees_with_the_reference_model(actions: list[tuple[Any, ...]], seed: int) -> None:
    game, table = Game(seed=seed), ref.new_table(seed)
    for action in actions:
        assert apply_engine(game, action) == apply_reference(table, action), action
        assert {n: game.chips(n) for n in game.players} == table["rack"]
        assert game.shooter == (table["seats"][table["shooter"]] if table["seats"] else None)
        assert game.point == table["point"]


def test_engine_agrees_with_the_reference_model_on_thousands_of_sessions() -> None:
    """A plain seeded sweep on top of hypothesis: 3,000 sessions of 80 calls, biased to play."""
    rng = random.Random(2026)
    for session in range(3000):
        game, table = Game(seed=session), ref.new_table(session)
        for player in ("Bob", "Adam", "Cy")[: rng.randint(1, 3)]:
            action: tuple[Any, ...] = ("add", player, rng.randint(20, 400))
            assert apply_engine(game, action) == apply_reference(table, action)
        for _ in range(80):
            who = rng.choice(["Bob", "Adam", "Cy", "bob"])
            action = rng.choice(
                [
                    ("shooter_line", rng.randint(1, 30)),
                    ("come", who, rng.randint(1, 30)),
                    ("odds", who, rng.choice([4, 5, 6, 8, 9, 10]), rng.randint(1, 40)),
                    ("change", who, rng.choice([4, 5, 6, 8, 9, 10]), rng.randint(0, 40)),
                    ("random_roll",),
                    ("random_roll",),
                    ("random_roll",),
                    ("roll", rng.randint(2, 12)),
                    ("pass",),
                    ("remove", who),
                    ("add", who, rng.randint(1, 50)),
                ]
            )
            assert apply_engine(game, action) == apply_reference(table, action), (session, action)
            assert {n: game.chips(n) for n in game.players} == table["rack"], (session, action)
            assert game.point == table["point"]


command_line = st.one_of(
    st.sampled_from(
        [
            "placeLineBet(Bob, 10)",
            "placeComeBet(Adam, 5)",
            "roll()",
            "roll(6)",
            "roll(3, 3)",
            "placeOddsBet(Bob, 6, 10)",
            "changeOddsBet(Bob, 6, 0)",
            "passDice()",
            "status",
            "addPlayer(Cy, 50)",
            "removePlayer(Cy)",
            "placeOddsBet(Adam, 8, 7)",
        ]
    ),
    st.text(max_size=30),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(command_line, max_size=40), st.integers(0, 2**32))
def test_same_seed_and_commands_give_identical_output(lines: list[str], seed: int) -> None:
    def session() -> list[str]:
        game = Game(seed=seed)
        game.add_player("Bob", 500)
        game.add_player("Adam", 500)
        controller = CrapsController(game)
        return [
            text for line in lines for e in controller.execute(line).events for text in render(e)
        ]

    assert session() == session()


nasty_text = st.one_of(
    st.text(),
    st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=0x1F)),
    st.builds(lambda a, b: a + "(" + b, st.text(max_size=20), st.text(max_size=20)),
    st.builds(
        lambda n, x: f"placeLineBet(Bob, {x}{'9' * n})",
        st.integers(0, 5000),
        st.sampled_from(["", "-", "+", "1."]),
    ),
    st.sampled_from(
        [
            "placeLineBet(Bob, 10**400)",
            "roll(" * 500,
            ")" * 50,
            "\x00",
            "roll(\x00)",
            "addPlayer(\x1b[31mX, 5)",
            "placeLineBet(Bob, -5)",
            "placeLineBet(Bob, 2.5)",
            "roll(1e3)",
            "x" * 100_000,
            "'",
            '"unclosed',
            "help(help(help))",
            "roll(,,,)",
            "\u202eroll()",
            "placeOddsBet(Bob, 6)",
        ]
    ),
)


@settings(max_examples=400, deadline=2000)
@given(nasty_text)
def test_any_line_gives_a_reply_or_one_harmless_error_line(line: str) -> None:
    game = Game(seed=1)
    game.add_player("Bob", 100)
    reply = CrapsController(game).execute(line)
    lines = [text for e in reply.events for text in render(e)]
    if reply.refused:
        assert len(lines) == 1 and lines[0].startswith("error: ")
    assert all(text.isprintable() for text in lines)
