"""``crapsrepl handout TRANSCRIPTS OUT.md``: the command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ...console.games import default_game, names
from ...transcripts.facts import DEFAULT_REFUSAL
from ...transcripts.format import TranscriptError
from ..exits import Exit
from ..options.isolation import positive_seconds
from ..run.batch import load_all
from ..run.contract import (
    TIMEOUT,
)
from .page import handout


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl handout",
        description="Write the student-facing specification of a set of transcripts.",
    )
    parser.add_argument("transcripts", metavar="TRANSCRIPTS", help="transcript file or directory")
    parser.add_argument("out", metavar="OUT.md", help="the Markdown file to write")
    parser.add_argument(
        "--game",
        choices=names(),
        help="the game (default: the one the transcripts are for); others' transcripts left out",
    )
    parser.add_argument(
        "--setup-as-flags",
        action="store_true",
        help="as grade --setup-as-flags: players are given as --players, not seat commands",
    )
    parser.add_argument(
        "--refusal",
        metavar="REGEX",
        default=DEFAULT_REFUSAL,
        help="as grade --refusal: what counts as refusing a command",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=TIMEOUT,
        metavar="S",
        help=f"as grade --timeout: the seconds a test gives a program (default {TIMEOUT:g})",
    )
    return parser


def main(argv: Sequence[str]) -> Exit:
    args = build_parser().parse_args(argv)
    try:
        transcripts = load_all(args.transcripts)
    except TranscriptError as problem:
        print(f"crapsrepl handout: {problem}", file=sys.stderr)
        return Exit.HARNESS
    games = {t.game for t in transcripts}
    game = args.game or (games.pop() if len(games) == 1 else default_game())
    mine = [t for t in transcripts if t.game == game]
    if len(mine) < len(transcripts):
        print(
            f"{len(transcripts) - len(mine)} transcripts of other games left out", file=sys.stderr
        )
    text = handout(
        mine, game, seats_as_flags=args.setup_as_flags, refusal=args.refusal, timeout=args.timeout
    )
    Path(args.out).write_text(text, encoding="utf-8")
    hidden = sum(t.visibility != "visible" for t in mine)
    print(f"wrote {args.out}: {len(mine) - hidden} transcripts shown, {hidden} hidden")
    return Exit.OK
