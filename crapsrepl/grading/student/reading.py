"""Reading a submission's files on the host, as little as needed and never more.

A student's folder is hostile input even before it runs: ``evil.py -> /dev/zero`` made
entry detection read until MemoryError. Here a file is read by ``storage/reader.py``:
never through a link, never a FIFO or a device, and only up to a cap;
folders are walked without following links, up to a count of files.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from ...storage.reader import read_head

READ_CAP = 256 * 1024  # bytes of a source file read to detect an entry point
WALK_CAP = 2000  # files looked at under a submission


def read_capped(path: Path, cap: int = READ_CAP) -> bytes | None:
    """Up to ``cap`` bytes of a regular file; None for a link, a device, a FIFO, a folder
    (read by the one reader of untrusted files, ``storage/reader.py``)."""
    try:
        return read_head(path, cap, follow=False)
    except OSError:
        return None


def read_text(path: Path, cap: int = READ_CAP) -> str:
    data = read_capped(path, cap)
    return "" if data is None else data.decode("utf-8", "replace")


def is_plain_file(path: Path) -> bool:
    """A regular file, not a link to one."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def plain_file_in(folder: Path, name: str) -> Path | None:
    """``folder/name`` if it is a regular file reached through no link and inside
    ``folder``; None otherwise. A named entry or class (``up/Secret.java`` with ``up`` a
    link to a host folder) must not make the grader read, or tell apart, a host file."""
    parts = Path(name).parts
    if not parts or Path(name).is_absolute() or ".." in parts:
        return None
    path = folder
    for part in parts[:-1]:
        path = path / part
        try:
            if not stat.S_ISDIR(path.lstat().st_mode):
                return None
        except OSError:
            return None
    path = path / parts[-1]
    return path if is_plain_file(path) else None


def files_under(folder: Path, suffix: str, skip: str = "") -> Iterator[Path]:
    """Regular files ending in ``suffix`` anywhere under ``folder``, by path, links not
    followed, hidden folders and ``skip`` left out, at most ``WALK_CAP`` looked at."""
    seen = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != skip)
        for name in sorted(files):
            seen += 1
            if seen > WALK_CAP:
                return
            path = Path(root, name)
            if name.endswith(suffix) and is_plain_file(path):
                yield path
