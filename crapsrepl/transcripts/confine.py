"""Where a transcript's ``save`` and ``load`` may reach while it is replayed.

A transcript is a test anyone may hand over (an instructor's, a student's, one from the
web); replaying it must not write or read the user's files. So during ``check``, ``grade``
and pytest a path must be relative and stay below its folder: ``save`` writes into a fresh
scratch folder deleted after the replay, ``load`` reads from that scratch folder, or else
from the transcript's own folder (a table saved next to the transcript as a fixture).
Symbolic links are followed before the check, so a link cannot lead out either.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path, PurePath

from ..console.controller import PathRefused

REFUSAL = (
    "a transcript saves and loads only files in its own folder "
    "(a relative path without '..'), not {path!r}"
)


class ReplayFiles:
    """The file policy a replay's controller is given (see ``console.controller``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._scratch: Path | None = None

    def __call__(self, typed: str, writing: bool) -> str:
        relative = PurePath(typed)
        if not typed or relative.is_absolute() or ".." in relative.parts:
            raise PathRefused(REFUSAL.format(path=typed))
        scratch = self._scratch_folder() / relative
        if writing or scratch.exists():
            return str(_inside(scratch, self._scratch_folder(), typed))
        return str(_inside(self.folder / relative, self.folder, typed))

    def _scratch_folder(self) -> Path:
        if self._scratch is None:
            self._scratch = Path(tempfile.mkdtemp(prefix="crapsrepl-replay-"))
        return self._scratch

    def close(self) -> None:
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None


def _inside(path: Path, root: Path, typed: str) -> Path:
    if not path.resolve().is_relative_to(root.resolve()):
        raise PathRefused(REFUSAL.format(path=typed))
    return path
