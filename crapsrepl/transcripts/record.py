"""``crapsrepl record FILE``: play a session (terminal or piped) and save it as a transcript."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from ..console.controller import Reply
from ..console.games import SUFFIXES, GameBinding, GameController, game_for_path
from ..console.loop import Sink, TextSink, run
from ..console.options import OptionError
from ..console.streams import piped_streams
from .format import command_line

# Plays a session at the terminal into the sink made by wrapping the terminal's own view;
# the terminal layer provides it, so this package never imports prompt_toolkit.
Interactive = Callable[[GameController, Callable[[Sink], Sink]], int]


class Recorder:
    """Passes everything to the real view and keeps the session as transcript lines."""

    def __init__(self, inner: Sink, lines: list[str], binding: GameBinding) -> None:
        self.inner = inner
        self.lines = lines
        self.binding = binding

    def command(self, line: str) -> None:
        self.inner.command(line)
        self.lines.append(command_line(line, self.binding.prompt))

    def reply(self, reply: Reply) -> None:
        self.inner.reply(reply)
        self.lines.extend(text for event in reply.events for text in self.binding.render(event))


def build_parser(binding: GameBinding) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl record",
        description="Play a session and save it as a transcript that `crapsrepl check` replays. "
        "Without --seed a random seed is chosen and written into the transcript.",
    )
    parser.add_argument(
        "file", metavar="FILE", help="transcript to write (*.craps; *.blackjack for blackjack)"
    )
    parser.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    binding.add_table_options(parser)
    return parser


def main(argv: Sequence[str], interactive: Interactive | None = None) -> int:
    named = next((arg for arg in argv if arg.endswith(SUFFIXES)), "")
    binding = game_for_path(named).binding()  # the file's suffix picks the game
    parser = build_parser(binding)
    args = parser.parse_args(argv)
    target = Path(args.file)
    if target.exists() and not args.force:
        parser.error(f"{target} exists; use --force to overwrite it")
    try:
        setup = binding.setup_from(args)
        if setup.seed is None:
            setup = replace(setup, seed=random.SystemRandom().randrange(1_000_000))
        controller = binding.new_controller(setup)
    except OptionError as problem:
        parser.error(str(problem))
    header = [
        f"# Recorded with crapsrepl record (seed {setup.seed}).",
        *binding.directives_for(setup),
    ]
    recorded: list[str] = []
    if sys.stdin.isatty() and interactive is not None:
        status = interactive(controller, lambda inner: Recorder(inner, recorded, binding))
    else:
        lines, out = piped_streams()
        sink = TextSink(out, echo=True, render=binding.render, prompt=binding.prompt)
        status = run(controller, lines, Recorder(sink, recorded, binding))
    target.write_text("\n".join([*header, *recorded]) + "\n", encoding="utf-8")
    print(f"recorded {len(recorded)} lines to {target}", file=sys.stderr)
    return status
