"""Key bindings: one key and Enter for a whole command, and guards that keep odd input from
breaking the prompt.

A line that is one key the game gives a meaning right now (blackjack's ``h`` on Bob's turn)
is entered as the whole command (``hit(Bob)``) when Enter is pressed; a key alone never acts,
so whatever is typed in full runs as typed.

prompt_toolkit reads ``ESC [ 3 1 m`` (a colour code, typed or pasted) as a mouse report and
its mouse handler then fails on it, printing a traceback and "Press ENTER to continue".
Here that handler is wrapped: a report it cannot read is dropped.

A line is held to ``MAX_LINE + 1`` characters: keys typed and text pasted past that are
dropped, so a 60,000-character paste or a key held down never makes every redraw lay out a
huge line (seconds of CPU per redraw). Enter then sends a line one character too long, and
the parser refuses it with its usual message.
"""

from __future__ import annotations

from collections.abc import Callable
from string import ascii_lowercase

from prompt_toolkit.application import get_app
from prompt_toolkit.auto_suggest import AutoSuggest, AutoSuggestFromHistory, ConditionalAutoSuggest
from prompt_toolkit.filters import Condition, is_searching
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.key_binding.bindings.mouse import load_mouse_bindings
from prompt_toolkit.keys import Keys

from ..console.text import MAX_LINE

HELD = MAX_LINE + 1  # characters a line may hold: one more than the parser takes


QuickLine = Callable[[str], str | None]  # a key -> the whole command it stands for now


def quick_lines(line_for: QuickLine) -> dict[str, str]:
    """Every key that stands for a whole command right now, and that command."""
    return {key: line for key in ascii_lowercase if (line := line_for(key)) is not None}


def keys_hint(line_for: QuickLine, columns: int = 80) -> str | None:
    """The line that says which keys play now (``h hit  s stand ...``), or None; shorter
    (``⏎:``) where the window is too narrow to say it in words."""
    lines = quick_lines(line_for)
    if not lines:
        return None
    shown = "  ".join(f"{key} {line.partition('(')[0]}" for key, line in lines.items())
    said = f" one key, then Enter: {shown}"
    return said if len(said) <= columns else f" ⏎: {shown}"


def expanded(line_for: QuickLine, typed: str) -> str | None:
    """The whole command a line stands for, if it is one key that plays now."""
    key = typed.strip()
    return line_for(key.casefold()) if len(key) == 1 else None


def _quick(line_for: QuickLine) -> Condition:
    return Condition(lambda: expanded(line_for, get_app().current_buffer.text) is not None)


def suggestions(line_for: QuickLine) -> AutoSuggest:
    """Suggestions from the history, except on a line that is one key that plays: `h`
    must not show `hint` in grey while Enter would hit."""
    return ConditionalAutoSuggest(AutoSuggestFromHistory(), ~_quick(line_for))


def quick_keys(line_for: QuickLine) -> KeyBindings:
    """Enter on a line that is one key the game gives a meaning right now (blackjack's
    ``h`` on Bob's turn): the whole command is put on the line and entered, so the screen,
    the history and the journal show it whole.

    Only Enter acts, never the key itself: a key typed is always a letter of the line, so
    ``hint``, ``split Bob`` or ``insurance(Amy, 5)`` typed in full run as typed, at every
    moment of a round.
    """
    bindings = KeyBindings()

    @bindings.add("enter", filter=_quick(line_for) & ~is_searching)
    def _(event: KeyPressEvent) -> None:
        buffer = event.current_buffer
        line = expanded(line_for, buffer.text)
        if line is not None:
            buffer.text = line
        buffer.validate_and_handle()

    return bindings


def guarded_bindings() -> KeyBindings:
    mouse = next(
        b.handler for b in load_mouse_bindings().bindings if b.keys == (Keys.Vt100MouseEvent,)
    )
    bindings = KeyBindings()

    @bindings.add(Keys.Vt100MouseEvent)
    def _(event: KeyPressEvent) -> object:
        try:
            return mouse(event)
        except Exception:  # a report it cannot read is dropped, whatever it trips on
            return None

    @Condition
    def full() -> bool:
        return len(get_app().current_buffer.text) >= HELD

    @bindings.add(Keys.Any, filter=full)
    def _(event: KeyPressEvent) -> None:
        """A full line takes no more characters (editing keys still work)."""

    @bindings.add(Keys.BracketedPaste)
    def _(event: KeyPressEvent) -> None:
        """Paste as prompt_toolkit does (\n line endings), cut to what the line may hold."""
        buffer = event.current_buffer
        data = event.data.replace("\r\n", "\n").replace("\r", "\n")
        buffer.insert_text(data[: max(0, HELD - len(buffer.text))])

    return bindings
