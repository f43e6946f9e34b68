"""The game registry: the one seam between the shared layers (cli, terminal, transcripts,
grading, the journal) and a game.

A game is an entry point in the ``crapsrepl.games`` group naming its ``GameBinding``
(``craps = "crapsrepl.games.craps.console.binding:BINDING"`` in pyproject.toml), so a game can
live in a distribution of its own; the shared layers import none. A binding is the one set
of fields that describes a game; what is known of a game without loading it follows from
its name: its prompt is ``NAME> `` and its transcripts end ``.NAME``. Only the game played
is loaded, so a craps session never imports blackjack, nor the reverse. The game opened
when none is named is the one this distribution registers in ``crapsrepl.default_game``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from .command_table import CommandTable
    from .controller import Controller, FilePolicy
    from .events import Reply
    from .lab import Lab
    from .options import OptionTable, Setup

# The version of the plug-in API (crapsrepl.plugin) a binding is written against; a game
# declares it (``GameBinding(api=...)``) and one declaring another is refused when loaded.
API_VERSION = 1
DEFAULT_GROUP = "crapsrepl.default_game"
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

    def quick_line(self, key: str, player: str | None = None) -> str | None: ...

    def to_act(self) -> list[str]: ...

    def timeout_move(self, player: str) -> str | None: ...

    def warm_up(self) -> None: ...

    def money(self, amount: int) -> str: ...


def prompt_of(name: str) -> str:
    return f"{name}> "


def suffix_of(name: str) -> str:
    return f".{name}"


@dataclass(frozen=True, slots=True)
class GameBinding(Generic[GameT, SetupT]):
    """One game as the shared layers see it. ``SetupT`` is the game's table set-up (seed,
    players, rules) that options build; ``GameT`` its model. ``formats`` are the
    ``format`` fields of its saved tables (a journal finds its game by them when it was
    written before tables named their game)."""

    name: str
    api: int  # API_VERSION when the game was written
    commands: CommandTable[GameT]
    options: OptionTable[SetupT]
    new_controller: Callable[[SetupT, FilePolicy | None], Controller[GameT]]
    restore: Callable[[object], Controller[GameT]]  # a saved document -> its controller
    render: Callable[[object], list[str]]
    seed_matters: Callable[[Sequence[str]], bool]  # given a transcript's commands
    simulate: Callable[[Sequence[str], ProgressBar | None], int]
    formats: tuple[str, ...]
    seat_command: str  # the command that seats a player: "sit({name}, {chips})"
    lab: Lab  # how it is graded: fact queries, lab names, explore's moves, the handout's tables
    screen_render: Callable[[object], list[str]] | None = None  # the full screen's log
    # How the terminal colours an event: "win", "loss", "state", "roll" or "" (plain).
    style: Callable[[object], str] = lambda event: ""
    # The command that clears a seat, "leave({name})"; "" if a seat is never cleared (a
    # shared table then keeps a gone player's seat).
    leave_command: str = ""
    # The fields of an event ``--json`` takes from the game rather than from the event as
    # it is (amounts a game keeps in cents, written in dollars).
    json_fields: Callable[[object], dict[str, object]] = lambda event: {}

    @property
    def prompt(self) -> str:
        return prompt_of(self.name)

    @property
    def suffix(self) -> str:
        return suffix_of(self.name)

    def default_setup(self) -> SetupT:
        return self.options.default()

    def lab_setup(self) -> SetupT:
        """The table a graded program plays at before a file's own directives: the
        console's, with the lab's ``table`` options (a class is given whole dollars)."""
        setup = self.options.default()
        for key, value in self.lab.table:
            setup = self.options.with_option(setup, key, value)
        return setup

    @property
    def seat_name(self) -> str:
        """The name of the command that seats a player (``seat_command``'s)."""
        return self.seat_command.partition("(")[0].strip()

    def seat_commands(self, players: Sequence[tuple[str, int]]) -> list[str]:
        return [self.seat_command.format(name=name, chips=chips) for name, chips in players]


AnyBinding = GameBinding[object, "Setup"]


def names() -> list[str]:
    """The installed games' names (none loaded), sorted; plug-ins that could not be used
    were skipped, each with one warning (``discovery``)."""
    from .discovery import installed

    return list(installed().games)


@cache
def default_game() -> str:
    """The game opened when none is named: this distribution's ``crapsrepl.default_game``."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        own = distribution("crapsrepl").entry_points
    except PackageNotFoundError:  # run from a source tree: the first installed game
        return names()[0]
    chosen = [entry.name for entry in own if entry.group == DEFAULT_GROUP]
    return chosen[0] if chosen else names()[0]


def suffixes() -> tuple[str, ...]:
    return tuple(suffix_of(name) for name in names())


class UnknownGame(ValueError):
    """A game name that no installed distribution registers."""


def binding_problems(name: str, loaded: object) -> list[str]:
    """What keeps ``loaded`` from being game ``name``'s binding: the rules of
    docs/plugins.md that can be checked without playing (``crapsrepl.testing`` plays)."""
    if not isinstance(loaded, GameBinding):
        return [f"its entry point names a {type(loaded).__name__}, not a GameBinding"]
    problems = []
    if loaded.name != name:
        problems.append(f"its binding is named {loaded.name!r}, its entry point {name!r}")
    if loaded.api != API_VERSION:
        problems.append(f"it is written for plug-in API {loaded.api!r}; this is {API_VERSION}")
    missing = [key for key in ("seed", "players") if key not in loaded.options.names]
    if missing:
        problems.append(f"its options lack {', '.join(missing)} (every table has both)")
    commands = {spec.name for spec in loaded.commands.specs}
    for query in loaded.lab.queries:
        if query.name not in commands:
            problems.append(f"its lab's query {query.name!r} is not one of its commands")
    seat = loaded.seat_command.split("(")[0]
    if seat not in commands:
        problems.append(f"its seat command {seat!r} is not one of its commands")
    if not loaded.formats:
        problems.append("it names no format for its saved tables")
    return problems


@cache
def binding(name: str) -> AnyBinding:
    """The game's binding, loaded now, checked, and kept. The shared layers hold its tables
    only to hand them back to the same binding, so they see a table as ``object`` and a
    set-up as ``Setup``. A game that cannot be loaded or breaks the rules is one
    ``PluginFailed`` line naming its distribution."""
    from .discovery import PluginFailed, installed, load, one_line

    found = installed().games.get(name)
    if found is None:
        raise UnknownGame(f"no game named {one_line(repr(name), 60)} (games: {', '.join(names())})")
    loaded = load(found)
    problems = binding_problems(name, loaded)
    if problems:
        raise PluginFailed(
            f"the game {name!r} from {found.distribution} is not usable: {one_line(problems[0])}"
        )
    assert isinstance(loaded, GameBinding)
    return loaded


def usable() -> Iterator[AnyBinding]:
    """Every game that loads, for the shared layers that ask all of them (the queries any
    lab knows, a saved table's game): one that fails is warned about once and skipped."""
    from .discovery import PluginFailed

    for name in names():
        try:
            yield binding(name)
        except PluginFailed as problem:
            _warn_once(str(problem))


@cache
def _warn_once(message: str) -> None:
    import sys

    print(f"crapsrepl: warning: {message}", file=sys.stderr)


class _Registry(Mapping[str, AnyBinding]):
    """Every installed game by name, each binding loaded only when looked up."""

    def __getitem__(self, name: str) -> AnyBinding:
        if name not in names():
            raise KeyError(name)
        return binding(name)

    def __iter__(self) -> Iterator[str]:
        return iter(names())

    def __len__(self) -> int:
        return len(names())


GAMES: Mapping[str, AnyBinding] = _Registry()


def game_from_argv(argv: Sequence[str], prog: str) -> tuple[str, list[str]]:
    """``--game NAME`` read by argparse before the game's own options can be added (a name
    no game has is argparse's usual one-line error, exit 2), and the words left."""
    import argparse

    early = argparse.ArgumentParser(prog=prog, add_help=False)
    early.add_argument("--game", choices=names(), default=default_game())
    known, rest = early.parse_known_args(list(argv))
    return str(known.game), rest


def game_for_path(path: str) -> str:
    """The game a transcript file is for, by its suffix (``.NAME``); the default game's
    for any other name."""
    for name in names():
        if str(path).endswith(suffix_of(name)):
            return name
    return default_game()


def binding_for_document(document: object) -> AnyBinding:
    """The binding of the game a saved table belongs to: the game it names, or (a table
    written before tables named their game) the game that reads its ``format``; an unknown
    one goes to the default game, whose restore says what is wrong with it."""
    if isinstance(document, dict):
        named = document.get("game")
        if isinstance(named, str) and named in names():
            return binding(named)
        found = document.get("format")
        for game in usable():
            if found in game.formats:
                return game
    return binding(default_game())


def restore(document: object) -> GameController:
    """The controller for a saved table of any game (a journal being resumed)."""
    return binding_for_document(document).restore(document)


def rediscover() -> None:
    """Forget what was found and loaded, so the next question scans the installed games
    again (a process that installs one, as tests do)."""
    from .discovery import installed

    installed.cache_clear()
    binding.cache_clear()
    _warn_once.cache_clear()
