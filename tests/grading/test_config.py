"""``grade --config FILE.toml`` and a submission's own ``grading.toml``: the keys are the
grade options, a bad file is one clear error, a bad grading.toml one student's
``config-error``."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.options.arguments import build_parser
from crapsrepl.grading.options.config import file_keys
from crapsrepl.grading.student.local import INTERFACE_KEYS, LOCAL_CAP
from tests.helpers import DATA, FAKES, within

TRANSCRIPTS = DATA / "class_transcripts"


def config(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "class.toml"
    path.write_text(text)
    return path


def refused(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str], *args: str) -> str:
    path = config(tmp_path, text)
    assert (
        grade_main([str(TRANSCRIPTS), "--many", str(tmp_path), "--config", str(path), *args]) == 2
    )
    return capsys.readouterr().err.strip()


def test_the_keys_are_the_grade_options_long_names() -> None:
    keys = file_keys(build_parser)
    assert {"java-class", "getter", "method", "entry", "timeout", "partial"} <= set(keys)
    assert set(INTERFACE_KEYS) <= set(keys)  # grading.toml's keys are grade options too
    assert not {"config", "help", "many", "cmd"} & set(keys)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[defaults]\ntimout = 5\n", "[defaults] timout: not a grade option"),
        ('[defaults]\ntimeout = "soon"\n', "[defaults] timeout: argument --timeout"),
        ("[defaults]\npartial = 1\n", "[defaults] partial: write true or false"),
        ('[defaults]\ngetter = ["chips"]\n', "[defaults] with the command line: --getter"),
        ('[students.ann]\ncsv = "x.csv"\n', "[students.ann] csv: not per student"),
        ('[students.ann]\njava-class = "not a name"\n', "[students.ann]: --java-class"),
        ("[grades]\nx = 1\n", "unknown table [grades]"),
        ("[defaults\n", "not TOML"),
    ],
)
def test_a_bad_key_or_value_is_one_error_naming_file_and_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    message = refused(tmp_path, text, capsys)
    assert message.startswith(f"crapsrepl grade: {tmp_path / 'class.toml'}: ") and said in message
    assert len(message.splitlines()) == 1


def one_student(tmp_path: Path, name: str, grading_toml: bytes | None = None) -> Path:
    subs = tmp_path / "subs"
    shutil.copytree(FAKES / "class" / "ivan", subs / name)
    if grading_toml is not None:
        (subs / name / "grading.toml").write_bytes(grading_toml)
    return subs


def class_row(tmp_path: Path, subs: Path, *args: str) -> dict[str, str]:
    csv_path = tmp_path / "grades.csv"
    argv = [str(TRANSCRIPTS), "--many", str(subs), "--csv", str(csv_path), "--timeout", "5"]
    grade_main([*argv, *args])
    import csv

    (row,) = csv.DictReader(csv_path.open())
    return row


def test_the_students_table_beats_the_command_line_and_defaults(tmp_path: Path) -> None:
    subs = one_student(tmp_path, "ivan", b"")  # no grading.toml of his own
    wrong = 'getter = ["chips=who_shoots"]\npython-class = "table:DiceTable"\n'
    right = 'method = ["placeLineBet=bet_pass", "roll=throw"]\ngetter = ["shooter=who_shoots"]\n'
    path = config(tmp_path, f"[defaults]\n{wrong}\n[students.ivan]\n{right}")
    row = class_row(tmp_path, subs, "--config", str(path), "--getter", "chips=bankroll")
    assert (row["score"], row["status"]) == ("4", "ok"), row


@pytest.mark.parametrize(
    ("grading_toml", "reason"),
    [
        (b'python-class = "table:DiceTable"\ntimeout = 99\n', "grading.toml: key 'timeout'"),
        (b'getter = ["chips"]\n', "grading.toml: getter: 'chips': write QUERY=METHOD"),
        (b'entry = "../../etc/passwd"\n', "grading.toml: entry: '../../etc/passwd'"),
        (b"python-class = [", "grading.toml: not TOML"),
        (b"# " + b"x" * LOCAL_CAP + b"\n", f"grading.toml: larger than {LOCAL_CAP} bytes"),
    ],
)
def test_a_bad_grading_toml_is_that_students_config_error(
    tmp_path: Path, grading_toml: bytes, reason: str
) -> None:
    row = class_row(tmp_path, one_student(tmp_path, "ivan", grading_toml))
    assert row["status"] == "config-error" and row["reason"].startswith(reason), row
    assert row["score"] == "0"


def test_a_grading_toml_that_is_a_link_or_a_device_is_not_read(tmp_path: Path) -> None:
    subs = one_student(tmp_path, "ivan")
    (subs / "ivan" / "grading.toml").unlink()
    (subs / "ivan" / "grading.toml").symlink_to("/dev/zero")
    row = class_row(tmp_path, subs)
    assert row["status"] == "config-error"
    assert row["reason"] == "grading.toml: not a regular file (a link or a device is not read)"
    os.unlink(subs / "ivan" / "grading.toml")


def test_the_instructors_getter_wins_over_the_students(tmp_path: Path) -> None:
    subs = one_student(tmp_path, "ivan")  # his grading.toml maps shooter=who_shoots
    row = class_row(tmp_path, subs, "--getter", "shooter=bankroll")
    assert row["seven_out.craps"] == "0" and row["natural.craps"] == "1", row
    report = tmp_path / "r.json"
    grade_main([str(TRANSCRIPTS), "--submission", str(subs / "ivan"), "--report", str(report)])
    entry = json.loads(report.read_text())["submission"]["entry"]
    assert entry.startswith("method calls on table:DiceTable (Python driver): addPlayer=join, ")
    assert "placeLineBet=bet_pass" in entry and "shooter=who_shoots" in entry
    assert "chips=bankroll" in entry  # found by its name alone


def test_the_keys_come_without_argparse_internals() -> None:
    """The file's keys are noted as the parser declares them, each with how it takes its
    value, not read from argparse's private ``_actions`` (nor its parser's class swapped)."""
    keys = file_keys(build_parser)
    assert keys["partial"] == "flag" and keys["getter"] == "list" and keys["timeout"] == "value"
    import inspect

    from crapsrepl.grading.options import config

    source = inspect.getsource(config)
    assert "_actions" not in source and "__class__" not in source


TOML_BOMB = "x = " + "[" * 4000 + "]" * 4000  # 8 KB; tomllib alone: RecursionError


def test_a_deeply_nested_config_is_one_error_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    message = refused(tmp_path, f"[defaults]\n{TOML_BOMB}\n", capsys)
    assert message == (
        f"crapsrepl grade: {tmp_path / 'class.toml'}: not TOML: "
        "it is nested too deeply (more than 32 levels)"
    )


@pytest.mark.parametrize("what", ["device", "fifo", "link to a device", "huge"])
def test_a_config_that_is_not_a_small_regular_file_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    """``--config /dev/zero`` was read whole before its 1 MiB cap, and a FIFO hung."""
    path = tmp_path / "class.toml"
    if what == "device":
        path = Path("/dev/zero")
    elif what == "fifo":
        os.mkfifo(path)
    elif what == "link to a device":
        path.symlink_to("/dev/zero")
    else:
        with path.open("wb") as out:
            out.truncate(2**30)
    argv = [str(TRANSCRIPTS), "--many", str(tmp_path), "--config", str(path)]
    assert within(20, lambda: grade_main(argv)) == 2
    said = {
        "device": "it is not a regular file (a device)",
        "fifo": "it is not a regular file (a named pipe)",
        "link to a device": "it is not a regular file (a device)",
        "huge": "it is larger than 1,048,576 bytes",
    }[what]
    assert capsys.readouterr().err == f"crapsrepl grade: {path}: cannot read it: {said}\n"


def test_a_deeply_nested_grading_toml_is_that_students_config_error(tmp_path: Path) -> None:
    """It was an uncaught RecursionError: ``crash: harness could not grade it``."""
    row = class_row(tmp_path, one_student(tmp_path, "ivan", TOML_BOMB.encode()))
    assert row["status"] == "config-error", row
    assert row["reason"] == "grading.toml: not TOML: it is nested too deeply (more than 32 levels)"


def test_a_deeply_nested_grading_toml_with_submission_writes_results(tmp_path: Path) -> None:
    """With ``--submission`` it was a traceback and no results at all."""
    subs = one_student(tmp_path, "ivan", TOML_BOMB.encode())
    results = tmp_path / "results.json"
    argv = [str(TRANSCRIPTS), "--submission", str(subs / "ivan"), "--gradescope", str(results)]
    assert grade_main(argv) == 1
    written = json.loads(results.read_text())
    assert written["score"] == 0 and "(config-error)" in written["output"]
    assert "nested too deeply" in written["output"]
