"""A class run holds one student's output at a time (issue 30, A): each graded result goes
to the spool on disk and a light copy (no output) is kept; the reports are written from
the whole result read back. ``benchmarks/class_memory.py`` measures the memory."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest

from crapsrepl.grading.classroom.classreport import write_report_dir
from crapsrepl.grading.classroom.classrun import grade_class
from crapsrepl.grading.classroom.spool import Spool, SpoolError
from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.run.batch import load_all
from crapsrepl.grading.run.marking import Marking
from crapsrepl.grading.run.runners import ExternalOptions, Status
from crapsrepl.grading.sandbox.containment import Containment
from crapsrepl.grading.sandbox.sandbox import Isolation
from crapsrepl.grading.student.entry import EntryOptions
from crapsrepl.grading.student.submission import (
    Outcome,
    SubmissionResult,
    SubmissionSettings,
    grade_submission,
)
from tests.helpers import DATA, FAKES

TRANSCRIPTS = DATA / "class_transcripts"
SETTINGS = SubmissionSettings(
    entry=EntryOptions(),
    program=ExternalOptions(timeout=5, max_output=200_000),
    marking=Marking(),
    containment=Containment(Isolation.NONE),
    transcripts=TRANSCRIPTS,
)


def flooding_class(tmp_path: Path, count: int = 3) -> list[Path]:
    folders = []
    for number in range(count):
        folder = tmp_path / "subs" / f"flood{number}"
        folder.mkdir(parents=True)
        shutil.copy(FAKES / "floods.py", folder / "main.py")
        folders.append(folder)
    return folders


def output_held(results: list[SubmissionResult]) -> int:
    """Characters of the programs' output the results hold."""
    return sum(
        len(g.stdout)
        + len(g.stderr)
        + sum(len(line) for c in g.commands for line in c.actual or [])
        for r in results
        for g in r.grades
    )


def test_a_class_run_keeps_light_results_and_its_reports_the_whole_output(
    tmp_path: Path,
) -> None:
    folders = flooding_class(tmp_path)
    transcripts = load_all(str(TRANSCRIPTS))
    with Spool() as spool:
        results = grade_class(folders, transcripts, SETTINGS, 2, spool=spool)
        assert output_held(results) == 0
        assert [g.status for g in results[0].grades] == [Status.OUTPUT_LIMIT] * 3
        assert output_held([spool.whole(r) for r in results]) > 3 * 3 * 190_000
        write_report_dir(tmp_path / "out", results, spool.whole)
    raw = tmp_path / "out" / "flood1" / "natural.craps.out"
    assert len(raw.read_text()) > 190_000 and raw.read_text().startswith("craps> flood\nxxx")


def test_grade_many_writes_the_whole_output_into_every_report(tmp_path: Path) -> None:
    flooding_class(tmp_path, 2)
    out = tmp_path / "out"
    argv = [str(TRANSCRIPTS), "--many", str(tmp_path / "subs"), "--max-output", "200000"]
    argv += ["--report-dir", str(out), "--gradescope", str(tmp_path / "gs")]
    assert grade_main([*argv, "--csv", str(tmp_path / "grades.csv")]) == 1
    assert "output cut at 200000 bytes" in (out / "flood0.json").read_text()
    assert len((out / "flood0" / "seven_out.craps.out").read_text()) > 190_000
    assert "(crash)" in (tmp_path / "gs" / "flood1.json").read_text()


def test_the_whole_result_comes_back_as_it_was() -> None:
    result = grade_submission(FAKES / "class" / "alice", load_all(str(TRANSCRIPTS)), SETTINGS)
    with Spool() as spool:
        kept = spool.keep(result)
        assert output_held([kept]) == 0 and output_held([result]) > 0
        assert [g.marks for g in kept.grades] == [g.marks for g in result.grades]
        assert spool.whole(kept) == result


def test_results_kept_at_once_from_many_threads_come_back_each_its_own() -> None:
    results = [plain(f"s{n}", n) for n in range(40)]
    with Spool() as spool:
        kept: list[SubmissionResult] = []
        threads = [threading.Thread(target=lambda r=r: kept.append(spool.keep(r))) for r in results]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert {spool.whole(k).reason for k in kept} == {f"reason {n}" for n in range(40)}
        assert all(spool.whole(k).reason == f"reason {k.name[1:]}" for k in kept)


def plain(name: str, number: int) -> SubmissionResult:
    return SubmissionResult(name, Outcome.OK, f"reason {number}", "main.py", [])


def test_a_spooled_file_changed_by_anyone_else_is_refused() -> None:
    with Spool() as spool:
        kept = spool.keep(plain("eve", 1))
        (path,) = spool._folder.iterdir()  # noqa: SLF001 - the attack needs the file
        data = bytearray(path.read_bytes())
        data[-3] ^= 1
        path.write_bytes(bytes(data))
        with pytest.raises(SpoolError, match="changed by someone else"):
            spool.whole(kept)
