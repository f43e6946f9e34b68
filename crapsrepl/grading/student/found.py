"""What grading found in a submission before marking it: the language, how it starts,
its build and how that went, and, for a class graded by method calls, which of the lab's
names map to which method and the key that would map the rest.

``grade --inspect`` shows this alone, in seconds; a class run shows the same table at the
head of its output and report, so an instructor sees a configuration problem (a missing
getter, a build that needs a flag) before reading a column of zeros.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...console.lab import Lab
from ...console.parser import ParseError, parse
from ...transcripts.format import Transcript
from ...transcripts.plan import Role, build
from ..run.contract import given
from .naming import method_name

DRIVER_REPORT = "crapsrepl-driver:"  # how a driver's report begins, on the harness's pipe


@dataclass(frozen=True, slots=True)
class Mapping:
    """A driver's report, read: lab name -> method, and the names with none (and what
    fitted when two did)."""

    chosen: tuple[tuple[str, str], ...] = ()
    missing: tuple[tuple[str, str], ...] = ()  # (lab name, why: "" or "(a or b fit)")

    def text(self) -> str:
        chose = [f"{lab}={method}" for lab, method in self.chosen if method != lab]
        said = f": {', '.join(chose)}" if chose else ""
        gaps = [f"{lab}{why}" for lab, why in self.missing]
        return said + (f"; no method for {', '.join(gaps)}" if gaps else "")


def read_report(said: str) -> Mapping | None:
    """The driver's report line among ``said`` (the harness's own pipe, never the
    student's output), or None when there is none."""
    for line in said.splitlines():
        if line.startswith(DRIVER_REPORT):
            pairs = [p.partition("=") for p in line[len(DRIVER_REPORT) :].split(", ")]
            named = [(lab.strip(), method) for lab, _, method in pairs if lab.strip()]
            chosen = tuple((lab, m) for lab, m in named if not m.startswith("?"))
            missing = tuple((lab, m[1:]) for lab, m in named if m.startswith("?"))
            return Mapping(chosen, missing)
    return None


@dataclass(frozen=True, slots=True)
class Found:
    """One row of the inspection table."""

    language: str
    entry: str
    build: str = ""  # the build commands, ``{dir}`` and ``{out}`` as written
    built: str = "-"  # "ok", "failed: <first line>", "-" (no build, or not reached)
    mapping: Mapping | None = None
    fixes: tuple[str, ...] = field(default=())


def language_of(run: list[str], build: str) -> str:
    """The language a submission is in, from how it is started and built."""
    if not run:
        return "-"
    if any(word in build.split() for word in ("make", "gcc", "cc", "clang")):
        return "c"
    if run[0] == "java":
        return "java"
    if run[0].endswith(("python", "python3")) or "python" in run[0]:
        return "python"
    if run[0] == "node":
        return "node"
    if run[0] == "sh":
        return "shell"
    return "program"


def used_names(transcripts: Sequence[Transcript]) -> tuple[set[str], set[str]]:
    """The names a class is sent (commands and queries), and which are queries (a fact's
    question, or one of the queries a driver answers with a getter): the lines the runner
    sends before a transcript's own (its rules through ``option``, its players, its stacked
    cards: ``contract.given``), then its own."""
    used: set[str] = set()
    queries: set[str] = set()
    for transcript in transcripts:
        queries.update(transcript.binding.lab.query_names)
        lines = [(line, Role.COMMAND) for line in given(transcript, driver=True).lines]
        lines += [(feed.line, feed.role) for feed in build(transcript)]
        for line, role in lines:
            try:
                name = parse(line).name
            except ParseError:
                continue
            used.add(name)
            if role is not Role.COMMAND:
                queries.add(name)
    return used, queries


def missing_methods(mapping: Mapping | None, transcripts: Sequence[Transcript]) -> tuple[str, ...]:
    """The lab names the transcripts send that the class has no method for: ``--inspect``
    and grading both call this, so a class is ``interface`` in both or in neither."""
    if mapping is None:
        return ()
    used, _ = used_names(transcripts)
    return tuple(lab for lab, _ in mapping.missing if lab in used)


def interface_reason(missing: Sequence[str], lab: Lab) -> str:
    """The ``interface`` reason of a class missing methods: their lab names and the methods
    the handout names for them, never a transcript's line (a student reads it)."""
    shown = {name: method_name(lab, name) for name in missing}
    named = [name if shown[name] == name else f"{name} ({shown[name]})" for name in missing]
    return f"no method for {', '.join(named)}, which the transcripts call" if missing else ""


def fixes_for(mapping: Mapping | None, used: set[str], queries: set[str]) -> tuple[str, ...]:
    """For each lab name the transcripts use that no method answers, the key that would
    map it: ``getter`` for a query, ``method`` for a command, in the submission's
    ``grading.toml`` or the class's ``--config`` (``[students.NAME]``)."""
    if mapping is None:
        return ()
    out = []
    for lab, _ in mapping.missing:
        if lab not in used:
            continue
        key = "getter" if lab in queries else "method"
        out.append(f'{key} = ["{lab}=METHOD"]')
    return tuple(out)
