"""Who a line is for, and who a name belongs to.

A player at a shared table types the lab's commands as anyone does, ``placeLineBet(Bob,
10)``, or leaves their own name out, ``placeLineBet(10)``: the name goes in where the
command's player argument is (``CommandSpec.player_index``). A command that changes the
table for someone else is refused; one that only looks (``bets(Adam)``) is not.

A name belongs to the first key that used it (``Claims``), so nobody plays another's seat
by connecting with their name; what was claimed is kept in the table's journal and
survives a restart.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Never

from ..console.parser import ParsedLine
from ..console.specs import CommandSpec

# A name a player may connect as: a letter, then letters, digits, '_', '-' or '.', at most
# 20 in all. It is printed to every player, so nothing in it may drive a terminal.
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,19}")
_PLAIN = re.compile(r"[^\s(),'\"]+")


class Refused(ValueError):
    """A line or a connection the shared table will not take; the message says why."""


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name at a shared table, or None."""
    if NAME.fullmatch(name):
        return None
    return (
        "a player's name (the SSH user name) starts with a letter and has only letters, "
        "digits, '_', '-' or '.', at most 20"
    )


def for_player(
    line: str, parsed: ParsedLine, spec: CommandSpec[Never], me: str, seated: Iterable[str]
) -> str:
    """``line`` as ``me`` gives it: their name put in where the command's player argument
    was left out; Refused if it changes the table for another player."""
    index = spec.player_index
    if index is None:
        return line
    args = parsed.args
    given = args[index] if index < len(args) else None
    if given is not None and given.casefold() == me.casefold():
        return line
    required = sum(not param.optional for param in spec.params)
    room = len(args) < len(spec.params) and index <= len(args)
    others = {name.casefold() for name in seated} - {me.casefold()}
    left_out = len(args) < required or (given is not None and given.casefold() not in others)
    if room and left_out:
        return call_line(parsed.name, (*args[:index], me, *args[index:]))
    if given is not None and spec.changes_table:
        raise Refused(f"you play as {me}, not as {given}: each player gives their own commands")
    return line


def call_line(name: str, args: Sequence[str]) -> str:
    """``name(a, b)``, each word quoted where the parser would otherwise split it."""
    return f"{name}({', '.join(_quoted(arg) for arg in args)})"


def _quoted(word: str) -> str:
    if _PLAIN.fullmatch(word):
        return word
    for quote in "\"'":
        if quote not in word:
            return f"{quote}{word}{quote}"
    raise Refused("a word holding both kinds of quote cannot be passed on")


class Claims:
    """Each name's key (its fingerprint), the first to use it keeping it. ``keep`` is told
    of every new claim (the journal writes it down)."""

    def __init__(self, keep: Callable[[str, str], None]) -> None:
        self.owners: dict[str, str] = {}
        self.keep = keep

    def owner(self, name: str) -> str | None:
        return self.owners.get(name.casefold())

    def claim(self, name: str, key: str) -> bool:
        """True if ``name`` is ``key``'s (now, if nobody had it)."""
        found = self.owners.get(name.casefold())
        if found is None:
            self.owners[name.casefold()] = key
            self.keep(name, key)
            return True
        return found == key

    def restore(self, note: object) -> None:
        """A claim kept in the journal, read back on resuming; other notes are ignored."""
        if not isinstance(note, dict):
            return
        name, key = note.get("claim"), note.get("key")
        if isinstance(name, str) and isinstance(key, str) and name_problem(name) is None:
            self.owners.setdefault(name.casefold(), key)
