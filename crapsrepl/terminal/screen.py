"""The full-screen table (``crapsrepl --screen``, or ``screen on`` at the prompt): the drawn
table stays on top and changes after every command, the racks with a sparkline of each
player's chips under it, the session's log below, filling the rows left and ending with
the newest line (PageUp and PageDown scroll it), a rule saying which keys play (or how to
scroll), and the prompt with Tab's completion menu. A window too small for the table, at
the start or after a resize, goes on in the line mode and says so; the screen comes back
when the window is big enough again. The log and the sparklines are the session's
(``screen_log``): they outlive ``screen off``.

Every line typed goes through the same controller, journal and renderer as the line
mode, so the journal, the transcript a session makes and the table are the same.
"""

from __future__ import annotations

import os
import shutil
import sys
from typing import TypeVar

from prompt_toolkit.application import Application
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.history import History
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent, merge_key_bindings
from prompt_toolkit.layout import Dimension, Float, FloatContainer, HSplit, Layout, Window
from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
from prompt_toolkit.layout.menus import CompletionsMenu
from prompt_toolkit.layout.processors import BeforeInput
from prompt_toolkit.widgets import HorizontalLine

from ..console.games import AnyBinding, GameController
from ..console.loop import Recorder
from ..console.parser import ParseError, parse
from ..console.text import is_remark
from .completer import CommandCompleter
from .fit import print_fitted
from .history import open_history
from .keys import QuickLine, expanded, guarded_bindings, keys_hint, quick_keys, suggestions
from .screen_log import ScreenLog, sparkline
from .style import STYLE, red_suits

R = TypeVar("R")
MIN_COLUMNS, MIN_ROWS = 80, 30
# Rows that are neither the table nor the log: racks, the rule above the log, the rule
# under it (which says which keys play, or how to scroll), the prompt.
CHROME = 4
LOG_ROWS = 4  # the fewest rows of log the screen opens with
BACK_TO_LINES = -1  # what ``run`` returns after ``screen off``: the line mode goes on
TOO_SMALL = -2  # ... after the window shrank below what the table needs
ALREADY_ON = "The full-screen table is on already; screen off goes back to the line mode."
HELP_LINE = " Tab completes · PageUp/PageDown scroll the log · screen off: the line mode"


def fits(columns: int, rows: int, table_rows: int = 0) -> bool:
    """Whether a window this big shows the screen: 80x30 at least, and the whole table
    with ``LOG_ROWS`` of log under it."""
    return columns >= MIN_COLUMNS and rows >= rows_needed(table_rows)


def rows_needed(table_rows: int) -> int:
    return max(MIN_ROWS, table_rows + CHROME + LOG_ROWS)


def too_small(columns: int, rows: int, table_rows: int) -> str:
    return (
        f"crapsrepl: the full-screen table needs {MIN_COLUMNS}x{rows_needed(table_rows)}; "
        f"this terminal is {columns}x{rows}:\ngoing on in the line mode; the table comes "
        "back when the window is that big."
    )


class Screen:
    """One full-screen session; ``run`` returns 0 at quit or Ctrl-D, as the line mode,
    ``BACK_TO_LINES`` after ``screen off`` and ``TOO_SMALL`` when the window shrank.

    A served table's screen (``remote_screen``) gives its player's own history and
    one-key plays, completes no file names, and plays each line through the shared table
    (``play``)."""

    def __init__(
        self,
        controller: GameController,
        binding: AnyBinding,
        log: ScreenLog,
        journal: Recorder | None = None,
        *,
        history: History | None = None,
        quick: QuickLine | None = None,
        files: bool = True,
    ) -> None:
        self.controller = controller
        self.binding = binding
        self.journal = journal
        self.log = log
        self.quick: QuickLine = quick or controller.quick_line
        self.scrolled = 0  # log lines scrolled back from the newest
        self.input = Buffer(
            multiline=False,
            completer=CommandCompleter(controller.players, binding.commands, files=files),
            complete_while_typing=False,
            history=open_history() if history is None else history,
            auto_suggest=suggestions(self.quick),
            accept_handler=self._accept,
        )
        # a line half typed in the line mode, the cursor after it, as the prompt puts it
        self.input.document, log.pending = Document(log.pending), ""
        self.log_window = Window(FormattedTextControl(self._log_text), wrap_lines=True)
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

        @keys.add("pageup")
        def _(event: KeyPressEvent) -> None:
            self.scrolled = self.log.back + self._page()

        @keys.add("pagedown")
        def _(event: KeyPressEvent) -> None:
            self.scrolled = max(0, self.log.back - self._page())

        table = Window(
            FormattedTextControl(self._table),
            height=lambda: Dimension.exact(len(self.controller.draw())),  # never cut
        )
        racks = Window(FormattedTextControl(self._racks), height=1)
        prompt = Window(
            BufferControl(self.input, input_processors=[BeforeInput(self.binding.prompt)]),
            height=1,
        )
        rule = Window(FormattedTextControl(self._rule), height=1)
        body = HSplit([table, racks, HorizontalLine(), self.log_window, rule, prompt])
        menu = Float(xcursor=True, ycursor=True, content=CompletionsMenu(max_height=8))
        return Application(
            layout=Layout(FloatContainer(body, floats=[menu]), focused_element=prompt),
            key_bindings=merge_key_bindings([keys, guarded_bindings(), quick_keys(self.quick)]),
            style=STYLE,
            full_screen=True,
            enable_page_navigation_bindings=False,
            before_render=self._check_size,
        )

    def run(self) -> int:
        result = self.app.run()
        return 0 if result is None else result

    def _accept(self, buffer: Buffer) -> bool:
        line = buffer.text
        self.log.say(f"{self.binding.prompt}{line}")
        self.scrolled = 0
        switch = screen_switch(line, self.binding)
        if switch is False:
            self.log.wanted = False
            self.app.exit(result=BACK_TO_LINES)
            return False
        if switch:
            self.log.say(ALREADY_ON)
            return False
        if is_remark(line):  # an empty Enter or a # comment: nothing, as in the line mode
            return False
        self.play(line)
        return False  # the line is kept in the history and the input cleared

    def play(self, line: str) -> None:
        reply = self.controller.execute(line)
        if self.journal is not None:
            self.journal.record(line, reply, self.controller)
        self.log.reply(reply)
        self.log.note_racks(self.controller.racks())
        if reply.quit:
            self.app.exit(result=0)

    def _check_size(self, app: Application[int]) -> None:
        """Before each drawing: a window that no longer holds the table hands over to
        the line mode (prompt_toolkit redraws on every resize)."""
        size = app.output.get_size()
        if not fits(size.columns, size.rows, len(self.controller.draw())):
            self.log.pending = self.input.text
            leave(app, TOO_SMALL)

    def _page(self) -> int:
        return max(1, self._log_rows() - 1)

    def _log_rows(self) -> int:
        """The log's rows: what the table and the ``CHROME`` rows leave."""
        rows = self.app.output.get_size().rows - len(self.controller.draw()) - CHROME
        return max(LOG_ROWS, rows)

    def _log_text(self) -> StyleAndTextTuples:
        columns = self.app.output.get_size().columns
        return self.log.text(columns, self.scrolled, self._log_rows())

    def _table(self) -> StyleAndTextTuples:
        out: StyleAndTextTuples = []
        for index, line in enumerate(self.controller.draw()):
            out += [("", "\n")] if index else []
            out += red_suits("", line)
        return out

    def _racks(self) -> StyleAndTextTuples:
        racks = self.log.racks_line(self.controller.racks(), self.controller.money)
        return [("class:bottom-toolbar", racks or self.controller.status_line())]

    def _rule(self) -> StyleAndTextTuples:
        """The rule under the log, saying which keys play (or what Enter will play), else
        how to complete and scroll."""
        columns = self.app.output.get_size().columns
        line_for = self.quick
        quick = expanded(line_for, self.input.text)
        said = f" Enter plays {quick} " if quick is not None else None
        said = said or f"{keys_hint(line_for, columns - 4) or HELP_LINE} "
        return [
            ("", "──"),
            ("class:bottom-toolbar", said),
            ("", "─" * max(0, columns - 2 - len(said))),
        ]


def leave(app: Application[R], result: R) -> None:
    """End ``app`` with ``result``, once: a redraw while it ends asks again."""
    if app.future is not None and not app.future.done():
        app.exit(result=result)


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
    controller: GameController,
    binding: AnyBinding,
    log: ScreenLog,
    journal: Recorder | None = None,
) -> int | None:
    """The full-screen session, or None (with a message) where the window is too small."""
    size = terminal_size()
    table_rows = len(controller.draw())
    if not fits(size.columns, size.lines, table_rows):
        print_fitted(too_small(size.columns, size.lines, table_rows).splitlines())
        return None
    return Screen(controller, binding, log, journal).run()


__all__ = [
    "BACK_TO_LINES",
    "TOO_SMALL",
    "Screen",
    "fits",
    "leave",
    "run_screen",
    "screen_switch",
    "sparkline",
    "too_small",
]
