"""How the harness says it failed: an exception as one printable line.

Whatever raised it (a parser, the file system, the explorer), the line goes into a CSV
cell, a report and a student's Gradescope feedback, so it is cut short and holds no
control characters or line breaks.
"""

from __future__ import annotations

WIDTH = 300


def one_line(problem: BaseException, width: int = WIDTH) -> str:
    """``Type: message``, the message made printable and cut to ``width`` characters."""
    text = " ".join("".join(c if c.isprintable() else " " for c in str(problem)).split())
    text = text if len(text) <= width else text[: width - 3] + "..."
    return f"{type(problem).__name__}: {text}" if text else type(problem).__name__
