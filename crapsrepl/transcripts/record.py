"""``crapsrepl record FILE``: play a session (terminal or piped) and save it as a transcript."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import random
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from ..console.events import Reply
from ..console.games import AnyBinding, GameController, game_for_path, suffixes
from ..console.games import binding as game_binding
from ..console.loop import Sink, TextSink, run
from ..console.options import OptionError
from ..console.streams import piped_streams
from ..console.text import is_remark
from ..storage.files import check_replaceable, write_atomic
from .confine import ReplayFiles
from .format import command_line

# Plays a session at the terminal into the sink made by wrapping the terminal's own view;
# the terminal layer provides it, so this package never imports prompt_toolkit.
Interactive = Callable[[GameController, AnyBinding, Callable[[Sink], Sink]], int]


class Recorder:
    """Passes everything to the real view and keeps the session as transcript lines.

    Whole entries only: a command is kept together with all its output once its reply has
    come, so a session cut short between the two (a closed pipe while echoing it, Ctrl-C,
    SIGTERM) never leaves a command without its output in the transcript."""

    def __init__(self, inner: Sink, lines: list[str], binding: AnyBinding) -> None:
        self.inner = inner
        self.lines = lines
        self.binding = binding
        self._pending: str | None = None

    def command(self, line: str) -> None:
        self._pending = None
        self.inner.command(line)
        if is_remark(line):  # echoed, never executed: no reply comes
            self.lines.append(command_line(line, self.binding.prompt))
        else:
            self._pending = command_line(line, self.binding.prompt)

    def reply(self, reply: Reply) -> None:
        if self._pending is not None:
            output = [text for event in reply.events for text in self.binding.render(event)]
            self.lines.extend([self._pending, *output])
            self._pending = None
        self.inner.reply(reply)


def build_parser(binding: AnyBinding) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl record",
        description="Play a session and save it as a transcript that `crapsrepl check` replays. "
        "Without --seed a random seed is chosen and written into the transcript.",
    )
    parser.add_argument(
        "file",
        metavar="FILE",
        help="transcript to write; its suffix names the game (*" + ", *".join(suffixes()) + ")",
    )
    parser.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    binding.options.add_to(parser)
    return parser


def main(argv: Sequence[str], interactive: Interactive | None = None) -> int:
    named = next((arg for arg in argv if arg.endswith(suffixes())), "")
    binding = game_binding(game_for_path(named))  # the file's suffix picks the game
    parser = build_parser(binding)
    args = parser.parse_args(argv)
    target = Path(args.file)
    if target.exists() and not args.force:
        parser.error(f"{target} exists; use --force to overwrite it")
    try:
        check_writable(target)
    except OSError as problem:
        parser.error(f"cannot record to {target}: {problem.strerror or problem}")
    try:
        setup = binding.options.setup_from(args)
        if setup.seed is None:
            seed = str(random.SystemRandom().randrange(1_000_000))
            setup = binding.options.with_option(setup, "seed", seed)
        files = ReplayFiles(target.parent)  # save and load as the replay will see them
        controller = binding.new_controller(setup, files)
    except OptionError as problem:
        parser.error(str(problem))
    header = [
        f"# Recorded with crapsrepl record (seed {setup.seed}).",
        *binding.options.directives_for(setup),
    ]
    recorded: list[str] = []
    status = 0
    try:
        if sys.stdin.isatty() and interactive is not None:
            status = interactive(
                controller, binding, lambda inner: Recorder(inner, recorded, binding)
            )
        else:
            with _stopped_by_sigterm():
                lines, out = piped_streams()
                sink = TextSink(out, echo=True, render=binding.render, prompt=binding.prompt)
                status = run(controller, lines, Recorder(sink, recorded, binding))
    except KeyboardInterrupt:
        status = 130
    except BrokenPipeError:
        _silence_stdout()  # the reader left (`| head`): keep what was played
    finally:
        files.close()
        status = _keep(target, header, recorded) or status
    return status


def check_writable(target: Path) -> None:
    """Refuse before playing a target that could not be written after it."""
    folder = target.parent
    if not folder.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"no folder {folder}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise PermissionError(errno.EACCES, f"the folder {folder} is not writable")
    check_replaceable(target)


def _keep(target: Path, header: list[str], recorded: list[str]) -> int:
    """Write the transcript; 0, or 2 (and why on stderr) if it cannot be written."""
    try:
        write_atomic(target, "\n".join([*header, *recorded]) + "\n")
    except OSError as problem:
        print(f"crapsrepl record: cannot write {target}: {problem}", file=sys.stderr)
        return 2
    print(f"recorded {len(recorded)} lines to {target}", file=sys.stderr)
    return 0


@contextlib.contextmanager
def _stopped_by_sigterm() -> Iterator[None]:
    """SIGTERM ends a piped recording like Ctrl-C does, so the transcript is still written."""

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _silence_stdout() -> None:
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
