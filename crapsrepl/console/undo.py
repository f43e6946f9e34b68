"""``undo``, once for every game: take back the last command that changed the table, as
long as no roll or card has touched the table since.

The same snapshots make every command atomic: the controller takes one before a command
that may change the table and puts it back if the command is refused, so a command made of
several steps (bots betting before a roll) either happens whole or not at all. A snapshot
is the controller's own state pickled in memory (never written, never read from outside),
taken in one call: tens of microseconds for a table.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass

from .specs import CommandSpec


def undo_spec(summary: str) -> CommandSpec[object]:
    """``undo`` as help shows it at one game's table: ``summary`` is the game's words for
    what it takes back."""
    return CommandSpec("undo", (), summary, (), "undo", group="session", changes=True)


KEEP = 100  # commands that can be taken back in a row


@dataclass(frozen=True, slots=True)
class Snapshot:
    state: bytes
    command: str


def snapshot(state: object, command: str) -> Snapshot:
    return Snapshot(pickle.dumps(state, pickle.HIGHEST_PROTOCOL), command)


def thawed(shot: Snapshot) -> object:
    """The state as it was (only ever a snapshot this process took itself)."""
    return pickle.loads(shot.state)  # our own bytes, made above, in memory


class History:
    """The commands that can still be taken back, newest last, and why there are none."""

    def __init__(self) -> None:
        self._shots: list[Snapshot] = []
        self.why_none = "nothing has changed the table yet"

    def push(self, shot: Snapshot) -> None:
        self._shots = [*self._shots[-(KEEP - 1) :], shot]

    def clear(self, why: str) -> None:
        self._shots = []
        self.why_none = why

    def pop(self) -> Snapshot:
        if not self._shots:
            raise NothingToUndo(f"nothing to undo: {self.why_none}")
        return self._shots.pop()


class NothingToUndo(ValueError):
    """``undo`` with nothing left to take back; the message says why."""
