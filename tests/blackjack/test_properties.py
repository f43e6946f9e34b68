"""Reliability: chips conserved after every call, refusals change nothing, same seed same
game; driven by random sequences of commands, most of them refused."""

from __future__ import annotations

import pickle
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from crapsrepl.games.blackjack.model import (
    BlackjackError,
    BlackjackGame,
    Doubles,
    Payout,
    TableRules,
)
from crapsrepl.games.blackjack.model.events import Event

NAMES = ["Bob", "Al", "Zed"]
Command = Callable[[BlackjackGame], list[Event]]


def _command(kind: str, name: str, amount: int) -> Command:
    calls: dict[str, Command] = {
        "bet": lambda g: g.bet(name, amount),
        "deal": lambda g: g.deal(),
        "insurance": lambda g: g.take_insurance(name, amount),
        "evenMoney": lambda g: g.even_money(name),
        "noInsurance": lambda g: g.decline_insurance(name),
        "hit": lambda g: g.hit(name),
        "stand": lambda g: g.stand(name),
        "double": lambda g: g.double(name),
        "split": lambda g: g.split(name),
        "surrender": lambda g: g.surrender(name),
    }
    return calls[kind]


commands = st.lists(
    st.builds(
        _command,
        st.sampled_from(
            ["bet", "bet", "deal", "insurance", "evenMoney", "noInsurance"]
            + ["hit", "stand", "stand", "double", "split", "surrender"]
        ),
        st.sampled_from(NAMES),
        st.integers(min_value=-1, max_value=60),
    ),
    max_size=60,
)
rules = st.builds(
    TableRules,
    decks=st.integers(1, 8),
    dealer=st.sampled_from(["S17", "H17"]),
    blackjack_pays=st.sampled_from([Payout(3, 2), Payout(6, 5)]),
    double_after_split=st.booleans(),
    doubles=st.sampled_from(list(Doubles)),
    max_hands=st.integers(1, 4),
    resplit_aces=st.booleans(),
    late_surrender=st.booleans(),
    penetration=st.integers(25, 95),
)


def table(seed: int, table_rules: TableRules) -> BlackjackGame:
    game = BlackjackGame(seed=seed, rules=table_rules)
    game.add_player("Bob", 100)
    game.add_player("Al", 40)
    return game


def fingerprint(game: BlackjackGame) -> bytes:
    """Everything a refusal must leave alone, the random generator included."""
    return pickle.dumps(
        (
            game.table.seats,
            game.table.dealer,
            game.table.house,
            game.phase,
            game.hole_shown,
            game.shoe.state(),
            game.rng.getstate(),
        )
    )


def run(game: BlackjackGame, script: list[Command]) -> list[object]:
    log: list[object] = []
    for command in script:
        before = fingerprint(game)
        try:
            log.append(command(game))
        except BlackjackError as refused:
            assert fingerprint(game) == before, refused
            log.append(str(refused))
        accounted, brought = game.chips_accounted()
        assert accounted == brought
        assert all(s.rack >= 0 for s in game.table.seats)
    return log


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), rules, commands)
def test_conserved_and_refusals_change_nothing(
    seed: int, r: TableRules, script: list[Command]
) -> None:
    run(table(seed, r), script)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), commands)
def test_same_seed_same_game(seed: int, script: list[Command]) -> None:
    first = run(table(seed, TableRules()), script)
    assert run(table(seed, TableRules()), script) == first


def test_different_seeds_deal_differently() -> None:
    hands = []
    for seed in (1, 2):
        g = table(seed, TableRules())
        g.bet("Bob", 10)
        g.deal()
        hands.append([c.label for c in g.hands("Bob")[0].cards + g.dealer.cards])
    assert hands[0] != hands[1]
