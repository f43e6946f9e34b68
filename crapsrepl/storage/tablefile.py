"""A saved table on disk, for every game: the one hardened path from a document to a file
and back. Each game turns its table into a JSON document and checks one on the way in;
this module alone touches the file, so every game gets every guard of ``files`` (atomic
and durable replacement, nothing but a regular file replaced, no temporary file left
behind), of ``reader`` (regular files only, capped while read, no pipes or
devices) and of ``documents`` (no huge numbers, no deep nesting, no NaN)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from .documents import BadDocument, parse_json
from .files import write_atomic
from .reader import FileRefused, read_file

T = TypeVar("T")

MAX_TABLE_BYTES = 4_000_000


class TableFileError(ValueError):
    """A table file that cannot be written or read; the message says why, in one line."""


def save_document(document: dict[str, object], path: Path | str) -> None:
    target = Path(path)
    text = json.dumps(document, indent=1) + "\n"
    try:
        write_atomic(target, text)
    except FileRefused as problem:
        raise TableFileError(f"cannot save: {problem}") from None
    except OSError as problem:
        raise TableFileError(f"cannot save to {target}: {problem.strerror or problem}") from None


def load_document(path: Path | str) -> object:
    """The JSON value in the file; whether it is a table is for the game to check."""
    try:
        data = read_file(path, MAX_TABLE_BYTES)
    except FileRefused as problem:
        raise TableFileError(f"cannot load: {problem}") from None
    except OSError as problem:
        raise TableFileError(f"cannot read {path}: {problem.strerror or problem}") from None
    try:
        return parse_json(data)
    except BadDocument as problem:
        raise TableFileError(f"{path} is damaged: {problem}") from None


def save_table(
    document: dict[str, object], path: Path | str, refused: Callable[[str], Exception]
) -> None:
    """``save_document``, its refusal raised as the game's own error (for the Python API)."""
    try:
        save_document(document, path)
    except TableFileError as problem:
        raise refused(str(problem)) from None


def load_table(
    path: Path | str, build: Callable[[object], T], refused: Callable[[str], Exception]
) -> T:
    """A game's table from a file, by its ``build`` (``from_document``); a file that
    cannot be read is the game's own error too."""
    try:
        document = load_document(path)
    except TableFileError as problem:
        raise refused(str(problem)) from None
    return build(document)
