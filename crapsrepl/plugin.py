"""The public API for a game's author: everything a game needs from the shared layers, and
nothing else.

A game is a distribution that registers a ``GameBinding`` in the ``crapsrepl.games``
entry-point group; docs/plugins.md states every rule a game must follow, and
``crapsrepl.testing`` plays a game against them. Every game, the built-in craps and
blackjack included, imports the shared layers only through this module (an import
contract holds that for the built-in games, ``tests/test_plugin_api.py`` for the others),
so what is listed here is what stays stable: ``API_VERSION`` changes when it does not, and
a binding declares the version it was written for (``GameBinding(api=API_VERSION, ...)``).
"""

from __future__ import annotations

from .console.command_table import CommandTable, VariadicSpec
from .console.controller import Controller, FilePolicy, View, anywhere
from .console.events import Reply
from .console.games import API_VERSION, GameBinding, ProgressBar
from .console.lab import (
    OPTION,
    OPTION_FORM,
    Ask,
    Explorer,
    Kind,
    Lab,
    LabMethod,
    Parameter,
    Query,
    Restart,
    Stacking,
)
from .console.options import (
    OptionError,
    OptionListing,
    OptionSpec,
    OptionTable,
    Seating,
    at_least_one,
    parse_flag,
    parse_int,
    players_option,
    seed_option,
    set_rule,
)
from .console.parser import ParseError, cents, parse, whole_number
from .console.session_commands import SessionWords
from .console.shared_render import shared_lines
from .console.specs import (
    Action,
    Arg,
    CommandSpec,
    Param,
    Turn,
    Values,
    number,
    numbers,
    word,
    words,
)
from .console.streams import reader_gone
from .console.tally import Tally
from .console.text import visible
from .storage.rngstate import rng_from_json, rng_to_json
from .storage.seal import SealError, opened_document, seal_json, sealed_document, unseal_json
from .storage.tablefile import load_table, save_table
from .storage.values import (
    WrongValue,
    count,
    fields,
    flag,
    items,
    restoring,
    table_fields,
    text,
    whole,
)

__all__ = [
    "API_VERSION",
    "Action",
    "Arg",
    "Ask",
    "CommandSpec",
    "CommandTable",
    "Controller",
    "Explorer",
    "FilePolicy",
    "GameBinding",
    "Kind",
    "Lab",
    "LabMethod",
    "OPTION",
    "OPTION_FORM",
    "OptionError",
    "OptionListing",
    "OptionSpec",
    "OptionTable",
    "Param",
    "Parameter",
    "ParseError",
    "ProgressBar",
    "Query",
    "Reply",
    "Restart",
    "SealError",
    "Seating",
    "SessionWords",
    "Stacking",
    "Tally",
    "Turn",
    "Values",
    "VariadicSpec",
    "View",
    "WrongValue",
    "anywhere",
    "at_least_one",
    "cents",
    "count",
    "fields",
    "flag",
    "items",
    "load_table",
    "number",
    "numbers",
    "opened_document",
    "parse",
    "parse_flag",
    "parse_int",
    "players_option",
    "reader_gone",
    "restoring",
    "rng_from_json",
    "rng_to_json",
    "save_table",
    "seal_json",
    "sealed_document",
    "seed_option",
    "set_rule",
    "shared_lines",
    "table_fields",
    "text",
    "unseal_json",
    "visible",
    "whole",
    "whole_number",
    "word",
    "words",
]
