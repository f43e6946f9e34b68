"""A class instead of a program: the object made, each method with its Python and Java
signature and argument types (the drivers' forms), and ``grading.toml``'s keys."""

from __future__ import annotations

from collections.abc import Sequence

from ...console.games import AnyBinding
from ...console.lab import OPTION, Form, Kind, Lab
from ...transcripts.format import Transcript
from ..run.contract import (
    PLAYERS,
    SEED,
    class_rules,
    rules,
    seed_flags,
)
from ..student.building import DEFAULT_BUILD_TIMEOUT
from ..student.found import used_names
from ..student.local import INTERFACE_KEYS
from ..student.naming import forms_of, game_commands, method_name
from .started import stacked_options

# Java words a method cannot be named: the table shows the lab's synonym instead (doubleDown).
JAVA_KEYWORDS = frozenset(
    (
        "abstract",
        "assert",
        "boolean",
        "break",
        "byte",
        "case",
        "catch",
        "char",
        "class",
        "const",
        "continue",
        "default",
        "do",
        "double",
        "else",
        "enum",
        "extends",
        "final",
        "finally",
        "float",
        "for",
        "goto",
        "if",
        "implements",
        "import",
        "instanceof",
        "int",
        "interface",
        "long",
        "native",
        "new",
        "package",
        "private",
        "protected",
        "public",
        "return",
        "short",
        "static",
        "strictfp",
        "super",
        "switch",
        "synchronized",
        "this",
        "throw",
        "throws",
        "transient",
        "try",
        "void",
        "volatile",
        "while",
    )
)


_PYTHON = {Kind.TEXT: "str", Kind.NUMBER: "int", Kind.WORDS: "str", Kind.REST: "str"}


_JAVA = {Kind.TEXT: "String", Kind.NUMBER: "int", Kind.WORDS: "String...", Kind.REST: "String"}


def class_section(
    transcripts: Sequence[Transcript], binding: AnyBinding, seats_as_flags: bool
) -> list[str]:
    """How a class is graded: the object made, the calls before a test's own, and one row
    per way each method is called, with its arguments' types (the drivers' forms)."""
    lab = binding.lab
    name = lab.lab_class
    seeded = any(seed_flags(t) for t in transcripts)
    given = {key for t in transcripts for key, _ in class_rules(t)}
    told = [spec.name for spec in binding.options.specs if spec.name in given]
    unheard = any(rules(t) for t in transcripts) and lab.method(OPTION) is None
    lines = [
        f"A class with no program around it (`{name}.java`, or a `*.py` with `class {name}`)",
        "is graded by calling its methods: it reads and prints nothing. Its file must not",
        'be a program too: a Python file with an `if __name__ == "__main__":` block, or a',
        "Java class with a `main` method, is found first and started as a program (above).",
        f"For each test the grader makes one object, `{name}()`",
    ]
    if seeded:
        lines[-1] += f", or `{name}(seed)` (Python `int`, Java `long` or `int`) for a test"
        lines.append(f"that sets `% {SEED}:` when there is such a constructor")
    lines[-1] += ", then calls, in this order:"
    lines.append("")
    if told:
        method = method_name(lab, OPTION)
        lines.append(
            f"- `{method}(name, value)` once for each rule the test sets, before anyone sits"
        )
        lines.append("  down, both `str` (Java `String`), as the flag above has them:")
        for key in told:
            spec = binding.options.by_name[key]
            value = '"yes"' if spec.switch else spec.metavar
            lines.append(f'  `{method}("{key}", {value})`: {spec.help};')
    if unheard:
        lines.append(
            "- (no call for the rules a test sets: a class of this game cannot be told them);"
        )
    if any(t.setup.players for t in transcripts):
        seat = binding.seat_name
        how = "the `--players` flag's players" if seats_as_flags else f"its `% {PLAYERS}:` line"
        lines.append(f"- `{seat}(name, chips)` for each player of {how};")
    for stack in stacked_options(transcripts):
        lines.append(f"- `{stack}(*cards)` for its `% {stack}:` line;")
    lines.append("- one method for each of the test's commands and queries.")
    lines += [
        "",
        "The methods, one line for each way the tests call them (a method called with fewer",
        "arguments in some tests is, in Python, one method with default values; in Java, one",
        "overload each):",
        "",
        "| the tests send | Python | Java |",
        "|---|---|---|",
    ]
    used, queries = used_names(transcripts)
    wanted = [*(m.name for m in lab.methods), *game_commands(binding)]
    rows = [
        _row(binding, lab_name, form, lab_name in queries)
        for lab_name in dict.fromkeys(n for n in wanted if n in used)
        for form in forms_of(binding, lab_name)
    ]
    lines += rows
    listed = any("(self, *" in row or ", *" in row for row in rows)  # a variadic method
    lines += [
        "",
        "A word (a name, a card: `10` too) is a `str` (Java `String`), a whole number an `int`"
        if listed
        else "A word (a name) is a `str` (Java `String`), a whole number an `int`",
        "(Java `int` or `long`); a list of cards comes as one `str` each (Python `*cards`, Java"
        if listed
        else "(Java `int` or `long`).",
        "`String...`). A method is found by the name shown, by its name in any case with or"
        if listed
        else "A method is found by the name shown, by its name in any case with or",
        "without underscores (`getChips`, `get_chips`), or by the names your `grading.toml`",
        "gives. To refuse a command, raise an exception (Java: throw one): the grader prints",
        "`error: ` and its message. A query's value is printed on one line (`None`, Java",
        "`null`, as `none`; a list as its items); any other method's value is not printed.",
    ]
    return lines


def _row(binding: AnyBinding, lab_name: str, form: Form, query: bool) -> str:
    method = binding.lab.method(lab_name)
    synonyms = method.synonyms if method is not None else ()
    python = (
        (synonyms[0] if query and synonyms else lab_name) if lab_name != OPTION else synonyms[0]
    )
    java = next((n for n in (python, *synonyms) if n not in JAVA_KEYWORDS), python)
    returns = _returns(binding, lab_name) if query else "None"
    params = [
        f"*{p.name}: {_PYTHON[p.kind]}" if p.kind is Kind.WORDS else f"{p.name}: {_PYTHON[p.kind]}"
        for p in form
    ]
    sent = f"{lab_name}({', '.join(p.name for p in form)})"
    py = f"def {python}({', '.join(['self', *params])}) -> {returns}"
    jv_params = ", ".join(f"{_JAVA[p.kind]} {p.name}" for p in form)
    jv_returns = {"None": "void", "int": "int"}.get(returns, "String")
    return f"| `{sent}` | `{py}` | `public {jv_returns} {java}({jv_params})` |"


def _returns(binding: AnyBinding, lab_name: str) -> str:
    """A query's value: a whole number where its shape says so (``chips``), else text."""
    method = binding.lab.method(lab_name)
    shapes = method.signatures if method is not None else ()
    kinds = {kind for shape in shapes for kind in shape.partition("->")[2].split("|")}
    return "int" if kinds & {"int", "number"} else "str"


def _module_of(lab_class: str) -> str:
    """A Python module name for a class name: ``BlackjackGame`` -> ``blackjack_game``."""
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in lab_class).lstrip("_")


def _toml_list(values: Sequence[str]) -> str:
    return "[" + ", ".join(f'"{value}"' for value in values) + "]"


def _toml_keys() -> str:
    return ", ".join(f"`{key}`" for key in INTERFACE_KEYS)


def own_names(lab: Lab) -> list[str]:
    """``grading.toml``: how a program starts and what a class's methods are called, in
    the student's own words."""
    lines = ["### Your own names: `grading.toml`", ""]
    lines.append("A `grading.toml` at the top of your folder may say how your program starts")
    lines.append(f"and what your methods are called, with these keys only: {_toml_keys()}.")
    lines += [
        "",
        "- `build`: a shell command run once, before your tests, in a copy of your folder,",
        "  on a clock of its own, not a test's (the instructor's,",
        f"  {DEFAULT_BUILD_TIMEOUT:g} seconds by default): `{{dir}}` is that folder,",
        "  `{out}` an empty folder for what it makes, both filled in already",
        "  quoted (do not quote them). If it fails, every test scores nothing and the",
        "  compiler's message is the reason;",
        "- `cmd-template`: the command that starts your program for each test, with `{dir}`",
        "  and `{out}` as for `build`, each one word; it is split into words as a shell",
        "  would, but no shell runs it (no `&&`, pipes or variables); the flags above are",
        "  added after it. With it, or with `entry`, the list above is not used: a `run.sh`",
        "  beside it is never run;",
        "- `entry`: the file to start, found as the list above would find it;",
        "- `java-class`, `python-class`: your class, for a class graded by its methods",
        "  (Python as `module:Class`);",
        "- `method`, `getter`: your names for the commands and the queries (`lab=yours`).",
        "",
        "A program in another language (C, say) gives its `build` and `cmd-template`:",
        "",
        "```toml",
        'build = "gcc -O2 -o {out}/game {dir}/game.c"',
        'cmd-template = "{out}/game"',
        "```",
        "",
        "and a class its names:",
    ]
    lines += ["", "```toml", f'python-class = "{_module_of(lab.lab_class)}:{lab.lab_class}"']
    lines += [
        f"method = {_toml_list(lab.method_example)}",
        f"getter = {_toml_list(lab.getter_example)}",
    ]
    lines.append("```")
    return lines
