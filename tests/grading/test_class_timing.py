"""What a class run says while it runs and how long each student took: one progress line
per finished student on stderr (plain text, a pipe's and a terminal's alike)."""

from __future__ import annotations

import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from io import StringIO
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.progress import progress_lines
from tests.helpers import DATA, FAKES

TRANSCRIPTS = DATA / "class_transcripts"
LINE = re.compile(r"\[(\d+)/(\d+)\] (\S+)  (\S+)  (\S+)  (\d+\.\d) s")


def test_a_class_run_prints_one_line_per_finished_student_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    subs = tmp_path / "subs"
    for name in ("alice", "bob", "frank"):
        shutil.copytree(FAKES / "class" / name, subs / name)
    csv_path = tmp_path / "grades.csv"
    argv = [str(TRANSCRIPTS), "--many", str(subs), "--csv", str(csv_path), "--jobs", "2"]
    assert grade_main([*argv, "--timeout", "5"]) == 1
    err = capsys.readouterr().err
    found = [m.groups() for m in map(LINE.fullmatch, err.splitlines()) if m]
    assert sorted(int(n) for n, *_ in found) == [1, 2, 3]  # in the order they finished
    assert {total for _, total, *_ in found} == {"3"}
    assert sorted(tuple(rest[:3]) for _, _, *rest in found) == [
        ("alice", "4/4", "ok"),
        ("bob", "3/4", "ok"),
        ("frank", "0/4", "no-entry-point"),
    ]


def test_progress_lines_count_each_item_once_from_many_threads() -> None:
    out = StringIO()
    with progress_lines(out)("Grading submissions", 40) as advance, ThreadPoolExecutor(4) as pool:
        list(pool.map(advance, [f"s{i}" for i in range(40)]))
    lines = out.getvalue().splitlines()
    assert [line.split()[0] for line in lines] == [f"[{i}/40]" for i in range(1, 41)]
    assert sorted(line.split()[1] for line in lines) == sorted(f"s{i}" for i in range(40))


def test_a_folder_name_in_a_progress_line_is_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copytree(FAKES / "class" / "frank", tmp_path / "subs" / "evil\x1b[2J")
    grade_main([str(TRANSCRIPTS), "--many", str(tmp_path / "subs"), "--csv", str(tmp_path / "g")])
    err = capsys.readouterr().err
    assert "\x1b" not in err and "[1/1] evil\\x1b[2J  0/4  no-entry-point  " in err
