"""Command-line entry point: options, then the piped loop or the terminal REPL.

Start-up is kept to what Python itself costs: argparse is loaded only when there are
arguments, the engine only when the first command arrives, and prompt_toolkit only on a
terminal (so piped output never holds control codes).
"""

from __future__ import annotations

import sys

from .console.piped import play_piped
from .version import __version__

TYPE_CHECKING = False  # importing typing would cost piped start-up time
if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence

    from .console.games import AnyBinding, GameController
    from .console.loop import Sink
    from .console.options import Setup
    from .network.front import FrontFactory
    from .storage.journal import Journal

# Subcommands live in their own modules and are imported only when asked for: the module
# that holds each one's ``main``, and the line ``crapsrepl --help`` shows for it.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "check": ("crapsrepl.transcripts.check", "replay transcripts and compare the output"),
    "record": ("crapsrepl.transcripts.record", "play a session and save it as a transcript"),
    "grade": (
        "crapsrepl.grading.command",
        "grade a program or a class against transcripts (output and fact assertions)",
    ),
    "handout": ("crapsrepl.grading.handout", "write the student-facing specification"),
    "autograder": ("crapsrepl.grading.autograder", "bundle a Gradescope autograder"),
    "simulate": ("crapsrepl.console.simulate", "play many sessions of a strategy: what it costs"),
    "serve": ("crapsrepl.network.serve", "hold a table that players join over SSH"),
}


def build_parser(binding: AnyBinding) -> argparse.ArgumentParser:
    import argparse

    from .console.games import default_game, names

    parser = argparse.ArgumentParser(
        prog="crapsrepl",
        description=f"Play {binding.name} in the terminal (games: {', '.join(names())}).\n"
        "At a terminal it opens an interactive prompt; with input piped in it plays each\n"
        "line and prints the session as text.",
        epilog="subcommands (each has --help):\n"
        + "\n".join(f"  crapsrepl {name:<10} {about}" for name, (_, about) in SUBCOMMANDS.items()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"crapsrepl {__version__}")
    parser.add_argument(
        "--game",
        choices=names(),
        default=default_game(),
        help=f"the table to open (default {default_game()}; `crapsrepl NAME` is --game NAME)",
    )
    parser.add_argument(
        "--json", action="store_true", help="print every event as one JSON object per line"
    )
    parser.add_argument(
        "--strict", action="store_true", help="stop at the first refused command (exit 2)"
    )
    parser.add_argument(
        "--screen",
        action="store_true",
        help="the full-screen table at a terminal: the layout drawn on top, the log below",
    )
    keep = parser.add_argument_group(
        "journal (every accepted command, flushed as it happens; kept by default at a terminal)"
    )
    keep.add_argument("--journal", metavar="FILE", help="write the journal to FILE (a new file)")
    keep.add_argument("--no-journal", action="store_true", help="keep no journal")
    keep.add_argument(
        "--resume",
        metavar="FILE",
        help="rebuild the table from a journal and go on (`last`: the newest session's)",
    )
    binding.options.add_to(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The program; a game that cannot be loaded (a broken plug-in) is one line, exit 2,
    wherever it is first asked for."""
    try:
        return _main(argv)
    except ValueError as problem:
        from .console.discovery import PluginFailed  # only now: start-up stays light

        if not isinstance(problem, PluginFailed):
            raise
        print(f"crapsrepl: error: {problem}", file=sys.stderr)
        return 2


def _main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        try:
            return _subcommand(argv)
        except KeyboardInterrupt:  # Ctrl-C before the subcommand's own handler is set
            return 130
    if not argv and not sys.stdin.isatty():
        return play_piped(_default_session, binding=None)
    from .console.games import binding as binding_of
    from .console.games import game_from_argv, names

    if argv and argv[0] in names():  # `crapsrepl blackjack` is `crapsrepl --game blackjack`
        argv = ["--game", *argv]
    from .console.options import OptionListing

    binding = binding_of(game_from_argv(argv, "crapsrepl")[0])
    parser = build_parser(binding)
    args = parser.parse_args(argv)
    at_terminal = sys.stdin.isatty() and not args.json
    try:
        binding, controller, journal = open_session(
            binding,
            binding.options.setup_from(args),
            journal=args.journal,
            no_journal=args.no_journal,
            keep_by_default=at_terminal,
            resume_from=args.resume,
        )
    except OptionListing as listing:  # `--preset list`: the list is the answer
        print(listing)
        return 0
    except ValueError as problem:  # a GameError or an OptionError: both are ValueErrors
        parser.error(str(problem))
    if not at_terminal:
        return play_piped(
            lambda: (controller, journal), json_out=args.json, strict=args.strict, binding=binding
        )
    from .terminal.fit import print_fitted
    from .terminal.session import run_interactive

    try:
        _tell_journal(journal)
        return run_interactive(controller, binding, journal=journal, screen=args.screen)
    finally:
        print_fitted(controller.summary())
        if journal:
            _tell_journal(journal)
            journal.close()


def _subcommand(argv: list[str]) -> int:
    """Run ``crapsrepl <subcommand> ...``, its module imported only now."""
    module = __import__(SUBCOMMANDS[argv[0]][0], fromlist=["main"])
    if argv[0] == "record":
        return int(module.main(argv[1:], interactive=_record_at_terminal))
    if argv[0] == "serve":
        return int(module.main(argv[1:], fronts=_remote_fronts))
    if argv[0] == "simulate" and sys.stderr.isatty():
        from .terminal.progress import session_bar

        return int(module.main(argv[1:], progress=session_bar))
    return int(module.main(argv[1:]))


def _remote_fronts(screen: bool) -> FrontFactory:
    """The game's prompt for each player of ``serve`` (the full screen first if
    ``screen``), loaded once the server starts."""
    from .terminal.remote import fronts

    return fronts(screen)


def _tell_journal(journal: Journal | None) -> None:
    """At the start and the end of a session at a terminal: where it is kept, and how to
    go on from it."""
    import shutil

    if journal is not None and journal.working:
        where, how = f"journal: {journal.path}", "(crapsrepl --resume last goes on from here)"
        if len(where) + 1 + len(how) <= shutil.get_terminal_size().columns:
            print(f"{where} {how}")
        else:  # the path whole, however long, for the terminal to fold: it copies whole
            print(f"{where}\n  {how}")


def _record_at_terminal(
    controller: GameController, binding: AnyBinding, wrap: Callable[[Sink], Sink]
) -> int:
    from .terminal.session import StyledSink, run_interactive

    sink = wrap(StyledSink(view=binding.render, style=binding.style))
    return run_interactive(controller, binding, sink=sink)


def open_session(
    binding: AnyBinding,
    setup: Setup,
    *,
    journal: str | None = None,
    no_journal: bool = False,
    resume_from: str | None = None,
    keep_by_default: bool = True,
) -> tuple[AnyBinding, GameController, Journal | None]:
    """The table from the options, or from a journal to resume (whose table decides the
    game); the journal that keeps it.

    The default journal is a convenience for a session at a terminal (``keep_by_default``):
    if it cannot be written the session goes on without one (and says so). A piped run is
    its own record (its input replays it), so it keeps a journal only when asked, and never
    prunes the interactive ones. A journal the user named must work.
    """
    from pathlib import Path

    from .storage.journal import Journal, JournalError, default_path, latest, resume

    if resume_from:
        from .console.games import binding_for_document

        if setup != binding.default_setup() or journal or no_journal:
            raise ValueError("--resume takes the table and journal from FILE: no table options")
        found: list[AnyBinding] = []

        def start(document: object) -> GameController:
            found.append(binding_for_document(document))
            return found[-1].restore(document)

        path = latest() if resume_from == "last" else Path(resume_from)
        controller, kept, replayed = resume(path, start)
        if kept.repaired:
            print(f"crapsrepl: {kept.repaired}", file=sys.stderr)
        print(resumed_line(path, replayed, controller), file=sys.stderr)
        return found[-1], controller, kept
    if journal and no_journal:
        raise ValueError("--journal and --no-journal contradict each other")
    controller = binding.new_controller(setup, None)
    if no_journal:
        return binding, controller, None
    if journal:
        return binding, controller, Journal.start(Path(journal), controller)
    if not keep_by_default:
        return binding, controller, None
    try:
        return binding, controller, Journal.start(default_path(), controller)
    except JournalError as problem:
        print(f"crapsrepl: going on without a journal: {problem}", file=sys.stderr)
        return binding, controller, None


def resumed_line(path: object, replayed: int, controller: GameController) -> str:
    """What ``--resume`` restored: the table the journal last kept (a command chance touched
    may be kept as the table it left, so a round in play comes back with none replayed), the
    commands replayed after it, and the table as it now is."""
    commands = "1 command" if replayed == 1 else f"{replayed} commands"
    return (
        f"resumed {path}: the table it last kept, then {commands} replayed after it\n"
        f" {controller.status_line().strip()}"
    )


def _default_session() -> tuple[GameController, Journal | None]:
    from .console.games import binding as binding_of
    from .console.games import default_game

    binding = binding_of(default_game())
    _, controller, journal = open_session(binding, binding.default_setup(), keep_by_default=False)
    return controller, journal
