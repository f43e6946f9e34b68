"""Lines made to fit the terminal's width, so nothing is left to the terminal's own wrapping.

A terminal wraps a long line at its last column, mid-word, back at column 0: help's rows
lose their columns (``[prop]`` split at 110 columns) and a drawn table becomes a jumble
below 80. Here a drawn table too wide for the window is replaced by one line saying what
it needs, and any other long line is wrapped at spaces, its continuation lines indented
under the text they continue (help's summary column). Piped output never comes here: it
keeps its lines whole, as transcripts hold them.
"""

from __future__ import annotations

import re
import shutil
import textwrap
import unicodedata
from collections.abc import Iterable

from ..console.events import TableDrawn

NARROWEST = 20  # columns: a narrower window is laid out as if it had this many
ROOM = 30  # columns a continuation line keeps for text at least, however deep its indent
_GAP = re.compile(r"\S( {2,})\S")  # a column gap: two or more spaces between words


def fit(event: object, lines: list[str], columns: int) -> list[str]:
    """``lines`` (one event's, rendered) as a window ``columns`` wide shows them readably."""
    columns = max(columns, NARROWEST)
    need = max((width(line) for line in lines), default=0)
    if need <= columns:
        return lines
    if isinstance(event, TableDrawn):
        return wrap(
            f"The drawn table needs {need} columns and this window has {columns}: "
            "widen it, or type status for the same as text.",
            columns,
        )
    return [piece for line in lines for piece in wrap(line, columns)]


def width(text: str) -> int:
    """Columns ``text`` takes at a terminal: wide (CJK) characters take two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def wrap(line: str, columns: int) -> list[str]:
    """``line`` broken at spaces into pieces at most ``columns`` wide; a word wider than
    the room is cut. Continuation lines start under the line's text column."""
    if width(line) <= columns:
        return [line]
    indent = hanging_indent(line, columns)
    pieces: list[str] = []
    rest, room = line, columns
    while width(rest) > room:
        cut = _cut(rest, room)
        pieces.append(rest[:cut].rstrip(" "))
        rest, room = rest[cut:].lstrip(" "), columns - indent
    pieces.append(rest)
    return [pieces[0], *(" " * indent + piece for piece in pieces[1:] if piece)]


def hanging_indent(line: str, columns: int) -> int:
    """Where continuation lines start: the column after a line's first gap of two or more
    spaces (help's summary column) when that leaves ``ROOM`` for the text; else two past
    the line's own leading spaces."""
    gap = _GAP.search(line)
    if gap is not None and width(line[: gap.end(1)]) <= columns - ROOM:
        return width(line[: gap.end(1)])
    leading = len(line) - len(line.lstrip(" "))
    return min(leading + 2, columns // 2)


def _cut(text: str, room: int) -> int:
    """Where to break ``text`` so its first piece is at most ``room`` wide: at the last
    space that fits, not one of the leading spaces nor one inside brackets (help's
    ``[pd, next]`` stays whole); else after as many characters as fit."""
    used, fits, space, depth, started = 0, 0, 0, 0, False
    for index, char in enumerate(text):
        if char == " " and started and depth == 0:
            space = index  # the piece may end here, before this space
        started = started or char != " "
        depth = max(0, depth + (char == "[") - (char == "]"))
        used += width(char)
        if used > room:
            break
        fits = index + 1
    return space or max(fits, 1)


def print_fitted(lines: Iterable[str]) -> None:
    """Lines printed around the prompt (where the journal is kept, the session's summary),
    wrapped at spaces to the window, continuation lines indented two more. A word wider
    than the window (a long path) is left whole for the terminal to fold, so copying it
    gives the path back."""
    columns = shutil.get_terminal_size().columns
    for line in lines:
        indent = " " * (len(line) - len(line.lstrip(" ")) + 2)
        for piece in textwrap.wrap(
            line,
            columns,
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        ) or [line]:
            print(piece)
