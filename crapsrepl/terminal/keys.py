"""Key bindings that keep odd input from breaking the prompt.

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

from prompt_toolkit.application import get_app
from prompt_toolkit.filters import Condition
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.key_binding.bindings.mouse import load_mouse_bindings
from prompt_toolkit.keys import Keys

from ..console.text import MAX_LINE

HELD = MAX_LINE + 1  # characters a line may hold: one more than the parser takes


def quick_keys(line_for: Callable[[str], str | None]) -> KeyBindings:
    """Single keys that stand for a whole command (the game's controller says which, and
    when): on an empty line the command is typed in full and entered, so the screen, the
    history and the journal show it whole; otherwise the key is typed as itself."""
    bindings = KeyBindings()
    for key in "abcdefghijklmnopqrstuvwxyz":

        @bindings.add(key, filter=Condition(lambda: not get_app().current_buffer.text))
        def _(event: KeyPressEvent) -> None:
            typed = event.key_sequence[0].key
            line = line_for(str(typed))
            buffer = event.current_buffer
            if line is None:
                buffer.insert_text(str(typed))
                return
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
        from prompt_toolkit.application import get_app

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
