"""Racks agree with crapssim 0.4.1 roll by roll, for every bet type both tables have.

Both tables get the same bets and the same dice on long random sequences. Settings are
matched where the two differ by default: crapssim's place, buy, lay and put bets are made
``always_working`` and our table works place, buy, big 6/8 and hardways on the come-out
(crapssim works big 6/8 and hardways always); amounts are chosen so every payout and
commission is whole dollars (crapssim pays fractions). Skipped only when crapssim is not
installed (it is in the ``test`` extra).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from crapsrepl import Game, GameError, TableRules

crapssim = pytest.importorskip("crapssim")
from crapssim import bet as cs  # noqa: E402
from crapssim.strategy.tools import NullStrategy  # noqa: E402
from crapssim.table import Table, TableUpdate  # noqa: E402

BANK = 10**7
POINTS = (4, 5, 6, 8, 9, 10)
LAY_AMOUNT = {4: 40, 10: 40, 5: 30, 9: 30, 6: 24, 8: 24}

# Our kind -> how to make the same bet for crapssim, and the arguments for our API.
Maker = Callable[[random.Random], tuple[Any, tuple[Any, ...]]]


def _numbered(make: Callable[[int], Any], kind: str, amount: int) -> Maker:
    def pick(rng: random.Random) -> tuple[Any, tuple[Any, ...]]:
        n = rng.choice(POINTS)
        return make(n), (kind, amount, n)

    return pick


def _flat(make: Callable[[], Any], kind: str, amount: int) -> Maker:
    return lambda rng: (make(), (kind, amount, None))


def _hop(rng: random.Random) -> tuple[Any, tuple[Any, ...]]:
    d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
    return cs.Hop((d1, d2), 10), ("hop", 10, 10 * min(d1, d2) + max(d1, d2))


MAKERS: dict[str, Maker] = {
    "pass": _flat(lambda: cs.PassLine(10), "pass", 10),
    "dont_pass": _flat(lambda: cs.DontPass(10), "dont_pass", 10),
    "come": _flat(lambda: cs.Come(10), "come", 10),
    "dont_come": _flat(lambda: cs.DontCome(10), "dont_come", 10),
    "put": _numbered(lambda n: cs.Put(n, 10, always_working=True), "put", 10),
    "place": _numbered(lambda n: cs.Place(n, 30, always_working=True), "place", 30),
    "buy": _numbered(lambda n: cs.Buy(n, 20, always_working=True), "buy", 20),
    "lay": lambda rng: (
        lambda n: (cs.Lay(n, LAY_AMOUNT[n], always_working=True), ("lay", LAY_AMOUNT[n], n))
    )(rng.choice(POINTS)),
    "big": lambda rng: rng.choice([(cs.Big6(10), ("big", 10, 6)), (cs.Big8(10), ("big", 10, 8))]),
    "hard": lambda rng: (lambda n: (cs.HardWay(n, 10), ("hard", 10, n)))(rng.choice((4, 6, 8, 10))),
    "field": _flat(lambda: cs.Field(10), "field", 10),
    "any7": _flat(lambda: cs.Any7(10), "any7", 10),
    "any_craps": _flat(lambda: cs.AnyCraps(10), "any_craps", 10),
    "two": _flat(lambda: cs.Two(10), "two", 10),
    "three": _flat(lambda: cs.Three(10), "three", 10),
    "yo": _flat(lambda: cs.Yo(10), "yo", 10),
    "twelve": _flat(lambda: cs.Boxcars(10), "twelve", 10),
    "horn": _flat(lambda: cs.Horn(20), "horn", 20),
    "world": _flat(lambda: cs.World(20), "world", 20),
    "ce": _flat(lambda: cs.CAndE(10), "ce", 10),
    "hop": _hop,
    "fire": _flat(lambda: cs.Fire(5), "fire", 5),
    "all": _flat(lambda: cs.All(5), "all", 5),
    "tall": _flat(lambda: cs.Tall(5), "tall", 5),
    "small": _flat(lambda: cs.Small(5), "small", 5),
}
BASES: dict[str, type] = {
    "pass": cs.PassLine,
    "come": cs.Come,
    "put": cs.Put,
    "dont_pass": cs.DontPass,
    "dont_come": cs.DontCome,
}


class Pair:
    """Our table and crapssim's, one player each, kept in step."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.ours = Game(rules=TableRules(come_out_working=True))
        self.ours.add_player("Bob", BANK)
        self.theirs = Table(seed=seed)
        self.theirs.settings["max_odds"] = {n: 1000 for n in range(2, 13)}
        self.theirs.settings["max_dont_odds"] = {n: 1000 for n in range(2, 13)}
        self.theirs.settings["vig_rounding"] = "none"
        self.player = self.theirs.add_player(BANK, NullStrategy(), "Bob")
        self.placed: set[str] = set()

    def place(self, theirs: Any, ours: tuple[Any, ...]) -> None:
        if not theirs.is_allowed(self.player):
            return
        before = self.player.bankroll
        self.player.add_bet(theirs)
        assert self.player.bankroll < before, f"crapssim refused {theirs}"
        kind, amount, number = ours
        self.ours.place_bet("Bob", kind, amount, number)
        self.placed.add(kind)

    def place_odds(self) -> None:
        for bet in self.ours.bets("Bob"):
            if bet.kind in BASES and bet.number is not None and not bet.odds:
                theirs = cs.Odds(BASES[bet.kind], bet.number, 30)
                if any(b._placed_key == theirs._placed_key for b in self.player.bets):
                    continue
                self.player.add_bet(theirs)
                self.ours.place_odds_bet("Bob", bet.number, 30, on=bet.kind)
                self.placed.add(f"odds on {bet.kind}")
                return

    def step(self) -> tuple[int, int]:
        if self.ours.point is None and not any(
            b.kind in ("pass", "dont_pass") for b in self.ours.bets("Bob")
        ):
            self.place(*MAKERS[self.rng.choice(["pass", "dont_pass"])](self.rng))
        for _ in range(self.rng.randint(0, 3)):
            self.place(*MAKERS[self.rng.choice(list(MAKERS))](self.rng))
        if self.rng.random() < 0.5:
            self.place_odds()
        assert self.ours.chips("Bob") == self.player.bankroll
        dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))
        self.ours.roll(*dice)
        TableUpdate().run(self.theirs, dice_outcome=dice)
        return dice


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_racks_agree_roll_by_roll(seed: int) -> None:
    pair = Pair(seed)
    for roll in range(2000):
        try:
            dice = pair.step()
        except GameError as refusal:
            pytest.fail(f"roll {roll}: our table refused what crapssim took: {refusal}")
        ours, theirs = pair.ours.chips("Bob"), pair.player.bankroll
        assert ours == theirs, (roll, dice, pair.ours.bets("Bob"), pair.player.bets)
    assert pair.ours.chips("Bob") != BANK
    assert pair.placed == set(MAKERS) | {f"odds on {kind}" for kind in BASES}
