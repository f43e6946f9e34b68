"""Blackjack as the game registry sees it: its console's parts, gathered into one binding."""

from __future__ import annotations

from collections.abc import Sequence

from crapsrepl.plugin import API_VERSION, FilePolicy, GameBinding, ProgressBar, anywhere

from ..model import BlackjackGame
from . import persistence
from .commands import TABLE
from .controller import BlackjackController
from .lab import LAB
from .options import OPTIONS, BlackjackSetup
from .render import json_fields, render
from .style import style_of


def _new_controller(setup: BlackjackSetup, files: FilePolicy | None = None) -> BlackjackController:
    return BlackjackController(
        setup.new_game(), files or anywhere, coach=setup.coach, counting=setup.counting
    )


def _restore(document: object) -> BlackjackController:
    controller = BlackjackController(persistence.from_document(document))
    controller.restore_trainer(document)
    return controller


def _shuffled(commands: Sequence[str]) -> bool:
    """Every round deals from the shuffle, so the seed always decides the cards."""
    return True


def _simulate(argv: Sequence[str], progress: ProgressBar | None) -> int:
    from .simulate import main

    return main(argv, progress)


BINDING: GameBinding[BlackjackGame, BlackjackSetup] = GameBinding(
    name="blackjack",
    api=API_VERSION,
    commands=TABLE,
    options=OPTIONS,
    new_controller=_new_controller,
    restore=_restore,
    render=render,
    seed_matters=_shuffled,
    simulate=_simulate,
    formats=(persistence.FORMAT,),
    lab=LAB,
    seat_command="addPlayer({name}, {chips})",
    leave_command="removePlayer({name})",
    style=style_of,
    json_fields=json_fields,
)
