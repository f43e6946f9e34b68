"""``crapsrepl handout TRANSCRIPTS OUT.md``: the specification students are given.

It says what is graded and nothing about wording, from the tables the grader itself uses:
the commands the transcripts use (the game binding's command table), how players are
seated, the queries and what a refusal must leave alone (the binding's ``lab``), the
game's own notes (how a blackjack program is told the cards), the refusal pattern, how a
program is found (entry detection's order) and the keys of ``grading.toml``; then an
example session, the visible transcripts in full and the hidden ones by title. The game is
``--game``'s, else the one the transcripts are for.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..console.games import AnyBinding, default_game, names
from ..console.games import binding as game_binding
from ..console.text import is_remark
from ..transcripts.facts import DEFAULT_REFUSAL
from ..transcripts.format import Transcript, TranscriptError
from .exits import Exit
from .run.batch import load_all
from .student.entry import detection
from .student.local import INTERFACE_KEYS

INTRO = """\
Your program reads one command per line on standard input and prints what happens.
The wording of your messages is yours: the grader checks *facts* by asking your program
the query commands below, and checks that a command that is not allowed is refused.
Answer each line as soon as you read it (flush your output; `print`/`println` are fine):
do not wait for the whole input.
"""


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
        help="the game (default: the one the transcripts are for)",
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
    Path(args.out).write_text(handout(transcripts, game), encoding="utf-8")
    hidden = sum(t.visibility != "visible" for t in transcripts)
    print(f"wrote {args.out}: {len(transcripts) - hidden} transcripts shown, {hidden} hidden")
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


def handout(transcripts: Sequence[Transcript], game: str = "") -> str:
    used = used_commands(transcripts)
    binding = game_binding(game or default_game())
    lab = binding.lab
    seat_name = binding.seat_command.split("(")[0]
    seated = any(t.setup.players for t in transcripts)
    lines = [f"# {lab.title}: what your program must do", "", INTRO]
    for note in lab.notes:
        lines += [note, ""]
    lines += ["## Commands", ""]
    for spec in binding.commands.specs:
        names = {spec.name.casefold(), *(a.casefold() for a in spec.aliases)}
        wanted = names & used or (seated and spec.name == seat_name)
        if wanted and spec.name not in lab.query_names:
            calls = _calls(transcripts, names) or [spec.example]
            shown = ", ".join(f"`{call}`" for call in calls)
            summary = spec.summary.split(": ")[0]  # not the forms the lab does not use
            lines.append(f"- `{spec.name}`: {summary} (as the tests call it: {shown})")
    if seated:
        sent = binding.seat_commands([("Bob", 100), ("Adam", 100)])
        lines += ["", "Before a test's own commands, its players are seated with "]
        seat = binding.seat_command.format(name="NAME", chips="CHIPS")
        lines[-1] += f"`{seat}` commands from its `% players:` line: `% players: Bob:100,"
        lines.append(f"Adam:100` sends `{'` then `'.join(sent)}`; answer them as any command.")
    lines += ["", "## Queries", ""]
    lines.append("Answer each query on **one line**; the words around the values are yours")
    lines.append("(`Bob has $150` and `150` both answer `chips(Bob)` with 150). An answer must")
    lines.append("hold exactly the expected numbers: another number (`Bob: 150 chips, 0 bets`)")
    lines.append("fails, because `0` is one more number than `150`.")
    lines.append("")
    for query in lab.queries:
        lines.append(f"- `{query.call()}`: {query.meaning}, e.g. `{query.example}`")
    lines += ["", "## Refusals", ""]
    lines.append("A command that is not allowed prints a line the grader recognises as a")
    probed = ", ".join(f"`{lab.query(name).call()}`" for name in lab.probe)
    lines.append(f"refusal, and changes nothing: {probed} stay as they were for every player")
    lines.append("(the grader asks these queries before and after to check). A line")
    lines.append(f"is a refusal when it matches `{DEFAULT_REFUSAL}`: it holds one of the words")
    words = DEFAULT_REFUSAL.split("(", 2)[-1].rstrip(")\\b").split("|")
    lines.append(", ".join(f"`{w}`" for w in words) + " (any case), e.g. `error: no such player`.")
    lines += ["", "## How your program is found", ""]
    lines.append("The grader looks in your folder, in this order:")
    lines.append("")
    lines += [
        f"{k}. {looked}: {how}" for k, (looked, how) in enumerate(detection(lab.lab_class), 1)
    ]
    lines.append("")
    lines.append("A class graded by method calls needs a constructor without arguments; the")
    lines.append("grader calls the method named like each command (any case, with or without")
    lines.append("underscores) and prints what the query methods return (the lab's class is")
    found = [s for m in lab.methods if m.name in lab.query_names for s in m.synonyms[:1]]
    shown = ", ".join(f"`{name}`" for name in found)
    lines.append(f"`{lab.lab_class}`; {shown} ... are found).")
    lines += ["", "### Your own names: `grading.toml`", ""]
    lines.append("A `grading.toml` at the top of your folder may say how your program starts")
    lines.append(f"and what your methods are called, with these keys only: {_keys()}.")
    lines += ["", "```toml", 'python-class = "table:DiceTable"']
    lines += [
        f"method = {_toml_list(lab.method_example)}",
        f"getter = {_toml_list(lab.getter_example)}",
    ]
    lines += ["```", "", "## An example session", "", "```"]
    lines += _session(binding, used, seated)
    lines.append("```")
    visible = [t for t in transcripts if t.visibility == "visible"]
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


def _toml_list(values: Sequence[str]) -> str:
    return "[" + ", ".join(f'"{value}"' for value in values) + "]"


def _keys() -> str:
    return ", ".join(f"`{key}`" for key in INTERFACE_KEYS)


def _calls(transcripts: Sequence[Transcript], names: set[str]) -> list[str]:
    """Each way (by number of arguments) the transcripts call a command, first seen."""
    by_arity: dict[int, str] = {}
    for transcript in transcripts:
        for step in transcript.steps:
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
