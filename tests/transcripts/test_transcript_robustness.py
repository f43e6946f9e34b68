"""Transcripts, `check` and `record` against odd files, hostile content and rude exits
(issue 15)."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crapsrepl.console.text import echo_line
from crapsrepl.transcripts.files import load
from crapsrepl.transcripts.replay import replay
from tests.helpers import CRAPSREPL, ctrl_c_as_at_a_terminal
from tests.helpers import run_crapsrepl as run_cli

pytest_plugins = ["pytester"]

STATUS = "% players: Bob:5\ncraps> status\nPoint off. Shooter: Bob.\n  Bob: rack $5; no bets\n"


def test_a_transcript_with_a_utf8_bom_passes(tmp_path: Path) -> None:
    path = tmp_path / "notepad.craps"
    path.write_bytes(b"\xef\xbb\xbf" + STATUS.encode())
    result = run_cli("check", str(path))
    assert result.returncode == 0, result.stdout


def test_check_update_on_a_read_only_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "locked.craps"
    path.write_text(STATUS.replace("rack $5", "rack $6"))
    path.chmod(0o444)
    result = run_cli("check", "--update", str(path))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"ERROR {path}:0: cannot update: {path} is read-only" in result.stdout
    assert "rack $6" in path.read_text()


def test_check_prints_no_control_codes_from_a_transcript(tmp_path: Path) -> None:
    path = tmp_path / "codes.craps"
    path.write_text("% players: Bob:5\ncraps> status\x1b[2J\n\x1b]0;owned\x07Point off.\n")
    result = subprocess.run(
        [*CRAPSREPL, "check", str(path)], capture_output=True, timeout=60, check=False
    )
    assert result.returncode == 1
    assert b"\x1b" not in result.stdout and b"\x07" not in result.stdout
    assert b"-\\x1b]0;owned\\x07Point off." in result.stdout


@given(st.text())
def test_a_command_echo_reads_back_as_the_same_command(command: str) -> None:
    from crapsrepl.console.text import escape, unescape
    from crapsrepl.transcripts.format import split_command

    shown = escape(command)
    assert shown.isprintable() and unescape(shown) == command
    if command == command.rstrip():
        assert split_command(echo_line(command, "craps> "), "craps> ") == command


HOSTILE = (
    "addPlayer(\x1b[2J, 5)\n"
    "addPlayer(Bob\\x1b, 5)\n"
    "addPlayer(C\\\\y, 5)\n"
    "\x1b[31mstatus\n"
    "# a remark \x1b[2J\n"
    "addPlayer(Bob, 5)\n"
    "status\n"
)


def test_piped_output_with_control_codes_replays_as_a_transcript(tmp_path: Path) -> None:
    piped = run_cli("--seed", "3", "--no-journal", stdin=HOSTILE)
    assert "\x1b" not in piped.stdout
    path = tmp_path / "piped.craps"
    path.write_text("% seed: 3\n" + piped.stdout)
    result = run_cli("check", str(path))
    assert result.returncode == 0, result.stdout


def test_record_stores_control_codes_escaped_and_replays(tmp_path: Path) -> None:
    path = tmp_path / "rec.craps"
    result = run_cli("record", str(path), "--seed", "3", stdin=HOSTILE)
    assert result.returncode == 0
    assert "\x1b" not in path.read_text()
    assert "craps> addPlayer(\\x1b[2J, 5)" in path.read_text()
    assert run_cli("check", str(path)).returncode == 0


def confined(tmp_path: Path, commands: str) -> list[list[str]]:
    folder = tmp_path / "course"
    folder.mkdir(exist_ok=True)
    path = folder / "t.craps"
    path.write_text("% players: Bob:5\n" + "".join(f"craps> {c}\n" for c in commands.split(";")))
    return replay(load(path))


@pytest.mark.parametrize("where", ["ABSOLUTE", "../escaped.json", "sub/../../escaped.json"])
def test_a_transcript_cannot_save_outside_its_folder(tmp_path: Path, where: str) -> None:
    target = str(tmp_path / "escaped.json") if where == "ABSOLUTE" else where
    outputs = confined(tmp_path, f"save({target})")
    assert outputs[0][0].startswith("error: a transcript saves and loads only files in its")
    assert not (tmp_path / "escaped.json").exists()


def test_a_transcript_cannot_load_through_a_link_out_of_its_folder(tmp_path: Path) -> None:
    outside = tmp_path / "secret.json"
    outside.write_text("{}")
    (tmp_path / "course").mkdir()
    (tmp_path / "course" / "link.json").symlink_to(outside)
    outputs = confined(tmp_path, "load(link.json);load(/etc/passwd)")
    assert all(o[0].startswith("error: a transcript saves and loads only") for o in outputs)


def test_a_transcript_saves_into_a_scratch_folder_and_loads_fixtures_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    run_cli("--no-journal", stdin=f"addPlayer(Zed, 7)\nsave {tmp_path / 'course.json'}\n")
    (tmp_path / "course").mkdir()
    (tmp_path / "course.json").rename(tmp_path / "course" / "fixture.json")
    outputs = confined(tmp_path, "save(t.json);load(t.json);load(fixture.json);load(nope.json)")
    assert outputs[:3] == [
        ["Table saved to t.json."],
        ["Table loaded from t.json (1 player seated)."],
        ["Table loaded from fixture.json (1 player seated)."],
    ]
    assert outputs[3] == ["error: cannot read nope.json: No such file or directory"]
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["course", "fixture.json", "t.craps"]


def test_pytest_replays_are_confined_too(pytester: pytest.Pytester, tmp_path: Path) -> None:
    target = tmp_path / "written-by-pytest.json"
    pytester.makefile(".craps", escape=f"% players: Bob:5\ncraps> save({target})\n")
    pytester.runpytest()
    assert not target.exists()


def test_record_to_a_missing_folder_is_refused_before_playing(tmp_path: Path) -> None:
    result = run_cli("record", str(tmp_path / "no" / "such" / "t.craps"), stdin="roll()\n")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "cannot record to" in result.stderr and result.stdout == ""


def test_record_piped_into_head_keeps_what_was_played(tmp_path: Path) -> None:
    path = tmp_path / "rec.craps"
    commands = "addPlayer(Bob, 50)\n" + "status\n" * 20_000
    shell = f"{' '.join(CRAPSREPL)} record {path} --seed 4 | head -1"
    result = subprocess.run(
        ["sh", "-c", shell], input=commands, text=True, capture_output=True, timeout=120
    )
    assert result.stdout == "craps> addPlayer(Bob, 50)\n"
    assert "Traceback" not in result.stderr and "recorded" in result.stderr
    assert "craps> addPlayer(Bob, 50)\nBob sits down with $50." in path.read_text()
    assert run_cli("check", str(path)).returncode == 0


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_stopping_a_piped_record_keeps_what_was_played(tmp_path: Path, signum: int) -> None:
    path = tmp_path / "rec.craps"
    process = subprocess.Popen(
        [*CRAPSREPL, "record", str(path), "--seed", "4"],
        preexec_fn=ctrl_c_as_at_a_terminal,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdin and process.stdout and process.stderr
    process.stdin.write("addPlayer(Bob, 50)\n")
    process.stdin.flush()
    assert process.stdout.readline() == "craps> addPlayer(Bob, 50)\n"
    process.stdout.readline()
    process.stdout.readline()
    process.send_signal(signum)
    assert process.wait(timeout=60) == 130
    assert "Traceback" not in process.stderr.read()
    for stream in (process.stdin, process.stdout, process.stderr):
        stream.close()
    assert "craps> addPlayer(Bob, 50)\nBob sits down with $50." in path.read_text()
    assert run_cli("check", str(path)).returncode == 0


def test_pytest_failure_reports_show_control_codes_escaped(pytester: pytest.Pytester) -> None:
    pytester.makefile(".craps", codes="% players: Bob:5\ncraps> status\n\x1b[2JPoint on.\n")
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert "\x1b[2J" not in result.stdout.str()
    result.stdout.fnmatch_lines(["*-\\x1b[2JPoint on.*"])


def test_grade_builtin_replays_are_confined_too(tmp_path: Path) -> None:
    from crapsrepl.grading.run.runners import BuiltinRunner

    target = tmp_path / "written-by-grade.json"
    path = tmp_path / "t.craps"
    path.write_text(f"% players: Bob:5\ncraps> save({target})\n")
    run = BuiltinRunner().run(load(path))
    assert run.outputs[0] and run.outputs[0][0].startswith("error: a transcript saves")
    assert not target.exists()
