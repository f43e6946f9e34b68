"""The handout's page: its sections in order, through the student-facing filter."""

from __future__ import annotations

from collections.abc import Sequence

from ...console.games import AnyBinding, default_game
from ...console.games import binding as game_binding
from ...console.text import is_remark
from ...transcripts.facts import DEFAULT_REFUSAL
from ...transcripts.format import Transcript
from ..report.disclosure import Disclosure
from ..run.contract import (
    TIMEOUT,
)
from ..student.entry import detection
from .classes import class_section, own_names
from .started import clocks, started

INTRO = """\
Your program reads one command per line on standard input and prints what happens.
The wording of your messages is yours: the grader checks *facts* by asking your program
the query commands below, and checks that a command that is not allowed is refused.
Answer each line as soon as you read it (flush your output; `print`/`println` are fine):
do not wait for the whole input. A reply may be any number of lines, none included: what
your program prints before it reads the next line is that line's reply. No prompt is
needed. Blank lines and lines starting with `#` are never sent.
"""


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
    return Disclosure(transcripts)(text)  # the grader's own words, these pages', are public


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
    lines += started(transcripts, binding, seats_as_flags)
    lines += ["", *clocks(timeout)]
    lines += ["", "## How your program is found", ""]
    lines.append("The grader looks in your folder, in this order:")
    lines.append("")
    lines += [
        f"{k}. {looked}: {how}" for k, (looked, how) in enumerate(detection(lab.lab_class), 1)
    ]
    lines += ["", "## A class instead of a program", ""]
    lines += class_section(transcripts, binding, seats_as_flags)
    lines += ["", *own_names(lab)]
    lines += ["", "## An example session", "", "```"]
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
