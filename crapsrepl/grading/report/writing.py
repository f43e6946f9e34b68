"""Every report file is written here: text and JSON that never hold a lone surrogate,
each file replaced atomically.

A folder or file name that is not valid UTF-8 reaches Python with each bad byte as a
lone surrogate (PEP 383: the byte 0xE9 is ``\\udce9``). JSON would carry it as the escape
``"\\udce9"``, which strict readers reject, and UTF-8 cannot encode it at all. Here each
lone surrogate is written as the six characters ``\\udce9`` (a backslash, then its code),
as the terminal and the CSV already show it, so one folder has one name in every report.
``without_surrogates`` is the one function every report field goes through: the JSON
reports and Gradescope's through ``write_document``, text files through ``write_text``,
CSV cells and JUnit XML through ``escaping`` (``csv_cell``, ``xml_text``), which call it
first (``tests/grading/test_report_names.py`` parses every kind strictly).
"""

from __future__ import annotations

import json
from pathlib import Path

from ...storage.files import write_atomic


def without_surrogates(text: str) -> str:
    """``text`` with each lone surrogate written as its escape (``\\udce9``)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _clean(value: object) -> object:
    if isinstance(value, str):
        return without_surrogates(value)
    if isinstance(value, dict):
        return {_clean(key): _clean(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(item) for item in value]
    return value


def write_document(path: Path, document: object) -> None:
    """``document`` as indented JSON, every string in it without lone surrogates."""
    write_atomic(path, json.dumps(_clean(document), indent=2) + "\n")


def write_text(path: Path, text: str) -> None:
    write_atomic(path, without_surrogates(text))
