"""``crapsrepl check``: replay transcripts and report PASS/FAIL with a diff, or update them."""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Sequence
from pathlib import Path

from .format import Transcript, TranscriptError, discover, load
from .matching import updated_block
from .replay import failed_facts, first_mismatch, replay

EXIT_PASS, EXIT_FAIL, EXIT_ERROR = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="crapsrepl check",
        description="Replay transcripts (*.craps) on a fresh table and compare the output.",
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
    files = discover(args.paths)
    if not files:
        print(f"no transcripts found in {' '.join(args.paths)}", file=sys.stderr)
        return EXIT_ERROR
    passed = failed = errors = 0
    for path in files:
        try:
            transcript = load(path)
        except TranscriptError as problem:
            print(f"ERROR {problem}")
            errors += 1
            continue
        ok = update(transcript) if args.update else check(transcript)
        passed += ok
        failed += not ok
    print(f"{passed} passed, {failed + errors} failed")
    if errors:
        return EXIT_ERROR
    return EXIT_FAIL if failed else EXIT_PASS


def check(transcript: Transcript) -> bool:
    mismatch = first_mismatch(transcript, replay(transcript))
    facts = failed_facts(transcript)
    if mismatch is None and not facts:
        print(f"PASS {transcript.name}")
        return True
    print(f"FAIL {transcript.name}")
    for line in mismatch.diff(transcript.name) if mismatch else []:
        print(f"  {line}")
    for fact in facts:
        print(f"  {transcript.name}:{fact.line}: {fact.text()}")
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
        print(f"PASS {transcript.name}")
        return True
    Path(transcript.path).write_text(new, encoding="utf-8")
    print(f"UPDATED {transcript.name}")
    changes = difflib.unified_diff(
        old.splitlines(),
        new.splitlines(),
        f"{transcript.name} (before)",
        f"{transcript.name}",
        lineterm="",
    )
    for line in changes:
        print(f"  {line}")
    return True
