"""Report files named from folder names (issue 30, E): one function makes every name
(``safe_name``: bounded bytes, valid UTF-8, unique with ``report_stems``), and no report
holds a lone surrogate, whatever bytes a folder's name has."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from crapsrepl.grading.classroom.classreport import NAME_BYTES, report_stems, safe_name
from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.report.escaping import csv_cell, xml_text
from crapsrepl.grading.report.writing import without_surrogates
from tests.helpers import DATA, FAKES

TRANSCRIPTS = DATA / "class_transcripts"
LONG = "a" * 255  # the longest name a folder may have
LATIN_1 = os.fsdecode(b"caf\xe9")  # not UTF-8: the byte 0xE9 is the surrogate \udce9


def no_surrogates(value: object) -> bool:
    if isinstance(value, str):
        return not any("\ud800" <= c <= "\udfff" for c in value)
    if isinstance(value, dict):
        return all(no_surrogates(k) and no_surrogates(v) for k, v in value.items())
    if isinstance(value, list):
        return all(no_surrogates(item) for item in value)
    return True


def strict_json(path: Path) -> object:
    """The file as a strict reader takes it: UTF-8, and no string holding a surrogate."""
    value = json.loads(path.read_bytes().decode("utf-8"))
    assert no_surrogates(value), path
    return value


def graded_class(tmp_path: Path, *names: str) -> Path:
    subs = tmp_path / "subs"
    for name in names:
        shutil.copytree(FAKES / "class" / "alice", subs / name)
    out = tmp_path / "out"
    argv = [str(TRANSCRIPTS), "--many", str(subs), "--report-dir", str(out), "--timeout", "5"]
    argv += ["--gradescope", str(tmp_path / "gs"), "--junit", str(tmp_path / "junit")]
    assert grade_main([*argv, "--csv", str(tmp_path / "grades.csv")]) == 0
    return out


def test_a_255_byte_folder_name_gets_every_report(tmp_path: Path) -> None:
    """It was ``OSError: File name too long`` writing --report-dir, 1 of 3 reports written."""
    out = graded_class(tmp_path, LONG, "a" * 254 + "b")
    stems = sorted(p.name for p in out.iterdir() if p.is_dir())
    assert len(stems) == 2 and stems[0] != stems[1]
    for stem in stems:
        assert len(stem.encode()) <= NAME_BYTES and stem.startswith("a" * 150)
        report = strict_json(out / f"{stem}.json")
        assert isinstance(report, dict) and report["submission"]["name"] in (LONG, "a" * 254 + "b")
        assert (out / f"{stem}.xml").is_file()
        assert sorted(p.name for p in (out / stem).iterdir())[0] == "natural.craps.out"
        assert (tmp_path / "gs" / f"{stem}.json").is_file()
        assert (tmp_path / "junit" / f"{stem}.xml").is_file()


def test_a_folder_name_that_is_not_utf8_puts_no_surrogate_in_any_report(tmp_path: Path) -> None:
    """It put lone surrogates in the JSON report: ``"caf\\udce9"``."""
    out = graded_class(tmp_path, LATIN_1)
    assert sorted(p.name for p in out.iterdir()) == ["_found.txt", "caf", "caf.json", "caf.xml"]
    report = strict_json(out / "caf.json")
    assert isinstance(report, dict)
    assert report["submission"]["name"] == "caf\\udce9"  # as the terminal and the CSV show it
    assert report["implementation"] == "caf\\udce9 (main.py)"
    strict_json(tmp_path / "gs" / "caf.json")
    (tmp_path / "junit" / "caf.xml").read_bytes().decode("utf-8")
    assert "caf\\udce9,1,1,2,4,4,ok" in (tmp_path / "grades.csv").read_text()


def test_a_build_log_naming_such_a_folder_is_written_too(tmp_path: Path) -> None:
    subs = tmp_path / "subs"
    shutil.copytree(FAKES / "class" / "alice", subs / LATIN_1)
    out = tmp_path / "out"
    argv = [str(TRANSCRIPTS), "--many", str(subs), "--report-dir", str(out)]
    grade_main([*argv, "--build", "ls {dir}/nothing-here", "--csv", str(tmp_path / "g.csv")])
    log = (out / "caf" / "build.log").read_bytes().decode("utf-8")
    assert "caf\\udce9/nothing-here" in log
    report = strict_json(out / "caf.json")
    assert isinstance(report, dict) and report["submission"]["status"] == "build-error"


@pytest.mark.parametrize(
    "name",
    [LONG, "é" * 200, LATIN_1 * 100, "../" * 100, "x" * 10_000, "\x1b[31m" * 60, ""],
)
def test_a_report_name_is_short_ascii_and_safe(name: str) -> None:
    made = safe_name(name)
    assert made.isascii() and 0 < len(made) <= NAME_BYTES
    assert "/" not in made and not made.startswith(".")
    assert len(f"{made}-99.explore.craps".encode()) <= 255


def test_long_names_that_share_a_start_stay_apart() -> None:
    names = ["a" * 300 + "x", "a" * 300 + "y", "a" * 300 + "y"[:0] + "z"]
    stems = report_stems(names)
    assert len(set(stems.values())) == 3
    assert all(len(stem) <= NAME_BYTES for stem in stems.values())


def test_every_report_of_every_mode_is_valid_unicode(tmp_path: Path) -> None:
    """One student folder whose name is not UTF-8, graded alone (``--submission``) and as a
    program (``--cmd``): its JSON report, Gradescope results and JUnit XML read strictly
    (UTF-8, no lone surrogate), the name written as ``caf\\udce9`` in each."""
    folder = tmp_path / LATIN_1
    shutil.copytree(FAKES / "class" / "alice", folder)
    modes = {"submission": ["--submission", str(folder)]}
    modes["cmd"] = ["--cmd", f"{sys.executable} {folder / 'main.py'}"]
    for mode, words in modes.items():
        out = tmp_path / mode
        out.mkdir()
        reports = ["--report", str(out / "r.json"), "--gradescope", str(out / "gs.json")]
        argv = [str(TRANSCRIPTS), *words, *reports, "--junit", str(out / "r.xml")]
        with contextlib.redirect_stdout(io.StringIO()):
            assert grade_main([*argv, "--timeout", "5"]) == 0
        report = strict_json(out / "r.json")
        assert isinstance(report, dict) and "caf\\udce9" in report["implementation"]
        strict_json(out / "gs.json")
        junit = ET.fromstring((out / "r.xml").read_bytes())
        assert "caf\\udce9" in (junit.get("name") or "") + "".join(junit.itertext())


def test_csv_and_xml_cells_go_through_the_one_function() -> None:
    assert csv_cell(LATIN_1) == xml_text(LATIN_1) == without_surrogates(LATIN_1) == "caf\\udce9"
