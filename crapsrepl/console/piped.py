"""The piped loop: lines from stdin played one by one, echoed after the prompt, the
output plain text (or JSON lines) with no terminal control code. Kept as light as the
entry point: the game is imported only once a command arrives."""

from __future__ import annotations

import sys
from itertools import chain

from .text import echo_line, is_remark

TYPE_CHECKING = False  # importing typing would cost piped start-up time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import TextIO

    from ..storage.journal import Journal
    from .games import AnyBinding, GameController


def play_piped(
    make_session: Callable[[], tuple[GameController, Journal | None]],
    *,
    binding: AnyBinding | None,
    json_out: bool = False,
    strict: bool = False,
) -> int:
    """Play piped lines. ``binding`` None is the default game, loaded only once a command
    arrives (an empty or comments-only input never imports a game)."""
    from .streams import piped_streams

    lines, out = piped_streams()
    try:
        if json_out:
            from .games import default_game
            from .jsonout import JsonSink
            from .loop import run

            controller, journal = make_session()
            game = binding.name if binding else default_game()
            json_sink = (
                JsonSink(out, game) if binding is None else JsonSink(out, game, binding.json_fields)
            )
            return run(controller, lines, json_sink, strict=strict, journal=journal)
        from .games import binding as binding_of
        from .games import default_game, prompt_of

        def prompt() -> str:  # found only for a line to echo: empty input loads nothing
            return binding.prompt if binding else prompt_of(default_game())

        first = _echo_remarks(lines, out, prompt)
        if first is None:
            return 0
        from .loop import TextSink, run

        binding = binding or binding_of(default_game())
        controller, journal = make_session()
        sink = TextSink(out, render=binding.render, prompt=binding.prompt)
        try:
            return run(controller, chain([first], lines), sink, strict=strict, journal=journal)
        finally:
            if journal:
                journal.close()
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130  # Ctrl-C: stop quietly, like other filters; the journal is closed


def _echo_remarks(lines: Iterator[str], out: TextIO, prompt: Callable[[], str]) -> str | None:
    """Echo leading blank and comment lines; return the first real command, if any."""
    for raw in lines:
        if not is_remark(raw):
            return raw
        out.write(echo_line(raw.rstrip("\r\n"), prompt()) + "\n")
    return None
