"""The terminal front end: a prompt_toolkit session around the shared loop."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterable, Iterator

from prompt_toolkit import PromptSession
from prompt_toolkit.application import get_app
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import merge_key_bindings
from prompt_toolkit.shortcuts import print_formatted_text

from ..console.command_table import CommandTable
from ..console.events import Reply
from ..console.games import AnyBinding, GameController
from ..console.loop import Recorder, Sink, run
from ..console.parser import ParseError
from ..console.text import MAX_LINE
from ..storage.paths import history_file
from ..version import __version__
from .completer import CommandCompleter
from .keys import expanded, guarded_bindings, keys_hint, quick_keys, suggestions
from .signals import Terminated, stopping_cleanly
from .style import STYLE, red_suits, style_class


def _print_styled(text: FormattedText) -> None:
    print_formatted_text(text, style=STYLE)


class StyledSink:
    """Prints replies in colour; the prompt already shows the command, so no echo."""

    def __init__(
        self,
        view: Callable[[object], list[str]],
        printer: Callable[[FormattedText], None] = _print_styled,
        pager: Callable[[str], None] | None = None,
    ) -> None:
        self.printer = printer
        self.view = view
        self.pager = pager

    def command(self, line: str) -> None:
        pass

    def reply(self, reply: Reply) -> None:
        styled = [(style_class(event), text) for event in reply.events for text in self.view(event)]
        if self.pager is not None and len(styled) > _rows() - 2:
            self.pager("\n".join(text for _, text in styled) + "\n")  # one screen at a time
            return
        for css, text in styled:
            self.printer(FormattedText(red_suits(css, text)))


def _rows() -> int:
    return shutil.get_terminal_size().lines


def page(text: str) -> None:
    """Long output (the whole help, a crowded status) through the user's pager."""
    import pydoc

    pydoc.pager(text)


class BoundedHistory(FileHistory):
    """The history file, without lines longer than the parser takes (``MAX_LINE``): such
    a line is refused anyway, and a long one would be kept and searched on every key."""

    def load_history_strings(self) -> Iterable[str]:
        return (line for line in super().load_history_strings() if len(line) <= MAX_LINE)

    def append_string(self, string: str) -> None:
        if len(string) <= MAX_LINE:
            super().append_string(string)


def open_history() -> History:
    path = history_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch(exist_ok=True)
    except OSError:
        return InMemoryHistory()
    return BoundedHistory(str(path))


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


def signature_line(typed: str, commands: CommandTable) -> str | None:
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
    hint = keys_hint(controller.quick_line)
    return shown if hint is None else f"{shown}\n{hint}"


def prompt_lines(session: PromptSession[str], prompt: str) -> Iterator[str]:
    """Lines typed at the prompt; Ctrl-C drops the line, Ctrl-D ends the session."""
    while True:
        try:
            yield session.prompt(prompt)
        except KeyboardInterrupt:
            continue
        except EOFError:
            return


def run_interactive(
    controller: GameController,
    binding: AnyBinding,
    session: PromptSession[str] | None = None,
    sink: Sink | None = None,
    journal: Recorder | None = None,
) -> int:
    session = session or make_session(controller, binding)
    print_formatted_text(f"crapsrepl {__version__}: type help for commands, Ctrl-D to leave.")
    prompt = binding.prompt
    sink = sink or StyledSink(view=binding.render, pager=page)
    lines = with_screen(prompt_lines(session, prompt), controller, binding, journal)
    try:
        with stopping_cleanly():
            return run(controller, lines, sink, journal=journal)
    except Terminated as stop:
        return stop.status


def with_screen(
    lines: Iterator[str],
    controller: GameController,
    binding: AnyBinding,
    journal: Recorder | None,
) -> Iterator[str]:
    """The typed lines, less ``screen on``: that opens the full-screen table, and the line
    mode goes on after ``screen off`` (or ends with the session, at quit or Ctrl-D)."""
    from .screen import BACK_TO_LINES, run_screen, screen_switch

    for line in lines:
        switch = screen_switch(line, binding)
        if switch is None:
            yield line
        elif not switch:
            print_formatted_text("This is the line mode already; `screen on` opens the table.")
        else:
            ended = run_screen(controller, binding, journal)
            if ended is not None and ended != BACK_TO_LINES:
                return
