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

from ...console.command_table import VariadicSpec
from ...console.games import AnyBinding, binding
from ...console.lab import OPTION, Form, Kind, Lab, Parameter
from ...console.parser import ParseError
from ...console.session_commands import SessionWords, session_specs
from ...console.specs import Arg, CommandSpec

# The shapes a method must have to be mapped by signature alone (each game's
# ``LabMethod.signatures``), as ``PARAMS->RETURNS``: parameter kinds joined by ``,`` (none:
# empty), return kinds by ``|``. Kinds: ``int`` (Java int/long, boxed or not; Python int),
# ``number`` (an int kind or a double/float), ``str``, ``bool``, ``list`` (Java Collection or
# array; Python list/tuple), ``void`` (Java void; Python ``-> None``). Python methods need
# annotations to fit (an unannotated parameter or return fits nothing); ``X | None``
# returns fit as ``X``. Two lab names of one shape are mapped by name only.

# Money is a whole number to a student: the lab's amounts are whole dollars (its table's
# $1 chip, ``Lab.table``), though the console takes cents (``Arg.MONEY``: 7.50).
_NUMBERS = (Arg.AMOUNT, Arg.MONEY, Arg.NUMBER)


def pairs(mappings: Sequence[str]) -> dict[str, str]:
    """``["chips=getBalance"]`` -> ``{"chips": "getBalance"}`` (the last one wins)."""
    return dict(mapping.split("=", 1) for mapping in mappings)


def spec_forms(spec: CommandSpec[object]) -> tuple[Form, ...]:
    """The ways a command is called, from its parameters: each optional one left off in
    turn (``roll()``, ``roll(6)``, ``roll(2, 4)``); a variadic command's words each one
    argument."""
    if isinstance(spec, VariadicSpec):
        return ((Parameter(_identifier(spec.params[0].name) + "s", Kind.WORDS),),)
    params = tuple(
        Parameter(_identifier(p.name), Kind.NUMBER if p.kind in _NUMBERS else Kind.TEXT)
        for p in spec.params
    )
    required = sum(not p.optional for p in spec.params)
    return tuple(params[:count] for count in range(required, len(params) + 1))


def _identifier(name: str) -> str:
    """A parameter's name as a method's parameter could be called (``hop amount``,
    ``on|off``: ``hop_amount``, ``on_off``)."""
    words = "".join(c if c.isalnum() or c == "_" else " " for c in name).split()
    return "_".join(words).strip("_") or "value"


def forms_of(game: AnyBinding, name: str) -> tuple[Form, ...]:
    """How the lab name or command ``name`` is called: the lab's forms for a name that is
    no command (``option``), else its command's parameters; () for a name neither knows."""
    method = game.lab.method(name)
    if method is not None and method.forms:
        return method.forms
    try:
        spec = game.commands.lookup(name)
    except ParseError:
        return ()
    return spec_forms(spec)


def game_commands(game: AnyBinding) -> list[str]:
    """The game's own commands (not the session's: help, quit, save ...), by name."""
    session = {spec.name for spec in session_specs(SessionWords("", "", ""))}
    return [spec.name for spec in game.commands.specs if spec.name not in session]


def form_text(form: Form) -> str:
    """A form as a driver's ``--form`` flag holds it: ``player:text,amount:number``."""
    return ",".join(f"{p.name}:{p.kind.value}" for p in form)


def lab_flags(game: AnyBinding, named: dict[str, str]) -> list[str]:
    """The ``--query``/``--command NAME=CANDIDATES`` flags (an instructor's method first,
    then the synonyms), the ``--signature NAME=SHAPE`` flags and the ``--form
    NAME=PARAMS`` flags of every lab name and command."""
    lab = game.lab
    queries = set(lab.query_names)
    flags: list[str] = []
    for name in dict.fromkeys([*lab.query_names, *_methods(lab), *named]):
        candidates = [named[name]] if name in named else []
        known = lab.method(name)
        synonyms = known.synonyms if known else ()
        candidates += [c for c in synonyms if c not in candidates]
        flag = "--query" if name in queries else "--command"
        flags += [flag, f"{name}={','.join(candidates)}"]
        shapes = known.signatures if known else ()
        flags += [a for shape in shapes for a in ("--signature", f"{name}={shape}")]
    for name in dict.fromkeys([*_methods(lab), *game_commands(game)]):
        flags += [
            a for form in forms_of(game, name) for a in ("--form", f"{name}={form_text(form)}")
        ]
    return flags


def method_name(lab: Lab, name: str) -> str:
    """The method the handout names for a lab name: a query's, or the rules', first synonym
    (``getChips``, ``setOption``: what a class is likelier to call it), else the command's
    own name (``bet``)."""
    method = lab.method(name)
    named = name in lab.query_names or name == OPTION
    return method.synonyms[0] if named and method is not None and method.synonyms else name


def driver_flags(game: str, getters: Sequence[str], methods: Sequence[str]) -> list[str]:
    """The flags a driver is started with, for the one game it is graded for: its name (the
    prompt it echoes), its seat command, and its lab names with their candidates, shapes and
    forms. An instructor's names go in as given: the drivers hold no table."""
    named = {**pairs(getters), **pairs(methods)}
    played = binding(game)
    return ["--game", game, "--seat", played.seat_name, *lab_flags(played, named)]


def _methods(lab: Lab) -> list[str]:
    return [method.name for method in lab.methods]
