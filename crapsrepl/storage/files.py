"""Reading and writing the user's files without surprises.

Reading is capped and refuses anything but a regular file, so ``load /dev/zero`` or a
named pipe cannot hang or eat memory. Writing goes to a temporary file beside the target
that is fsynced, renamed into place and then the folder fsynced too, so a crash leaves
either the old file or the new one; it refuses to replace a device, a pipe, a folder or a
read-only file, and removes its temporary file whatever goes wrong.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

MAX_TABLE_BYTES = 4_000_000


class FileRefused(OSError):
    """A file this module will not read or replace; the message says why."""


def read_capped(path: Path, limit: int = MAX_TABLE_BYTES) -> bytes:
    """The whole file, if it is a regular file of at most ``limit`` bytes (opened without
    blocking, so a named pipe is refused rather than waited on)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as stream:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileRefused(f"{path} is not a regular file")
        os.set_blocking(fd, True)
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"{path} is larger than {limit:,} bytes")
    return data


def check_replaceable(target: Path) -> None:
    """Refuse a target that is not a regular file, or that its owner made read-only."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(f"{target} exists and is not a regular file")
    if not info.st_mode & 0o222 or not os.access(target, os.W_OK):
        raise FileRefused(f"{target} is read-only")


def write_atomic(target: Path, text: str) -> None:
    """Replace ``target`` with ``text`` all at once, durably."""
    check_replaceable(target)
    folder = target.parent
    mode = _mode_for(target)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=folder)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    sync_folder(folder)


def _mode_for(target: Path) -> int:
    """The replaced file's permissions, or a new file's under the user's umask (temporary
    files are created private, which would otherwise stick)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return 0o666 & ~_umask()


def _umask() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return 0o022


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
