"""The lab's names for its commands and queries, and the names students give them instead.

A driver (Java or Python) lists the class's public methods and, for each lab name, takes
the first of its candidates the class has: the instructor's ``--method``/``--getter`` (or a
``grading.toml``'s), then the synonyms below, then the lab name itself, compared in any
case with underscores ignored, and by the number of arguments (Java overloads). The
driver says what it chose, and the report keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...transcripts.facts import QUERY_NAMES

# Lab name -> the names students use for it (the lab name itself is always tried last).
SYNONYMS: dict[str, tuple[str, ...]] = {
    "chips": (
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
    "point": ("getPoint", "currentPoint", "getCurrentPoint"),
    "shooter": ("getShooter", "currentShooter", "getCurrentShooter", "whoShoots"),
    "bets": ("getBets", "listBets", "showBets", "betsOf"),
    "addPlayer": ("addPlayer", "newPlayer", "join", "seatPlayer", "sitDown", "add"),
    "placeLineBet": ("placeLineBet", "placePassBet", "passLineBet", "betPassLine", "betPass"),
    "placeComeBet": ("placeComeBet", "comeBet", "betCome"),
    "placeOddsBet": ("placeOddsBet", "oddsBet", "betOdds", "takeOdds"),
    "changeOddsBet": ("changeOddsBet", "changeOdds", "setOdds"),
    "roll": ("roll", "rollDice", "throwDice", "shoot"),
    "passDice": ("passDice", "nextShooter", "passTheDice"),
}


def pairs(mappings: Sequence[str]) -> dict[str, str]:
    """``["chips=getBalance"]`` -> ``{"chips": "getBalance"}`` (the last one wins)."""
    return dict(mapping.split("=", 1) for mapping in mappings)


def driver_flags(getters: Sequence[str], methods: Sequence[str]) -> list[str]:
    """``--query NAME=CANDIDATES`` and ``--command NAME=CANDIDATES`` for a driver."""
    named = {**pairs(getters), **pairs(methods)}
    flags: list[str] = []
    for name in dict.fromkeys([*QUERY_NAMES, *SYNONYMS, *named]):
        candidates = [named[name]] if name in named else []
        candidates += [c for c in SYNONYMS.get(name, ()) if c not in candidates]
        flag = "--query" if name in QUERY_NAMES else "--command"
        flags += [flag, f"{name}={','.join(candidates)}"]
    return flags
