"""What the full-screen table shows under its drawing, kept for the whole session at a
terminal: the log of commands and their lines, each seated player's recent racks for the
sparklines, whether the player wants the screen, and a half-typed line carried between
the two modes.

The line mode writes to it too, so ``screen off``, a few commands, then ``screen on``
finds the log and the sparklines whole. It is bounded: the log keeps ``LOG_KEPT`` lines,
and each player's racks only the ``SHOWN`` a sparkline draws (issue 30: one value per
player per command grew without end), and players who left are dropped.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from prompt_toolkit.formatted_text import StyleAndTextTuples

from ..console.events import Reply
from .fit import fit
from .style import plain, red_suits, style_class

LOG_KEPT = 2000  # lines of the log kept
SHOWN = 16  # racks a sparkline draws, and all that is kept of them
_BARS = "▁▂▃▄▅▆▇█"


def sparkline(values: list[int], width: int = SHOWN) -> str:
    """The last ``width`` values as bars from the lowest to the highest."""
    shown = values[-width:]
    if not shown:
        return ""
    low, high = min(shown), max(shown)
    span = high - low or 1
    return "".join(_BARS[(v - low) * (len(_BARS) - 1) // span] for v in shown)


class ScreenLog:
    def __init__(
        self, view: Callable[[object], list[str]], style: Callable[[object], str] = plain
    ) -> None:
        self.view = view
        self.style = style
        self.lines: deque[tuple[str, str, object]] = deque(maxlen=LOG_KEPT)  # css, text, event
        self.chips: dict[str, deque[int]] = {}
        self.wanted = False  # the player asked for the screen; it shows whenever it fits
        self.pending = ""  # a line half typed when the mode changed, carried to the other
        self.back = 0  # rows back from the newest the last drawing ended at
        self.said = 0  # lines ever logged, dropped ones included: a mark for ``since``

    def say(self, text: str, css: str = "", event: object = None) -> None:
        self.lines.append((css, text, event))
        self.said += 1

    def since(self, mark: int) -> list[tuple[str, str, object]]:
        """The lines logged after ``said`` was ``mark`` (those still kept)."""
        return list(self.lines)[max(0, len(self.lines) - (self.said - mark)) :]

    def reply(self, reply: Reply) -> None:
        for event in reply.events:
            css = style_class(event, self.style)
            for text in self.view(event):
                self.say(text, css, event)

    def note_racks(self, racks: dict[str, int]) -> None:
        """One more value per seated player when a rack changed (a view changes none, and
        would only draw flat runs); a player no longer seated is forgotten."""
        if racks == {name: values[-1] for name, values in self.chips.items()}:
            return
        for name in [name for name in self.chips if name not in racks]:
            del self.chips[name]
        for name, rack in racks.items():
            self.chips.setdefault(name, deque(maxlen=SHOWN)).append(rack)

    def kept(self) -> int:
        """How many rack values are kept, all players together."""
        return sum(len(values) for values in self.chips.values())

    def racks_line(self, racks: dict[str, int], money: Callable[[int], str] = "${}".format) -> str:
        """Each rack as the table writes money (``money``), and its sparkline."""
        return "  ".join(
            f"{name} {money(rack)} {sparkline(list(self.chips.get(name, ())))}"
            for name, rack in racks.items()
        )

    def text(self, columns: int, back: int = 0, height: int = LOG_KEPT) -> StyleAndTextTuples:
        """The log as a window ``columns`` wide and ``height`` rows high shows it: its last
        rows, or, ``back`` rows scrolled back from the newest, the rows ending there (at
        most to the first rows: ``self.back`` says where it ended); long lines wrapped under
        their text (``fit``). Only these rows are laid out, from the newest back: a redraw
        costs the rows a window holds, not the ``LOG_KEPT`` lines kept (the whole log made
        each redraw of the full screen cost tens of milliseconds). The cursor is on the
        last row, so a window that has fewer rows shows the rows up to it."""
        rows: list[tuple[str, str]] = []  # newest first
        for css, text, event in reversed(self.lines):
            pieces = (
                [text] if len(text) <= columns and text.isascii() else fit(event, [text], columns)
            )
            rows += [(css, piece) for piece in reversed(pieces)]
            if len(rows) >= back + height:
                break
        rows.reverse()
        end = max(len(rows) - back, min(len(rows), height))
        self.back = len(rows) - end
        shown = rows[max(0, end - height) : end]
        out: StyleAndTextTuples = []
        for index, (css, piece) in enumerate(shown):
            if index:
                out.append(("", "\n"))
            if index == len(shown) - 1:
                out.append(("[SetCursorPosition]", ""))
            out += red_suits(css, piece)
        return out
