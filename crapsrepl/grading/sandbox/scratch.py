"""A fresh copy of a submission for every run, and the command's paths pointed at it.

The copy keeps regular files, folders and symbolic links (as links: never their targets,
which could be the instructor's files); anything else (FIFOs, devices, sockets) is left out.
A copy that would be larger than a cap is refused before anything is copied, so pointing
``--submission`` at a home folder by mistake fails fast instead of filling the disk.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Sequence
from pathlib import Path

MAX_COPY_BYTES = 200 * 1024 * 1024
MAX_COPY_FILES = 20_000


class SandboxError(OSError):
    """The program cannot be run as asked (no sandbox, a submission too big to copy, ...)."""


def fresh_copy(submission: Path | None) -> Path:
    """A new scratch folder: ``submission/`` (a copy, empty when there is none), ``home/``
    and ``tmp/`` (used when no sandbox gives the program its own)."""
    top = Path(tempfile.mkdtemp(prefix="crapsrepl-run-"))
    try:
        for name in ("submission", "home", "tmp"):
            (top / name).mkdir()
        if submission is not None:
            _census(submission, [0, 0], top)
            _copy_tree(submission, top / "submission", [0, 0], top)
    except BaseException:
        remove(top)
        raise
    return top


def copy_tree(source: Path, target: Path) -> None:
    """``source`` into the existing folder ``target``, with the same care and caps."""
    _census(source, [0, 0], target)
    _copy_tree(source, target, [0, 0], target)


def _charge(used: list[int], size: int) -> None:
    """One more entry, of ``size`` bytes, against the caps (``used``: bytes, entries)."""
    used[1] += 1
    if used[1] > MAX_COPY_FILES:
        raise SandboxError(f"submission has more than {MAX_COPY_FILES} files")
    used[0] += size
    if used[0] > MAX_COPY_BYTES:
        raise SandboxError(f"submission is larger than {MAX_COPY_BYTES // 2**20} MB")


def _census(source: Path, used: list[int], skip: Path) -> None:
    """The caps, checked before anything is written: a submission over them is refused in
    the time it takes to list it, not after copying (then deleting) 20,000 files. The copy
    checks them again as it goes (the folder may change in between)."""
    with os.scandir(source) as entries:
        for entry in entries:
            if entry.path == str(skip):
                continue
            info = entry.stat(follow_symlinks=False)
            _charge(used, info.st_size if stat.S_ISREG(info.st_mode) else 0)
            if stat.S_ISDIR(info.st_mode):
                _census(Path(entry.path), used, skip)


def _copy_tree(source: Path, target: Path, used: list[int], skip: Path) -> None:
    for entry in os.scandir(source):
        if entry.path == str(skip):  # a submission holding the temporary folder
            continue
        info = entry.stat(follow_symlinks=False)
        mode = info.st_mode
        _charge(used, info.st_size if stat.S_ISREG(mode) else 0)
        destination = target / entry.name
        if stat.S_ISLNK(mode):
            os.symlink(os.readlink(entry.path), destination)
        elif stat.S_ISDIR(mode):
            destination.mkdir()
            _copy_tree(Path(entry.path), destination, used, skip)
        elif stat.S_ISREG(mode):
            shutil.copyfile(entry.path, destination, follow_symlinks=False)
            os.chmod(destination, stat.S_IMODE(mode) | stat.S_IRUSR | stat.S_IWUSR)


def remove(scratch: Path) -> None:
    """Delete a scratch folder, whatever the program did to its permissions. Nothing is
    followed: only real folders inside it are made writable again, never a link's target
    (a link to the instructor's file, in a folder the program made read-only)."""

    def unlock(_function: object, path: str, _error: object) -> None:
        if not Path(path).is_relative_to(scratch):
            return
        _writable(os.path.dirname(path))
        try:
            if _writable(path):  # a real folder: empty it too
                shutil.rmtree(path, onerror=unlock)
            else:
                os.unlink(path)
        except OSError:
            pass

    shutil.rmtree(scratch, onerror=unlock)


def _writable(folder: str) -> bool:
    """``chmod 700`` the folder itself, never a link's target (opened with O_NOFOLLOW, so a
    folder swapped for a link meanwhile is refused too); False if it is not a folder."""
    try:
        handle = os.open(folder, os.O_PATH | os.O_NOFOLLOW | os.O_DIRECTORY)
    except OSError:
        return False
    try:
        os.chmod(f"/proc/self/fd/{handle}", 0o700)
    except OSError:
        pass
    finally:
        os.close(handle)
    return True


class Value(str):
    """A word handed to a program as it is, never looked up as a path: a transcript's
    option value (``--shoe`` with 90 cards), a build's script. Looking one up once made a
    correct program ``cannot start: [Errno 36] File name too long``, and would let a value
    tell apart the grader's files; only the words of the command itself are paths."""

    __slots__ = ()


def _existing(arg: str, *, file: bool = False) -> Path | None:
    """``arg`` resolved, if it may be a path and names something that exists (a file, with
    ``file``); None for a value, an option, or a word that cannot be a path at all (too
    long, a loop of links, not ours to look at)."""
    if isinstance(arg, Value) or not arg or arg.startswith("-") or "\0" in arg:
        return None
    path = Path(arg)
    try:
        found = path.is_file() if file else path.exists()
        return path.resolve() if found else None
    except (OSError, RuntimeError):  # ENAMETOOLONG, ELOOP, EACCES; a link loop in resolve
        return None


def submission_of(argv: Sequence[str], shared_roots: Sequence[Path]) -> Path | None:
    """The folder a command's own files live in: that of the first argument naming an
    existing file outside the system and runtime folders the sandbox shows anyway.
    ``python3 student/main.py`` gives ``student``; ``python3 -m pkg`` and ``java -cp . M``
    give None (folders are never guessed: say ``--submission``)."""
    for arg in argv:
        resolved = _existing(arg, file=True)
        if resolved is not None and not any(resolved.is_relative_to(r) for r in shared_roots):
            return resolved.parent
    return None


def translate(argv: Sequence[str], submission: Path | None, inside: str) -> list[str]:
    """Arguments naming the submission or a path in it, rewritten to the copy's path; a
    relative program path outside it made absolute (the program starts in the copy). A
    ``Value`` is never looked at."""
    result = []
    for index, arg in enumerate(argv):
        resolved = _existing(arg)
        if resolved is None:
            result.append(str(arg))
        elif submission is not None and resolved.is_relative_to(submission):
            relative = resolved.relative_to(submission).as_posix()
            result.append(inside if relative == "." else f"{inside}/{relative}")
        elif index == 0 and "/" in arg:
            result.append(os.path.abspath(arg))
        else:
            result.append(str(arg))
    return result
