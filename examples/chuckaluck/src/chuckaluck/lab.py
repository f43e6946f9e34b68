"""How chuck-a-luck is graded: its fact queries, the lab's names for a method-call driver,
and ``grade --explore``'s moves (only forced throws: a program cannot know the engine's
dice)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence

from crapsrepl.plugin import Ask, Explorer, Lab, LabMethod, Query

NAMES = ("Ann", "Bob", "Cy", "Dee")
_BET = re.compile(r"\s*bet\s*\(\s*([^,]+?)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*\)\s*$", re.I)
_THROW = re.compile(r"\s*(?:throw|roll)\s*\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)\s*$", re.I)


def _amount(answer: str) -> int:
    """The number in a query's answer, however much of ``Ann: $40`` the asker kept."""
    found = re.findall(r"-?\$?-?\d+", answer.rsplit(": ", 1)[-1])
    return int(found[-1].replace("$", "")) if found else 0


def _players(rng: random.Random) -> tuple[tuple[str, int], ...]:
    seated = rng.sample(NAMES, rng.randint(1, 3))
    return tuple((name, rng.choice((20, 50, 100, 150, 200))) for name in seated)


def _throw(rng: random.Random, on: list[int]) -> str:
    """Dice weighted to where bugs live: the bet numbers showing twice and three times."""
    kind = rng.random()
    lucky = rng.choice(on) if on else rng.randint(1, 6)
    if kind < 0.2:
        dice = [lucky] * 3
    elif kind < 0.5:
        dice = [lucky, lucky, rng.randint(1, 6)]
    else:
        dice = [rng.randint(1, 6) for _ in range(3)]
    rng.shuffle(dice)
    return f"throw({dice[0]}, {dice[1]}, {dice[2]})"


def _moves(rng: random.Random, ask: Ask, players: Sequence[str]) -> list[tuple[float, str]]:
    moves: list[tuple[float, str]] = []
    on: list[int] = []
    for name in players:
        bets = ask(f"bets({name})")
        on += [int(n) for n in re.findall(r"on (\d)", bets)]
        rack = _amount(ask(f"chips({name})"))
        if rack >= 1:
            amount = rng.choice((1, 2, 5, 10, 15, 25, rack))
            moves.append((3.0, f"bet({name}, {rng.randint(1, 6)}, {min(amount, rack)})"))
    if on:
        moves.append((2.0 + len(on), _throw(rng, on)))
    # Every rack empty and no bet down: no move is left, and the session ends there.
    return moves


def _unlikely(rng: random.Random, players: Sequence[str]) -> str:
    name = rng.choice(list(players)) if players else "Zed"
    return rng.choice(
        (
            f"bet({name}, 7, 5)",
            f"bet({name}, 0, 5)",
            f"bet({name}, 3, 0)",
            f"bet({name}, 3, 100000)",
            "bet(Nobody, 3, 5)",
            "throw(1, 2, 7)",
            "throw(2, 2)",
            f"sit({name}, 10)",
        )
    )


def _simpler(command: str) -> Iterator[str]:
    """Plainer versions of a command, each strictly plainer: a lower amount, lower dice."""
    bet = _BET.match(command)
    if bet:
        name, spot, amount = bet.group(1), bet.group(2), int(bet.group(3))
        for lower in sorted({1, amount // 2}):
            if 1 <= lower < amount:
                yield f"bet({name}, {spot}, {lower})"
        return
    throw = _THROW.match(command)
    if throw:
        dice = [int(d) for d in throw.groups()]
        for i, die in enumerate(dice):
            if die > 1:
                plainer = [*dice[:i], 1, *dice[i + 1 :]]
                yield f"throw({plainer[0]}, {plainer[1]}, {plainer[2]})"


def _asks_after(command: str) -> bool:
    return command.strip().lower().startswith(("throw", "roll"))


EXPLORER = Explorer(
    players=_players,
    moves=_moves,
    unlikely=_unlikely,
    simpler=_simpler,
    asks_after=_asks_after,
)

LAB = Lab(
    title="Chuck-a-luck",
    queries=(
        Query(
            "chips",
            True,
            "the chips in the player's rack (bets on the table not counted)",
            "Ann: $40",
        ),
        Query("bets", True, "the player's bets waiting for the throw, or none", "Ann: $10 on 4"),
        Query(
            "house", False, "what the house has won so far (negative when it lost)", "house: $15"
        ),
    ),
    probe=("chips", "bets", "house"),
    session=("chips", "house"),
    lab_class="ChuckALuckGame",
    methods=(
        LabMethod("sit", ("addPlayer", "sitDown")),
        LabMethod("bet", ("placeBet", "bet")),
        LabMethod("throw", ("throwDice", "roll")),
        LabMethod("chips", ("getChips",)),
        LabMethod("bets", ("getBets",)),
        LabMethod("house", ("getHouse",)),
    ),
    explorer=EXPLORER,
    example=(
        ("sit(Ann, 50)", "Ann sits down with $50."),
        ("bet(Ann, 4, 10)", "Ann bets $10 on 4 (rack $40)."),
        ("bet(Ann, 6, 5)", "Ann bets $5 on 6 (rack $35)."),
        (
            "throw(1, 4, 4)",
            "The dice show 1, 4, 4.\nAnn wins $20 on 4: two 4s, 2 to 1 (rack $65).\n"
            "Ann loses $5 on 6 (rack $65).",
        ),
        ("chips(Ann)", "Ann: $65"),
        ("house()", "house: $-15"),
    ),
    notes=(
        "Chuck-a-luck: each player bets on numbers from 1 to 6, then the house throws three "
        "dice. A bet whose number shows on one die wins 1 to 1, on two dice 2 to 1, on all "
        "three 3 to 1 (10 to 1 with --triple-pays 10); otherwise it loses. Every bet is "
        "settled on each throw, and the stake of a winning bet goes back to the rack.",
        "throw(d1, d2, d3) forces the dice; throw() throws them at random. A refused command "
        "prints one line starting with error: and changes nothing.",
    ),
)
