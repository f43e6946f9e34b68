"""The table's set-up and options: the seed, the players, and what three of a kind pays.
Each option is at once a command-line flag, a ``% name: value`` directive, what ``record``
writes and the flag a student's program is given."""

from __future__ import annotations

from dataclasses import dataclass

from crapsrepl.plugin import (
    OptionError,
    OptionSpec,
    OptionTable,
    Seating,
    players_option,
    seed_option,
    set_rule,
)

from .model import TRIPLE_PAYS, Game, Rules


@dataclass(frozen=True, slots=True)
class Setup(Seating):
    rules: Rules = Rules()

    def new_game(self) -> Game:
        return Game.new(self.rules, self.seed, self.players)


def read_triple_pays(text: str) -> int:
    value = text.strip()
    if value not in {str(pays) for pays in TRIPLE_PAYS}:
        raise OptionError(f"triple-pays is 3 or 10 (to 1), not {value!r}")
    return int(value)


def _show_triple_pays(setup: Setup) -> str | None:
    return None if setup.rules.triple_pays == Rules().triple_pays else str(setup.rules.triple_pays)


OPTIONS: OptionTable[Setup] = OptionTable(
    [
        seed_option("the dice"),
        players_option(),
        OptionSpec(
            "triple-pays",
            "what a number on all three dice pays, to 1: 3 (default) or 10",
            set_rule("triple_pays", read_triple_pays),
            _show_triple_pays,
            metavar="N",
        ),
    ],
    Setup,
    "chuck-a-luck table options",
)
