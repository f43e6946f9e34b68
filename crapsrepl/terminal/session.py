"""The terminal front end: a prompt_toolkit session around the shared loop."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Callable, Iterator

from prompt_toolkit import PromptSession
from prompt_toolkit.application import Application, get_app
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.key_binding import merge_key_bindings
from prompt_toolkit.shortcuts import print_formatted_text

from ..console.command_table import AnyTable
from ..console.events import Reply
from ..console.games import AnyBinding, GameController
from ..console.loop import Recorder, Sink, run
from ..console.parser import ParseError
from ..version import __version__
from .completer import CommandCompleter
from .fit import fit, print_fitted
from .history import open_history
from .keys import expanded, guarded_bindings, keys_hint, quick_keys, suggestions
from .screen_log import ScreenLog
from .signals import Terminated, stopping_cleanly
from .style import STYLE, plain, red_suits, style_class


def _print_styled(text: FormattedText) -> None:
    print_formatted_text(text, style=STYLE)


class StyledSink:
    """Prints replies in colour; the prompt already shows the command, so no echo."""

    def __init__(
        self,
        view: Callable[[object], list[str]],
        printer: Callable[[FormattedText], None] = _print_styled,
        pager: Callable[[str], None] | None = None,
        style: Callable[[object], str] = plain,
    ) -> None:
        self.printer = printer
        self.view = view
        self.pager = pager
        self.style = style

    def command(self, line: str) -> None:
        pass

    def reply(self, reply: Reply) -> None:
        columns = shutil.get_terminal_size().columns
        styled = [
            (style_class(event, self.style), text)
            for event in reply.events
            for text in fit(event, self.view(event), columns)
        ]
        if self.pager is not None and len(styled) > _rows() - 2:
            self.pager("\n".join(text for _, text in styled) + "\n")  # one screen at a time
            return
        for css, text in styled:
            self.printer(FormattedText(red_suits(css, text)))


def _rows() -> int:
    return shutil.get_terminal_size().lines


# less's last line while it shows a page: where the page is and how to leave it.
LESS_PROMPT = "lines %lt-%lb   space for more, b back, q to leave"


def page(text: str) -> None:
    """Long output (the whole help, a crowded status) one screen at a time: through the
    pager the user names (``PAGER``, ``MANPAGER``), else less, whose last line then says
    how to leave it (its own says nothing of q), else printed whole."""
    import pydoc
    import subprocess

    less = shutil.which("less")
    if os.environ.get("MANPAGER") or os.environ.get("PAGER") or less is None:
        pydoc.pager(text)
        return
    shown = subprocess.Popen([less, f"-Ps{LESS_PROMPT}"], stdin=subprocess.PIPE)
    assert shown.stdin is not None
    with contextlib.suppress(BrokenPipeError, KeyboardInterrupt):  # q before the end
        shown.stdin.write(text.encode())
        shown.stdin.close()
    while True:  # Ctrl-C is less's to take (as pydoc's pager does), not the session's
        try:
            shown.wait()
            return
        except KeyboardInterrupt:
            continue


def make_session(
    controller: GameController, binding: AnyBinding, **kwargs: object
) -> PromptSession[str]:
    # `load` replaces the controller's table, so ask the controller afresh each time.
    return PromptSession(
        history=open_history(),
        completer=CommandCompleter(controller.players, binding.commands),
        auto_suggest=suggestions(controller.quick_line),
        bottom_toolbar=lambda: bottom_bar(get_app().current_buffer.text, controller, binding),
        style=STYLE,
        complete_while_typing=False,
        key_bindings=merge_key_bindings([guarded_bindings(), quick_keys(controller.quick_line)]),
        enable_suspend=True,  # Ctrl-Z stops the program as any shell job; fg brings it back
        **kwargs,  # type: ignore[arg-type]
    )


def signature_line(typed: str, commands: AnyTable) -> str | None:
    """What the bar shows while a command is typed: its usage, summary and, for a bet,
    what it pays (as the bet's class declares); None if no command is named yet."""
    words = typed.replace("(", " ").split()
    if not words:
        return None
    try:
        spec = commands.lookup(words[0])
    except ParseError:
        return None
    pays = f"  pays {spec.pays}" if spec.pays else ""
    return f" {spec.usage}: {spec.summary}{pays}"


def bottom_bar(typed: str, controller: GameController, binding: AnyBinding) -> str:
    """The command being typed, or the table at a glance; under it, while keys play (a
    blackjack hand waits), which ones."""
    quick = expanded(controller.quick_line, typed)
    if quick is not None:
        return f" Enter plays {quick}"
    shown = signature_line(typed, binding.commands) or controller.status_line()
    hint = keys_hint(controller.quick_line, shutil.get_terminal_size().columns)
    return shown if hint is None else f"{shown}\n{hint}"


def prompt_lines(session: PromptSession[str], prompt: str, log: ScreenLog) -> Iterator[str]:
    """Lines typed at the prompt; Ctrl-C drops the line, Ctrl-D ends the session. A line
    half typed at the full screen when it closed is typed on here."""
    while True:
        try:
            default, log.pending = log.pending, ""
            yield session.prompt(prompt, default=default)
        except KeyboardInterrupt:
            continue
        except EOFError:
            return


class LoggedSink:
    """The line mode's sink, writing the screen's log too: ``screen on`` shows what was
    played in the line mode, and the sparklines follow every command."""

    def __init__(self, sink: Sink, log: ScreenLog, controller: GameController, prompt: str):
        self.sink, self.log, self.controller, self.prompt = sink, log, controller, prompt

    def command(self, line: str) -> None:
        self.sink.command(line)
        self.log.say(f"{self.prompt}{line}")

    def reply(self, reply: Reply) -> None:
        self.sink.reply(reply)
        self.log.reply(reply)
        self.log.note_racks(self.controller.racks())


def run_interactive(
    controller: GameController,
    binding: AnyBinding,
    session: PromptSession[str] | None = None,
    sink: Sink | None = None,
    journal: Recorder | None = None,
    screen: bool = False,
) -> int:
    """The session at a terminal, in the line mode or (``screen``) the full screen.

    At a terminal both modes print with the binding's ``screen_render`` where it has one
    (craps: the dice as faces, a hard way called): the plain ``render`` is the piped and
    transcript text that students' programs are graded against.
    """
    import threading

    threading.Thread(target=controller.warm_up, name="warm-up", daemon=True).start()
    log = ScreenLog(binding.screen_render or binding.render, binding.style)
    log.wanted = screen
    log.note_racks(controller.racks())
    session = session or make_session(controller, binding)
    session.app.before_render += lambda app: _back_to_screen(app, log, controller)
    print_formatted_text(f"crapsrepl {__version__}: type help for commands, Ctrl-D to leave.")
    prompt = binding.prompt
    sink = LoggedSink(
        sink or StyledSink(view=log.view, pager=page, style=binding.style), log, controller, prompt
    )
    lines = with_screen(prompt_lines(session, prompt, log), controller, binding, journal, log)
    try:
        with stopping_cleanly():
            return run(controller, lines, sink, journal=journal)
    except Terminated as stop:
        return stop.status


SCREEN_ON = "screen on"  # what the prompt hands on when the window grew back


def _back_to_screen(app: Application[str], log: ScreenLog, controller: GameController) -> None:
    """The line mode gives way to the full screen the player asked for as soon as the
    window holds it (prompt_toolkit redraws on every resize)."""
    from .screen import fits, leave

    if not log.wanted:
        return
    size = app.output.get_size()
    if fits(size.columns, size.rows, len(controller.draw())):
        log.pending = app.current_buffer.text
        leave(app, SCREEN_ON)


def with_screen(
    lines: Iterator[str],
    controller: GameController,
    binding: AnyBinding,
    journal: Recorder | None,
    log: ScreenLog,
) -> Iterator[str]:
    """The typed lines, less ``screen on``: that opens the full-screen table, and the line
    mode goes on after ``screen off``, or when the window is too small (or ends with the
    session, at quit or Ctrl-D)."""
    from .screen import screen_switch

    if log.wanted and _screen_ended(controller, binding, journal, log):
        return
    for line in lines:
        switch = screen_switch(line, binding)
        if switch is None:
            yield line
        elif not switch:
            closed = "stays closed" if log.wanted else "is closed already"
            log.wanted = False
            print_formatted_text(f"The full-screen table {closed}; `screen on` opens it.")
        else:
            log.wanted = True
            if _screen_ended(controller, binding, journal, log):
                return


def _print_played(log: ScreenLog, mark: int) -> None:
    """What was played at the full screen, printed into the line mode's scrollback when the
    screen closes (``screen off``, a window too small, quit): the alternate screen the full
    screen draws on is gone with it, and nothing played may be lost."""
    columns = shutil.get_terminal_size().columns
    for css, text, event in log.since(mark):
        for piece in fit(event, [text], columns):
            _print_styled(FormattedText(red_suits(css, piece)))


def _screen_ended(
    controller: GameController, binding: AnyBinding, journal: Recorder | None, log: ScreenLog
) -> bool:
    """The full screen, until it ends the session (True) or hands back to the line mode."""
    from .screen import BACK_TO_LINES, TOO_SMALL, run_screen, terminal_size, too_small

    mark = log.said
    ended = run_screen(controller, binding, log, journal)
    _print_played(log, mark)
    if ended == TOO_SMALL:
        size = terminal_size()
        print_fitted(too_small(size.columns, size.lines, len(controller.draw())).splitlines())
        return False
    return ended is not None and ended != BACK_TO_LINES
