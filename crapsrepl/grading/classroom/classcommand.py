"""``grade --many DIR`` and ``grade --submission DIR``: student folders, found and built."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ...transcripts.format import Transcript
from ..exits import Exit
from ..progress import Progress, no_progress
from ..report.escaping import terminal
from ..report.gradescope import explore_test, write_results
from ..report.reports import marks_text, summary_lines, write_junit
from ..report.writing import write_text
from ..run.runners import STARTUP
from ..sandbox.contained import stopping
from ..sandbox.scratch import SandboxError
from ..student.inspection import READY, Inspected, inspect_submission
from ..student.submission import Outcome, SubmissionResult, SubmissionSettings, grade_submission
from .classreport import (
    class_table,
    renamed,
    report_stems,
    scored,
    write_class_csv,
    write_report_dir,
    write_submission_json,
)
from .classrun import grade_class, submission_folders
from .found_table import FOUND_FILE, found_rows, found_table
from .spool import Spool


def grade_many(
    transcripts: list[Transcript],
    args: argparse.Namespace,
    settings: SubmissionSettings,
    progress: Progress = no_progress,
    per_student: Mapping[str, SubmissionSettings] | None = None,
) -> Exit:
    root = Path(args.many)
    if not root.is_dir():
        print("crapsrepl grade: " + terminal(f"{root} is not a directory"), file=sys.stderr)
        return Exit.HARNESS
    folders = submission_folders(root)
    if not folders:
        print("crapsrepl grade: " + terminal(f"no submission folders in {root}"), file=sys.stderr)
        return Exit.HARNESS
    if not _can_contain(settings, root, *folders):
        return Exit.HARNESS
    if args.inspect:
        return _inspected(folders, transcripts, settings, per_student or {}, args.jobs)
    seconds: dict[str, float] = {}
    with Spool() as spool:
        try:
            for name in sorted(set(per_student or {}) - {f.name for f in folders}):
                print(f"crapsrepl grade: warning: no folder {terminal(name)!r}", file=sys.stderr)
            results = grade_class(
                folders, transcripts, settings, args.jobs, progress, per_student, spool, seconds
            )
        except KeyboardInterrupt:
            print("crapsrepl grade: interrupted; nothing written", file=sys.stderr)
            return Exit.INTERRUPTED
        return _reported(transcripts, args, results, spool, seconds)


def _reported(
    transcripts: list[Transcript],
    args: argparse.Namespace,
    results: list[SubmissionResult],
    spool: Spool,
    seconds: Mapping[str, float],
) -> Exit:
    """The class's table, CSV and reports: each student's written from its whole result,
    read back from the spool one student at a time."""
    if stopping():  # stopped by a signal: only students graded in full are reported
        results = [r for r in results if r.outcome is not Outcome.INTERRUPTED]
    table_out = sys.stderr if args.csv is None else sys.stdout
    found = found_table(found_rows(results, transcripts), reasons=False)
    print("\n".join([*found, ""]), file=table_out)
    print("\n".join(class_table(results)), file=table_out)
    if args.csv is None:
        write_class_csv(sys.stdout, results, seconds)
    else:
        with open(args.csv, "w", encoding="utf-8", newline="") as out:
            write_class_csv(out, results, seconds)
    stems = report_stems([r.name for r in results])
    if args.report_dir or args.gradescope or args.junit:
        for notice in renamed(stems):
            print(f"crapsrepl grade: {notice}", file=sys.stderr)
    if args.report_dir:
        write_report_dir(Path(args.report_dir), results, spool.whole, seconds)
        write_text(Path(args.report_dir) / FOUND_FILE, "\n".join(found) + "\n")
    if args.gradescope:
        Path(args.gradescope).mkdir(parents=True, exist_ok=True)
        for r in results:
            _gradescope(Path(args.gradescope), stems[r.name], spool.whole(r), transcripts)
    if args.junit:
        Path(args.junit).mkdir(parents=True, exist_ok=True)
        for r in results:
            path = Path(args.junit) / f"{stems[r.name]}.xml"
            whole = spool.whole(r)
            write_junit(path, whole.grades, f"{r.name} ({r.how})", seconds.get(r.name))
    full = all(scored(r)[0] == scored(r)[1] for r in results)
    return Exit.OK if full and all(r.outcome is Outcome.OK for r in results) else Exit.LOST_MARKS


def _inspected(
    folders: list[Path],
    transcripts: list[Transcript],
    settings: SubmissionSettings,
    per_student: Mapping[str, SubmissionSettings],
    jobs: int,
) -> Exit:
    """``--inspect``: the found table alone; 0 when every submission would be graded as it
    is, 1 when one would not (no entry, a build error, a name no method answers)."""

    def one(folder: Path) -> Inspected:
        return inspect_submission(folder, transcripts, per_student.get(folder.name, settings))

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        rows = list(pool.map(one, folders))
    print("\n".join(found_table(rows)))
    return Exit.OK if all(row.status == READY for row in rows) else Exit.LOST_MARKS


def _gradescope(
    folder: Path, stem: str, result: SubmissionResult, transcripts: list[Transcript]
) -> None:
    write_results(
        folder / f"{stem}.json",
        transcripts,
        result.grades,
        _summary(result, transcripts),
        _extra(result),
    )


def _extra(result: SubmissionResult) -> list[dict[str, Any]]:
    """``--explore``'s feedback as one more Gradescope test."""
    found = result.explored
    return [] if found is None else [explore_test(found.lines(), found.earned, found.marks)]


def _summary(result: SubmissionResult, transcripts: list[Transcript]) -> str:
    """Gradescope's ``output`` for the whole submission: score, status, and why. The
    student sees it at once, so a reason quoting a transcript the student may not see yet
    (``seven_out.craps: timeout: stopped answering at line 12 roll(7)``) names no line of
    it: only that a hidden transcript timed out or crashed, and, for a program that died
    before reading a line, its own last words on stderr (about how it was started, not
    about the transcript). The whole passes the report's filter as well."""
    score, maximum = scored(result)
    summary = f"Score: {marks_text(score)} / {maximum} ({result.outcome.value})"
    hidden = [t.name for t in transcripts if t.visibility != "visible"]
    named = next((name for name in hidden if result.reason.startswith(f"{name}: ")), None)
    if result.outcome in (Outcome.BUILD_ERROR, Outcome.NO_ENTRY_POINT):
        summary += f"\n{result.reason}\n{result.build_log}".rstrip()
    elif named is not None:
        said = result.reason.partition(": ")[2]
        summary += f"\na transcript you cannot see yet: {result.outcome.value}"
        summary += f": {said.partition(': ')[2]}" if STARTUP in said else ""
    elif result.reason:
        summary += f"\n{result.reason}"
    return summary


def grade_one(
    transcripts: list[Transcript], args: argparse.Namespace, settings: SubmissionSettings
) -> Exit:
    folder = Path(args.submission)
    if not folder.is_dir():
        print("crapsrepl grade: " + terminal(f"{folder} is not a directory"), file=sys.stderr)
        return Exit.HARNESS
    if not _can_contain(settings, folder):
        return Exit.HARNESS
    if args.inspect:
        return _inspected([folder], transcripts, settings, {}, 1)
    started = time.monotonic()
    result = grade_submission(folder, transcripts, settings)  # whatever happens, a result
    seconds = round(time.monotonic() - started, 2)
    score, maximum = scored(result)
    for grade in result.grades:  # the failure detail --cmd prints
        details = grade.details()
        if details:
            print(terminal(f"{grade.name}: {grade.status.value}"))
            print("\n".join(f"  {terminal(line)}" for line in details), end="\n\n")
    print("\n".join(summary_lines(result.grades)))
    status = f"{result.name}: {result.outcome.value}" + (
        f": {result.reason}" if result.reason else ""
    )
    print(terminal(status))
    if result.outcome is Outcome.INTERRUPTED:  # no grade to report: the JSON says so alone
        if args.report:
            write_submission_json(Path(args.report), result, seconds)
        return Exit.HARNESS
    if result.explored is not None:
        print("\n".join(terminal(line) for line in result.explored.lines()))
    if args.gradescope:
        path = Path(args.gradescope)
        write_results(
            path, transcripts, result.grades, _summary(result, transcripts), _extra(result)
        )
    implementation = f"{result.name} ({result.how or 'not run'})"
    if args.report:
        write_submission_json(Path(args.report), result, seconds)
    if args.junit:
        write_junit(Path(args.junit), result.grades, implementation, seconds)
    if result.outcome is Outcome.HARNESS_ERROR:  # says nothing about the student (exits.py)
        return Exit.HARNESS
    return Exit.OK if score == maximum and result.outcome is Outcome.OK else Exit.LOST_MARKS


def _can_contain(settings: SubmissionSettings, *folders: Path) -> bool:
    """Before anyone is graded: the sandbox as asked, no folder holding the transcripts."""
    try:
        settings.containment.check(settings.transcripts, *folders)
    except SandboxError as problem:
        print("crapsrepl grade: " + terminal(str(problem)), file=sys.stderr)
        return False
    return True
