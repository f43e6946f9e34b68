"""Standard streams for piped play, set up so no input or output can fail on encoding."""

from __future__ import annotations

import io
import sys
from typing import TextIO


def piped_streams() -> tuple[io.TextIOWrapper, TextIO]:
    """Stdin as UTF-8 that never fails to decode; stdout that never fails to encode."""
    lines = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline=None)
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="backslashreplace")
    return lines, out
