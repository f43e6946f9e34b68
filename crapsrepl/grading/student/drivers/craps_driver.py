"""Run a student's craps class as a program: each command on stdin becomes a method call.

Started by ``crapsrepl grade`` (``--python-class MODULE:NAME``, or a class found by
detection) as ``python craps_driver.py --class MODULE:NAME --path DIR
[--query chips=getChips,getBalance] [--command placeLineBet=placeLineBet,betPass]``: each
lab name with the method names to try, in order (an instructor's ``--getter``/``--method``
first, then the common synonyms). A method matches in any case and with or without
underscores (``getBalance``, ``get_balance``). It says on stderr what it chose
(``crapsrepl-driver: chips=get_balance, ...``), echoes each command as ``craps> command``
(as crapsrepl does when piped), prints ``error: <message>`` when a method raises, and
answers a query with one line holding the method's value. With ``--serve`` it constructs
nothing until a begin line, and begins again on each: the grader keeps one interpreter per
student, each transcript starting from freshly imported modules, its flags on that line.
Standard library only: it runs in the student's scratch folder, not inside crapsrepl.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys
from collections.abc import Callable
from typing import Any

_COMMAND = re.compile(r"^([A-Za-z_]\w*)\s*(?:\((.*)\)|\s(.*))?$")
_INT = re.compile(r"^[+-]?\d+$")
REPORT = "crapsrepl-driver:"


def plain(name: str) -> str:
    """A method name as compared: any case, underscores ignored."""
    return name.replace("_", "").casefold()


def methods_of(game: object) -> dict[str, str]:
    """The public methods, by their compared name."""
    found: dict[str, str] = {}
    for attr in sorted(dir(game)):
        if not attr.startswith("_") and callable(getattr(game, attr, None)):
            found.setdefault(plain(attr), attr)
    return found


def choose(methods: dict[str, str], candidates: list[str]) -> str | None:
    return next((methods[plain(c)] for c in candidates if plain(c) in methods), None)


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


def execute(
    game: object, line: str, chosen: dict[str, str | None], queries: set[str]
) -> str | None:
    """What to print for one command: a query's answer, a refusal, or nothing."""
    match = _COMMAND.match(line)
    if match is None:
        return f"error: cannot read {line!r}"
    spaced = (match.group(3) or "").replace(" ", ",")
    name, args = match.group(1), arguments(match.group(2) or spaced)
    lab = next((k for k in chosen if k.casefold() == name.casefold()), None)
    attr = chosen[lab] if lab is not None else methods_of(game).get(plain(name))
    method: Callable[..., Any] | None = getattr(game, attr, None) if attr else None
    if method is None:
        return f"error: unknown command {name!r}"
    try:
        value = method(*args)
    except Exception as problem:  # a refusal from the student's code
        return f"error: {str(problem) or type(problem).__name__}"
    return shown(value) if lab in queries else None


def _pairs(values: list[str]) -> dict[str, list[str]]:
    pairs: dict[str, list[str]] = {}
    for value in values:
        name, _, names = value.partition("=")
        pairs.setdefault(name, []).extend(n for n in names.split(",") if n)
    return pairs


BEGIN = "\x01crapsrepl-begin"  # with --serve: begin afresh, tab-separated flags follow


def _own_modules(folder: str) -> list[str]:
    """The modules imported from the student's folder (their state is the student's)."""
    root = os.path.realpath(folder) + os.sep
    return [
        name
        for name, module in list(sys.modules.items())
        if os.path.realpath(getattr(module, "__file__", None) or os.sep).startswith(root)
    ]


class Table:
    """The student's class, constructed, and the methods chosen for the lab's names."""

    def __init__(self, argv: list[str]) -> None:
        parser = argparse.ArgumentParser(prog="craps_driver")
        parser.add_argument("--class", dest="target", required=True)
        parser.add_argument("--path", default=".")
        parser.add_argument("--query", action="append", default=[])
        parser.add_argument("--command", action="append", default=[])
        parser.add_argument("--seed", type=int)
        parser.add_argument("--players", default="")
        parser.add_argument("--serve", action="store_true")
        args, _table_options = parser.parse_known_args(argv)
        module_name, _, class_name = args.target.partition(":")
        if args.path not in sys.path:
            sys.path.insert(0, args.path)
        for name in _own_modules(args.path):  # the student's modules, imported afresh
            del sys.modules[name]
        cls = getattr(importlib.import_module(module_name), class_name)
        try:
            game = cls(args.seed) if args.seed is not None else cls()
        except TypeError:  # a class without a seeded constructor
            game = cls()
        queries, commands = _pairs(args.query), _pairs(args.command)
        methods = methods_of(game)
        wanted = {**commands, **queries}.items()
        chosen = {name: choose(methods, [*c, name]) for name, c in wanted}
        said = ", ".join(f"{name}={attr or '?'}" for name, attr in chosen.items())
        print(f"{REPORT} {said}", file=sys.stderr, flush=True)
        self.game, self.chosen, self.queries = game, chosen, set(queries)
        for seat in filter(None, args.players.split(",")):
            player, _, chips = seat.partition(":")
            self.execute(f"addPlayer({player.strip()}, {chips.strip()})")

    def execute(self, line: str) -> str | None:
        return execute(self.game, line, self.chosen, self.queries)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    table = None if "--serve" in argv else Table(argv)
    for raw in sys.stdin:
        if raw.startswith(BEGIN):  # the next transcript: a fresh class, nothing echoed
            more = [w for w in raw.rstrip("\n")[len(BEGIN) :].split("\t") if w]
            table = Table([*argv, *more])
            continue
        line = raw.strip()
        print(f"craps> {line}".rstrip())
        if line in ("quit", "exit"):
            break
        if line:
            reply = (
                "error: the grader sent a command before beginning"
                if table is None
                else table.execute(line)
            )
            if reply is not None:
                print(reply)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
