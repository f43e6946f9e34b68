"""The one read-execute-print loop behind both front ends (terminal and piped)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TextIO

from ..craps.game import Game
from .controller import Controller, Reply
from .render import render
from .text import echo_line, is_remark


class Sink(Protocol):
    def command(self, line: str) -> None: ...

    def reply(self, reply: Reply) -> None: ...


class TextSink:
    """The piped view: each command echoed after the prompt, then its lines, plain text."""

    def __init__(self, out: TextIO, echo: bool = True) -> None:
        self.out = out
        self.echo = echo

    def command(self, line: str) -> None:
        if self.echo:
            self.out.write(echo_line(line) + "\n")

    def reply(self, reply: Reply) -> None:
        for event in reply.events:
            for text in render(event):
                self.out.write(text + "\n")
        self.out.flush()


class Recorder(Protocol):
    def record(self, line: str, reply: Reply, game: Game) -> None: ...


def run(
    controller: Controller,
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
            journal.record(line, reply, controller.game)
        sink.reply(reply)
        if reply.quit:
            break
        if strict and reply.refused:
            return 2
    return 0
