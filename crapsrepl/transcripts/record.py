"""``crapsrepl record FILE``: play a session (terminal or piped) and save it as a transcript."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from ..console.controller import Controller, Reply
from ..console.loop import Sink, TextSink, run
from ..console.options import OptionError, add_table_options, directives_for, setup_from
from ..console.render import render
from ..console.streams import piped_streams
from .format import command_line

# Plays a session at the terminal into the sink made by wrapping the terminal's own view;
# the terminal layer provides it, so this package never imports prompt_toolkit.
Interactive = Callable[[Controller, Callable[[Sink], Sink]], int]


class Recorder:
    """Passes everything to the real view and keeps the session as transcript lines."""

    def __init__(self, inner: Sink, lines: list[str]) -> None:
        self.inner = inner
        self.lines = lines

    def command(self, line: str) -> None:
        self.inner.command(line)
        self.lines.append(command_line(line))

    def reply(self, reply: Reply) -> None:
        self.inner.reply(reply)
        self.lines.extend(text for event in reply.events for text in render(event))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl record",
        description="Play a session and save it as a transcript that `crapsrepl check` replays. "
        "Without --seed a random seed is chosen and written into the transcript.",
    )
    parser.add_argument("file", metavar="FILE", help="transcript to write (*.craps)")
    parser.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    add_table_options(parser)
    return parser


def main(argv: Sequence[str], interactive: Interactive | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    target = Path(args.file)
    if target.exists() and not args.force:
        parser.error(f"{target} exists; use --force to overwrite it")
    try:
        setup = setup_from(args)
        if setup.seed is None:
            setup = replace(setup, seed=random.SystemRandom().randrange(1_000_000))
        controller = Controller(setup.new_game())
    except OptionError as problem:
        parser.error(str(problem))
    header = [f"# Recorded with crapsrepl record (seed {setup.seed}).", *directives_for(setup)]
    recorded: list[str] = []
    if sys.stdin.isatty() and interactive is not None:
        status = interactive(controller, lambda inner: Recorder(inner, recorded))
    else:
        lines, out = piped_streams()
        status = run(controller, lines, Recorder(TextSink(out, echo=True), recorded))
    target.write_text("\n".join([*header, *recorded]) + "\n", encoding="utf-8")
    print(f"recorded {len(recorded)} lines to {target}", file=sys.stderr)
    return status
