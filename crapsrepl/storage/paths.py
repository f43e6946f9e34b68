"""Where per-user files live (history, journal, the seal key), following the XDG base
directories."""

from __future__ import annotations

import os
from pathlib import Path


def state_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "crapsrepl"


def history_file() -> Path:
    return state_dir() / "history"


def seal_key_file() -> Path:
    """The key that seals what saved tables keep hidden (``storage.seal``): private to
    the user (mode 0600), made on first use."""
    return state_dir() / "seal.key"
