"""`grade` refuses bad arguments before grading anything: one line, exit 2, no traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from crapsrepl.grading.command import main as grade_main
from tests.helpers import LIBRARY, run_crapsrepl

ELEVEN = str(LIBRARY / "come_out" / "eleven.craps")


def refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        grade_main([ELEVEN, *args])
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""  # nothing was graded
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1", "ten"])
def test_a_timeout_that_could_never_expire_is_refused(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "--timeout" in refused([f"--timeout={value}", "--cmd", "true"], capsys)


@pytest.mark.parametrize("flag", ["--max-cpu", "--max-memory", "--max-file-size", "--max-procs"])
def test_limits_must_be_whole_numbers_above_zero(
    flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    said = refused([flag, "0", "--cmd", "true"], capsys)
    assert f"argument {flag}: expected at least 1, not 0" in said  # as simulate says it
    assert "expected a whole number, not 'x'" in refused([flag, "x", "--cmd", "true"], capsys)


@pytest.mark.parametrize("command", ["", "   "])
def test_an_empty_cmd_is_refused_not_graded_as_the_built_in_engine(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "--cmd is empty" in refused(["--cmd", command], capsys)


def test_an_unbalanced_quote_is_a_one_line_error() -> None:
    done = run_crapsrepl("grade", ELEVEN, "--cmd", "python3 'student/main.py")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--cmd: cannot split" in done.stderr.splitlines()[-1]
    done = run_crapsrepl("grade", ELEVEN, "--many", ".", "--cmd-template", 'sh "{dir}/run.sh')
    assert done.returncode == 2 and "--cmd-template: cannot split" in done.stderr


@pytest.mark.parametrize("flag", ["--report", "--junit", "--csv"])
def test_an_unwritable_report_is_refused_before_grading(
    flag: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    many = ["--many", str(tmp_path), "--cmd-template", "sh {dir}/run.sh"] if flag == "--csv" else []
    for target in (tmp_path / "missing" / "r.out", tmp_path):
        message = refused([*many, flag, str(target)], capsys)
        assert flag in message and str(target) in message
    assert list(tmp_path.iterdir()) == []


def test_submission_and_many_are_refused_together(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--submission and --many" in refused(["--submission", ".", "--many", "."], capsys)


def test_grade_help_lists_the_containment_options() -> None:
    done = run_crapsrepl("grade", "--help")
    assert done.returncode == 0
    for flag in ("--submission", "--sandbox", "--allow-read", "--max-procs", "--max-memory"):
        assert flag in done.stdout
