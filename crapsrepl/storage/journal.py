"""The session journal: every accepted command appended and flushed, so nothing is lost.

The file is JSON lines: ``{"table": {...}}`` holds a whole table (at the start, after a
``load``, and after a command whose outcome the saved table cannot replay because it does
not keep what was hidden, such as a card dealt from blackjack's shoe); ``{"command": "..."}``
is an accepted command that changed the table, and resuming replays nothing else. Resuming
restores the last table and replays the commands after it, which also brings the dice back
to the same position. ``{"note": {...}}`` is what a front end keeps beside the table (a
shared table's names and the keys that claimed them): never replayed, every one handed back
to the resumer, whichever table it came after.

Each line goes to the file in one ``write`` call, unbuffered, so a crash can tear only the
last line; resuming cuts a torn last line off (and says so) before it appends. A journal is
locked (``flock``) while a session holds it, so two sessions never write into one and
pruning never deletes a live one. If the disk fills up, the journal says so once, cuts its
own half-written line and stops; the session goes on without it.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, TypeVar

from .documents import BadDocument, parse_json
from .paths import state_dir
from .reader import FileRefused, open_regular, read_open

KEEP_JOURNALS = 20
MAX_JOURNAL_BYTES = 64 * 1024 * 1024


class Outcome(Protocol):
    """What the journal needs to know of a command's reply (the console's ``Reply``)."""

    @property
    def refused(self) -> bool: ...
    @property
    def changed(self) -> bool: ...
    @property
    def replaced_table(self) -> bool: ...
    @property
    def checkpoint(self) -> bool: ...


class Replayer(Protocol):
    """What replays commands on a table (the console's ``Controller``): storage sits below
    the console, so it is handed one rather than importing it."""

    def execute(self, line: str) -> Outcome: ...

    def replays(self, line: str) -> bool: ...


class Documented(Protocol):
    """A table that can write itself as a JSON document (a game's controller): the journal
    keeps any game's table without knowing which game it is."""

    def to_document(self) -> dict[str, object]: ...


R = TypeVar("R", bound=Replayer)


class JournalError(ValueError):
    """A journal that cannot be written or resumed."""


def _say(message: str) -> None:
    print(f"crapsrepl: {message}", file=sys.stderr, flush=True)


class Journal:
    """An open, locked journal file, written one whole line per ``os.write``."""

    def __init__(self, path: Path, fd: int, warn: Callable[[str], None] = _say) -> None:
        self.path = path
        self._fd: int | None = fd
        self._warn = warn
        self._good = os.lseek(fd, 0, os.SEEK_END)
        self.repaired = ""  # what resuming had to fix, for the caller to tell the user

    @classmethod
    def start(cls, path: Path, table: Documented) -> Journal:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            raise JournalError(f"{path} exists; use --resume {path} to continue it") from None
        except OSError as problem:
            raise JournalError(f"cannot write the journal {path}: {problem.strerror}") from None
        _lock(fd, path)
        journal = cls(path, fd)
        try:
            journal.checkpoint(table)
        except ValueError as problem:  # the table cannot be written (a seal that cannot be made)
            journal.close()
            path.unlink(missing_ok=True)
            raise JournalError(f"cannot write the journal {path}: {problem}") from None
        return journal

    @property
    def working(self) -> bool:
        return self._fd is not None

    def _write(self, entry: dict[str, object]) -> None:
        if self._fd is None:
            return
        data = (json.dumps(entry, separators=(",", ":")) + "\n").encode("utf-8")
        try:
            written = 0
            while written < len(data):
                written += os.write(self._fd, data[written:])
        except OSError as problem:
            self._give_up(problem)
            return
        self._good += len(data)

    def _give_up(self, problem: OSError) -> None:
        """Cut the half-written line, close, and say it once; what was written stays."""
        assert self._fd is not None
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, self._good)
        self.close()
        self._warn(
            f"cannot write the journal {self.path} ({problem.strerror or problem}); going on "
            "without it. It holds the session up to the last command; `save` keeps the rest."
        )

    def checkpoint(self, table: Documented) -> None:
        self._write({"table": table.to_document()})

    def note(self, entry: dict[str, object]) -> None:
        self._write({"note": entry})

    def record(self, line: str, reply: Outcome, table: Documented) -> None:
        if reply.refused or not reply.changed:
            return
        if reply.replaced_table or reply.checkpoint:
            self.checkpoint(table)
        else:
            self._write({"command": line})

    def close(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.close(fd)


def _lock(fd: int, path: Path) -> None:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise JournalError(f"{path} is in use by another crapsrepl session") from None


def journal_folder() -> Path:
    return state_dir() / "journals"


def latest() -> Path:
    """The newest journal in the state dir (``--resume last``)."""
    try:
        journals = sorted(journal_folder().glob("session-*.jsonl"), key=lambda p: p.stat().st_mtime)
    except OSError:
        journals = []
    if not journals:
        raise JournalError(f"no journal to resume in {journal_folder()}")
    return journals[-1]


def default_path() -> Path:
    folder = journal_folder()
    _prune(folder)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return folder / f"session-{stamp}-{os.getpid()}.jsonl"


def _prune(folder: Path) -> None:
    """Keep the newest journals only, so a state dir does not grow without end; a journal
    a running session holds (locked) is never deleted."""
    try:
        journals = sorted(folder.glob("session-*.jsonl"), key=lambda p: p.stat().st_mtime)
    except OSError:
        return
    for old in journals[: max(0, len(journals) - KEEP_JOURNALS + 1)]:
        with contextlib.suppress(OSError):
            fd = os.open(old, os.O_RDONLY)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                old.unlink()
            finally:
                os.close(fd)


def resume(
    path: Path, start: Callable[[object], R], notes: Callable[[object], None] | None = None
) -> tuple[R, Journal, int]:
    """The replayer ``start`` makes of the last table document in ``path`` (ValueError if
    it cannot), after replaying the commands since; the journal reopened (locked) for
    appending; how many were replayed. Each note in the file goes to ``notes``, in order."""
    try:
        fd = open_regular(path, append=True)
    except FileRefused as problem:
        raise JournalError(str(problem)) from None
    except OSError as problem:
        raise JournalError(f"cannot read the journal {path}: {problem.strerror}") from None
    try:
        _lock(fd, path)
        controller, replayed, repaired = _replay(fd, path, start, notes or _ignore)
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise
    journal = Journal(path, fd)
    journal.repaired = repaired
    return controller, journal, replayed


def _starts_as_journal(first: bytes) -> bool:
    """A whole first line holding a table: only then is the file a journal, and only a
    journal is ever repaired (a file given by mistake is never written)."""
    try:
        entry = parse_json(first)
    except BadDocument:
        return False
    return isinstance(entry, dict) and "table" in entry


def _ignore(note: object) -> None:
    pass


def _replay(
    fd: int, path: Path, start: Callable[[object], R], notes: Callable[[object], None]
) -> tuple[R, int, str]:
    try:
        data = read_open(fd, MAX_JOURNAL_BYTES, path)
    except FileRefused as problem:
        raise JournalError(str(problem)) from None
    lines = data.split(b"\n")
    if not _starts_as_journal(lines[0] if len(lines) > 1 else b""):
        raise JournalError(f"{path} is not a crapsrepl journal")  # and it is left as it was
    repaired = ""
    if lines[-1]:  # the last line has no newline: a crash cut it short
        try:
            parse_json(lines[-1])
            os.write(fd, b"\n")
            lines.append(b"")
            repaired = f"{path}: its last line had no line end; added one"
        except BadDocument:
            os.ftruncate(fd, len(data) - len(lines[-1]))
            lines[-1] = b""
            repaired = (
                f"{path}: dropped its last line, cut short by a crash "
                "(the command it held was not replayed)"
            )
    entries: list[object] = []
    kept: list[object] = []
    for number, line in enumerate(lines[:-1], start=1):
        try:
            entry = parse_json(line)
        except BadDocument:
            raise JournalError(f"{path}:{number}: damaged journal line") from None
        if isinstance(entry, dict) and set(entry) == {"note"}:
            kept.append(entry["note"])
            continue
        if isinstance(entry, dict) and "table" in entry:
            entries = []
        entries.append(entry)
    if not entries or not (isinstance(entries[0], dict) and "table" in entries[0]):
        raise JournalError(f"{path} is not a crapsrepl journal")
    try:
        controller = start(entries[0]["table"])
    except ValueError as problem:
        raise JournalError(f"{path}: {problem}") from None
    for entry in entries[1:]:
        command = entry.get("command") if isinstance(entry, dict) else None
        if not isinstance(command, str) or not controller.replays(command):
            # a genuine journal holds only commands that changed the table: never a save,
            # a load, a view or quit, which a forged one could use to write a file
            raise JournalError(f"{path}: entry {entry!r} is not a command that changes a table")
        if controller.execute(command).refused:
            raise JournalError(f"{path}: entry {entry!r} does not replay")
    for note in kept:
        notes(note)
    return controller, len(entries) - 1, repaired
