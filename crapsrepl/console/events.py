"""What every game's console says besides its model's own events, and the reply that carries
them: a refusal, help, a file saved or loaded. One class each, so ``--json`` names them the
same way at every table and one renderer (``shared_render``) prints them for every game."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Refusal:
    message: str


@dataclass(frozen=True, slots=True)
class HelpText:
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RulesShown:
    """The table's rules as posted: limits, odds, payouts, the house's choices."""

    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableDrawn:
    """The table drawn as a picture (``table``): every bet as a chip on its spot."""

    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableSaved:
    path: str


@dataclass(frozen=True, slots=True)
class TableLoaded:
    path: str
    players: int


@dataclass(frozen=True, slots=True)
class Undone:
    """``undo`` took back this command, as it was typed."""

    command: str


@dataclass(slots=True)
class Reply:
    """What one command did. ``events`` are the game model's own event objects (or the
    shared ones above): the console core never looks inside them, it hands them to the
    game's renderer, so they are plain ``object`` here."""

    events: list[object] = field(default_factory=list)
    refused: bool = False
    quit: bool = False
    changed: bool = False
    replaced_table: bool = False
    checkpoint: bool = False  # journal the table it left, not the command (see Controller)
