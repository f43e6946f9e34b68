"""What a class run writes: a report per student in every format, names that never
collide, the entry point and the sandbox in every report and the CSV, nothing raw from a
folder name on the terminal."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import shutil
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from tests.helpers import DATA, FAKES

TRANSCRIPTS = DATA / "class_transcripts"
CLASS = FAKES / "class"


def subs(tmp_path: Path, **folders: str) -> Path:
    """Folders named as given, each a copy of a fake student."""
    root = tmp_path / "subs"
    for name, fake in folders.items():
        shutil.copytree(CLASS / fake, root / name.replace("__", "."))
    return root


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = grade_main([str(TRANSCRIPTS), "--timeout", "5", *argv])
    return code, out.getvalue()


def test_gradescope_and_junit_write_one_file_per_student_with_many(tmp_path: Path) -> None:
    root = subs(tmp_path, alice="alice", frank="frank")
    gradescope, junit = tmp_path / "gs", tmp_path / "junit"
    run(["--many", str(root), "--gradescope", str(gradescope), "--junit", str(junit)])
    assert sorted(p.name for p in gradescope.iterdir()) == ["alice.json", "frank.json"]
    assert sorted(p.name for p in junit.iterdir()) == ["alice.xml", "frank.xml"]
    frank = json.loads((gradescope / "frank.json").read_text())
    assert frank["score"] == 0 and "no entry point" in frank["output"]
    assert json.loads((gradescope / "alice.json").read_text())["score"] == 4


def test_the_csv_ends_with_the_entry_and_whether_it_was_sandboxed(tmp_path: Path) -> None:
    _, out = run(["--many", str(subs(tmp_path, alice="alice", frank="frank"))])
    rows = list(csv.reader(io.StringIO(out)))  # the class table went to stderr
    header = rows[0]
    assert header[-5:] == ["status", "reason", "entry", "sandboxed", "seconds"]
    by_name = {r[0]: dict(zip(header, r, strict=True)) for r in rows if len(r) == len(header)}
    assert by_name["alice"]["entry"] == "main.py"
    assert by_name["alice"]["sandboxed"] in ("true", "false")
    assert (by_name["frank"]["entry"], by_name["frank"]["sandboxed"]) == ("", "")


def test_every_report_says_whether_it_was_sandboxed(tmp_path: Path) -> None:
    root = subs(tmp_path, alice="alice")
    run(["--many", str(root), "--report-dir", str(tmp_path / "out")])
    many = json.loads((tmp_path / "out" / "alice.json").read_text())
    run(["--submission", str(root / "alice"), "--report", str(tmp_path / "one.json")])
    one = json.loads((tmp_path / "one.json").read_text())
    assert isinstance(many["sandboxed"], bool) and many["sandboxed"] == one["sandboxed"]
    assert one["submission"]["entry"] == "main.py"


def test_report_names_never_collide_and_the_renaming_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = subs(tmp_path, **{"Smith, Anna": "frank", "Smith Anna": "frank", "x": "frank"})
    shutil.copytree(CLASS / "frank", root / "x.json")
    out = tmp_path / "out"
    code, _ = run(["--many", str(root), "--report-dir", str(out), "--csv", str(tmp_path / "g")])
    assert code == 1
    names = {json.loads(p.read_text())["submission"]["name"]: p.name for p in out.glob("*.json")}
    assert names == {
        "Smith Anna": "Smith_Anna.json",
        "Smith, Anna": "Smith_Anna-2.json",
        "x": "x.json",
        "x.json": "x.json-2.json",
    }
    err = capsys.readouterr().err
    assert "'Smith, Anna': reports written as Smith_Anna-2.*" in err
    assert "'x.json': reports written as x.json-2.*" in err


def test_the_csv_on_stdout_carries_no_control_characters(tmp_path: Path) -> None:
    root = subs(tmp_path, **{"evil\x1b[2J": "frank"})
    _, out = run(["--many", str(root)])
    assert "\x1b" not in out and "evil\\x1b[2J" in out


def test_a_submission_prints_the_failure_detail_cmd_prints(tmp_path: Path) -> None:
    root = subs(tmp_path, bob="bob")  # scores a natural eleven as craps
    _, out = run(["--submission", str(root / "bob")])
    assert (
        "natural.craps: fail" in out
        and "+Bob has $90" in out.replace(" ", "")
        or ("natural.craps: fail" in out)
    )
