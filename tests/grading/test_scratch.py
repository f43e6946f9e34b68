"""The scratch copy of a submission, and how a command's paths are pointed at it."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from crapsrepl.grading.sandbox import scratch
from crapsrepl.grading.sandbox.scratch import (
    SandboxError,
    fresh_copy,
    remove,
    submission_of,
    translate,
)


def test_the_copy_keeps_files_folders_and_links_but_never_a_links_target(tmp_path: Path) -> None:
    sub = tmp_path / "sub"
    (sub / "pkg").mkdir(parents=True)
    (sub / "main.py").write_text("print(1)\n")
    (sub / "run.sh").write_text("exit 0\n")
    (sub / "run.sh").chmod(0o755)
    (sub / "pkg" / "a.py").write_text("")
    (tmp_path / "secret.txt").write_text("instructor only\n")
    (sub / "leak").symlink_to(tmp_path / "secret.txt")
    os.mkfifo(sub / "pipe")  # copying it would block for ever
    top = fresh_copy(sub)
    try:
        copy = top / "submission"
        assert sorted(p.name for p in copy.iterdir()) == ["leak", "main.py", "pkg", "run.sh"]
        assert (copy / "leak").is_symlink() and os.readlink(copy / "leak") == str(
            tmp_path / "secret.txt"
        )
        assert os.access(copy / "run.sh", os.X_OK) and (copy / "pkg" / "a.py").exists()
        assert (top / "home").is_dir() and (top / "tmp").is_dir()
    finally:
        remove(top)
    assert not top.exists()


def test_a_submission_too_large_to_copy_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "big").write_bytes(b"x" * 2000)
    monkeypatch.setattr(scratch, "MAX_COPY_BYTES", 1000)
    with pytest.raises(SandboxError, match="larger than"):
        fresh_copy(sub)
    monkeypatch.setattr(scratch, "MAX_COPY_FILES", 0)
    with pytest.raises(SandboxError, match="more than 0 files"):
        fresh_copy(sub)


@pytest.mark.parametrize("cap", ["MAX_COPY_FILES", "MAX_COPY_BYTES"])
def test_a_submission_over_a_cap_is_refused_before_anything_is_copied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cap: str
) -> None:
    sub = tmp_path / "sub"
    (sub / "deep").mkdir(parents=True)
    for name in ("a.py", "b.py", "deep/c.py", "deep/d.py"):
        (sub / name).write_bytes(b"x" * 100)
    monkeypatch.setattr(scratch, cap, 3 if cap == "MAX_COPY_FILES" else 350)
    target = tmp_path / "target"
    target.mkdir()
    with pytest.raises(SandboxError):
        scratch.copy_tree(sub, target)
    assert list(target.iterdir()) == []


def test_the_submission_is_the_folder_of_the_first_file_argument(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "student").mkdir()
    (tmp_path / "student" / "main.py").write_text("")
    python = Path("/usr/bin/python3")
    assert submission_of(["python3", "student/main.py"], [python.parent]) == (tmp_path / "student")
    assert submission_of(["python3", "-m", "student"], []) is None  # folders are not guessed
    assert submission_of([str(python), "-c", "pass"], [Path("/usr")]) is None


def test_paths_into_the_submission_are_rewritten_to_the_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    student = tmp_path / "student"
    (student / "lib").mkdir(parents=True)
    (student / "main.py").write_text("")
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "tool").write_text("")
    argv = ["bin/tool", "student/main.py", "-cp", str(student / "lib"), "student", "plain"]
    assert translate(argv, student, "/submission") == [
        str(tmp_path / "bin" / "tool"),
        "/submission/main.py",
        "-cp",
        "/submission/lib",
        "/submission",
        "plain",
    ]


NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


def _python_for_nobody() -> str | None:
    """A Python an unprivileged user can start here (root's own may sit in /root)."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        return None
    for python in (sys.executable, "/usr/bin/python3"):
        done = subprocess.run([*NOBODY, python, "-I", "-S", "-c", "pass"], check=False)
        if done.returncode == 0:
            return python
    return None


def _planted(top: Path, victim: Path) -> None:
    """What a hostile program leaves: read-only folders holding links to files outside."""
    for name in ("locked", "locked/deeper"):
        (top / name).mkdir()
        (top / name / "link").symlink_to(victim)
        (top / name / "dir-link").symlink_to(victim.parent)
    for name in ("locked/deeper", "locked"):
        (top / name).chmod(0o555)


def test_cleanup_as_root_changes_nothing_a_link_points_to(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("instructor's\n")
    victim.chmod(0o644)
    top = tmp_path / "scratch"
    top.mkdir()
    _planted(top, victim)
    remove(top)
    assert not top.exists()
    assert stat.S_IMODE(victim.stat().st_mode) == 0o644


def test_cleanup_as_an_ordinary_user_never_chmods_through_a_link(tmp_path: Path) -> None:
    python = _python_for_nobody()
    if python is None:
        pytest.skip("needs root and setpriv to run the grader's cleanup as an ordinary user")
    place = Path(tempfile.mkdtemp(prefix="crapsrepl-cleanup-"))  # tmp_path: root's only
    try:
        os.chown(place, 65534, 65534)
        victim, top = place / "victim.txt", place / "scratch"
        victim.write_text("the grader's own file\n")
        victim.chmod(0o644)
        outside = place / "folder"
        outside.mkdir(mode=0o755)
        top.mkdir()
        _planted(top, victim)
        (top / "locked" / "deeper" / "folder-link").symlink_to(outside)
        for path in [victim, outside, *top.rglob("*"), top]:
            os.chown(path, 65534, 65534, follow_symlinks=False)
        cleanup = (
            f"import runpy, pathlib; runpy.run_path({str(Path(scratch.__file__))!r})"
            f"['remove'](pathlib.Path({str(top)!r}))"
        )
        done = subprocess.run([*NOBODY, python, "-I", "-S", "-c", cleanup], check=False)
        assert done.returncode == 0
        assert not top.exists()  # the grader, unprivileged, still removed it all
        assert stat.S_IMODE(victim.stat().st_mode) == 0o644
        assert stat.S_IMODE(outside.stat().st_mode) == 0o755
        assert victim.read_text() == "the grader's own file\n"
    finally:
        shutil.rmtree(place)
