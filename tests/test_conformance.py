"""The conformance kit (crapsrepl.testing) on the built-in games, on a few of their
transcripts each, so that a kit run stays short (the kit replays every transcript many times
over, and through the command). The example plug-in runs the kit in its own tests
(``examples/chuckaluck/tests``), as an outside game would."""

from __future__ import annotations

import shutil
from pathlib import Path

from crapsrepl.testing import assert_conforms

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = ROOT / "transcripts"

# A few blackjack scenes: a seat, the three settlements, a double and a bust.
BLACKJACK = ("seating", "win_push_lose", "double_down", "hit_and_bust")


def test_craps_conforms(tmp_path: Path) -> None:
    assert_conforms("craps", LIBRARY / "point", tmp_path / "work")


def test_blackjack_conforms(tmp_path: Path) -> None:
    chosen = tmp_path / "blackjack"
    chosen.mkdir()
    for name in BLACKJACK:
        shutil.copy(LIBRARY / "blackjack" / f"{name}.blackjack", chosen)
    assert_conforms("blackjack", chosen, tmp_path / "work")
