"""Install the coin game as a plug-in: a distribution's metadata, made in a folder, naming
the game in the ``crapsrepl.games`` entry-point group, exactly as a game in its own
distribution would (pip writes the same two files)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def install(folder: Path) -> Path:
    """The folder to put on ``sys.path`` / ``PYTHONPATH`` for the game to be installed."""
    info = folder / "crapsrepl_coin-0.1.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: crapsrepl-coin\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(
        "[crapsrepl.games]\ncoin = tests.thirdgame.console.game:BINDING\n"
    )
    return folder
