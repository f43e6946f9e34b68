"""Hostile students' programs under `crapsrepl grade`: contained, limited, reported."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from crapsrepl.grading.command import main as grade_main
from crapsrepl.grading.sandbox import sandbox as sandbox_module
from crapsrepl.grading.sandbox.host import process_limit_enforced
from tests.helpers import FAKES, LIBRARY, SANDBOX_MODES, needs_bwrap, run_crapsrepl

PY = sys.executable
HOSTILE = FAKES / "hostile"


def submission(tmp_path: Path, *programs: str) -> Path:
    folder = tmp_path / "sub"
    folder.mkdir()
    for name in ("_find.py", *programs):
        shutil.copy(HOSTILE / name, folder / name)
    return folder


def transcripts(tmp_path: Path, *commands: str) -> Path:
    """One transcript per command (expected output that nothing prints)."""
    folder = tmp_path / "t"
    folder.mkdir()
    for number, command in enumerate(commands):
        (folder / f"{number}.craps").write_text(f"craps> {command}\nexpected\n")
    return folder


def library(tmp_path: Path, *names: str) -> Path:
    folder = tmp_path / "t"
    folder.mkdir()
    for name in names:
        shutil.copy(LIBRARY / name, folder / name.replace("/", "_"))
    return folder


def grade(folder: Path, command: str, tmp_path: Path, *more: str) -> dict[str, Any]:
    report = tmp_path / "report.json"
    grade_main([str(folder), "--cmd", command, "--report", str(report), "--jobs", "1", *more])
    return dict(json.loads(report.read_text()))


def actual(report: dict[str, Any], index: int = 0) -> list[str]:
    return list(report["transcripts"][index]["commands"][0]["actual"] or [])


def alive(marker: str) -> list[int]:
    """Processes (not zombies) whose command line holds ``marker``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and int(entry.name) != os.getpid():
            try:
                if marker.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def gone(marker: str) -> bool:
    """Without a PID namespace a SIGKILLed process may take a moment to be reaped."""
    for _ in range(200):
        if not alive(marker):
            return True
        time.sleep(0.05)
    for pid in alive(marker):  # leave nothing behind for the next test
        os.kill(pid, signal.SIGKILL)
    return False


@needs_bwrap
def test_a_program_cannot_find_the_answers_through_its_parents_command_line(
    tmp_path: Path,
) -> None:
    folder = library(tmp_path, "come_out/eleven.craps", "point/seven_out.craps")
    sub = submission(tmp_path, "reads_answers.py")
    report = tmp_path / "r.json"
    done = run_crapsrepl(
        "grade", str(folder), "--cmd", f"{PY} {sub / 'reads_answers.py'}", "--report", str(report)
    )
    assert done.returncode == 1, done.stderr
    data = json.loads(report.read_text())
    assert data["score"] == 0 and data["sandboxed"] is True
    assert all(
        t["commands"][0]["actual"] in (None, []) or "no answers found" in t["commands"][0]["actual"]
        for t in data["transcripts"]
    )


@needs_bwrap
def test_a_program_cannot_append_to_the_instructors_transcripts(tmp_path: Path) -> None:
    folder = library(tmp_path, "come_out/eleven.craps", "point/seven_out.craps")
    before = {p: p.read_bytes() for p in folder.iterdir()}
    sub = submission(tmp_path, "appends.py")
    done = run_crapsrepl("grade", str(folder), "--cmd", f"{PY} {sub / 'appends.py'}")
    assert done.returncode == 1, done.stderr
    assert {p: p.read_bytes() for p in folder.iterdir()} == before


@needs_bwrap
def test_no_decoy_deleted_no_home_written_no_secret_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home, decoy = tmp_path / "home", tmp_path / "decoy.txt"
    home.mkdir()
    decoy.write_text("instructor's file\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("DECOY", str(decoy))
    monkeypatch.setenv("GRADER_SECRET", "s3cret-42")
    sub = submission(tmp_path, "escapes.py")
    report = grade(transcripts(tmp_path, "status"), f"{PY} {sub / 'escapes.py'}", tmp_path)
    lines = actual(report)
    assert decoy.read_text() == "instructor's file\n"
    assert list(home.iterdir()) == []
    assert "secret: none" in lines and not any("s3cret" in line for line in lines)
    assert "wrote /home/student/pwned.txt" in lines  # its own fresh HOME
    assert sorted(p.name for p in sub.iterdir()) == ["_find.py", "escapes.py"]


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_without_namespaces_the_environment_and_home_are_still_scrubbed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GRADER_SECRET", "s3cret-42")
    sub = submission(tmp_path, "escapes.py")
    command = f"{PY} {sub / 'escapes.py'}"
    report = grade(transcripts(tmp_path, "status"), command, tmp_path, "--sandbox", mode)
    assert "secret: none" in actual(report) and list(home.iterdir()) == []
    assert report["sandboxed"] is (mode == "bwrap")


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_a_500_mb_file_is_stopped_by_the_file_size_limit(tmp_path: Path, mode: str) -> None:
    sub = submission(tmp_path, "writes_500mb.py")
    command = f"{PY} {sub / 'writes_500mb.py'}"
    report = grade(transcripts(tmp_path, "status"), command, tmp_path, "--sandbox", mode)
    (entry,) = report["transcripts"]
    assert entry["status"] == "crash"
    # Python ignores SIGXFSZ, so it sees the limit as EFBIG; a C program is killed by it.
    assert "File too large" in entry["stderr_tail"] or "file size limit" in entry["reason"]
    assert not (sub / "big.bin").exists()


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_a_2_gib_allocation_is_refused_by_the_memory_limit(tmp_path: Path, mode: str) -> None:
    sub = submission(tmp_path, "allocates.py")
    command = f"{PY} {sub / 'allocates.py'}"
    report = grade(transcripts(tmp_path, "status"), command, tmp_path, "--sandbox", mode)
    (entry,) = report["transcripts"]
    assert entry["status"] == "crash" and "MemoryError" in entry["stderr_tail"]


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_a_busy_loop_is_stopped_by_the_cpu_limit(tmp_path: Path, mode: str) -> None:
    sub = submission(tmp_path, "spins.py")
    command = f"{PY} {sub / 'spins.py'}"
    more = ["--sandbox", mode, "--max-cpu", "1", "--timeout", "120"]
    report = grade(transcripts(tmp_path, "spin"), command, tmp_path, *more)
    (entry,) = report["transcripts"]
    assert entry["status"] == "crash" and entry["reason"] == "killed by SIGXCPU (CPU time limit)"


@pytest.mark.parametrize("mode", SANDBOX_MODES)
def test_children_left_behind_are_killed_after_exit_and_after_a_timeout(
    tmp_path: Path, mode: str
) -> None:
    marker = f"9{os.getpid() % 10000:04d}{len(mode)}"
    sub = submission(tmp_path, "leaves_children.py")
    command = f"{PY} {sub / 'leaves_children.py'} {marker}"
    folder = transcripts(tmp_path, "status", "hang")
    report = grade(folder, command, tmp_path, "--sandbox", mode, "--timeout", "3")
    assert [t["status"] for t in report["transcripts"]] == ["fail", "timeout"]
    assert gone(marker + "1")  # same process group
    assert gone(marker + "3")  # a grandchild holding stdout
    if mode == "bwrap" or process_limit_enforced() and os.geteuid() == 0:
        assert gone(marker + "2")  # its own session: the PID namespace or cgroup gets it
    else:
        gone(marker + "2")  # documented: a process group cannot hold it


@needs_bwrap
@pytest.mark.skipif(not process_limit_enforced(), reason="no process limit here: never bare")
def test_a_fork_bomb_is_held_by_the_process_limit_and_leaves_nothing(tmp_path: Path) -> None:
    sub = submission(tmp_path, "fork_bomb.py")
    folder = transcripts(tmp_path, "status", "roll")
    command = f"{PY} {sub / 'fork_bomb.py'}"
    report = grade(folder, command, tmp_path, "--sandbox", "bwrap", "--max-procs", "30")
    for index in range(2):
        assert any("fork refused" in line for line in actual(report, index))
    assert alive("fork_bomb.py") == []


def test_without_bubblewrap_auto_warns_and_bwrap_refuses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sandbox_module, "bwrap", lambda: None)
    sub = submission(tmp_path, "escapes.py")
    folder = transcripts(tmp_path, "status")
    report = grade(folder, f"{PY} {sub / 'escapes.py'}", tmp_path)
    assert report["sandboxed"] is False
    assert "WITHOUT a sandbox" in capsys.readouterr().err
    assert grade_main([str(folder), "--cmd", f"{PY} {sub}/escapes.py", "--sandbox", "bwrap"]) == 2
    assert "bubblewrap (bwrap) is missing" in capsys.readouterr().err


def test_a_submission_folder_holding_the_transcripts_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = transcripts(tmp_path, "status")
    shutil.copy(HOSTILE / "reads_answers.py", tmp_path / "main.py")
    assert grade_main([str(folder), "--cmd", f"{PY} {tmp_path / 'main.py'}"]) == 2
    assert "holds the transcripts" in capsys.readouterr().err
    assert grade_main([str(folder), "--cmd", f"{PY} main.py", "--submission", str(tmp_path)]) == 2
    assert "holds the transcripts" in capsys.readouterr().err
    sub = submission(tmp_path, "reads_answers.py")
    command = ["--cmd", f"{PY} {sub / 'reads_answers.py'}", "--allow-read", str(tmp_path)]
    assert grade_main([str(folder), *command]) == 2
    assert "a folder the sandbox shows" in capsys.readouterr().err


@needs_bwrap
def test_only_allowed_folders_outside_the_submission_are_visible(tmp_path: Path) -> None:
    extra = tmp_path / "jdk"
    extra.mkdir()
    (extra / "data.txt").write_text("visible\n")
    command = f"sh -c 'echo \"craps> status\"; cat {extra / 'data.txt'} 2>&1'"
    folder = transcripts(tmp_path, "status")
    assert "visible" not in actual(grade(folder, command, tmp_path))
    assert actual(grade(folder, command, tmp_path, "--allow-read", str(extra))) == ["visible", ""]


@needs_bwrap
def test_the_network_of_the_grading_machine_is_out_of_reach(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
        sub = submission(tmp_path, "network.py")
        folder = transcripts(tmp_path, "status")
        command = f"{PY} {sub / 'network.py'} 127.0.0.1 {port}"
        assert actual(grade(folder, command, tmp_path, "--sandbox", "none"))[0] == "connected"
        lines = actual(grade(folder, command, tmp_path, "--sandbox", "bwrap"))
    assert lines[0].startswith("no network")
