"""``crapsrepl handout TRANSCRIPTS OUT.md``: the specification students are given.

It says what is graded and nothing about wording: the commands the transcripts use, the
query contract, refusals, the visible transcripts in full and the hidden ones by title.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..console.games import DEFAULT, GAMES
from ..console.text import is_remark
from ..transcripts.format import Transcript, TranscriptError
from .exits import Exit
from .run.batch import load_all

QUERIES = (
    ("chips(PLAYER)", "the chips in PLAYER's rack, e.g. `Bob has $150`"),
    ("point()", "the point number, or `off` when there is none"),
    ("shooter()", "the name of the player who holds the dice"),
    ("bets(PLAYER)", "PLAYER's bets, e.g. `come 6 10 odds 20`"),
)

INTRO = """\
Your program reads one command per line on standard input and prints what happens.
The wording of your messages is yours: the grader checks *facts* by asking your program
the query commands below, and checks that a command that is not allowed is refused.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl handout",
        description="Write the student-facing specification of a set of transcripts.",
    )
    parser.add_argument("transcripts", metavar="TRANSCRIPTS", help="transcript file or directory")
    parser.add_argument("out", metavar="OUT.md", help="the Markdown file to write")
    return parser


def main(argv: Sequence[str]) -> Exit:
    args = build_parser().parse_args(argv)
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl handout: {problem}", file=sys.stderr)
        return Exit.HARNESS
    Path(args.out).write_text(handout(transcripts), encoding="utf-8")
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


def handout(transcripts: Sequence[Transcript]) -> str:
    used = used_commands(transcripts)
    lines = ["# Craps: what your program must do", "", INTRO, "## Commands", ""]
    for spec in GAMES[DEFAULT].binding().commands.specs:
        if spec.name.casefold() in used or any(a.casefold() in used for a in spec.aliases):
            lines.append(f"- `{spec.usage}`: {spec.summary} (example: `{spec.example}`)")
    lines += ["", "## Queries", ""]
    lines.append("Answer each query with one line that holds the value; words around it are")
    lines.append("yours (`Bob has $150` and `150` both answer `chips(Bob)` with 150).")
    lines.append("")
    lines += [f"- `{query}`: {meaning}" for query, meaning in QUERIES]
    lines += ["", "## Refusals", ""]
    lines.append("A command that is not allowed prints one line starting with `error:` and")
    lines.append("changes nothing: every rack, bet, the point and the shooter stay as they were.")
    visible = [t for t in transcripts if t.visibility == "visible"]
    hidden = [t for t in transcripts if t.visibility != "visible"]
    lines += ["", "## Tests you can read", ""]
    lines.append("`...` in an expected block stands for any lines; `[..]` for any text in a line.")
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


def _marks(transcript: Transcript) -> str:
    return f"{transcript.marks} mark{'' if transcript.marks == 1 else 's'}"
