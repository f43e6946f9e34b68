"""The one reader of bytes crapsrepl did not write itself: saved tables, journals,
transcripts, config files, students' files and their builds' output.

Every such read goes through here (``tests/test_untrusted_reads.py`` fails on any other),
so each gets the same guards, in this order:

- **nothing is waited on.** A file is looked at (``stat``) before it is opened, and only
  a regular file is opened: a FIFO, a device, a socket or a folder is refused without
  opening it (opening ``/dev/tty`` or a tape has effects of its own). It is opened
  non-blocking and checked again on the open descriptor (``fstat``), so a file swapped
  for a FIFO in between is refused too.
- **links go only where the caller allows.** ``follow=False`` refuses a link outright
  (``O_NOFOLLOW``); with ``root``, the file actually opened must lie inside ``root`` once
  every link is resolved, checked on the open descriptor itself (``/proc/self/fd``), so a
  link swapped in after the check cannot lead out.
- **the cap holds while reading**: at most ``limit + 1`` bytes are ever read, in chunks,
  never the whole file first and then cut. A pipe (a build's output) is read the same
  way, against a deadline, keeping only its tail.

Every refusal is a ``FileRefused`` (an ``OSError``) whose message is one line naming the
file and why. Standard library only.
"""

from __future__ import annotations

import errno
import os
import select
import stat
import time
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

CHUNK = 64 * 1024


class Refusal(Enum):
    """Why a file is not read (the message says it in words)."""

    NOT_REGULAR = "not a regular file"
    LINK = "a link"
    OUTSIDE = "outside its folder"
    TOO_LARGE = "too large"
    NOT_TEXT = "not UTF-8 text"
    READ_ONLY = "read-only"  # a file not to be replaced (``files``)


class FileRefused(OSError):
    """A file this module will not read, or will not read further: ``str()`` says which
    and why in one line, ``why`` the same without the file's name."""

    def __init__(self, path: Path | str, why: str, refusal: Refusal) -> None:
        super().__init__(f"{path} {why}")
        self.path, self.why, self.refusal = path, why, refusal

    def __reduce__(self) -> tuple[type[FileRefused], tuple[Path | str, str, Refusal]]:
        return FileRefused, (self.path, self.why, self.refusal)


_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def _refuse_mode(path: Path | str, mode: int) -> None:
    if not stat.S_ISREG(mode):
        kind = next((f" ({name})" for test, name in _KINDS if test(mode)), "")
        raise FileRefused(path, f"is not a regular file{kind}", Refusal.NOT_REGULAR)


def _link(path: Path | str) -> FileRefused:
    return FileRefused(path, "is a link (links are not followed here)", Refusal.LINK)


def open_regular(
    path: Path | str,
    *,
    root: Path | str | None = None,
    follow: bool = True,
    append: bool = False,
) -> int:
    """A descriptor on ``path``, only if it is a regular file reached as allowed (the
    caller closes it); ``FileRefused`` otherwise, ``OSError`` if it cannot be opened.
    ``append``: opened for reading and appending (a journal, which resuming repairs)."""
    info = os.stat(path, follow_symlinks=follow)
    if not follow and stat.S_ISLNK(info.st_mode):
        raise _link(path)
    _refuse_mode(path, info.st_mode)
    if root is not None:
        _refuse_outside(os.path.realpath(path), path, root)
    flags = os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC
    flags |= os.O_RDWR | os.O_APPEND if append else os.O_RDONLY
    try:
        fd = os.open(path, flags | (0 if follow else os.O_NOFOLLOW))
    except OSError as problem:
        if problem.errno == errno.ELOOP and not follow:
            raise _link(path) from None
        raise
    try:
        _refuse_mode(path, os.fstat(fd).st_mode)
        if root is not None:
            _refuse_outside(_opened(fd, path), path, root)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _opened(fd: int, path: Path | str) -> str:
    """The real path of the file open on ``fd``."""
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:  # no /proc: the resolved path, if it is this very file
        resolved = os.path.realpath(path)
        there, here = os.stat(resolved), os.fstat(fd)
        if (there.st_dev, there.st_ino) != (here.st_dev, here.st_ino):
            raise _outside(path, "") from None
        return resolved


def _refuse_outside(real: str, path: Path | str, root: Path | str) -> None:
    top = os.path.realpath(root)
    if os.path.commonpath([top, real]) != top:
        raise _outside(path, root)


def _outside(path: Path | str, root: Path | str) -> FileRefused:
    where = f" {root}" if root else " its folder"
    return FileRefused(path, f"leads out of{where} (through a link)", Refusal.OUTSIDE)


def _read_upto(fd: int, count: int) -> bytes:
    chunks: list[bytes] = []
    left = count
    while left > 0:
        chunk = os.read(fd, min(left, CHUNK))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_open(fd: int, limit: int, name: Path | str) -> bytes:
    """Up to ``limit`` bytes from the current offset of ``fd``; ``FileRefused`` as soon as
    there are more (at most ``limit + 1`` are read)."""
    data = _read_upto(fd, limit + 1)
    if len(data) > limit:
        raise FileRefused(name, f"is larger than {limit:,} bytes", Refusal.TOO_LARGE)
    return data


def read_file(
    path: Path | str, limit: int, *, root: Path | str | None = None, follow: bool = True
) -> bytes:
    """The whole of ``path``, if it is a regular file of at most ``limit`` bytes reached
    as allowed (``follow``, ``root``: see the module's docstring)."""
    fd = open_regular(path, root=root, follow=follow)
    try:
        return read_open(fd, limit, path)
    finally:
        os.close(fd)


def read_head(
    path: Path | str, limit: int, *, root: Path | str | None = None, follow: bool = True
) -> bytes:
    """The first ``limit`` bytes of ``path`` (all of it if shorter), with the guards of
    ``read_file``: a look at a file that may be larger."""
    fd = open_regular(path, root=root, follow=follow)
    try:
        return _read_upto(fd, limit)
    finally:
        os.close(fd)


def read_text(
    path: Path | str, limit: int, *, root: Path | str | None = None, follow: bool = True
) -> str:
    """``read_file`` decoded as UTF-8 (a leading byte order mark dropped); text that is
    not UTF-8 is ``FileRefused`` too."""
    data = read_file(path, limit, root=root, follow=follow)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        why = f"is not UTF-8 text (byte {problem.start + 1})"
        raise FileRefused(path, why, Refusal.NOT_TEXT) from None


class Ended(Enum):
    """How reading a pipe ended."""

    EOF = "eof"  # every writer closed it
    CAP = "cap"  # more than the cap came: reading stopped there
    TIMEOUT = "timeout"  # the deadline passed first


@dataclass(frozen=True, slots=True)
class Drained:
    """What a pipe gave: its last ``keep`` bytes, how many came in all, how it ended."""

    tail: bytes
    total: int
    ended: Ended


def drain_pipe(fd: int, *, cap: int, keep: int, deadline: float) -> Drained:
    """Read ``fd`` (a pipe's reading end) until it ends, more than ``cap`` bytes have
    come, or ``time.monotonic()`` passes ``deadline``; memory holds at most about
    ``keep`` bytes plus a chunk, whatever the writer sends."""
    os.set_blocking(fd, False)
    kept = bytearray()
    total = 0
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return Drained(bytes(kept[-keep:]), total, Ended.TIMEOUT)
        ready, _, _ = select.select([fd], [], [], min(left, 0.5))
        if not ready:
            continue
        try:
            chunk = os.read(fd, CHUNK)
        except (BlockingIOError, InterruptedError):
            continue
        if not chunk:
            return Drained(bytes(kept[-keep:]), total, Ended.EOF)
        total += len(chunk)
        kept += chunk
        if len(kept) > 2 * keep + CHUNK:
            del kept[: len(kept) - keep]
        if total > cap:
            return Drained(bytes(kept[-keep:]), total, Ended.CAP)
