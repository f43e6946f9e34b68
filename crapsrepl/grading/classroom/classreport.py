"""A class's results: the CSV for the gradebook, the table for the instructor, a folder of
reports (JSON, JUnit XML, build log and raw output) for each student."""

from __future__ import annotations

import csv
import hashlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TextIO

from ...console.games import names, suffix_of
from ..report.escaping import csv_cell, terminal
from ..report.reports import marks_text, report_dict, totals, write_junit
from ..report.writing import write_document, write_text
from ..student.submission import Outcome, SubmissionResult


def scored(result: SubmissionResult) -> tuple[float, int]:
    """A student's score and maximum: the transcripts' marks plus what ``--explore-marks``
    made exploring worth, as the JSON report and Gradescope count them, so the table, the
    CSV and the exit status give one score, never two."""
    score, maximum = totals(result.grades)
    if result.explored is not None:
        score, maximum = score + result.explored.earned, maximum + result.explored.marks
    return score, maximum


def write_class_csv(
    out: TextIO, results: Sequence[SubmissionResult], seconds: Mapping[str, float] | None = None
) -> None:
    """One row per student: marks per transcript, then ``score,max,status,reason``, the
    entry point that ran and whether it ran in bubblewrap (``entry,sandboxed``), and the
    wall seconds grading the student took (``seconds``, empty if not timed)."""
    timed = seconds or {}
    writer = csv.writer(out, lineterminator="\n")
    names = [g.name for g in results[0].grades] if results else []
    explored = any(r.explored is not None for r in results)
    extra = ["explore"] if explored else []
    header = ["name", *names, *extra, "score", "max", "status", "reason", "entry", "sandboxed"]
    header.append("seconds")
    writer.writerow(header)
    for r in results:
        score, maximum = scored(r)
        marks = [marks_text(g.marks) for g in r.grades] + ([_explored(r)] if explored else [])
        sandboxed = "" if r.sandboxed is None else str(r.sandboxed).lower()
        row = [r.name, *marks, marks_text(score), maximum, r.outcome.value, r.reason, r.how]
        took = timed.get(r.name)
        cells = [*(csv_cell(c) if isinstance(c, str) else c for c in row), sandboxed]
        writer.writerow([*cells, "" if took is None else f"{took:.2f}"])


def _explored(result: SubmissionResult) -> str:
    """The ``explore`` cell (CSV and table): its marks when it has some, else whether it
    disagreed (or never ran, or the harness could not finish it)."""
    found = result.explored
    if found is None:
        return ""
    if found.marks:
        return marks_text(found.earned)
    if not found.ran:
        return "not run"
    if found.error:
        return "could not finish"
    if found.slow:
        return "too slow"
    return "disagrees" if found.diverged else "agrees"


def class_table(results: Sequence[SubmissionResult]) -> list[str]:
    """Students down, transcripts across (numbered, with a key below), class means last.

    The mean row shows at a glance which rule the class got wrong.
    """
    if not results:
        return ["no submissions"]
    count = len(results[0].grades)
    name_width = max(len("student"), *(len(terminal(r.name)) for r in results))
    explored = any(r.explored is not None for r in results)
    cells = [f"{i + 1:>5}" for i in range(count)] + ([f"{'explore':>10}"] if explored else [])
    lines = [f"{'student':<{name_width}} {''.join(cells)}  {'score':>9}  status"]
    for r in results:
        score, maximum = scored(r)
        marks = "".join(f"{marks_text(g.marks):>5}" for g in r.grades)
        marks += f"{_explored(r):>10}" if explored else ""
        total = f"{marks_text(score)}/{maximum}"
        lines.append(f"{terminal(r.name):<{name_width}} {marks}  {total:>9}  {r.outcome.value}")
    means = [sum(r.grades[i].marks for r in results) / len(results) for i in range(count)]
    mean_cells = "".join(f"{_short(m):>5}" for m in means)
    if explored:
        earned = [r.explored.earned for r in results if r.explored is not None and r.explored.marks]
        mean_cells += f"{_short(sum(earned) / len(results)) if earned else '':>10}"
    scores = [scored(r) for r in results]
    mean = sum(score for score, _ in scores) / len(scores)
    class_mean = f"{_short(mean)}/{max(maximum for _, maximum in scores)}"
    lines.append(f"{'mean':<{name_width}} {mean_cells}  {class_mean:>9}")
    lines.append("")
    for i, g in enumerate(results[0].grades):
        lines.append(
            terminal(f"{i + 1:>3}  {g.name}  (max {g.max_marks}, class mean {_short(means[i])})")
        )
    for r in results:
        if r.reason:
            lines.append(terminal(f"{r.name}: {r.outcome.value}: {r.reason}"))
    return lines


def _short(value: float) -> str:
    return marks_text(round(value, 2))


def write_submission_json(path: Path, result: SubmissionResult, seconds: float = 0.0) -> None:
    """The usual JSON report, plus what happened to the folder (status, entry, build log,
    the wall seconds grading it took)."""
    implementation = f"{result.name} ({result.how or 'not run'})"
    explored = None if result.explored is None else result.explored.to_json()
    stopped = result.outcome is Outcome.INTERRUPTED
    data = report_dict(result.grades, implementation, result.sandboxed, stopped, explored)
    data["submission"] = {
        "name": result.name,
        "status": result.outcome.value,
        "reason": result.reason,
        "entry": result.how,
        "build_log": result.build_log,
        "seconds": seconds,
    }
    write_document(path, data)


_NAME_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")
NAME_BYTES = 200  # of a name made here: the longest suffix added (.explore.GAME) and a
# -N to tell names apart still fit a file system's 255 bytes


def safe_name(text: str) -> str:
    """The one way a report file is named from a folder's or a transcript's name: path
    separators and anything but ASCII letters, digits, ``.``, ``_`` and ``-`` become
    ``_`` (so the name is valid UTF-8 whatever the folder's bytes were), and a name longer
    than ``NAME_BYTES`` is cut, ending in a digest of the whole name so two long names that
    share a start stay apart."""
    shown, replaced = [], False
    for c in text:  # each run of other characters becomes one _
        if c in _NAME_CHARACTERS or not replaced:
            shown.append(c if c in _NAME_CHARACTERS else "_")
        replaced = c not in _NAME_CHARACTERS
    name = "".join(shown).strip("._") or "_"
    if len(name) <= NAME_BYTES:
        return name
    digest = hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return f"{name[: NAME_BYTES - len(digest) - 1]}-{digest}"


def report_stems(names: Sequence[str]) -> dict[str, str]:
    """A file-safe stem per student, unique with everything written beside it
    (``STEM.json``, ``STEM.xml``, ``STEM/``, in any letter case): "Smith, Anna" and
    "Smith Anna" get ``Smith_Anna`` and ``Smith_Anna-2``; ``x`` and ``x.json`` never meet."""
    taken: set[str] = set()
    stems: dict[str, str] = {}
    for name in names:
        base = safe_name(name)
        stem, number = base, 1
        while {f.casefold() for f in _written(stem)} & taken:
            number += 1
            stem = f"{base}-{number}"
        taken |= {f.casefold() for f in _written(stem)}
        stems[name] = stem
    return stems


def _written(stem: str) -> tuple[str, ...]:
    explored = (f"{stem}.explore{suffix_of(game)}" for game in names())
    return stem, f"{stem}.json", f"{stem}.xml", f"{stem}.results.json", *explored


def transcript_stems(names: Sequence[str]) -> list[str]:
    """A file-safe stem per transcript (``STEM.out``, ``STEM.err``), unique as students'
    are (``facts/a b.craps`` and ``facts/a_b.craps`` cannot overwrite each other)."""
    stems = report_stems(names)
    return [stems[name] for name in names]


def renamed(stems: dict[str, str]) -> list[str]:
    """The students whose report files are not named as their folder, said once each."""
    return [
        f"{terminal(name)!r}: reports written as {stem}.*"
        for name, stem in stems.items()
        if stem != name
    ]


def write_report_dir(
    out: Path,
    results: Sequence[SubmissionResult],
    whole: Callable[[SubmissionResult], SubmissionResult] = lambda result: result,
    seconds: Mapping[str, float] | None = None,
) -> None:
    """``OUT/<name>.json``, ``OUT/<name>.xml`` and ``OUT/<name>/`` with the raw output,
    the failure details and the build log; ``whole`` gives a light result's whole one
    (``Spool.whole``), one student at a time; ``seconds``, each student's wall time."""
    timed = seconds or {}
    out.mkdir(parents=True, exist_ok=True)
    stems = report_stems([r.name for r in results])
    for kept in results:
        r = whole(kept)
        stem = stems[r.name]
        write_submission_json(out / f"{stem}.json", r, timed.get(r.name, 0.0))
        write_junit(out / f"{stem}.xml", r.grades, r.name, timed.get(r.name))
        if r.explored is not None and r.explored.transcript:
            write_text(out / f"{stem}.explore{r.explored.suffix}", r.explored.transcript)
        raw = out / stem
        raw.mkdir(exist_ok=True)
        if r.build_log:
            write_text(raw / "build.log", r.build_log + "\n")
        details = [line for g in r.grades for line in g.details()]
        if details:
            write_text(raw / "details.txt", "\n".join(details) + "\n")
        for g, name in zip(r.grades, transcript_stems([g.name for g in r.grades]), strict=True):
            if g.stdout:
                write_text(raw / f"{name}.out", g.stdout)
            if g.stderr_tail:
                write_text(raw / f"{name}.err", g.stderr_tail)
