"""The table of what was found in each submission: ``grade --inspect``'s whole output,
and the head of a class run's output and of its report folder (``_found.txt``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...transcripts.format import Transcript
from ..report.escaping import terminal
from ..student.found import Found, fixes_for, used_names
from ..student.inspection import Inspected
from ..student.submission import SubmissionResult

FOUND_FILE = "_found.txt"  # in --report-dir: no student's report stem starts with "_"
HEAD = ("student", "language", "build", "status", "entry")


def found_rows(
    results: Sequence[SubmissionResult], transcripts: list[Transcript]
) -> list[Inspected]:
    """A graded class's rows: what was found, with the status it got."""
    used, queries = used_names(transcripts)
    rows = []
    for r in results:
        found = r.found
        if found is not None and found.mapping is not None:
            found = replace(found, fixes=fixes_for(found.mapping, used, queries))
        rows.append(Inspected(r.name, r.outcome.value, r.reason, found))
    return rows


def found_table(rows: Sequence[Inspected], reasons: bool = True) -> list[str]:
    """One line per submission (language, build result, status, how it starts and which
    method each lab name maps to), then its reason (unless the class table below says it)
    and the keys that would map what no method answers."""
    cells = [
        (
            terminal(row.name),
            row.found.language if row.found else "-",
            _built(row.found),
            row.status,
            terminal(_entry(row.found)),
        )
        for row in rows
    ]
    widths = [max([len(HEAD[i]), *(len(c[i]) for c in cells)]) for i in range(len(HEAD) - 1)]
    lines = ["  ".join(f"{h:<{w}}" for h, w in zip(HEAD, [*widths, 0], strict=False)).rstrip()]
    for row, cell in zip(rows, cells, strict=True):
        lines.append(
            "  ".join(f"{c:<{w}}" for c, w in zip(cell, [*widths, 0], strict=True)).rstrip()
        )
        if row.reason and reasons:
            lines.append(terminal(f"  {row.reason}"))
        if row.found is not None and row.found.fixes:
            where = f"its grading.toml, or [students.{row.name}] in --config"
            lines.append(terminal(f"  to map them, in {where}: {'; '.join(row.found.fixes)}"))
    return lines


def _line(cells: Sequence[str], widths: list[int]) -> str:
    """Cells padded to their column; the last (the entry) as long as it is."""
    return "  ".join(f"{c:<{w}}" for c, w in zip(cells, [*widths, 0], strict=True)).rstrip()


def _built(found: Found | None) -> str:
    if found is None or not found.build:
        return "-"
    return "failed" if found.built.startswith("failed") else found.built


def _entry(found: Found | None) -> str:
    if found is None:
        return "-"
    mapping = found.mapping.text() if found.mapping is not None else ""
    build = f" (build: {found.build})" if found.build else ""
    return f"{found.entry}{mapping}{build}"
