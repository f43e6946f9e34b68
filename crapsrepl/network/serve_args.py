"""``crapsrepl serve``'s command line: its options (the game's table options with them),
each value checked in one line, and the limits they set (docs/network.md)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from ..console.options import at_least_one
from ..storage.paths import state_dir
from .limits import Limits

if TYPE_CHECKING:
    from ..console.games import AnyBinding

PROG = "crapsrepl serve"
DEFAULTS = Limits()
NOT_LISTENING = 3  # the exit status when the address cannot be listened on


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not 0 <= value < 10**7:  # nan and inf fail here too
        raise argparse.ArgumentTypeError(f"expected 0 or more seconds, not {text!r}")
    return value


def _rate(text: str) -> float:
    value = _seconds(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected more than 0, not {text!r}")
    return value


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, not {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, not {value}")
    return value


def build_parser(binding: AnyBinding) -> argparse.ArgumentParser:
    from ..console.games import default_game, names

    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Hold one table and let players join it over SSH, each at their own "
        "terminal: ssh -p PORT NAME@HOST, the SSH user name being the player's name. "
        "Only the public keys in --authorized-keys get in. The host's terminal shows the "
        "table; /help there lists its commands.",
    )
    parser.add_argument(
        "--game",
        choices=names(),
        default=default_game(),
        help=f"the table's game (default {default_game()})",
    )
    parser.add_argument(
        "--screen",
        action="store_true",
        help="open the full-screen table for each player whose window holds it, as "
        "crapsrepl --screen (each player's screen on|off still switches it)",
    )
    net = parser.add_argument_group("listening")
    net.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    net.add_argument("--port", type=_port, default=2222, help="port (default 2222; 0: any free)")
    net.add_argument(
        "--host-key",
        metavar="FILE",
        type=Path,
        default=state_dir() / "serve_host_key",
        help="the server's private key, made if absent (default: in crapsrepl's state folder)",
    )
    net.add_argument(
        "--authorized-keys",
        metavar="FILE",
        type=Path,
        required=True,
        help="public keys that may play, in OpenSSH's authorized_keys format",
    )
    net.add_argument(
        "--spectators",
        metavar="FILE",
        type=Path,
        help="public keys that may only watch (same format)",
    )
    seats = parser.add_argument_group("seats and turns")
    seats.add_argument(
        "--grace",
        type=_seconds,
        metavar="S",
        default=DEFAULTS.grace,
        help=f"seconds a gone player's seat and bets wait for them (default {DEFAULTS.grace:g})",
    )
    seats.add_argument(
        "--turn-time",
        type=_seconds,
        metavar="S",
        default=DEFAULTS.turn_time,
        help="seconds the player to act has before the table plays for them (default 0: no timer)",
    )
    seats.add_argument(
        "--forced",
        action="store_true",
        help="players may choose what chance decides (a forced throw); else only the host",
    )
    limits = parser.add_argument_group("limits")
    limits.add_argument(
        "--max-connections",
        type=at_least_one,
        metavar="N",
        default=DEFAULTS.max_connections,
        help=f"open connections at once (default {DEFAULTS.max_connections})",
    )
    limits.add_argument(
        "--max-per-key",
        type=at_least_one,
        metavar="N",
        default=DEFAULTS.max_per_key,
        help=f"sessions open with one key (default {DEFAULTS.max_per_key})",
    )
    limits.add_argument(
        "--commands-per-second",
        type=_rate,
        metavar="R",
        default=DEFAULTS.commands_per_second,
        help=f"commands a connection may send a second, {DEFAULTS.command_burst} at once "
        f"(default {DEFAULTS.commands_per_second:g})",
    )
    limits.add_argument(
        "--keys-per-second",
        type=at_least_one,
        metavar="BYTES",
        default=DEFAULTS.keys_per_second,
        help=f"bytes of keys read a second from a connection, {DEFAULTS.key_burst} at once "
        f"(default {DEFAULTS.keys_per_second})",
    )
    limits.add_argument(
        "--idle-timeout",
        type=_rate,
        metavar="S",
        default=DEFAULTS.idle_timeout,
        help="seconds without a key before a connection closes "
        f"(default {DEFAULTS.idle_timeout:g})",
    )
    limits.add_argument(
        "--output-buffer",
        type=at_least_one,
        metavar="BYTES",
        default=DEFAULTS.output_buffer,
        help="bytes of output a client may leave unread before it is dropped "
        f"(default {DEFAULTS.output_buffer})",
    )
    keep = parser.add_argument_group("journal (every accepted command, and who claimed which name)")
    keep.add_argument("--journal", metavar="FILE", help="write the journal to FILE (a new file)")
    keep.add_argument("--no-journal", action="store_true", help="keep no journal")
    keep.add_argument(
        "--resume",
        metavar="FILE",
        help="rebuild the table and its players' names from a journal and go on "
        "(`last`: the newest)",
    )
    binding.options.add_to(parser)
    return parser


def limits_from(args: argparse.Namespace) -> Limits:
    return Limits(
        max_connections=args.max_connections,
        max_per_key=args.max_per_key,
        commands_per_second=args.commands_per_second,
        keys_per_second=args.keys_per_second,
        idle_timeout=args.idle_timeout,
        output_buffer=args.output_buffer,
        grace=args.grace,
        turn_time=args.turn_time,
    )
