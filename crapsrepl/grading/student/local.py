"""A submission's own ``grading.toml``: how its program is started and its methods named.

Only the interface keys are read (``INTERFACE_KEYS``, each a ``grade`` option of the same
name); the file is read capped, never through a link or from a device, and a bad one is
that student's ``config-error`` with the reason. It fills in only what the instructor's
settings leave unset (for ``getter`` and ``method``, the names the instructor did not
map): the instructor's file wins. Whatever it names still runs in the sandbox.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ...storage.documents import BadDocument, parse_toml
from ...storage.reader import FileRefused, Refusal
from .entry import EntryOptions
from .naming import pairs
from .reading import read_whole

LOCAL_FILE = "grading.toml"
LOCAL_CAP = 16 * 1024
# key -> EntryOptions field; the repeatable ones are lists of NAME=METHOD.
INTERFACE_KEYS = {
    "entry": "entry",
    "cmd-template": "cmd_template",
    "build": "build",
    "java-class": "java_class",
    "python-class": "python_class",
    "method": "methods",
    "getter": "getters",
}
REPEATABLE = ("method", "getter")


def _name(text: str, extra: str = "", inner: str = "") -> bool:
    """An ASCII letter, ``_`` or one of ``extra`` first, then word characters or ``extra``
    or ``inner`` (the shapes below, written out rather than matched by a pattern)."""
    first = text[:1]
    if not first or not (first.isascii() and first.isalpha() or first in "_" + extra):
        return False
    return all(c.isalnum() or c in "_" + extra + inner for c in text[1:])


def _java_name(value: str) -> bool:
    return all(_name(part, "$") for part in value.split("."))


def _python_class(value: str) -> bool:
    module, colon, name = value.partition(":")
    return bool(colon) and _name(module, inner=".") and _name(name)


def _mapping(value: str) -> bool:
    key, equals, method = value.partition("=")
    return bool(equals) and _name(key) and _name(method, "$")


def _entry(value: str) -> bool:
    """A relative path inside the submission: word characters, ``.``, ``/``, ``-``."""
    allowed = all(c.isalnum() or c in "_./-" for c in value)
    return allowed and bool(value) and not value.startswith("/") and ".." not in value.split("/")


def interface_problem(key: str, value: str) -> str | None:
    """What is wrong with one interface value, or None (the options check the same)."""
    if key == "java-class" and not _java_name(value):
        return f"{value!r} is not a Java class name"
    if key == "python-class" and not _python_class(value):
        return "write MODULE:NAME, e.g. table:DiceTable"
    if key in REPEATABLE and not _mapping(value):
        what = "QUERY" if key == "getter" else "COMMAND"
        return f"{value!r}: write {what}=METHOD, e.g. chips=getBalance or bet=wager"
    if key == "cmd-template" and "{dir}" not in value and "{out}" not in value:
        return "must contain {dir} (the submission's folder) or {out} (its build folder)"
    if key == "entry" and not _entry(value):
        return f"{value!r}: a file inside the submission, e.g. src/main.py"
    return None


def read_local(folder: Path) -> dict[str, str | list[str]] | str | None:
    """The submission's interface keys, None without a ``grading.toml``, or the problem."""
    path = folder / LOCAL_FILE
    if not path.exists() and not path.is_symlink():
        return None
    try:
        data = read_whole(folder, LOCAL_FILE, LOCAL_CAP)
    except FileRefused as refused:
        if refused.refusal is Refusal.TOO_LARGE:
            return f"{LOCAL_FILE}: larger than {LOCAL_CAP} bytes"
        return f"{LOCAL_FILE}: not a regular file (a link or a device is not read)"
    except OSError as unreadable:
        return f"{LOCAL_FILE}: cannot read it: {unreadable.strerror or unreadable}"
    try:
        table = parse_toml(data)
    except BadDocument as error:
        return f"{LOCAL_FILE}: not TOML: {error}"
    found: dict[str, str | list[str]] = {}
    for key, value in table.items():
        if key not in INTERFACE_KEYS:
            allowed = ", ".join(INTERFACE_KEYS)
            return f"{LOCAL_FILE}: key {key!r} is not allowed (allowed: {allowed})"
        values = value if key in REPEATABLE and isinstance(value, list) else [value]
        if not all(isinstance(v, str) for v in values):
            lists = " or a list of them" if key in REPEATABLE else ""
            return f"{LOCAL_FILE}: {key}: write a string{lists}"
        for v in values:
            problem = interface_problem(key, v)
            if problem:
                return f"{LOCAL_FILE}: {key}: {problem}"
        found[key] = list(values) if key in REPEATABLE else values[0]
    return found


def with_local(options: EntryOptions, local: dict[str, str | list[str]]) -> EntryOptions:
    """``options`` with what the instructor left unset filled in from ``local``."""
    changes: dict[str, object] = {}
    for key, value in local.items():
        field = INTERFACE_KEYS[key]
        mine = getattr(options, field)
        if key in REPEATABLE:
            theirs = pairs(value if isinstance(value, list) else [value])
            kept = {k: v for k, v in theirs.items() if k not in pairs(mine)}
            changes[field] = (*(f"{k}={v}" for k, v in kept.items()), *mine)
        elif mine is None:
            changes[field] = value
    return replace(options, **changes)  # type: ignore[arg-type]
