"""Craps as the game registry sees it: its console's parts, gathered into one binding."""

from __future__ import annotations

from collections.abc import Sequence

from crapsrepl.plugin import (
    API_VERSION,
    FilePolicy,
    GameBinding,
    ParseError,
    ProgressBar,
    anywhere,
    parse,
)

from ..model.game import Game
from . import persistence
from .commands import TABLE
from .controller import CrapsController
from .lab import LAB
from .options import OPTIONS, TableSetup
from .render import render, render_at_screen
from .style import style_of


def _new_controller(setup: TableSetup, files: FilePolicy | None = None) -> CrapsController:
    return CrapsController(setup.new_game(), files or anywhere)


def _restore(document: object) -> CrapsController:
    return CrapsController(persistence.from_document(document))


def uses_random_rolls(commands: Sequence[str]) -> bool:
    """A ``roll()`` (or ``roll(0)``) anywhere: only then does the seed decide anything."""
    for command in commands:
        try:
            parsed = parse(command)
            if TABLE.lookup(parsed.name).name == "roll" and parsed.args in ((), ("0",)):
                return True
        except ParseError:
            continue
    return False


def _simulate(argv: Sequence[str], progress: ProgressBar | None) -> int:
    from .simulate import main  # numpy and the simulator load only for simulate

    return main(argv, progress)


BINDING: GameBinding[Game, TableSetup] = GameBinding(
    name="craps",
    api=API_VERSION,
    commands=TABLE,
    options=OPTIONS,
    new_controller=_new_controller,
    restore=_restore,
    render=render,
    seed_matters=uses_random_rolls,
    simulate=_simulate,
    formats=(persistence.FORMAT,),
    lab=LAB,
    seat_command="addPlayer({name}, {chips})",
    leave_command="removePlayer({name})",
    screen_render=render_at_screen,
    style=style_of,
)
