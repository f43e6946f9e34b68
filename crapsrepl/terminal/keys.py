"""Key bindings that keep odd input from breaking the prompt.

prompt_toolkit reads ``ESC [ 3 1 m`` (a colour code, typed or pasted) as a mouse report and
its mouse handler then fails on it, printing a traceback and "Press ENTER to continue".
Here that handler is wrapped: a report it cannot read is dropped.
"""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.key_binding.bindings.mouse import load_mouse_bindings
from prompt_toolkit.keys import Keys


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

    return bindings
