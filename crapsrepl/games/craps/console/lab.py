"""How craps is graded: its fact queries, the lab's class and method names, and
``--explore``'s moves (random sessions weighted towards the states where bugs live, and
the shrinker's plainer rolls and amounts)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from crapsrepl.plugin import OPTION, OPTION_FORM, Ask, Explorer, Lab, LabMethod, Query, Restart

NAMES = ("Bob", "Adam", "Cy", "Dee")
CHIPS = (60, 100, 150)
POINTS = (4, 5, 6, 8, 9, 10)
BET_AMOUNTS = (5, 10, 10, 15, 20, 25)
# Odds amounts: multiples that pay whole and ones whose payout rounds (odd on 5 and 9,
# not a multiple of 5 on 6 and 8).
ODDS_AMOUNTS = (5, 10, 20, 3, 7, 9, 13)
LOWER_AMOUNTS = (5, 10)
# Totals from the plainest to the least: a roll is only ever replaced by a plainer one, so
# shrinking ends. A seven first (it decides the most), then the points, then the craps.
PLAIN_TOTALS = (7, 6, 8, 5, 9, 4, 10, 11, 2, 3, 12)
_AMOUNT = re.compile(r"(\d+)\)\s*$")
_ROLL = re.compile(r"^roll\((\d+)\)$")


@dataclass(frozen=True, slots=True)
class Bet:
    kind: str
    number: int | None
    odds: int


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


def _players(rng: random.Random) -> tuple[tuple[str, int], ...]:
    count = rng.randint(2, 4)
    return tuple((name, rng.choice(CHIPS)) for name in NAMES[:count])


def _moves(rng: random.Random, ask: Ask, names: Sequence[str]) -> list[tuple[float, str]]:
    """The shooter's line bet on the come-out, come bets and odds once a point is on, odds
    changed, the dice passed by choice between rounds, and rolls weighted towards sevens,
    the point and the numbers come bets sit on."""
    point = ask("point()")
    shooter = ask("shooter()")
    bets = {name: read_bets(ask(f"bets({name})")) for name in names}
    rack = {name: _number(ask(f"chips({name})")) for name in names}
    choices: list[tuple[float, str]] = []
    if not point.isdigit():
        if not any(b.kind == "pass" for b in bets.get(shooter, [])):
            choices.append((6, _bet("placeLineBet", shooter, rng, rack)))
        else:
            choices.append((5, f"roll({_total(rng, None, bets)})"))
        choices.append((1.5, "passDice()"))
        choices.append((1, _bet("placeLineBet", rng.choice(names), rng, rack)))
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
    return choices


def _restart(ask: Ask, names: Sequence[str]) -> Restart | None:
    """Between rounds with no bet down: the players in their seats, each with the chips in
    their rack, and the dice passed on to the shooter."""
    if ask("point()").isdigit() or any(read_bets(ask(f"bets({name})")) for name in names):
        return None
    shooter = ask("shooter()")
    passes = names.index(shooter) if shooter in names else 0
    players = tuple((name, _number(ask(f"chips({name})"))) for name in names)
    return players, ("passDice()",) * passes


def _unlikely(rng: random.Random, names: Sequence[str]) -> str:
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


def _simpler(command: str) -> Iterator[str]:
    """A roll replaced by a plainer total; a bet's amount lowered."""
    rolled = _ROLL.match(command)
    if rolled is not None:
        total = int(rolled.group(1))
        if total in PLAIN_TOTALS:
            yield from (f"roll({t})" for t in PLAIN_TOTALS[: PLAIN_TOTALS.index(total)])
        return
    found = _AMOUNT.search(command)
    if found is not None:
        for lower in LOWER_AMOUNTS:
            if lower < int(found.group(1)):
                yield command[: found.start(1)] + str(lower) + command[found.end(1) :]


def _number(answer: str) -> int:
    digits = "".join(c for c in answer if c.isdigit())
    return int(digits) if digits else 0


def _bet(command: str, name: str, rng: random.Random, rack: dict[str, int]) -> str:
    fits = [a for a in BET_AMOUNTS if a <= rack.get(name, 0)] or [BET_AMOUNTS[0]]
    return f"{command}({name}, {rng.choice(fits)})"


def _total(rng: random.Random, point: int | None, bets: dict[str, list[Bet]]) -> int:
    """Sevens, the point and the come bets' numbers often; craps and 11 now and then, and
    often while a come bet waits on the line for its own come-out (its 2, 3, 12 and 11)."""
    weights = {total: 1.0 for total in POINTS}
    weights.update({7: 1.6 if point else 1.0, 11: 0.4, 2: 0.2, 3: 0.3, 12: 0.3})
    if point:
        weights[point] += 1.0
    for placed in bets.values():
        for bet in placed:
            if bet.number is not None:
                weights[bet.number] += 1.0
            elif bet.kind == "come":
                weights.update({12: 1.5, 2: 0.8, 3: 0.8, 11: 1.0})
    totals = sorted(weights)
    return rng.choices(totals, [weights[t] for t in totals])[0]


QUERIES = (
    Query("chips", True, "the chips in PLAYER's rack", "Bob has $150"),
    Query("point", False, "the point, or `off` when there is none (`0`, `none` are fine)", "off"),
    Query("shooter", False, "the name of the player who holds the dice", "Shooter: Adam"),
    Query(
        "bets",
        True,
        "each bet: `pass`/`come`, its number once it has one, its amount, and `odds` with "
        "the odds amount; `no bets` (or `none`) when there are none",
        "pass 6 $10 odds $20; come $5",
    ),
)

# placeLineBet/placeComeBet (str,int) and placeOddsBet/changeOddsBet (str,int,int) share a
# shape, so a signature cannot tell them apart: they are mapped by name only. Roll's ``()``
# is passDice's, so roll needs its total or its two dice.
METHODS = (
    LabMethod(
        "chips",
        (
            "getChips",
            "getBalance",
            "getBankroll",
            "getMoney",
            "getRack",
            "getCash",
            "chips",
            "balance",
            "bankroll",
            "money",
            "rack",
        ),
        ("str->number",),
    ),
    LabMethod("point", ("getPoint", "currentPoint", "getCurrentPoint"), ("->int",)),
    LabMethod(
        "shooter", ("getShooter", "currentShooter", "getCurrentShooter", "whoShoots"), ("->str",)
    ),
    LabMethod("bets", ("getBets", "listBets", "showBets", "betsOf"), ("str->str|list",)),
    LabMethod(
        "addPlayer",
        ("addPlayer", "newPlayer", "join", "seatPlayer", "sitDown", "add"),
        ("str,int->void|bool",),
    ),
    LabMethod(
        "placeLineBet", ("placeLineBet", "placePassBet", "passLineBet", "betPassLine", "betPass")
    ),
    LabMethod("placeComeBet", ("placeComeBet", "comeBet", "betCome")),
    LabMethod("placeOddsBet", ("placeOddsBet", "oddsBet", "betOdds", "takeOdds")),
    LabMethod("changeOddsBet", ("changeOddsBet", "changeOdds", "setOdds")),
    LabMethod(
        "roll", ("roll", "rollDice", "throwDice", "shoot"), ("int->void|int", "int,int->void|int")
    ),
    LabMethod("passDice", ("passDice", "nextShooter", "passTheDice"), ("->void",)),
    # A table's rule (``--max-odds 3-4-5``) as a class is given it: option("max-odds", "3-4-5").
    LabMethod(OPTION, ("setOption", "setRule", "configure", "option"), forms=(OPTION_FORM,)),
)

LAB = Lab(
    title="Craps",
    queries=QUERIES,
    probe=("chips", "bets", "point", "shooter"),
    session=("chips", "bets", "point", "shooter"),
    lab_class="CrapsGame",
    methods=METHODS,
    explorer=Explorer(
        players=_players,
        moves=_moves,
        unlikely=_unlikely,
        simpler=_simpler,
        asks_after=lambda command: command.startswith("roll"),
        restart=_restart,
    ),
    example=(
        ("placeLineBet(Bob, 10)", "Bob bets $10 on the pass line."),
        ("roll(6)", "Bob rolls 6. The point is 6."),
        ("chips(Bob)", "Bob has $90"),
        ("point()", "Point: 6"),
        ("placeLineBet(Bob, 1000)", "error: Bob cannot bet $1000 (only $90 left)"),
        ("roll(7)", "Seven out."),
        ("bets(Bob)", "no bets"),
    ),
    method_example=("placeLineBet=bet_pass", "roll=throw"),
    getter_example=("chips=bankroll",),
)
