"""Folders of transcripts read through the one reader of untrusted files (issue 30, A):
``check`` on a folder holding a FIFO named ``x.craps`` hung, and ``x.craps`` linked to
``/dev/zero`` was a MemoryError traceback."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from crapsrepl.transcripts.files import MAX_TRANSCRIPT_BYTES
from tests.helpers import CRAPSREPL, LIBRARY, nest, remove_tree

GOOD = LIBRARY / "bets" / "props.craps"


def check(*paths: Path) -> subprocess.CompletedProcess[str]:
    """``crapsrepl check`` as a user runs it; a hang fails the test after 60 s."""
    return subprocess.run(
        [*CRAPSREPL, "check", *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def folder_with(tmp_path: Path, make: str) -> Path:
    folder = tmp_path / "course"
    folder.mkdir()
    (folder / "good.craps").write_text(GOOD.read_text())
    bad = folder / "x.craps"
    if make == "fifo":
        os.mkfifo(bad)
    elif make == "device":
        bad.symlink_to("/dev/zero")
    elif make == "huge":
        with bad.open("wb") as out:
            out.truncate(2**30)
    return folder


@pytest.mark.parametrize(
    ("make", "why"),
    [
        ("fifo", "it is not a regular file (a named pipe)"),
        ("device", "it is not a regular file (a device)"),
        ("huge", f"it is larger than {MAX_TRANSCRIPT_BYTES:,} bytes"),
    ],
)
def test_check_says_which_file_it_cannot_read_and_checks_the_rest(
    tmp_path: Path, make: str, why: str
) -> None:
    folder = folder_with(tmp_path, make)
    result = check(folder)
    assert result.returncode == 2 and result.stderr == ""
    assert result.stdout.splitlines() == [
        f"PASS {folder / 'good.craps'}",
        f"ERROR {folder / 'x.craps'}:0: cannot read: {why}",
        "1 passed, 1 failed",
    ]


def test_a_link_out_of_the_folder_is_not_followed(tmp_path: Path) -> None:
    folder = folder_with(tmp_path, "none")
    (folder / "x.craps").symlink_to(GOOD)
    (folder / "near.craps").symlink_to(folder / "good.craps")
    result = check(folder)
    assert result.returncode == 2
    assert f"ERROR {folder / 'x.craps'}:0: cannot read: it leads out of {folder}" in result.stdout
    assert f"PASS {folder / 'near.craps'}" in result.stdout


def test_a_transcript_named_directly_may_be_a_link(tmp_path: Path) -> None:
    """The user named it: the folder rule applies to what is found in folders."""
    (tmp_path / "mine.craps").symlink_to(GOOD)
    result = check(tmp_path / "mine.craps")
    assert result.stdout == f"PASS {tmp_path / 'mine.craps'}\n1 passed, 0 failed\n"


def test_a_transcript_1200_folders_deep_is_found(tmp_path: Path) -> None:
    """Folders are walked without recursion (rglob was a RecursionError here)."""
    course = tmp_path / "course"
    course.mkdir()
    nest(course, 1200)
    Path(course, *["d"] * 1200, "deep.craps").write_text(GOOD.read_text())
    (tmp_path / "course" / "link").symlink_to(tmp_path / "course")  # a loop: not followed
    try:
        result = check(tmp_path / "course")
    finally:
        remove_tree(course)
    assert result.returncode == 0 and result.stdout.endswith("/d/deep.craps\n1 passed, 0 failed\n")
