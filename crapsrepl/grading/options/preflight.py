"""Checks made before any grading starts, so a bad option never costs a whole class run."""

from __future__ import annotations

import os
import shlex
from pathlib import Path


def command_problem(option: str, text: str | None) -> str | None:
    """Why a ``--cmd``-like option cannot be run, or None."""
    if text is None:
        return None
    try:
        words = shlex.split(text)
    except ValueError as problem:
        return f"{option}: cannot split {text!r}: {problem}"
    return None if words else f"{option} is empty: give the program to run"


def writable_problem(option: str, name: str | None) -> str | None:
    """Why a report cannot be written at ``name``, or None. Tried for real (opened for
    append, removed again when it did not exist), as permission bits can mislead."""
    if name is None or name == "-":
        return None
    path = Path(name)
    if path.is_dir():
        return f"{option}: {name} is a folder"
    existed = path.exists()
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as problem:
        return f"{option}: cannot write {name}: {problem.strerror or problem}"
    if not existed:
        os.unlink(path)
    return None
