"""Writing the user's files without surprises (reading them is ``reader``'s).

Writing goes to a temporary file beside the target that is fsynced, renamed into place
and then the folder fsynced too, so a crash leaves either the old file or the new one; it
refuses to replace a device, a pipe, a folder or a read-only file, and removes its
temporary file whatever goes wrong.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from .reader import FileRefused, Refusal, read_text

__all__ = ["FileRefused", "check_replaceable", "sync_folder", "write_atomic"]


def check_replaceable(target: Path) -> None:
    """Refuse a target that is not a regular file, or that its owner made read-only."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(target, "exists and is not a regular file", Refusal.NOT_REGULAR)
    if not info.st_mode & 0o222 or not os.access(target, os.W_OK):
        raise FileRefused(target, "is read-only", Refusal.READ_ONLY)


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
        for line in read_text("/proc/self/status", 64 * 1024).splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return 0o022


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
