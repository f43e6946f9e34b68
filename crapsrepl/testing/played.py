"""The kit's checks played in this process, on the game's own controller: every command
answered, the model picklable, queries on one line, save and load, undo."""

from __future__ import annotations

import json
import pickle
from collections.abc import Sequence
from pathlib import Path

from ..console.games import AnyBinding, GameController
from ..transcripts.format import Transcript


def _controller(bound: AnyBinding, transcript: Transcript) -> GameController:
    return bound.new_controller(transcript.setup, None)


def commands_of(transcript: Transcript) -> list[str]:
    return [step.command for step in transcript.steps]


def _is_undo(command: str) -> bool:
    return command.strip().split("(")[0].strip().casefold() == "undo"


# Commands every table has that the controller answers itself; any other command without
# an action is a view (``status`` included) or one the game's controller answers.
_ANSWERED = {"save", "load", "table", "screen", "rules", "help", "undo", "quit"}


def answered(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """Every command is answered: by its action, by the controller (``changes``, its
    ``special``), or as a view. A command with none of them fails only when typed, with
    the controller's assertion, so the kit types none but looks."""
    views = bound.new_controller(transcripts[0].setup, None).views()
    for spec in bound.commands.specs:
        unanswered = spec.action is None and not spec.changes and spec.name not in _ANSWERED
        if unanswered and spec.name not in views:
            return f"{spec.name} has no action, is not a view and does not change the table"
    return ""


def _status(controller: GameController) -> list[str]:
    return [repr(event) for event in controller.execute("status").events]


def picklable(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """``undo`` keeps copies of the table by pickling it: a model holding a lambda, a
    generator or an open file breaks every command that changes the table."""
    for transcript in transcripts:
        controller = _controller(bound, transcript)
        for command in commands_of(transcript):
            controller.execute(command)
            game = getattr(controller, "game", None)
            try:
                pickle.loads(pickle.dumps(game))
            except Exception as problem:
                return f"{transcript.path.name}: after {command!r}: {problem}"
    return ""


def queries(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """A fact query is answered on one line (``LABEL: value`` or the value alone): the
    grader reads one line, and drops what comes before ``: ``."""
    for transcript in transcripts:
        controller = _controller(bound, transcript)
        for command in commands_of(transcript):
            controller.execute(command)
        names = controller.players() or ["Nobody"]
        for call in bound.lab.session_calls(names):
            reply = controller.execute(call)
            lines = [line for event in reply.events for line in bound.render(event)]
            if reply.changed or len(lines) != 1:
                return f"{transcript.path.name}: {call} printed {lines!r} (one line expected)"
    return ""


def save_and_load(bound: AnyBinding, transcripts: Sequence[Transcript], work: Path) -> str:
    """After every command, the table saved and loaded again is the same table: the same
    status, the same drawing, and it goes on the same way (the rest of the commands)."""
    for transcript in transcripts:
        commands = commands_of(transcript)
        for cut in range(len(commands) + 1):
            first = _controller(bound, transcript)
            for command in commands[:cut]:
                first.execute(command)
            document = json.loads(json.dumps(first.to_document()))
            second = bound.restore(document)
            rest = commands[cut:]
            # A saved table keeps no undo history: compare up to the first undo.
            rest = rest[: next((i for i, c in enumerate(rest) if _is_undo(c)), len(rest))]
            for command in ["status", *rest, "status"]:
                a, b = first.execute(command), second.execute(command)
                if (a.refused, a.events) != (b.refused, b.events):
                    return (
                        f"{transcript.path.name}: saved after {cut} commands, "
                        f"{command!r} then gave {b.events!r}, not {a.events!r}"
                    )
    return ""


def undo_restores(bound: AnyBinding, transcripts: Sequence[Transcript]) -> str:
    """Every command ``undo`` accepts puts the table back as it was before the command."""
    for transcript in transcripts:
        commands = commands_of(transcript)
        for cut, command in enumerate(commands):
            table = _controller(bound, transcript)
            for earlier in commands[:cut]:
                table.execute(earlier)
            before = _status(table), table.draw(), table.racks()
            if _is_undo(command) or not table.execute(command).changed:
                continue
            if table.execute("undo").refused:
                continue
            after = _status(table), table.draw(), table.racks()
            if after != before:
                return f"{transcript.path.name}: undo after {command!r} left {after[0]!r}"
    return ""
