"""The session journal: every accepted command appended and flushed, so nothing is lost.

The file is JSON lines: ``{"table": {...}}`` holds a whole table (at the start, and after a
``load``); ``{"command": "..."}`` is an accepted command that changed the table. Resuming
restores the last table and replays the commands after it, which also brings the dice back
to the same position. A last line cut short by a crash is ignored.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, Protocol, TypeVar

from ..craps.errors import GameError
from .documents import from_document, to_document
from .paths import state_dir
from .persist import LoadError

KEEP_JOURNALS = 20


class Outcome(Protocol):
    """What the journal needs to know of a command's reply (the console's ``Reply``)."""

    @property
    def refused(self) -> bool: ...
    @property
    def changed(self) -> bool: ...
    @property
    def replaced_table(self) -> bool: ...


class Replayer(Protocol):
    """What replays commands on a table (the console's ``Controller``): storage sits below
    the console, so it is handed one rather than importing it."""

    def execute(self, line: str) -> Outcome: ...


R = TypeVar("R", bound=Replayer)


class JournalError(GameError):
    """A journal that cannot be written or resumed."""


class Journal:
    def __init__(self, path: Path, stream: IO[str]) -> None:
        self.path = path
        self._stream = stream

    @classmethod
    def start(cls, path: Path, game: Any) -> Journal:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            stream = path.open("x", encoding="utf-8")
        except FileExistsError:
            raise JournalError(f"{path} exists; use --resume {path} to continue it") from None
        except OSError as problem:
            raise JournalError(f"cannot write the journal {path}: {problem.strerror}") from None
        journal = cls(path, stream)
        journal.checkpoint(game)
        return journal

    def _write(self, entry: dict[str, object]) -> None:
        self._stream.write(json.dumps(entry, separators=(",", ":")) + "\n")
        self._stream.flush()

    def checkpoint(self, game: Any) -> None:
        self._write({"table": to_document(game)})

    def record(self, line: str, reply: Outcome, game: Any) -> None:
        if reply.refused or not reply.changed:
            return
        if reply.replaced_table:
            self.checkpoint(game)
        else:
            self._write({"command": line})

    def close(self) -> None:
        self._stream.close()


def default_path() -> Path:
    folder = state_dir() / "journals"
    _prune(folder)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return folder / f"session-{stamp}-{os.getpid()}.jsonl"


def _prune(folder: Path) -> None:
    """Keep the newest journals only, so a state dir does not grow without end."""
    try:
        journals = sorted(folder.glob("session-*.jsonl"), key=lambda p: p.stat().st_mtime)
        for old in journals[: max(0, len(journals) - KEEP_JOURNALS + 1)]:
            old.unlink()
    except OSError:
        pass


def resume(path: Path, start: Callable[[Any], R]) -> tuple[R, Journal, int]:
    """The replayer ``start`` makes for the table rebuilt from ``path``, after replaying the
    commands since; the journal reopened for appending; how many commands were replayed."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as problem:
        raise JournalError(f"cannot read the journal {path}: {problem}") from None
    entries = []
    for number, line in enumerate(lines, start=1):
        try:
            entries.append(json.loads(line))
        except json.JSONDecodeError:
            if number == len(lines):
                break  # cut short by a crash mid-write
            raise JournalError(f"{path}:{number}: damaged journal line") from None
    starts = [i for i, e in enumerate(entries) if isinstance(e, dict) and "table" in e]
    if not starts:
        raise JournalError(f"{path} is not a crapsrepl journal")
    try:
        controller = start(from_document(entries[starts[-1]]["table"]))
    except LoadError as problem:
        raise JournalError(f"{path}: {problem}") from None
    replayed = 0
    for entry in entries[starts[-1] + 1 :]:
        command = entry.get("command") if isinstance(entry, dict) else None
        if not isinstance(command, str) or controller.execute(command).refused:
            raise JournalError(f"{path}: entry {entry!r} does not replay")
        replayed += 1
    stream = path.open("a", encoding="utf-8")
    if lines and not path.read_text(encoding="utf-8").endswith("\n"):
        stream.write("\n")
    return controller, Journal(path, stream), replayed
