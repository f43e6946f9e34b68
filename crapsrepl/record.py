"""``crapsrepl record FILE``: play a session (terminal or piped) and save it as a transcript."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from .cli import add_table_options, piped_streams, setup_from
from .controller import Controller, Reply
from .loop import Sink, TextSink, run
from .options import OptionError
from .render import render
from .transcript import command_line, directives_for


class Recorder:
    """Passes everything to the real view and keeps the session as transcript lines."""

    def __init__(self, inner: Sink) -> None:
        self.inner = inner
        self.lines: list[str] = []

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


def main(argv: Sequence[str]) -> int:
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
    if sys.stdin.isatty():
        from .repl import StyledSink, run_interactive

        recorder = Recorder(StyledSink())
        status = run_interactive(controller, sink=recorder)
    else:
        lines, out = piped_streams()
        recorder = Recorder(TextSink(out, echo=True))
        status = run(controller, lines, recorder)
    target.write_text("\n".join([*header, *recorder.lines]) + "\n", encoding="utf-8")
    print(f"recorded {len(recorder.lines)} lines to {target}", file=sys.stderr)
    return status
