"""Random sessions of the lab's commands, weighted towards the states where bugs live.

Each step reads the engine's own facts (point, shooter, each player's bets) and picks a
command that fits: the shooter's line bet on the come-out, come bets and odds once a point
is on, odds changed, the dice passed by choice between rounds, and rolls weighted towards
sevens, the point and the numbers come bets sit on. A command the engine refuses is
dropped and another drawn, unless refusals are explored, when a few are kept on purpose
(each asserted ``? refused``). The same seed always gives the same sessions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .sessions import Session, Table

NAMES = ("Bob", "Adam", "Cy", "Dee")
CHIPS = (60, 100, 150)
POINTS = (4, 5, 6, 8, 9, 10)
BET_AMOUNTS = (5, 10, 10, 15, 20, 25)
# Odds amounts: multiples that pay whole and ones whose payout rounds (odd on 5 and 9,
# not a multiple of 5 on 6 and 8).
ODDS_AMOUNTS = (5, 10, 20, 3, 7, 9, 13)
TRIES = 12  # draws per step before giving the step up


@dataclass(frozen=True, slots=True)
class Bet:
    kind: str
    number: int | None
    odds: int


@dataclass(frozen=True, slots=True)
class Shape:
    """How long sessions are and whether refused commands are kept."""

    shortest: int = 10
    longest: int = 28
    refusals: bool = False


def read_bets(answer: str) -> list[Bet]:
    """The engine's ``bets(p)`` answer (``come 8 10 odds 5; pass 6 10``) as bets."""
    bets = []
    for part in answer.split(";"):
        words = part.split()
        if not words or words[0] not in ("pass", "come"):
            continue
        numbers = [
            int(w) for w in words[: words.index("odds") if "odds" in words else None] if w.isdigit()
        ]
        odds = int(words[-1]) if "odds" in words and words[-1].isdigit() else 0
        bets.append(Bet(words[0], numbers[0] if len(numbers) == 2 else None, odds))
    return bets


class Generator:
    """Sessions for ``seed``: session ``index`` is the same whatever was generated before."""

    def __init__(self, seed: int, shape: Shape | None = None) -> None:
        self.seed = seed
        self.shape = shape or Shape()

    def session(self, index: int) -> Session:
        rng = random.Random(f"{self.seed}:{index}")
        count = rng.randint(2, 4)
        players = tuple((name, rng.choice(CHIPS)) for name in NAMES[:count])
        table = Table(players)
        commands: list[str] = []
        length = rng.randint(self.shape.shortest, self.shape.longest)
        while len(commands) < length:
            picked = self._step(rng, table, [name for name, _ in players])
            if picked is None:
                break
            commands.append(picked)
        return Session(players, tuple(commands))

    def _step(self, rng: random.Random, table: Table, names: list[str]) -> str | None:
        for _ in range(TRIES):
            if self.shape.refusals and rng.random() < 0.08:
                command = _unlikely(rng, names)
            else:
                command = _likely(rng, table, names)
            refused, _ = table.execute(command)
            if not refused or self.shape.refusals and rng.random() < 0.5:
                return command
        return None


def _likely(rng: random.Random, table: Table, names: list[str]) -> str:
    point = table.answer("point()")
    shooter = table.answer("shooter()")
    bets = {name: read_bets(table.answer(f"bets({name})")) for name in names}
    rack = {name: _number(table.answer(f"chips({name})")) for name in names}
    on = point.isdigit()
    choices: list[tuple[float, str]] = []
    if not on:
        if not any(b.kind == "pass" for b in bets.get(shooter, [])):
            choices.append((6, _bet("placeLineBet", shooter, rng, rack)))
        else:
            choices.append((5, f"roll({_total(rng, None, bets)})"))
        choices.append((1.5, "passDice()"))
        other = rng.choice(names)
        choices.append((1, _bet("placeLineBet", other, rng, rack)))
    else:
        choices.append((6, f"roll({_total(rng, int(point), bets)})"))
        choices.append((3, _bet("placeComeBet", rng.choice(names), rng, rack)))
    for name, placed in bets.items():
        for bet in placed:
            if bet.number is None:
                continue
            amount = rng.choice(ODDS_AMOUNTS)
            if not bet.odds:
                choices.append((2.5, f"placeOddsBet({name}, {bet.number}, {amount})"))
            else:
                choices.append((1.2, f"changeOddsBet({name}, {bet.number}, {amount})"))
    weights = [weight for weight, _ in choices]
    return rng.choices([command for _, command in choices], weights)[0]


def _unlikely(rng: random.Random, names: list[str]) -> str:
    """A command the engine may well refuse: out of turn, too big, on nothing."""
    name = rng.choice([*names, "Zed"])
    return rng.choice(
        [
            f"placeComeBet({name}, 10)",
            f"placeLineBet({name}, {rng.choice((0, 10, 500))})",
            f"placeOddsBet({name}, {rng.choice((3, *POINTS))}, 10)",
            f"changeOddsBet({name}, {rng.choice(POINTS)}, 5)",
            "passDice()",
            f"roll({rng.choice((1, 7, 13))})",
        ]
    )


def _number(answer: str) -> int:
    digits = "".join(c for c in answer if c.isdigit())
    return int(digits) if digits else 0


def _bet(command: str, name: str, rng: random.Random, rack: dict[str, int]) -> str:
    fits = [a for a in BET_AMOUNTS if a <= rack.get(name, 0)] or [BET_AMOUNTS[0]]
    return f"{command}({name}, {rng.choice(fits)})"


def _total(rng: random.Random, point: int | None, bets: dict[str, list[Bet]]) -> int:
    """Sevens, the point and the come bets' numbers often; craps and 11 now and then."""
    weights = {total: 1.0 for total in POINTS}
    weights.update({7: 1.6 if point else 1.0, 11: 0.4, 2: 0.2, 3: 0.3, 12: 0.3})
    if point:
        weights[point] += 1.0
    for placed in bets.values():
        for bet in placed:
            if bet.number is not None:
                weights[bet.number] += 1.0
    totals = sorted(weights)
    return rng.choices(totals, [weights[t] for t in totals])[0]
