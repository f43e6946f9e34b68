"""Finding transcript files and reading them: the one path from a file on disk to a
``Transcript`` (``format`` parses the text; this module decides what is read and how)."""

from __future__ import annotations

import os
from pathlib import Path

from ..console.games import suffixes
from ..storage.reader import FileRefused, read_text
from .format import Transcript, TranscriptError, parse_text

MAX_TRANSCRIPT_BYTES = 4_000_000  # the longest in transcripts/ is about 3 kB


def load(path: Path | str, root: Path | None = None) -> Transcript:
    """The transcript in ``path``, read by the one reader of untrusted files: a regular
    file only (a named pipe or a device is refused, never waited on or read), at most
    ``MAX_TRANSCRIPT_BYTES``, and with ``root`` (the folder it was found in) never
    through a link leading out of that folder. Its suffix must name an installed game: a
    file of another kind is refused before it is read, not played as the default game's."""
    path = Path(path)
    if not path.name.endswith(suffixes()):
        known = ", ".join(f"*{suffix}" for suffix in suffixes())
        raise TranscriptError(path, 0, f"not a transcript: its suffix names no game ({known})")
    try:
        text = read_text(path, MAX_TRANSCRIPT_BYTES, root=root)
    except FileRefused as problem:
        raise TranscriptError(path, 0, f"cannot read: it {problem.why}") from None
    except OSError as problem:
        raise TranscriptError(path, 0, f"cannot read: {problem.strerror or problem}") from None
    return parse_text(text, path)


def discover(paths: list[str]) -> list[Path]:
    """Transcript files named directly, and every transcript (``*.NAME`` for each game)
    under named directories."""
    return [path for path, _ in discover_in(paths)]


def discover_in(paths: list[str]) -> list[tuple[Path, Path | None]]:
    """``discover``'s files, each with the folder it was found under (None: named
    directly), for ``load``'s ``root``. Folders are walked without recursion and links to
    folders are not followed, so no depth of folders nor a loop of links can stop it."""
    found: list[tuple[Path, Path | None]] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            found.extend((p, path) for p in _under(path))
        else:
            found.append((path, None))
    return found


def _under(folder: Path) -> list[Path]:
    files: list[Path] = []
    waiting = [folder]
    while waiting:
        try:
            entries = list(os.scandir(waiting.pop()))
        except OSError:
            continue  # a folder that cannot be listed holds nothing found (as rglob)
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                waiting.append(Path(entry.path))
            elif entry.name.endswith(tuple(suffixes())):
                files.append(Path(entry.path))
    return sorted(files)
