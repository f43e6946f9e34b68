"""Command-line entry point: options, then the piped loop or the terminal REPL.

Start-up is kept to what Python itself costs: argparse is loaded only when there are
arguments, the engine only when the first command arrives, and prompt_toolkit only on a
terminal (so piped output never holds control codes).
"""

from __future__ import annotations

import io
import sys
from itertools import chain

from . import __version__
from .text import echo_line, is_remark

TYPE_CHECKING = False  # importing typing would cost piped start-up time
if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Iterator, Sequence
    from typing import TextIO

    from .controller import Controller
    from .journal import Journal
    from .options import TableSetup

# Subcommands live in their own modules and are imported only when asked for.
SUBCOMMANDS: dict[str, str] = {
    "check": "crapsrepl.check",
    "record": "crapsrepl.record",
    "grade": "crapsrepl.grade",
}

TABLE_FLAGS = ("seed", "players", "max-odds", "table-min", "table-max")


def add_table_options(parser: argparse.ArgumentParser) -> None:
    table = parser.add_argument_group("table options")
    table.add_argument("--seed", metavar="N", help="seed the dice so a session replays exactly")
    table.add_argument("--players", metavar="LIST", help='seat players: "Bob:100,Adam:100"')
    table.add_argument(
        "--max-odds", metavar="CAP", help="cap odds: 3-4-5 (3x on 4/10, 4x on 5/9, 5x on 6/8) or Nx"
    )
    table.add_argument(
        "--come-odds-working",
        action="store_true",
        help="odds on come bets work on the come-out roll too",
    )
    table.add_argument("--table-min", metavar="N", help="smallest line bet (default 1)")
    table.add_argument("--table-max", metavar="N", help="largest line bet (default none)")


def setup_from(args: argparse.Namespace) -> TableSetup:
    from .options import TableSetup, with_option

    setup = TableSetup()
    for flag in TABLE_FLAGS:
        value = getattr(args, flag.replace("-", "_"))
        if value is not None:
            setup = with_option(setup, flag, value)
    if args.come_odds_working:
        setup = with_option(setup, "come-odds-working", "yes")
    return setup


def build_parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(
        prog="crapsrepl",
        description="A craps table in the terminal. On a terminal it opens an interactive "
        "prompt; with input piped in it plays each line and prints the session as text.",
    )
    parser.add_argument("--version", action="version", version=f"crapsrepl {__version__}")
    parser.add_argument(
        "--json", action="store_true", help="print every event as one JSON object per line"
    )
    parser.add_argument(
        "--strict", action="store_true", help="stop at the first refused command (exit 2)"
    )
    keep = parser.add_argument_group("journal (every accepted command, flushed as it happens)")
    keep.add_argument("--journal", metavar="FILE", help="write the journal to FILE (a new file)")
    keep.add_argument("--no-journal", action="store_true", help="keep no journal")
    keep.add_argument("--resume", metavar="FILE", help="rebuild the table from a journal and go on")
    add_table_options(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        module = __import__(SUBCOMMANDS[argv[0]], fromlist=["main"])
        return int(module.main(argv[1:]))
    if not argv and not sys.stdin.isatty():
        return play_piped(_default_session)
    from .errors import GameError

    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        controller, journal = open_session(
            setup_from(args),
            journal=args.journal,
            no_journal=args.no_journal,
            resume_from=args.resume,
        )
    except (GameError, ValueError) as problem:
        parser.error(str(problem))
    if args.json or not sys.stdin.isatty():
        return play_piped(lambda: (controller, journal), json_out=args.json, strict=args.strict)
    from .repl import run_interactive

    try:
        return run_interactive(controller, journal=journal)
    finally:
        if journal:
            journal.close()


def open_session(
    setup: TableSetup,
    *,
    journal: str | None = None,
    no_journal: bool = False,
    resume_from: str | None = None,
) -> tuple[Controller, Journal | None]:
    """The table from the options, or from a journal to resume; the journal that keeps it.

    The default journal is a convenience: if it cannot be written the session goes on
    without one (and says so). A journal the user named must work.
    """
    from pathlib import Path

    from .controller import Controller
    from .journal import Journal, JournalError, default_path, resume
    from .options import TableSetup

    if resume_from:
        if setup != TableSetup() or journal or no_journal:
            raise ValueError("--resume takes the table and journal from FILE: no table options")
        controller, kept, replayed = resume(Path(resume_from))
        print(f"resumed {replayed} commands from {resume_from}", file=sys.stderr)
        return controller, kept
    if journal and no_journal:
        raise ValueError("--journal and --no-journal contradict each other")
    controller = Controller(setup.new_game())
    if no_journal:
        return controller, None
    if journal:
        return controller, Journal.start(Path(journal), controller.game)
    try:
        return controller, Journal.start(default_path(), controller.game)
    except JournalError as problem:
        print(f"crapsrepl: going on without a journal: {problem}", file=sys.stderr)
        return controller, None


def _default_session() -> tuple[Controller, Journal | None]:
    from .options import TableSetup

    return open_session(TableSetup())


def play_piped(
    make_session: Callable[[], tuple[Controller, Journal | None]],
    *,
    json_out: bool = False,
    strict: bool = False,
) -> int:
    lines, out = piped_streams()
    try:
        if json_out:
            from .jsonout import JsonSink
            from .loop import run

            controller, journal = make_session()
            return run(controller, lines, JsonSink(out), strict=strict, journal=journal)
        first = _echo_remarks(lines, out)
        if first is None:
            return 0
        from .loop import TextSink, run

        controller, journal = make_session()
        try:
            return run(
                controller, chain([first], lines), TextSink(out), strict=strict, journal=journal
            )
        finally:
            if journal:
                journal.close()
    except BrokenPipeError:
        sys.stderr.close()
        return 0


def piped_streams() -> tuple[io.TextIOWrapper, TextIO]:
    """Stdin as UTF-8 that never fails to decode; stdout that never fails to encode."""
    lines = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline=None)
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="backslashreplace")
    return lines, out


def _echo_remarks(lines: Iterator[str], out: TextIO) -> str | None:
    """Echo leading blank and comment lines; return the first real command, if any."""
    for raw in lines:
        if not is_remark(raw):
            return raw
        out.write(echo_line(raw.rstrip("\r\n")) + "\n")
    return None
