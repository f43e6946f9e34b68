"""The commands every table has, defined once: save, load, status, table, screen, rules,
help, undo and quit. The controller answers them by name (``Controller``); a game adds only
the words that say what its status, drawing and rules show (``SessionWords``), and its
command table gets these after its own, in the help group ``session``."""

from __future__ import annotations

from dataclasses import dataclass

from .specs import Arg, CommandSpec, Param
from .undo import undo_spec

SESSION = "session"  # the help group of these commands


@dataclass(frozen=True, slots=True)
class SessionWords:
    """What a game's ``status``, ``table`` and ``rules`` show, and what ``undo`` takes back,
    as ``help`` says it: the game's own words at a seam every table shares."""

    status: str
    table: str
    rules: str
    undo: str = "take back the last command that chance has not touched"


def session_specs(words: SessionWords) -> tuple[CommandSpec[object], ...]:
    """No action of their own (the controller answers them), so they fit any game."""
    path = (Param("file", Arg.FILE),)
    return (
        CommandSpec(
            "save", path, "write the table to a file (JSON)", (), "save table.json", group=SESSION
        ),
        CommandSpec(
            "load", path, "replace the table with a saved one", (), "load table.json", group=SESSION
        ),
        CommandSpec("status", (), words.status, ("st", "s"), "status", group=SESSION),
        CommandSpec("table", (), words.table, ("t",), "table", group=SESSION),
        CommandSpec(
            "screen",
            (Param("on|off", Arg.WORD, True, choices=("on", "off")),),
            "the full-screen table at a terminal (crapsrepl --screen)",
            (),
            "screen on",
            group=SESSION,
        ),
        CommandSpec("rules", (), words.rules, (), "rules", group=SESSION),
        CommandSpec(
            "help",
            (Param("command", Arg.WORD, True),),
            "list commands, or explain one",
            ("h", "?"),
            "help status",
            group=SESSION,
        ),
        undo_spec(words.undo),
        CommandSpec(
            "quit", (), "end the session (Ctrl-D too)", ("exit", "q"), "quit", group=SESSION
        ),
    )
