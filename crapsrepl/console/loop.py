"""The one read-execute-print loop behind both front ends (terminal and piped)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, TextIO

from .events import Reply
from .games import GameController
from .text import echo_line, is_remark


class Sink(Protocol):
    def command(self, line: str) -> None: ...

    def reply(self, reply: Reply) -> None: ...


class TextSink:
    """The piped view: each command echoed after the prompt, then its lines, plain text."""

    def __init__(
        self, out: TextIO, render: Callable[[object], list[str]], prompt: str, echo: bool = True
    ) -> None:
        self.out = out
        self.echo = echo
        self.prompt = prompt
        self.render = render

    def command(self, line: str) -> None:
        if self.echo:
            self.out.write(echo_line(line, self.prompt) + "\n")

    def reply(self, reply: Reply) -> None:
        for event in reply.events:
            for text in self.render(event):
                self.out.write(text + "\n")
        self.out.flush()


class Recorder(Protocol):
    def record(self, line: str, reply: Reply, table: GameController) -> None: ...


def run(
    controller: GameController,
    lines: Iterable[str],
    sink: Sink,
    *,
    strict: bool = False,
    journal: Recorder | None = None,
) -> int:
    """Play every line; 0 at the end of input or on quit, 2 on a refusal when ``strict``."""
    for raw in lines:
        line = raw.rstrip("\r\n")
        sink.command(line)
        if is_remark(line):
            continue
        reply = controller.execute(line)
        if journal is not None:
            journal.record(line, reply, controller)
        sink.reply(reply)
        if reply.quit:
            break
        if strict and reply.refused:
            return 2
    return 0
