"""One controller for every game: a typed line becomes a command from the game's table and
a ``Reply``. What every table does alike (quit, help, save, load, the views, the actions in
the command table, refusals) is here once; a game's controller adds only its own views and
the commands its model does not answer alone (bots at craps, a stacked shoe at blackjack).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from ..storage.tablefile import TableFileError, load_document, save_document
from .command_table import CommandTable
from .events import (
    HelpText,
    Refusal,
    Reply,
    RulesShown,
    TableDrawn,
    TableLoaded,
    TableSaved,
    Undone,
)
from .parser import ParseError, parse
from .specs import Action, Values
from .undo import History, NothingToUndo, snapshot, thawed

GameT = TypeVar("GameT")

# Where a `save`/`load` path really points: given the path as typed and whether it is
# for writing, the file to use, or PathRefused. Replays confine it (transcripts.confine).
FilePolicy = Callable[[str, bool], str]
View = Callable[[Values], list[object]]  # a command that only looks, given its arguments


class PathRefused(ValueError):
    """A ``save``/``load`` path the file policy refuses: a refusal like any other."""


class NotHere(ValueError):
    """A command this front end cannot carry out (the full screen, in a pipe)."""


def anywhere(path: str, writing: bool) -> str:
    return path


class Controller(Generic[GameT]):
    """Subclasses set ``table`` (the game's commands) and ``refusals`` (its model's error
    classes), and say how the game becomes a document and back.

    Every command that may change the table runs against a snapshot of ``state_names``
    (the game, and whatever else of the controller a command changes, such as bots): a
    refused command puts the snapshot back, so nothing it did before it was refused
    stays; an accepted one keeps it for ``undo`` until chance touches the table."""

    table: CommandTable[GameT]
    refusals: tuple[type[Exception], ...] = ()
    state_names: tuple[str, ...] = ("game",)
    chance_since = "chance has touched the table since"  # why undo stops (the game's words)
    # A game whose saved table does not keep what chance will bring (the generator, what is
    # still hidden) cannot replay a command chance touched from its journal: the journal
    # keeps the table it left instead.
    journal_table_after_chance = False
    # Types whose objects never change once made: undo's snapshots share them, not copy them.
    shared: tuple[type, ...] = ()

    def __init__(self, game: GameT, files: FilePolicy = anywhere) -> None:
        self.game = game
        self._files = files
        self.history = History()

    def views(self) -> dict[str, View]:
        """Commands that only look: name -> what they show (no change to the table)."""
        return {}

    def special(self, name: str, values: Values) -> Reply | None:
        """A command the game's controller answers itself rather than the model's action."""
        return None

    def to_document(self) -> dict[str, object]:
        raise NotImplementedError

    def from_document(self, document: object) -> GameT:
        raise NotImplementedError

    def players(self) -> list[str]:
        """Who is seated, for completion."""
        return []

    def racks(self) -> dict[str, int]:
        """Each seated player's rack, for the full-screen table's sparklines."""
        return {}

    def money(self, amount: int) -> str:
        """An amount of ``racks()`` as the table writes it (``$90``, or ``$7.50`` where a
        game counts cents)."""
        return f"${amount}"

    def status_line(self) -> str:
        """The prompt's bottom bar: the table at a glance."""
        return ""

    def rules(self) -> list[str]:
        """The table's rules as a casino posts them (``rules``)."""
        return []

    def draw(self) -> list[str]:
        """The table as a picture (``table``), at most 80 columns wide."""
        return []

    def quick_line(self, key: str, player: str | None = None) -> str | None:
        """The whole command a single key stands for right now at a terminal (blackjack's
        ``h`` is ``hit(Bob)`` on Bob's turn), or None: the key is typed as itself. With
        ``player`` (a shared table's connection), the command that player may give."""
        return None

    def to_act(self) -> list[str]:
        """Who the table waits on right now (the shooter; the hand to play, or the players
        still to answer insurance), in order; empty when it waits on no one. A shared table
        lets only them give a ``Turn.TO_ACT`` command and tells them it is their turn."""
        return []

    def timeout_move(self, player: str) -> str | None:
        """The command played for ``player`` when they are to act and their time runs out
        (a turn timer, or they have gone), or None: the table waits."""
        return None

    def warm_up(self) -> None:
        """Work done once ahead of the first command that needs it (a strategy's chart),
        which a shared table, and a terminal as its session opens, run on a thread of their
        own rather than make anyone wait for it. It must not touch the table."""

    def touched_by_chance(self, events: list[object]) -> bool:
        """Whether these events hold a roll or a card: the command cannot be taken back."""
        return False

    def seen(self, events: list[object]) -> None:
        """Every accepted command's events, in order (for the session's summary)."""

    def summary(self) -> list[str]:
        """What each player did this session, shown on leaving a terminal session."""
        return []

    def replays(self, line: str) -> bool:
        """Whether a journal may hold ``line``: a command that can change the table."""
        try:
            return self.table.to_command(parse(line)).spec.changes_table
        except ParseError:
            return False

    def execute(self, line: str) -> Reply:
        reply = self._answer(line)
        if not reply.refused:
            self.seen(reply.events)
        return reply

    def _answer(self, line: str) -> Reply:
        refused: tuple[type[Exception], ...] = (
            ParseError,
            PathRefused,
            NotHere,
            TableFileError,
            NothingToUndo,
            *self.refusals,
        )
        try:
            command = self.table.to_command(parse(line))
            name, values = command.spec.name, command.values
            if name == "quit":
                return Reply(quit=True)
            if name == "help":
                topic = values[0] if values else None
                assert topic is None or isinstance(topic, str)
                return Reply([HelpText(tuple(self.table.help_lines(topic)))])
            if name == "rules":
                return Reply([RulesShown(tuple(self.rules()))])
            if name == "table":
                return Reply([TableDrawn(tuple(self.draw()))])
            if name == "screen":  # the terminal takes it before it gets here
                raise NotHere("the full-screen table needs a terminal (crapsrepl --screen)")
            if name == "save":
                return Reply(self._save(str(values[0])))
            if name == "load":
                return self._load(str(values[0]))
            if name == "undo":
                return self._undo()
            view = self.views().get(name)
            if view is not None:
                return Reply(view(values))
            return self._change(line, name, values, command.spec.action)
        except refused as refusal:
            return Reply([Refusal(str(refusal))], refused=True)

    def _change(self, line: str, name: str, values: Values, action: Action[GameT] | None) -> Reply:
        """A command that may change the table, all or nothing (see the class)."""
        before = snapshot(self._state(), line, self.shared)
        try:
            reply = self.special(name, values)
            if reply is None:
                assert action is not None, f"{name} has neither a view nor an action"
                reply = Reply(list(action(self.game, values)), changed=True)
        except BaseException:
            self._put_back(thawed(before))
            raise
        if reply.refused:
            self._put_back(thawed(before))
            refusals: list[object] = [e for e in reply.events if isinstance(e, Refusal)]
            return Reply(refusals, refused=True)
        if reply.changed:
            if self.touched_by_chance(reply.events):
                self.history.clear(self.chance_since)
                reply.checkpoint = self.journal_table_after_chance
            else:
                self.history.push(before)
        return reply

    def _undo(self) -> Reply:
        shot = self.history.pop()
        self._put_back(thawed(shot))
        return Reply([Undone(shot.command)], changed=True)

    def _state(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.state_names)

    def _put_back(self, state: object) -> None:
        assert isinstance(state, tuple) and len(state) == len(self.state_names)
        for name, value in zip(self.state_names, state, strict=True):
            setattr(self, name, value)

    def _save(self, path: str) -> list[object]:
        real = self._files(path, True)
        try:
            save_document(self.to_document(), real)
        except TableFileError as problem:
            raise TableFileError(str(problem).replace(real, path)) from None
        return [TableSaved(path)]

    def _load(self, path: str) -> Reply:
        """Replace the table only once the whole file has been checked."""
        real = self._files(path, False)
        unusable: tuple[type[Exception], ...] = (TableFileError, *self.refusals)
        try:
            self.game = self.from_document(load_document(real))
        except unusable as problem:
            raise TableFileError(str(problem).replace(real, path)) from None
        self.history.clear("a table has been loaded since")
        return Reply([TableLoaded(path, len(self.players()))], changed=True, replaced_table=True)
