"""Helpers every test folder shares: running the program as a user does, chip checks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from crapsrepl import Game

ROOT = Path(__file__).parent.parent
TESTS = ROOT / "tests"
DATA = TESTS / "data"
FAKES = TESTS / "fakes"
LIBRARY = ROOT / "transcripts"


def conserved(g: Game) -> bool:
    accounted, brought = g.chips_accounted()
    return accounted == brought


CRAPSREPL = [sys.executable, "-m", "crapsrepl"]


def run_crapsrepl(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The program as a user runs it, input piped in, text out."""
    return subprocess.run(
        [*CRAPSREPL, *args], input=stdin, text=True, capture_output=True, timeout=120, check=False
    )
