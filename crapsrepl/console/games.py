"""The game registry: the one seam between the shared layers (cli, terminal, transcripts,
grading, the journal) and a game.

A game is an entry in ``GAMES`` (its name, prompt, transcript suffix, saved-table format and
the module holding its ``BINDING``) and its own folders: the model (``crapsrepl/<game>/``)
and its console (``console/<game>/``). Everything the shared layers need of it comes
through its ``GameBinding``; nothing shared imports a game. Each binding module is imported
only when its game is played, so a craps session never loads blackjack, nor the reverse.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from .command_table import CommandTable
    from .controller import Controller, FilePolicy
    from .events import Reply
    from .options import OptionTable, Setup

GameT = TypeVar("GameT")
SetupT = TypeVar("SetupT", bound="Setup")
ProgressBar = Callable[[int], AbstractContextManager[Callable[[int], None] | None]]


class GameController(Protocol):
    """What the loop, the journal and the front ends use of any game's controller."""

    def execute(self, line: str) -> Reply: ...

    def replays(self, line: str) -> bool: ...

    def to_document(self) -> dict[str, object]: ...

    def players(self) -> list[str]: ...

    def status_line(self) -> str: ...

    def summary(self) -> list[str]: ...

    def racks(self) -> dict[str, int]: ...

    def draw(self) -> list[str]: ...

    def quick_line(self, key: str) -> str | None: ...


@dataclass(frozen=True, slots=True)
class GameBinding(Generic[GameT, SetupT]):
    """One game as the shared layers see it. ``SetupT`` is the game's table set-up (seed,
    players, rules) that options build; ``GameT`` its model."""

    name: str
    prompt: str
    suffix: str
    commands: CommandTable
    options: OptionTable[SetupT]
    new_controller: Callable[[SetupT, FilePolicy | None], Controller[GameT]]
    restore: Callable[[object], Controller[GameT]]  # a saved document -> its controller
    render: Callable[[object], list[str]]
    seed_matters: Callable[[Sequence[str]], bool]  # given a transcript's commands
    simulate: Callable[[Sequence[str], ProgressBar | None], int]
    seat_command: str = "addPlayer({name}, {chips})"
    screen_render: Callable[[object], list[str]] | None = None  # the full screen's log

    def default_setup(self) -> SetupT:
        return self.options.default()

    def program_words(
        self, directives: Sequence[tuple[str, str]], commands: Sequence[str]
    ) -> list[str]:
        """The command-line words that give another program (a student's) this table:
        ``--game NAME`` for any game but the default, each directive's option as a flag,
        and the seed only where it decides something."""
        words = [] if self.name == DEFAULT else ["--game", self.name]
        for key, value in directives:
            if key == "seed" and not self.seed_matters(commands):
                continue
            words += self.options.flags_for(key, value)
        return words

    def seat_commands(self, players: Sequence[tuple[str, int]]) -> list[str]:
        return [self.seat_command.format(name=name, chips=chips) for name, chips in players]


AnyBinding = GameBinding[object, "Setup"]


@dataclass(frozen=True, slots=True)
class GameKind:
    """What is known of a game without importing it."""

    name: str
    prompt: str
    suffix: str
    document_format: str  # the ``format`` field of its saved tables and journal checkpoints
    module: str

    def binding(self) -> AnyBinding:
        """The game's binding. The shared layers hold its tables only to hand them back to
        the same binding, so they see a table as ``object`` and a set-up as ``Setup``."""
        module = __import__(self.module, fromlist=["BINDING"])
        binding: AnyBinding = module.BINDING
        return binding


GAMES: dict[str, GameKind] = {
    "craps": GameKind(
        "craps", "craps> ", ".craps", "crapsrepl-table", "crapsrepl.console.craps.binding"
    ),
    "blackjack": GameKind(
        "blackjack",
        "blackjack> ",
        ".blackjack",
        "crapsrepl-blackjack-table",
        "crapsrepl.console.blackjack.binding",
    ),
}
DEFAULT = "craps"
SUFFIXES = tuple(kind.suffix for kind in GAMES.values())


def game_for_path(path: str) -> GameKind:
    """The game a transcript file is for, by its suffix (``.craps``, ``.blackjack``)."""
    for kind in GAMES.values():
        if str(path).endswith(kind.suffix):
            return kind
    return GAMES[DEFAULT]


def chosen_game(argv: Sequence[str]) -> GameKind:
    """The game named by ``--game NAME`` or ``--game=NAME`` in ``argv`` (the default if
    none); read before argparse so the game's own options can be added to the parser. The
    one place ``--game`` is found in a command line."""
    for index, arg in enumerate(argv):
        if arg == "--game" and index + 1 < len(argv):
            return GAMES.get(argv[index + 1], GAMES[DEFAULT])
        if arg.startswith("--game="):
            return GAMES.get(arg.partition("=")[2], GAMES[DEFAULT])
    return GAMES[DEFAULT]


def without_game(argv: Sequence[str]) -> list[str]:
    """``argv`` less its ``--game NAME`` or ``--game=NAME``."""
    words, skip = [], False
    for index, arg in enumerate(argv):
        if skip:
            skip = False
        elif arg == "--game" and index + 1 < len(argv):
            skip = True
        elif not arg.startswith("--game="):
            words.append(arg)
    return words


def binding_for_document(document: object) -> AnyBinding:
    """The binding of the game a saved table belongs to, told apart by its ``format`` field
    (a journal being resumed); an unknown one goes to the default game, whose restore says
    what is wrong with it."""
    found = document.get("format") if isinstance(document, dict) else None
    for kind in GAMES.values():
        if found == kind.document_format:
            return kind.binding()
    return GAMES[DEFAULT].binding()


def restore(document: object) -> GameController:
    """The controller for a saved table of any game (a journal being resumed)."""
    return binding_for_document(document).restore(document)
