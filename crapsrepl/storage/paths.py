"""Where per-user files live (history, journal), following the XDG base directories."""

from __future__ import annotations

import os
from pathlib import Path


def state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "crapsrepl"


def history_file() -> Path:
    return state_dir() / "history"
