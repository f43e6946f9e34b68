"""Student text in reports and on the terminal: well-formed XML, no control codes, no
forged lines, no spreadsheet formulas."""

from __future__ import annotations

import csv
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.report.escaping import csv_cell, xml_text
from crapsrepl.grading.report.reports import summary_lines
from crapsrepl.grading.run.marking import TranscriptGrade
from crapsrepl.grading.run.runners import Status
from tests.grading import WITH_CRAPSREPL
from tests.helpers import FAKES, LIBRARY

PY = sys.executable


def test_junit_stays_well_formed_when_a_program_prints_esc_and_nul(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sub = tmp_path / "sub"
    sub.mkdir()
    shutil.copy(FAKES / "hostile" / "control_codes.py", sub / "main.py")
    junit = tmp_path / "r.xml"
    eleven = str(LIBRARY / "come_out" / "eleven.craps")
    assert grade_main([eleven, "--cmd", f"{PY} {sub / 'main.py'}", "--junit", str(junit)]) == 1
    text = ET.tostring(ET.parse(junit).getroot(), encoding="unicode")
    assert "\\x1b[2J\\x1b[31mred\\x00nul\\x0bvt\\ufffeend" in text
    assert "\x1b" not in capsys.readouterr().out


def test_xml_text_keeps_what_xml_allows() -> None:
    assert xml_text("tab\tnew\nline é 🎲") == "tab\tnew\nline é 🎲"
    assert xml_text("\x00\x1b\x7f\ud800") == "\\x00\\x1b\x7f\\ud800"


def test_folder_names_cannot_colour_the_terminal_forge_lines_or_inject_formulas(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    subs = tmp_path / "subs"
    names = ["evil\x1b[2J", "bob\nmallory", '=HYPERLINK("evil.example","x")', "ok"]
    for name in names:
        (subs / name).mkdir(parents=True)
        (subs / name / "run.sh").write_text(f'exec {PY} -m crapsrepl "$@"\n')
    grades = tmp_path / "grades.csv"
    code = grade_main(
        [str(LIBRARY / "come_out" / "eleven.craps"), "--many", str(subs)]
        + ["--cmd-template", "sh {dir}/run.sh", "--csv", str(grades), *WITH_CRAPSREPL]
    )
    assert code == 0
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err
    rows = out.splitlines()
    assert not any(row.startswith("mallory") for row in rows)  # a forged row for someone else
    assert any(row.startswith("bob\\nmallory ") for row in rows)
    cells = [row[0] for row in csv.reader(grades.open())]
    assert '\'=HYPERLINK("evil.example","x")' in cells and "ok" in cells


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_csv_cells_that_a_spreadsheet_would_run_start_with_an_apostrophe(start: str) -> None:
    shown = start.encode("unicode_escape").decode("ascii")  # no raw control character
    assert csv_cell(f"{start}1+1") == f"'{shown}1+1"
    assert csv_cell("alice") == "alice"


def test_a_reason_from_a_program_cannot_forge_a_summary_line() -> None:
    forged = "cannot start: x\x1b[2J\nscore: 9 / 9"
    grade = TranscriptGrade("a.craps", 9, 0.0, Status.ERROR, forged)
    lines = summary_lines([grade])
    assert lines[-1] == "score: 0 / 9" and len(lines) == 3
    assert "\x1b" not in "".join(lines) and "\\x1b[2J\\nscore: 9 / 9" in lines[1]
