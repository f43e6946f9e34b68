"""The game registry: how the shared layers (cli, terminal, transcripts, grading, storage
hooks) reach a game's command table, controller, renderer, options, prompt and toolbar.

Each game's binding module is imported only when that game is played, so a piped craps
session never pays for blackjack (or the other way round). The prompt and the transcript
suffix are known without importing anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable

    from .commands import CommandSpec
    from .controller import Reply


class GameController(Protocol):
    """What the loop, the journal and the front ends need of a game's controller."""

    game: Any

    def execute(self, line: str) -> Reply: ...


@dataclass(frozen=True, slots=True)
class GameBinding:
    """One game as the front end sees it; every field is a plain function or value."""

    name: str
    prompt: str
    suffix: str
    commands: Sequence[CommandSpec]
    lookup: Callable[[str], CommandSpec]
    default_setup: Callable[[], Any]
    with_option: Callable[[Any, str, str], Any]
    option_names: tuple[str, ...]
    directives_for: Callable[[Any], list[str]]
    add_table_options: Callable[[argparse.ArgumentParser], None]
    setup_from: Callable[[argparse.Namespace], Any]
    new_controller: Callable[..., GameController]  # (setup, files policy or None)
    wrap: Callable[[Any], GameController]
    render: Callable[[Any], list[str]]
    toolbar: Callable[[Any], str] | None = None


@dataclass(frozen=True, slots=True)
class GameKind:
    name: str
    prompt: str
    suffix: str
    module: str

    def binding(self) -> GameBinding:
        module = __import__(self.module, fromlist=["BINDING"])
        binding: GameBinding = module.BINDING
        return binding


GAMES: dict[str, GameKind] = {
    "craps": GameKind("craps", "craps> ", ".craps", "crapsrepl.console.craps_binding"),
    "blackjack": GameKind(
        "blackjack", "blackjack> ", ".blackjack", "crapsrepl.console.blackjack.binding"
    ),
}
DEFAULT = "craps"
SUFFIXES = tuple(kind.suffix for kind in GAMES.values())


def game_named(name: str) -> GameKind:
    kind = GAMES.get(name.strip().lower())
    if kind is None:
        raise ValueError(f"unknown game {name!r} (games: {', '.join(GAMES)})")
    return kind


def game_for_path(path: str) -> GameKind:
    """The game a transcript file is for, by its suffix (``.craps``, ``.blackjack``)."""
    for kind in GAMES.values():
        if str(path).endswith(kind.suffix):
            return kind
    return GAMES[DEFAULT]


def chosen_game(argv: Sequence[str]) -> GameKind:
    """The game named by ``--game NAME`` or ``--game=NAME`` in ``argv`` (craps if none);
    read before argparse so the game's own table options can be added to the parser."""
    for index, arg in enumerate(argv):
        if arg == "--game" and index + 1 < len(argv):
            return GAMES.get(argv[index + 1], GAMES[DEFAULT])
        if arg.startswith("--game="):
            return GAMES.get(arg.partition("=")[2], GAMES[DEFAULT])
    return GAMES[DEFAULT]


def binding_of(game: Any) -> GameBinding:
    """The binding for a table already built (one rebuilt from a journal, say)."""
    name = "blackjack" if type(game).__module__.startswith("crapsrepl.blackjack") else DEFAULT
    return GAMES[name].binding()


def controller_for(game: Any) -> GameController:
    """The controller for a table rebuilt from a document (a journal being resumed)."""
    return binding_of(game).wrap(game)
