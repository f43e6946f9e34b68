"""Chuck-a-luck as crapsrepl sees it: the one object the ``crapsrepl.games`` entry point
names."""

from __future__ import annotations

import re
from collections.abc import Sequence

from crapsrepl.plugin import API_VERSION, FilePolicy, GameBinding, anywhere

from .controller import FORMAT, NAME, TABLE, ChuckController, game_from
from .lab import LAB
from .model import Game
from .options import OPTIONS, Setup
from .render import render
from .simulate import simulate

_RANDOM_THROW = re.compile(r"\s*(throw|roll)\s*(\(\s*\))?\s*$", re.IGNORECASE)


def seed_matters(commands: Sequence[str]) -> bool:
    """Whether a transcript throws random dice (``throw``, ``throw()``): only then does its
    seed decide anything."""
    return any(_RANDOM_THROW.match(command) for command in commands)


def new_controller(setup: Setup, files: FilePolicy | None) -> ChuckController:
    return ChuckController(setup.new_game(), files or anywhere)


def restore(document: object) -> ChuckController:
    return ChuckController(game_from(document))


BINDING: GameBinding[Game, Setup] = GameBinding(
    name=NAME,
    api=API_VERSION,
    commands=TABLE,
    options=OPTIONS,
    new_controller=new_controller,
    restore=restore,
    render=render,
    seed_matters=seed_matters,
    simulate=simulate,
    formats=(FORMAT,),
    seat_command="sit({name}, {chips})",
    lab=LAB,
)
