"""``crapsrepl serve``: one table of any game, played by everyone at their own terminal
over SSH (docs/network.md).

asyncssh is imported only once the arguments are read, so ``serve --help`` and every
other command of crapsrepl never pay for it; the front end (the game's prompt, from
``terminal/``) is handed in by the entry point, as ``record`` is handed the terminal's
runner.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..console.games import binding as binding_of
from ..console.games import binding_for_document, game_from_argv
from .serve_args import NOT_LISTENING, PROG, build_parser, limits_from
from .table import SharedTable

if TYPE_CHECKING:
    import asyncssh

    from ..console.games import AnyBinding, GameController
    from ..storage.journal import Journal
    from .front import FrontFactory
    from .keys import KeyRing


def say(line: str) -> None:
    print(f"{PROG}: {line}", file=sys.stderr, flush=True)


def main(argv: Sequence[str], fronts: Callable[[bool], FrontFactory]) -> int:
    """Serve the table; ``fronts(screen)`` makes each connection's front end, opening the
    full screen if ``screen`` (``--screen``)."""
    game, _ = game_from_argv(argv, PROG)
    binding = binding_of(game)
    parser = build_parser(binding)
    args = parser.parse_args(list(argv))
    from .keys import KeyRing, fingerprint, host_key, read_keys

    try:
        spectators = read_keys(args.spectators) if args.spectators else None
        keys = KeyRing(read_keys(args.authorized_keys), spectators)
        key, made = host_key(args.host_key)
        binding, controller, journal, claims = open_table(binding, args)
    except ValueError as problem:  # a key file, a GameError, an OptionError, a JournalError
        say(str(problem))
        return 2
    if made:
        say(f"made a new host key {args.host_key} ({fingerprint(key)})")
    status = 130
    try:
        status = asyncio.run(
            _serve(binding, controller, journal, claims, args, keys, key, fronts(args.screen))
        )
    except KeyboardInterrupt:
        pass
    finally:
        if journal is not None:
            journal.close()
            if status == NOT_LISTENING and not args.resume:  # nothing was played: no journal
                journal.path.unlink(missing_ok=True)
    return status


def open_table(
    binding: AnyBinding, args: argparse.Namespace
) -> tuple[AnyBinding, GameController, Journal | None, list[object]]:
    """The table from the options or a journal (whose table decides the game), its journal,
    and the notes (names claimed) the journal kept."""
    from ..storage.journal import Journal, default_path, latest, resume

    setup = binding.options.setup_from(args)
    if args.resume:
        if setup != binding.default_setup() or args.journal or args.no_journal:
            raise ValueError("--resume takes the table and journal from FILE: no table options")
        found: list[AnyBinding] = []
        notes: list[object] = []

        def start(document: object) -> GameController:
            found.append(binding_for_document(document))
            return found[-1].restore(document)

        path = latest() if args.resume == "last" else Path(args.resume)
        controller, kept, replayed = resume(path, start, notes.append)
        if kept.repaired:
            say(kept.repaired)
        say(f"resumed {replayed} commands from {path}")
        return found[-1], controller, kept, notes
    if args.journal and args.no_journal:
        raise ValueError("--journal and --no-journal contradict each other")
    controller = binding.new_controller(setup, None)
    if args.no_journal:
        return binding, controller, None, []
    journal = Journal.start(Path(args.journal) if args.journal else default_path(), controller)
    return binding, controller, journal, []


async def _serve(
    binding: AnyBinding,
    controller: GameController,
    journal: Journal | None,
    claims: list[object],
    args: argparse.Namespace,
    keys: KeyRing,
    host_key: asyncssh.SSHKey,
    front: FrontFactory,
) -> int:
    from .host import HostConsole
    from .link import Notice
    from .server import listen

    limits = limits_from(args)
    table = SharedTable(binding, controller, journal, limits, forced=args.forced)
    console = HostConsole(table)
    table.host.sink = console.show
    for note in claims:
        table.claims.restore(note)
    if args.resume:
        table.resumed()
    try:
        server = await listen(
            table,
            keys,
            host_key,
            front,
            args.host,
            args.port,
            lambda line: console.show([Notice(line)]),
        )
    except OSError as problem:
        say(f"cannot listen on {args.host}:{args.port}: {problem.strerror or problem}")
        console.close()
        return NOT_LISTENING
    port = server.get_port()
    print(
        f"{PROG}: a {binding.name} table on {args.host} port {port}; "
        f"players join with: ssh -p {port} NAME@{args.host}",
        flush=True,
    )
    if journal is not None:
        print(
            f"journal: {journal.path} ({PROG} --resume {journal.path} goes on from here)",
            flush=True,
        )
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, table.close, "the host has closed the table")
    console.attach(sys.stdin.fileno())
    try:
        await table.closed.wait()
        await asyncio.sleep(0.1)  # the goodbyes go out before the connections close
    finally:
        server.close()
        await server.wait_closed()
        console.close()
    for line in controller.summary():
        print(line, flush=True)
    return 0
