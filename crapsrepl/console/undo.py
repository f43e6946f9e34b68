"""``undo``, once for every game: take back the last command that changed the table, as
long as no roll or card has touched the table since.

The same snapshots make every command atomic: the controller takes one before a command
that may change the table and puts it back if the command is refused, so a command made of
several steps (bots betting before a roll) either happens whole or not at all. A snapshot
is the controller's own state pickled in memory (never written, never read from outside).

A snapshot keeps what a command can change, not the whole session: objects of the types a
game names as shared (``Controller.shared``: immutable ones, such as blackjack's cards and
its shoe's fixed order) are kept by reference, not copied, so a snapshot's size and the work
of taking it do not grow with a shoe's length or the cards a script stacked (a hundred
``shoe(...)`` lines of 240 cards took 7 to 11 s of CPU when each snapshot pickled them all).
"""

from __future__ import annotations

import copyreg
import io
import pickle
import random
from array import array
from collections.abc import Callable
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
    shared: tuple[object, ...] = ()  # the immutable objects ``state`` refers to by number

    @property
    def size(self) -> int:
        """Bytes copied for this snapshot (what grows if a snapshot copies too much)."""
        return len(self.state)


def _random_reduced(
    rng: random.Random,
) -> tuple[Callable[[int, bytes, float | None], random.Random], tuple[int, bytes, float | None]]:
    """A generator as its state's 625 words in one bytes object, not 625 ints pickled one
    by one (most of a snapshot's objects, and of its work, were the generator's words)."""
    version, internal, gauss = rng.getstate()
    return _random_made, (version, array("I", internal).tobytes(), gauss)


def _random_made(version: int, words: bytes, gauss: float | None) -> random.Random:
    rng = random.Random(0)
    rng.setstate((version, tuple(array("I", words)), gauss))
    return rng


_DISPATCH = copyreg.dispatch_table.copy()
_DISPATCH[random.Random] = _random_reduced


class _Pickler(pickle.Pickler):
    def __init__(self, out: io.BytesIO, shared: tuple[type, ...]) -> None:
        super().__init__(out, pickle.HIGHEST_PROTOCOL)
        self.dispatch_table = _DISPATCH
        self._types = shared
        self.kept: list[object] = []

    def persistent_id(self, obj: object) -> int | None:
        if self._types and isinstance(obj, self._types):
            self.kept.append(obj)
            return len(self.kept) - 1
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, shot: Snapshot) -> None:
        super().__init__(io.BytesIO(shot.state))
        self._kept = shot.shared

    def persistent_load(self, pid: object) -> object:
        assert isinstance(pid, int)
        return self._kept[pid]


def snapshot(state: object, command: str, shared: tuple[type, ...] = ()) -> Snapshot:
    """``state`` copied, but for the objects of the ``shared`` types, which are immutable
    and so kept by reference."""
    out = io.BytesIO()
    pickler = _Pickler(out, shared)
    pickler.dump(state)
    return Snapshot(out.getvalue(), command, tuple(pickler.kept))


def thawed(shot: Snapshot) -> object:
    """The state as it was (only ever a snapshot this process took itself)."""
    return _Unpickler(shot).load()  # our own bytes, made above, in memory


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
