"""Blackjack as the game registry sees it."""

from __future__ import annotations

from ..controller import FilePolicy
from ..games import GAMES, GameBinding
from .commands import SPECS, TABLE
from .controller import BlackjackController
from .options import (
    OPTION_NAMES,
    BlackjackSetup,
    add_table_options,
    directives_for,
    setup_from,
    with_option,
)
from .render import render, toolbar_text


def _new_controller(setup: BlackjackSetup, files: FilePolicy | None = None) -> BlackjackController:
    return (
        BlackjackController(setup.new_game())
        if files is None
        else BlackjackController(setup.new_game(), files)
    )


BINDING = GameBinding(
    name="blackjack",
    prompt=GAMES["blackjack"].prompt,
    suffix=GAMES["blackjack"].suffix,
    commands=SPECS,
    lookup=TABLE.lookup,
    default_setup=BlackjackSetup,
    with_option=with_option,
    option_names=OPTION_NAMES,
    directives_for=directives_for,
    add_table_options=add_table_options,
    setup_from=setup_from,
    new_controller=_new_controller,
    wrap=BlackjackController,
    render=render,
    toolbar=toolbar_text,
)
