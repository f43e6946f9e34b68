"""pytest plugin: every transcript (``*.craps``, ``*.blackjack``) under the test paths is
one test item.

Registered through the ``pytest11`` entry point, so installing crapsrepl is enough for
``pytest transcripts/`` (or an instructor's folder) to replay transcripts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ..console.games import suffixes
from .files import load
from .format import TranscriptError
from .replay import failed_facts, first_mismatch, replay


class TranscriptFailed(Exception):
    """A transcript whose output differs; carries the report lines."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix in suffixes():
        return TranscriptFile.from_parent(parent, path=file_path)
    return None


class TranscriptFile(pytest.File):
    def collect(self) -> list[pytest.Item]:
        return [TranscriptItem.from_parent(self, name=self.path.name)]


class TranscriptItem(pytest.Item):
    def runtest(self) -> None:
        transcript = load(self.path)
        mismatch = first_mismatch(transcript, replay(transcript))
        facts = [f"{self.path}:{fact.line}: {fact.text()}" for fact in failed_facts(transcript)]
        if mismatch is not None or facts:
            raise TranscriptFailed([*(mismatch.diff(str(self.path)) if mismatch else []), *facts])

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, TranscriptFailed | TranscriptError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"transcript {self.path.name}"
