"""The lab's names for its commands and queries, and the names students give them instead.

A driver (Java or Python) lists the class's public methods and, for each lab name, takes
the first of its candidates the class has: the instructor's ``--method``/``--getter`` (or a
``grading.toml``'s), then the synonyms below, then the lab name itself, compared in any
case with underscores ignored, and by the number of arguments (Java overloads). A lab name
no candidate matches is then mapped by its signature (``SIGNATURES``) when exactly one
public method not chosen by name fits it, and fits no other unmatched lab name: never a
guess between two. The driver says what it chose and how, and the report keeps it.
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

# Lab name -> the shapes a method must have to be mapped by signature alone, as
# ``PARAMS->RETURNS``: parameter kinds joined by ``,`` (none: empty), return kinds by ``|``.
# Kinds: ``int`` (Java int/long, boxed or not; Python int), ``number`` (an int kind or a
# double/float), ``str``, ``bool``, ``list`` (Java Collection or array; Python list/tuple),
# ``void`` (Java void; Python ``-> None``). Python methods need annotations to fit (an
# unannotated parameter or return fits nothing); ``X | None`` returns fit as ``X``.
# placeLineBet/placeComeBet (str,int) and placeOddsBet/changeOddsBet (str,int,int) share a
# shape, so a signature cannot tell them apart: they are mapped by name only. Roll's ``()``
# is passDice's, so roll needs its total or its two dice.
SIGNATURES: dict[str, tuple[str, ...]] = {
    "chips": ("str->number",),
    "bets": ("str->str|list",),
    "point": ("->int",),
    "shooter": ("->str",),
    "addPlayer": ("str,int->void|bool",),
    "roll": ("int->void|int", "int,int->void|int"),
    "passDice": ("->void",),
}


def pairs(mappings: Sequence[str]) -> dict[str, str]:
    """``["chips=getBalance"]`` -> ``{"chips": "getBalance"}`` (the last one wins)."""
    return dict(mapping.split("=", 1) for mapping in mappings)


def driver_flags(getters: Sequence[str], methods: Sequence[str]) -> list[str]:
    """``--query NAME=CANDIDATES`` and ``--command NAME=CANDIDATES`` for a driver, and the
    ``--signature NAME=SHAPE`` flags of the names with one: the drivers hold no table."""
    named = {**pairs(getters), **pairs(methods)}
    flags: list[str] = []
    for name in dict.fromkeys([*QUERY_NAMES, *SYNONYMS, *named]):
        candidates = [named[name]] if name in named else []
        candidates += [c for c in SYNONYMS.get(name, ()) if c not in candidates]
        flag = "--query" if name in QUERY_NAMES else "--command"
        flags += [flag, f"{name}={','.join(candidates)}"]
        flags += [
            a for shape in SIGNATURES.get(name, ()) for a in ("--signature", f"{name}={shape}")
        ]
    return flags
