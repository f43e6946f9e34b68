"""The full-screen table (``crapsrepl --screen``, or ``screen on`` at the prompt): the drawn
table stays on top and changes after every command, the racks with a sparkline of each
player's chips under it, the session's log scrolling below, and the prompt (completion,
history) at the bottom. A terminal too small for the table falls back to the line mode
and says so.

Every line typed goes through the same controller, journal and renderer as the line
mode, so the journal, the transcript a session makes and the table are the same.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable

from prompt_toolkit.application import Application
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent, merge_key_bindings
from prompt_toolkit.layout import HSplit, Layout, Window
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.processors import BeforeInput
from prompt_toolkit.widgets import HorizontalLine

from ..console.games import AnyBinding, GameController
from ..console.loop import Recorder
from ..console.parser import ParseError, parse
from .completer import CommandCompleter
from .keys import guarded_bindings, quick_keys, suggestions
from .session import open_history
from .style import STYLE, red_suits, style_class

MIN_COLUMNS, MIN_ROWS = 80, 30
BACK_TO_LINES = -1  # what ``run`` returns after ``screen off``: the line mode goes on
ALREADY_ON = "The full-screen table is on already; screen off goes back to the line mode."
LOG_KEPT = 2000  # lines of the log kept on screen
_BARS = "▁▂▃▄▅▆▇█"


def sparkline(values: list[int], width: int = 16) -> str:
    """The last ``width`` values as bars from the lowest to the highest."""
    shown = values[-width:]
    if not shown:
        return ""
    low, high = min(shown), max(shown)
    span = high - low or 1
    return "".join(_BARS[(v - low) * (len(_BARS) - 1) // span] for v in shown)


def fits(columns: int, rows: int) -> bool:
    return columns >= MIN_COLUMNS and rows >= MIN_ROWS


class Screen:
    """One full-screen session; ``run`` returns 0 at quit or Ctrl-D, as the line mode."""

    def __init__(
        self,
        controller: GameController,
        binding: AnyBinding,
        journal: Recorder | None = None,
        log_view: Callable[[object], list[str]] | None = None,
    ) -> None:
        self.controller = controller
        self.binding = binding
        self.journal = journal
        self.view = log_view or binding.screen_render or binding.render
        self.log: StyleAndTextTuples = []
        self.chips: dict[str, list[int]] = {}
        self._note_racks()
        self.input = Buffer(
            multiline=False,
            completer=CommandCompleter(controller.players, binding.commands),
            history=open_history(),
            auto_suggest=suggestions(controller.quick_line),
            accept_handler=self._accept,
        )
        self.app = self._application()

    def _application(self) -> Application[int]:
        keys = KeyBindings()

        @keys.add("c-d")
        def _(event: KeyPressEvent) -> None:
            if not self.input.text:
                event.app.exit(result=0)

        @keys.add("c-c")
        def _(event: KeyPressEvent) -> None:
            self.input.reset()

        table = Window(FormattedTextControl(self._table), dont_extend_height=True)
        racks = Window(FormattedTextControl(self._racks), height=1)
        log = Window(FormattedTextControl(self._log_text), wrap_lines=True)
        prompt = Window(
            BufferControl(self.input, input_processors=[BeforeInput(self.binding.prompt)]),
            height=1,
        )
        body = HSplit([table, racks, HorizontalLine(), log, HorizontalLine(), prompt])
        return Application(
            layout=Layout(body, focused_element=prompt),
            key_bindings=merge_key_bindings(
                [keys, guarded_bindings(), quick_keys(self.controller.quick_line)]
            ),
            style=STYLE,
            full_screen=True,
        )

    def run(self) -> int:
        result = self.app.run()
        return 0 if result is None else result

    def _accept(self, buffer: Buffer) -> bool:
        line = buffer.text
        self._say("", f"{self.binding.prompt}{line}")
        switch = screen_switch(line, self.binding)
        if switch is False:
            self.app.exit(result=BACK_TO_LINES)
            return False
        if switch:
            self._say("", ALREADY_ON)
            return False
        reply = self.controller.execute(line)
        if self.journal is not None:
            self.journal.record(line, reply, self.controller)
        for event in reply.events:
            css = style_class(event)
            for text in self.view(event):
                self.log += [*red_suits(css, text), ("", "\n")]
        self.log = self.log[-LOG_KEPT:]
        self._note_racks()
        if reply.quit:
            self.app.exit(result=0)
        return False  # the line is kept in the history and the input cleared

    def _say(self, css: str, text: str) -> None:
        self.log += [(css, text), ("", "\n")]

    def _note_racks(self) -> None:
        for name, rack in self.controller.racks().items():
            self.chips.setdefault(name, []).append(rack)

    def _table(self) -> StyleAndTextTuples:
        out: StyleAndTextTuples = []
        for line in self.controller.draw():
            out += [*red_suits("", line), ("", "\n")]
        return out

    def _racks(self) -> StyleAndTextTuples:
        racks = self.controller.racks()
        parts = [
            f"{name} ${rack} {sparkline(self.chips.get(name, []))}" for name, rack in racks.items()
        ]
        return [("class:bottom-toolbar", "  ".join(parts) or self.controller.status_line())]

    def _log_text(self) -> StyleAndTextTuples:
        """The end of the log, so the newest lines are always in view."""
        rows = max(1, terminal_size().lines - 28)
        newlines = [i for i, fragment in enumerate(self.log) if fragment[1] == "\n"]
        start = newlines[-rows - 1] + 1 if len(newlines) > rows else 0
        return self.log[start:]


def terminal_size() -> os.terminal_size:
    """The terminal's own size (``COLUMNS``/``LINES`` left in the environment can be stale)."""
    try:
        return os.get_terminal_size(sys.stdout.fileno())
    except (OSError, ValueError):
        return shutil.get_terminal_size()


def screen_switch(line: str, binding: AnyBinding) -> bool | None:
    """True for ``screen`` or ``screen on``, False for ``screen off``, None otherwise."""
    try:
        parsed = parse(line)
        if binding.commands.lookup(parsed.name).name != "screen" or len(parsed.args) > 1:
            return None
    except ParseError:
        return None
    word = parsed.args[0].casefold() if parsed.args else "on"
    return {"on": True, "off": False}.get(word)


def run_screen(
    controller: GameController, binding: AnyBinding, journal: Recorder | None = None
) -> int | None:
    """The full-screen session, or None (with a message) where the terminal is too small."""
    size = terminal_size()
    if not fits(size.columns, size.lines):
        print(
            f"crapsrepl: the full-screen table needs {MIN_COLUMNS}x{MIN_ROWS}; this terminal "
            f"is {size.columns}x{size.lines}: going on in the line mode"
        )
        return None
    return Screen(controller, binding, journal).run()


__all__ = ["BACK_TO_LINES", "Document", "Screen", "fits", "run_screen", "screen_switch"]
