"""Run a student's game class as a program: each command on stdin becomes a method call.

Started by ``crapsrepl grade`` (``--python-class MODULE:NAME``, or a class found by
detection) as ``python lab_driver.py --class MODULE:NAME --path DIR --game GAME
--seat addPlayer --query chips=getChips,getBalance --command bet=bet,wager
--form bet=player:text,amount:number ...`` (``naming.driver_flags``, from the graded game's
binding): each lab name with the method names to try, in order (an instructor's
``--getter``/``--method`` first, then the game's synonyms), and the arguments each command
takes (``--form``, one per way it is called, from the game's command table: the table the
handout reads too). A method matches in any case and with or without underscores
(``getBalance``, ``get_balance``). A name none matches is mapped by ``--signature
NAME=PARAMS->RETURNS`` to the one unchosen method whose annotations fit, if no other
unmatched name fits it too. It says what it chose (``crapsrepl-driver: chips=get_balance,
bets=owed (by signature), ...``) on the grader's own pipe (``--report-fd``; on stderr when
run by hand), echoes each command as ``GAME> command`` (as crapsrepl does when piped),
passes each argument as its form says (a word as ``str``, a whole number as ``int``, a
stack of cards as one ``str`` each: LabDriver.java passes the same), prints ``error:
<message>`` when a method raises, answers a query (called by its lab name or its method's,
as ``% query`` sends it) with one line holding the method's value, and prints what any
other method returns, as a REPL would; a lab command prints nothing. With ``--wait-begin``
it imports nothing of the student's until its first line, a begin line holding the
transcript's ``--seed`` (and ``--players``): the grader starts it before the transcript is
known (run/spares.py) and uses it for that one transcript only. A table's rules come as
lines like any command (``option(dealer, H17)``), never as flags.
Standard library only: it runs in the student's scratch folder, not inside crapsrepl.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import re
import sys
import types
import typing
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


def is_kind(annotation: Any, kind: str) -> bool:
    """Whether an annotation is one of naming.SIGNATURES's kinds (unannotated is none)."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        rest = [a for a in typing.get_args(annotation) if a is not type(None)]
        return len(rest) == 1 and kind != "void" and is_kind(rest[0], kind)
    wanted: dict[str, tuple[Any, ...]] = {
        "void": (None, type(None)),
        "int": (int,),
        "number": (int, float),
        "str": (str,),
        "bool": (bool,),
        "list": (list, tuple),
    }
    return any(annotation is t for t in wanted.get(kind, ())) or (
        kind == "list" and typing.get_origin(annotation) in (list, tuple)
    )


def fits(method: Any, shape: str) -> bool:
    """Whether a bound method's annotations fit ``PARAMS->RETURNS``."""
    params, _, returns = shape.partition("->")
    try:
        signature = inspect.signature(method, eval_str=True)
    except (NameError, TypeError, ValueError, SyntaxError):  # annotations that do not resolve
        return False
    given = list(signature.parameters.values())
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    wanted = [k for k in params.split(",") if k]
    pairs = zip(given, wanted, strict=False)  # the lengths are compared first
    return (
        len(given) == len(wanted)
        and all(p.kind in positional and is_kind(p.annotation, k) for p, k in pairs)
        and any(is_kind(signature.return_annotation, k) for k in returns.split("|"))
    )


def by_signature(
    game: object, chosen: dict[str, str | None], shapes: dict[str, list[str]]
) -> dict[str, str]:
    """Map the unmatched lab names a signature fits: one method fitting one name only. Fills
    ``chosen`` and returns the words the report adds to each name it looked for."""
    taken = set(chosen.values())
    free = [a for a in methods_of(game).values() if a not in taken]
    free = [a for a in free if inspect.ismethod(getattr(game, a))]  # not static helpers
    fitting = {
        name: [a for a in free if any(fits(getattr(game, a), s) for s in shapes[name])]
        for name, attr in chosen.items()
        if attr is None and name in shapes
    }
    notes: dict[str, str] = {}
    for name, found in fitting.items():
        others = [o for o, f in fitting.items() if o != name and found and found[0] in f]
        if len(found) == 1 and not others:
            chosen[name], notes[name] = found[0], " (by signature)"
        elif len(found) == 1:
            notes[name] = f" ({found[0]} fits {others[0]} too)"
        elif found:
            notes[name] = f" ({' or '.join(found)} fit)"
    return notes


def words_of(text: str | None) -> list[str]:
    return [w for w in (w.strip() for w in (text or "").split(",")) if w]


Form = list[tuple[str, str]]  # (parameter, kind): kinds text, number, words, rest


def typed(name: str, words: list[str], forms: list[Form]) -> list[Any] | str:
    """The words as one of the command's forms types them (a word a ``str``, a whole
    number an ``int``; ``words`` each word left a ``str``, ``rest`` the words left as one),
    or the refusal: the same words and the same refusal as LabDriver.java's ``typed``."""
    bad = ""
    for form in forms:
        many = form[-1][1] if form and form[-1][1] in ("words", "rest") else ""
        fixed = form[:-1] if many else form
        if len(words) < len(fixed) + (1 if many else 0) or (not many and len(words) > len(fixed)):
            continue
        values: list[Any] = []
        for word, (_, kind) in zip(words, fixed, strict=False):
            if kind == "number" and not _INT.match(word):
                bad = f"error: {name}: {word!r} is not a whole number"
                break
            values.append(int(word) if kind == "number" else word)
        else:
            rest = words[len(fixed) :]
            return values + (rest if many == "words" else [", ".join(rest)] if many else [])
    shown = " or ".join(f"({', '.join(p for p, _ in form)})" for form in forms)
    return bad or f"error: {name} takes {shown}, not {len(words)} arguments"


def guessed(words: list[str]) -> list[Any]:
    """A call no table types (a method by a name of its own, ``describe(3)``): whole
    numbers as ``int``, other words as ``str``."""
    return [int(w) if _INT.match(w) else w for w in words]


def shown(value: Any) -> str:
    """A reply as a student means it: None and an empty list, tuple, set or dict are
    "none" (a bets query's "no bets"), a sequence its items."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list | tuple | set | frozenset | dict) and not value:
        return "none"
    if isinstance(value, list | tuple):
        return " ".join(shown(v) for v in value)
    return str(value)


def execute(
    game: object,
    line: str,
    chosen: dict[str, str | None],
    queries: set[str],
    forms: dict[str, list[Form]],
) -> str | None:
    """What to print for one command: a query's answer, a refusal, what a method that is no
    lab command returned, or nothing."""
    match = _COMMAND.match(line)
    if match is None:
        return f"error: cannot read {line!r}"
    spaced = (match.group(3) or "").replace(" ", ",")
    name, words = match.group(1), words_of(match.group(2) or spaced)
    lab = next((k for k in chosen if k.casefold() == name.casefold()), None)
    attr = chosen[lab] if lab is not None else methods_of(game).get(plain(name))
    if lab is None and attr is not None:  # a method by its own name, as `% query` sends it
        mapped = [k for k, a in chosen.items() if a == attr]
        lab = next((k for k in mapped if k in queries), mapped[0] if mapped else None)
    method: Callable[..., Any] | None = getattr(game, attr, None) if attr else None
    if method is None:
        return f"error: unknown command {name!r}"
    known = forms.get(plain(lab or name))
    args = guessed(words) if known is None else typed(lab or name, words, known)
    if isinstance(args, str):
        return args
    try:
        value = method(*args)
    except Exception as problem:  # a refusal from the student's code
        return f"error: {str(problem) or type(problem).__name__}"
    if lab in queries or (lab is None and value is not None):
        return shown(value)
    return None


def _pairs(values: list[str], sep: str = ",") -> dict[str, list[str]]:
    pairs: dict[str, list[str]] = {}
    for value in values:
        name, _, names = value.partition("=")
        pairs.setdefault(name, []).extend(n for n in names.split(sep) if n)
    return pairs


BEGIN = "\x01crapsrepl-begin"  # with --wait-begin: the first line, flags tab-separated


def report(said: str, fd: int | None) -> None:
    """What was chosen, on the grader's own pipe (closed after; never stdout or stderr,
    which the student's code writes to too), else on stderr (the driver run by hand)."""
    if fd is None:
        print(said, file=sys.stderr, flush=True)
        return
    with open(fd, "w", encoding="utf-8", closefd=True) as pipe:
        pipe.write(said + "\n")


def _forms(values: list[str]) -> dict[str, list[Form]]:
    """``--form bet=player:text,amount:number`` flags, by the command's compared name."""
    forms: dict[str, list[Form]] = {}
    for value in values:
        name, _, params = value.partition("=")
        form = [tuple(p.split(":", 1)) for p in params.split(",") if p]
        forms.setdefault(plain(name), []).append([(p, k) for p, k in form])
    return forms


class Table:
    """The student's class, constructed, and the methods chosen for the lab's names."""

    def __init__(self, argv: list[str]) -> None:
        parser = argparse.ArgumentParser(prog="driver")
        parser.add_argument("--class", dest="target", required=True)
        parser.add_argument("--path", default=".")
        parser.add_argument("--game", default="")  # its prompt; "" run by hand
        parser.add_argument("--seat", default="")
        parser.add_argument("--query", action="append", default=[])
        parser.add_argument("--command", action="append", default=[])
        parser.add_argument("--signature", action="append", default=[])
        parser.add_argument("--form", action="append", default=[])
        parser.add_argument("--seed", type=int)
        parser.add_argument("--players", default="")
        parser.add_argument("--wait-begin", action="store_true")
        parser.add_argument("--report-fd", type=int)
        args = parser.parse_args(argv)
        self.prompt = f"{args.game}> "
        module_name, _, class_name = args.target.partition(":")
        if args.path not in sys.path:
            sys.path.insert(0, args.path)
        cls = getattr(importlib.import_module(module_name), class_name)
        try:
            game = cls(args.seed) if args.seed is not None else cls()
        except TypeError:  # a class without a seeded constructor
            game = cls()
        queries, commands = _pairs(args.query), _pairs(args.command)
        methods = methods_of(game)
        wanted = {**commands, **queries}.items()
        chosen = {name: choose(methods, [*c, name]) for name, c in wanted}
        notes = by_signature(game, chosen, _pairs(args.signature, sep=";"))
        said = ", ".join(f"{n}={a or '?'}{notes.get(n, '')}" for n, a in chosen.items())
        report(f"{REPORT} {said}", args.report_fd)
        self.game, self.chosen, self.queries = game, chosen, set(queries)
        self.forms = _forms(args.form)
        for seat in filter(None, args.players.split(",") if args.seat else []):
            player, _, chips = seat.partition(":")
            self.execute(f"{args.seat}({player.strip()}, {chips.strip()})")

    def execute(self, line: str) -> str | None:
        return execute(self.game, line, self.chosen, self.queries, self.forms)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    table = None
    if "--wait-begin" not in argv:
        table = Table(argv)
    for raw in sys.stdin:
        if table is None:  # the first line begins: a class made, nothing echoed
            if not raw.startswith(BEGIN):
                print("error: the grader sent a command before beginning", flush=True)
                return 2
            more = [w for w in raw.rstrip("\n")[len(BEGIN) :].split("\t") if w]
            table = Table([*argv, *more])
            continue
        line = raw.strip()
        print(f"{table.prompt}{line}".rstrip())
        if line in ("quit", "exit"):
            break
        if line:
            reply = table.execute(line)
            if reply is not None:
                print(reply)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
