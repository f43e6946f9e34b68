"""``crapsrepl handout TRANSCRIPTS OUT.md``: the specification students are given, and the
contract the grader keeps.

Every promise in it is read from the table the grader itself sends by: the commands the
transcripts use (the game binding's command table), how a program is started, its
environment and the lines sent before a test's own (``run.contract``, which the runner
sends), the queries and what a refusal must leave alone (the binding's ``lab``), how a
program is found (entry detection's order), and for a class every method it is called,
with each argument's type (``student.naming``'s forms, which the drivers are given) and
how a table's rules reach it. Examples come from the visible transcripts or the lab's
built-in ones, and the whole passes the filter every student-facing text passes
(``report.disclosure``). ``tests/grading/test_recorders.py`` grades programs and classes
that log all they receive, and fails on anything this page does not say.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..console.games import AnyBinding, default_game, names
from ..console.games import binding as game_binding
from ..console.lab import OPTION, Form, Kind
from ..console.options import OptionSpec, Setup
from ..console.text import is_remark
from ..transcripts.facts import DEFAULT_REFUSAL
from ..transcripts.format import Transcript, TranscriptError
from .exits import Exit
from .options.isolation import positive_seconds
from .report.disclosure import Disclosure
from .run.batch import load_all
from .run.contract import (
    PLAYERS,
    SEED,
    TIMEOUT,
    class_rules,
    rules,
    seed_flags,
    stacked,
    used_flags,
)
from .sandbox.sandbox import ENVIRONMENT
from .student.entry import detection
from .student.found import used_names
from .student.local import INTERFACE_KEYS
from .student.naming import forms_of, game_commands, method_name

INTRO = """\
Your program reads one command per line on standard input and prints what happens.
The wording of your messages is yours: the grader checks *facts* by asking your program
the query commands below, and checks that a command that is not allowed is refused.
Answer each line as soon as you read it (flush your output; `print`/`println` are fine):
do not wait for the whole input. A reply may be any number of lines, none included: what
your program prints before it reads the next line is that line's reply. No prompt is
needed. Blank lines and lines starting with `#` are never sent.
"""
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl handout",
        description="Write the student-facing specification of a set of transcripts.",
    )
    parser.add_argument("transcripts", metavar="TRANSCRIPTS", help="transcript file or directory")
    parser.add_argument("out", metavar="OUT.md", help="the Markdown file to write")
    parser.add_argument(
        "--game",
        choices=names(),
        help="the game (default: the one the transcripts are for); others' transcripts left out",
    )
    parser.add_argument(
        "--setup-as-flags",
        action="store_true",
        help="as grade --setup-as-flags: players are given as --players, not seat commands",
    )
    parser.add_argument(
        "--refusal",
        metavar="REGEX",
        default=DEFAULT_REFUSAL,
        help="as grade --refusal: what counts as refusing a command",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=TIMEOUT,
        metavar="S",
        help=f"as grade --timeout: the seconds a test gives a program (default {TIMEOUT:g})",
    )
    return parser


def main(argv: Sequence[str]) -> Exit:
    args = build_parser().parse_args(argv)
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl handout: {problem}", file=sys.stderr)
        return Exit.HARNESS
    games = {t.game for t in transcripts}
    game = args.game or (games.pop() if len(games) == 1 else default_game())
    mine = [t for t in transcripts if t.game == game]
    if len(mine) < len(transcripts):
        print(
            f"{len(transcripts) - len(mine)} transcripts of other games left out", file=sys.stderr
        )
    text = handout(
        mine, game, seats_as_flags=args.setup_as_flags, refusal=args.refusal, timeout=args.timeout
    )
    Path(args.out).write_text(text, encoding="utf-8")
    hidden = sum(t.visibility != "visible" for t in mine)
    print(f"wrote {args.out}: {len(mine) - hidden} transcripts shown, {hidden} hidden")
    return Exit.OK


def title(transcript: Transcript) -> str:
    return transcript.feedback or transcript.name


def used_commands(transcripts: Sequence[Transcript]) -> set[str]:
    names = set()
    for transcript in transcripts:
        for step in transcript.steps:
            if not is_remark(step.command):
                names.add(step.command.split("(")[0].split()[0].casefold())
    return names


def handout(
    transcripts: Sequence[Transcript],
    game: str = "",
    *,
    seats_as_flags: bool = False,
    refusal: str = DEFAULT_REFUSAL,
    timeout: float = TIMEOUT,
) -> str:
    """The handout for ``transcripts``, through the student-facing filter."""
    bound = game_binding(game or default_game())
    text = _written(transcripts, bound, seats_as_flags, refusal, timeout)
    return Disclosure(transcripts, [Path(__file__).read_text(encoding="utf-8")])(text)


def _written(
    transcripts: Sequence[Transcript],
    binding: AnyBinding,
    seats_as_flags: bool,
    refusal: str,
    timeout: float,
) -> str:
    used = used_commands(transcripts)
    lab = binding.lab
    seat = binding.seat_name
    seated = any(t.setup.players for t in transcripts)
    visible = [t for t in transcripts if t.visibility == "visible"]
    lines = [f"# {lab.title}: what your program must do", "", INTRO]
    for note in lab.notes:
        lines += [note, ""]
    lines += ["## Commands", ""]
    for spec in binding.commands.specs:
        names = {spec.name.casefold(), *(a.casefold() for a in spec.aliases)}
        wanted = names & used or (seated and spec.name == seat)
        if wanted and spec.name not in lab.query_names:
            calls = _calls(visible, names) or [spec.example]
            shown = ", ".join(f"`{call}`" for call in calls)
            summary = spec.summary.split(": ")[0]  # not the forms the lab does not use
            lines.append(f"- `{spec.name}`: {summary} (as the tests call it: {shown})")
    lines += ["", "## Queries", ""]
    lines.append("Answer each query on **one line**; the words around the values are yours")
    lines.append("(`Bob has $150` and `150` both answer `chips(Bob)` with 150). An answer must")
    lines.append("hold exactly the expected numbers: another number (`Bob: 150 chips, 0 bets`)")
    lines.append("fails, because `0` is one more number than `150`.")
    lines.append("")
    for query in lab.queries:
        lines.append(f"- `{query.call()}`: {query.meaning}, e.g. `{query.example}`")
    lines += ["", "## Refusals", ""]
    lines += _refusals(binding, refusal)
    lines += ["", "## How your program is started", ""]
    lines += _started(transcripts, binding, seats_as_flags)
    lines += ["", *_time(timeout)]
    lines += ["", "## How your program is found", ""]
    lines.append("The grader looks in your folder, in this order:")
    lines.append("")
    lines += [
        f"{k}. {looked}: {how}" for k, (looked, how) in enumerate(detection(lab.lab_class), 1)
    ]
    lines += ["", "## A class instead of a program", ""]
    lines += _class(transcripts, binding, seats_as_flags)
    lines += ["", "### Your own names: `grading.toml`", ""]
    lines.append("A `grading.toml` at the top of your folder may say how your program starts")
    lines.append(f"and what your methods are called, with these keys only: {_keys()}.")
    lines += [
        "",
        "- `build`: a shell command run once, before your tests, in a copy of your folder:",
        "  `{dir}` is that folder, `{out}` an empty folder for what it makes (a compiler's",
        "  message is your reason when it fails);",
        "- `cmd-template`: the command that starts your program for each test, with `{dir}`",
        "  and `{out}` as for `build`; the flags above are added after it;",
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
    lines += ["", "```toml", f'python-class = "{_module(lab.lab_class)}:{lab.lab_class}"']
    lines += [
        f"method = {_toml_list(lab.method_example)}",
        f"getter = {_toml_list(lab.getter_example)}",
    ]
    lines += ["```", "", "## An example session", "", "```"]
    lines += _session(binding, used, seated)
    lines.append("```")
    hidden = [t for t in transcripts if t.visibility != "visible"]
    lines += ["", "## Tests you can read", ""]
    lines.append("`...` in an expected block stands for any lines; `[..]` for any text in a line;")
    lines.append("`? QUERY => ANSWER` asks a query and checks the answer; `? refused` checks")
    lines.append("that the command before it was refused.")
    for t in visible:
        lines += ["", f"### {title(t)} ({_marks(t)})", "", f"`{t.name}`", "", "```", t.text()]
        lines[-1] = lines[-1].rstrip("\n")
        lines.append("```")
    if hidden:
        lines += ["", "## Tests you cannot read", ""]
        lines.append("They count towards your score like the others:")
        lines.append("")
        lines += [f"- {title(t)} ({_marks(t)})" for t in hidden]
    return "\n".join(lines) + "\n"


def _refusals(binding: AnyBinding, refusal: str) -> list[str]:
    lab = binding.lab
    probed = ", ".join(f"`{lab.query(name).call()}`" for name in lab.probe)
    lines = [
        "A command that is not allowed prints a line the grader recognises as a",
        f"refusal, and changes nothing: {probed} stay as they were for every player",
        "(the grader asks these queries before and after to check). A line",
        f"is a refusal when it matches `{refusal}`",
    ]
    if refusal == DEFAULT_REFUSAL:
        lines[-1] += ": it holds one of the words"
        words = DEFAULT_REFUSAL.split("(", 2)[-1].rstrip(")\\b").split("|")
        lines.append(
            ", ".join(f"`{w}`" for w in words) + " (any case), e.g. `error: no such player`."
        )
    else:
        lines[-1] += "."
    lines += [
        "Only a command a test expects refused is read this way, and the stacked cards (below):",
        "other commands' replies may say what they like (`Bob did not win this time`),",
        "but keep these words out of a query's answer, which is read for its numbers.",
    ]
    if lab.stacking is not None:
        calls = " or ".join(f"`{name}(...)`" for name in lab.stacking.commands)
        lines += [
            "",
            f"Never refuse {lab.stacking.what} ({calls}) that the engine takes: what your",
            "program dealt after that would be its own shuffle's, so the test fails, whatever",
            f"followed, with the reason `your program refused {lab.stacking.what}: ...`.",
        ]
    return lines


def _flag(spec: OptionSpec[Setup]) -> str:
    return spec.flag if spec.switch else f"{spec.flag} {spec.metavar}"


def _started(
    transcripts: Sequence[Transcript], binding: AnyBinding, seats_as_flags: bool
) -> list[str]:
    """What a program is given: its arguments, its environment, the lines before a test's
    own (``run.contract``, the table the runner sends by)."""
    flags = used_flags(transcripts, seats_as_flags)
    options = {spec.flag: spec for spec in binding.options.specs}
    lines = ["For each test your program is started afresh, in a copy of your folder,"]
    if not flags:
        lines.append("with no arguments.")
    else:
        lines.append("with no arguments but these, each only in a test that sets it:")
        lines.append("")
        for flag in flags:
            spec = options[flag]
            given = (
                f"given, with no value, when its `% {spec.name}:` line says yes"
                if spec.switch
                else f"the value of its `% {spec.name}:` line"
            )
            lines.append(f"- `{_flag(spec)}`: {spec.help} ({given})")
    names = ", ".join(f"`{name}`" for name in ENVIRONMENT[:-1]) + f" and `{ENVIRONMENT[-1]}`"
    lines += [
        "",
        "It is told nothing else (not the game: it is graded for one). Its environment holds",
        f"{names} only (`LANG` is `C.UTF-8`; `HOME` and `TMPDIR` are empty folders of its own;",
        "`PWD` is its folder, the copy it runs in).",
        "A program that stops at start-up (say, on an option it does not take) scores nothing",
        "for that test, and the reason quotes its last line on standard error.",
    ]
    before = _before(transcripts, binding, seats_as_flags)
    if before:
        lines += [
            "",
            "Before a test's own commands it is sent, one line each, answered like any command:",
        ]
        lines += ["", *before]
    return lines


def _time(timeout: float) -> list[str]:
    """The clocks a test runs on (``grade --timeout``): a student who compiles at every
    start under a loaded grader once lost tests without being told there was a clock."""
    return [
        f"Each test gives your program {timeout:g} seconds to answer its lines and exit at the",
        "end of its input, and as long again to start: from being started until it first",
        "waits for input. Past either, the test scores nothing (`timeout`). As it is started",
        "afresh for every test, what it does at start-up it does every time: compile in",
        "`build` (below), once, not in `run.sh`.",
    ]


def _before(
    transcripts: Sequence[Transcript], binding: AnyBinding, seats_as_flags: bool
) -> list[str]:
    """The lines sent before a test's own: players seated, then cards stacked."""
    lines = []
    if not seats_as_flags and any(t.setup.players for t in transcripts):
        seat = binding.seat_command.format(name="NAME", chips="CHIPS")
        sent = binding.seat_commands([("Bob", 100), ("Adam", 100)])
        lines.append(
            f"- `{seat}` for each player of the test's `% {PLAYERS}:` line, in order "
            f"(`% {PLAYERS}: Bob:100, Adam:100` sends `{'` then `'.join(sent)}`);"
        )
    for name in _stacked_options(transcripts):
        spec = binding.options.by_name[name]
        lines.append(
            f"- `{name}({spec.metavar})` for the test's `% {name}:` line: {spec.help} "
            f"(`% {name}: A, K` sends `{name}(A, K)`)."
        )
    return lines


def _stacked_options(transcripts: Sequence[Transcript]) -> list[str]:
    return list(dict.fromkeys(line.partition("(")[0] for t in transcripts for line in stacked(t)))


def _class(
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
    for stack in _stacked_options(transcripts):
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


def _module(lab_class: str) -> str:
    """A Python module name for a class name: ``BlackjackGame`` -> ``blackjack_game``."""
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in lab_class).lstrip("_")


def _toml_list(values: Sequence[str]) -> str:
    return "[" + ", ".join(f'"{value}"' for value in values) + "]"


def _keys() -> str:
    return ", ".join(f"`{key}`" for key in INTERFACE_KEYS)


def _calls(transcripts: Sequence[Transcript], names: set[str]) -> list[str]:
    """Each way (by number of arguments) the visible transcripts call a command, first
    seen (a hidden transcript's line is never shown); a call a test expects refused is no
    example of how to call it."""
    by_arity: dict[int, str] = {}
    for transcript in transcripts:
        for step in transcript.steps:
            if any(fact.refused for fact in step.facts):
                continue
            command = step.command.strip()
            name = command.split("(")[0].split()[0].casefold() if command else ""
            if name in names and not is_remark(command):
                arity = command.count(",") + 1 if "(" in command and "()" not in command else 0
                by_arity.setdefault(arity, command)
    return [by_arity[k] for k in sorted(by_arity)][:3]


def _session(binding: AnyBinding, used: set[str], seated: bool) -> list[str]:
    """What a session looks like: commands the tests use, the queries, one refusal."""
    lines = []
    for seat in binding.seat_commands([("Bob", 100)]) if seated else []:
        lines += [f"{binding.prompt}{seat}", "Welcome Bob, with $100."]
    for command, said in binding.lab.example:
        if command.split("(")[0].casefold() in {*used, *binding.lab.query_names}:
            lines += [f"{binding.prompt}{command}", said]
    return lines


def _marks(transcript: Transcript) -> str:
    return f"{transcript.marks} mark{'' if transcript.marks == 1 else 's'}"
