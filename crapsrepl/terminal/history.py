"""The prompt's history, kept in the user's state folder across sessions (up arrow,
suggestions), with nothing in it the parser would refuse."""

from __future__ import annotations

from collections.abc import Iterable

from prompt_toolkit.history import FileHistory, History, InMemoryHistory

from ..console.text import MAX_LINE
from ..storage.paths import history_file


class BoundedHistory(FileHistory):
    """The history file, without lines longer than the parser takes (``MAX_LINE``): such
    a line is refused anyway, and a long one would be kept and searched on every key."""

    def load_history_strings(self) -> Iterable[str]:
        return (line for line in super().load_history_strings() if len(line) <= MAX_LINE)

    def append_string(self, string: str) -> None:
        if len(string) <= MAX_LINE:
            super().append_string(string)


def open_history() -> History:
    path = history_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(exist_ok=True)
    except OSError:
        return InMemoryHistory()
    return BoundedHistory(str(path))
