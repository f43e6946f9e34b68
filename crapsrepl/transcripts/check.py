"""``crapsrepl check``: replay transcripts and report PASS/FAIL with a diff, or update them."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Sequence
from pathlib import Path

from ..console.games import suffixes
from ..console.text import visible
from ..storage.files import write_atomic
from .files import discover_in, load
from .format import Transcript, TranscriptError
from .matching import updated_block
from .replay import failed_facts, first_mismatch, replay

EXIT_PASS, EXIT_FAIL, EXIT_ERROR = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl check",
        description="Replay transcripts (*"
        + ", *".join(suffixes())
        + ") on a fresh table and compare the output.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="transcript files or directories")
    parser.add_argument(
        "--update",
        action="store_true",
        help="rewrite expected output with the actual output, keeping comments, directives "
        "and wildcard lines that still match",
    )
    return parser


def main(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    files = discover_in(args.paths)
    if not files:
        print(visible(f"no transcripts found in {' '.join(args.paths)}"), file=sys.stderr)
        return EXIT_ERROR
    passed = failed = errors = 0
    for path, root in files:
        try:
            transcript = load(path, root)
            ok = update(transcript) if args.update else check(transcript)
        except TranscriptError as problem:
            say(f"ERROR {problem}")
            errors += 1
            continue
        passed += ok
        failed += not ok
    print(f"{passed} passed, {failed + errors} failed")
    if errors:
        return EXIT_ERROR
    return EXIT_FAIL if failed else EXIT_PASS


def say(line: str) -> None:
    """Print a line that may quote a transcript: its control codes are shown, not sent."""
    print(visible(line))


def check(transcript: Transcript) -> bool:
    mismatch = first_mismatch(transcript, replay(transcript))
    facts = failed_facts(transcript)
    if mismatch is None and not facts:
        say(f"PASS {transcript.name}")
        return True
    say(f"FAIL {transcript.name}")
    for line in mismatch.diff(transcript.name) if mismatch else []:
        say(f"  {line}")
    for fact in facts:
        say(f"  {transcript.name}:{fact.line}: {fact.text()}")
    return False


def update(transcript: Transcript) -> bool:
    """Rewrite the file if its output changed; counts as passing once written."""
    outputs = replay(transcript)
    blocks = [
        updated_block(s.expected, out) if transcript.output_graded(s) else s.expected
        for s, out in zip(transcript.steps, outputs, strict=True)
    ]
    old, new = transcript.text(), transcript.text(blocks)
    if old == new:
        say(f"PASS {transcript.name}")
        return True
    try:
        write_atomic(Path(transcript.path), new)
    except OSError as problem:
        why = problem.strerror or problem
        raise TranscriptError(transcript.path, 0, f"cannot update: {why}") from None
    say(f"UPDATED {transcript.name}")
    changes = difflib.unified_diff(
        old.splitlines(),
        new.splitlines(),
        f"{transcript.name} (before)",
        f"{transcript.name}",
        lineterm="",
    )
    for line in changes:
        say(f"  {line}")
    return True
