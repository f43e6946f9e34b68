"""Command-line entry point: options, then the piped loop or the terminal REPL.

Piped runs never import prompt_toolkit, so they start fast and print no control codes.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence

from . import __version__
from .controller import Controller
from .loop import JsonSink, TextSink, run
from .options import OptionError, TableSetup, with_option

# Subcommands live in their own modules and are imported only when asked for.
SUBCOMMANDS: dict[str, str] = {}

TABLE_FLAGS = ("seed", "players", "max-odds", "table-min", "table-max")


def add_table_options(parser: argparse.ArgumentParser) -> None:
    table = parser.add_argument_group("table options")
    table.add_argument("--seed", metavar="N", help="seed the dice so a session replays exactly")
    table.add_argument(
        "--players", metavar="LIST", help='seat players at start: "Bob:100,Adam:100"'
    )
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
    setup = TableSetup()
    for flag in TABLE_FLAGS:
        value = getattr(args, flag.replace("-", "_"))
        if value is not None:
            setup = with_option(setup, flag, value)
    if args.come_odds_working:
        setup = with_option(setup, "come-odds-working", "yes")
    return setup


def build_parser() -> argparse.ArgumentParser:
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
    add_table_options(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        module = __import__(SUBCOMMANDS[argv[0]], fromlist=["main"])
        return int(module.main(argv[1:]))
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        setup = setup_from(args)
        game = setup.new_game()
    except OptionError as problem:
        parser.error(str(problem))
    controller = Controller(game)
    if args.json or not sys.stdin.isatty():
        return play_piped(controller, json_out=args.json, strict=args.strict)
    from .repl import run_interactive

    return run_interactive(controller)


def play_piped(controller: Controller, *, json_out: bool = False, strict: bool = False) -> int:
    lines = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline=None)
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="backslashreplace")
    sink = JsonSink(out) if json_out else TextSink(out)
    try:
        return run(controller, lines, sink, strict=strict)
    except BrokenPipeError:
        sys.stderr.close()
        return 0
