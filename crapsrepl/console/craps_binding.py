"""Craps as the game registry sees it: the existing console modules, gathered."""

from __future__ import annotations

from .commands import COMMANDS, lookup
from .controller import Controller, FilePolicy
from .craps_toolbar import toolbar_text
from .games import GAMES, GameBinding
from .options import (
    OPTION_NAMES,
    TableSetup,
    add_table_options,
    directives_for,
    setup_from,
    with_option,
)
from .render import render


def _new_controller(setup: TableSetup, files: FilePolicy | None = None) -> Controller:
    return Controller(setup.new_game()) if files is None else Controller(setup.new_game(), files)


BINDING = GameBinding(
    name="craps",
    prompt=GAMES["craps"].prompt,
    suffix=GAMES["craps"].suffix,
    commands=COMMANDS,
    lookup=lookup,
    default_setup=TableSetup,
    with_option=with_option,
    option_names=OPTION_NAMES,
    directives_for=directives_for,
    add_table_options=add_table_options,
    setup_from=setup_from,
    new_controller=_new_controller,
    toolbar=toolbar_text,
    wrap=Controller,
    render=render,
)
