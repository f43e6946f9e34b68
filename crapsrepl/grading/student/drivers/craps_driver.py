"""Run a student's craps class as a program: each command on stdin becomes a method call.

Started by ``crapsrepl grade --python-class MODULE:NAME`` as
``python craps_driver.py --class MODULE:NAME --path DIR [--getter chips=getChips]``.
It echoes each command as ``craps> command`` (as crapsrepl does when piped), prints
``error: <message>`` when a method raises, and answers a query (``chips(Bob)``,
``point()``, ``shooter()``, ``bets(Bob)``) with one line holding the getter's value.
Standard library only: it runs in the student's scratch folder, not inside crapsrepl.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections.abc import Callable
from typing import Any

QUERIES = {"chips": "getChips", "point": "getPoint", "shooter": "getShooter", "bets": "getBets"}
_COMMAND = re.compile(r"^([A-Za-z_]\w*)\s*(?:\((.*)\)|\s(.*))?$")
_INT = re.compile(r"^[+-]?\d+$")


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def find_method(game: object, name: str) -> Callable[..., Any] | None:
    """The method ``name``, its snake_case spelling (``placeLineBet``/``place_line_bet``),
    or the one spelled the same in another case (commands are case-insensitive)."""
    for candidate in (name, snake(name)):
        method = getattr(game, candidate, None)
        if callable(method):
            return method  # type: ignore[no-any-return]
    folded = {attr.casefold(): attr for attr in dir(game) if not attr.startswith("_")}
    method = getattr(game, folded.get(name.casefold(), "_"), None)
    return method if callable(method) else None


def arguments(text: str | None) -> list[Any]:
    words = [w.strip() for w in (text or "").split(",")]
    return [int(w) if _INT.match(w) else w for w in words if w]


def shown(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list | tuple):
        return " ".join(shown(v) for v in value)
    return str(value)


def execute(game: object, line: str, getters: dict[str, str]) -> str | None:
    """What to print for one command: a query's answer, a refusal, or nothing."""
    match = _COMMAND.match(line)
    if match is None:
        return f"error: cannot read {line!r}"
    spaced = (match.group(3) or "").replace(" ", ",")
    name, args = match.group(1), arguments(match.group(2) or spaced)
    method = find_method(game, getters.get(name, name))
    if method is None:
        return f"error: unknown command {name!r}"
    try:
        value = method(*args)
    except Exception as problem:  # a refusal from the student's code
        return f"error: {str(problem) or type(problem).__name__}"
    return shown(value) if name in getters else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="craps_driver")
    parser.add_argument("--class", dest="target", required=True)
    parser.add_argument("--path", default=".")
    parser.add_argument("--getter", action="append", default=[])
    parser.add_argument("--seed", type=int)
    parser.add_argument("--players", default="")
    args, _table_options = parser.parse_known_args(argv)
    getters = dict(QUERIES)
    getters.update(dict(g.split("=", 1) for g in args.getter))
    module_name, _, class_name = args.target.partition(":")
    sys.path.insert(0, args.path)
    cls = getattr(importlib.import_module(module_name), class_name)
    try:
        game = cls(args.seed) if args.seed is not None else cls()
    except TypeError:  # a class without a seeded constructor
        game = cls()
    for seat in filter(None, args.players.split(",")):
        player, _, chips = seat.partition(":")
        execute(game, f"addPlayer({player.strip()}, {chips.strip()})", getters)
    for raw in sys.stdin:
        line = raw.strip()
        print(f"craps> {line}".rstrip())
        if line in ("quit", "exit"):
            break
        if line:
            reply = execute(game, line, getters)
            if reply is not None:
                print(reply)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
