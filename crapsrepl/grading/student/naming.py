"""The lab's names for its commands and queries, and the names students give them instead.

A driver (Java or Python) lists the class's public methods and, for each lab name, takes
the first of its candidates the class has: the instructor's ``--method``/``--getter`` (or a
``grading.toml``'s), then the game's synonyms (its binding's ``lab.methods``), then the lab
name itself, compared in any case with underscores ignored, and by the number of arguments
(Java overloads). A lab name no candidate matches is then mapped by its signature when exactly one
public method not chosen by name fits it, and fits no other unmatched lab name: never a
guess between two. The driver says what it chose and how, and the report keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...console.games import default_game, usable
from ...console.lab import Lab
from ...console.parser import parse

# The shapes a method must have to be mapped by signature alone (each game's
# ``LabMethod.signatures``), as ``PARAMS->RETURNS``: parameter kinds joined by ``,`` (none:
# empty), return kinds by ``|``. Kinds: ``int`` (Java int/long, boxed or not; Python int),
# ``number`` (an int kind or a double/float), ``str``, ``bool``, ``list`` (Java Collection or
# array; Python list/tuple), ``void`` (Java void; Python ``-> None``). Python methods need
# annotations to fit (an unannotated parameter or return fits nothing); ``X | None``
# returns fit as ``X``. Two lab names of one shape are mapped by name only.


def pairs(mappings: Sequence[str]) -> dict[str, str]:
    """``["chips=getBalance"]`` -> ``{"chips": "getBalance"}`` (the last one wins)."""
    return dict(mapping.split("=", 1) for mapping in mappings)


def lab_flags(game: str, lab: Lab, named: dict[str, str]) -> list[str]:
    """One game's ``--query``/``--command GAME:NAME=CANDIDATES`` flags (an instructor's
    method first, then the synonyms), its ``--signature GAME:NAME=SHAPE`` flags and its
    ``--option-command GAME:NAME`` flags (a table option that is a command for a class)."""
    queries = set(lab.query_names)
    methods = {method.name: method for method in lab.methods}
    flags: list[str] = []
    for name in dict.fromkeys([*lab.query_names, *methods, *named]):
        candidates = [named[name]] if name in named else []
        known = methods.get(name)
        synonyms = known.synonyms if known else ()
        candidates += [c for c in synonyms if c not in candidates]
        flag = "--query" if name in queries else "--command"
        flags += [flag, f"{game}:{name}={','.join(candidates)}"]
        shapes = known.signatures if known else ()
        flags += [a for shape in shapes for a in ("--signature", f"{game}:{name}={shape}")]
        if known and known.from_option:
            flags += ["--option-command", f"{game}:{name}"]
    return flags


def driver_flags(getters: Sequence[str], methods: Sequence[str]) -> list[str]:
    """The flags a driver is started with, for every installed game (a transcript's
    ``--game`` picks one; ``--default-game`` names the one without it): each game's lab
    names and their candidates, signatures and seat command. An instructor's names go to
    the games that have the lab name, or to every game when none has it: the drivers hold
    no table."""
    named = {**pairs(getters), **pairs(methods)}
    bindings = {game.name: game for game in usable()}
    games = {name: game.lab for name, game in bindings.items()}
    known = {name for lab in games.values() for name in (*lab.query_names, *_methods(lab))}
    flags = ["--default-game", default_game()]
    for game, lab in games.items():
        mine = {
            k: v
            for k, v in named.items()
            if k not in known or k in (*lab.query_names, *_methods(lab))
        }
        seat = parse(bindings[game].seat_command.format(name="Someone", chips=1)).name
        flags += ["--seat", f"{game}={seat}", *lab_flags(game, lab, mine)]
    return flags


def _methods(lab: Lab) -> list[str]:
    return [method.name for method in lab.methods]
