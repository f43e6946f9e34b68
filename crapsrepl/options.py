"""Table set-up shared by the command line and transcript directives."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .errors import GameError
from .game import Game
from .parser import ParseError, whole_number
from .rules import OddsCap, TableRules


class OptionError(ValueError):
    """A set-up option that cannot be used; the message names the option."""


@dataclass(frozen=True, slots=True)
class TableSetup:
    seed: int | None = None
    players: tuple[tuple[str, int], ...] = ()
    rules: TableRules = field(default_factory=TableRules)

    def new_game(self) -> Game:
        game = Game(seed=self.seed, rules=self.rules)
        for name, chips in self.players:
            try:
                game.add_player(name, chips)
            except GameError as problem:
                raise OptionError(f"players: {problem}") from None
        return game


def parse_players(text: str) -> tuple[tuple[str, int], ...]:
    """``Bob:100, Adam:100`` -> (("Bob", 100), ("Adam", 100))."""
    seats = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, sep, chips = item.partition(":")
        if not sep:
            raise OptionError(f"players: write NAME:CHIPS, not {item!r}")
        try:
            seats.append((name.strip(), whole_number(chips.strip(), "chips")))
        except ParseError as problem:
            raise OptionError(f"players: {problem}") from None
    return tuple(seats)


def parse_int(text: str, what: str) -> int:
    try:
        return whole_number(text.strip(), what)
    except ParseError as problem:
        raise OptionError(str(problem)) from None


def with_option(setup: TableSetup, key: str, value: str) -> TableSetup:
    """Apply one named option (``seed``, ``max-odds``, ...) as written in a directive or flag."""
    key = key.strip().lower().replace("_", "-")
    rules = setup.rules
    try:
        if key == "seed":
            return replace(setup, seed=parse_int(value, "seed"))
        if key == "players":
            return replace(setup, players=setup.players + parse_players(value))
        if key == "max-odds":
            return replace(setup, rules=replace(rules, max_odds=OddsCap.parse(value)))
        if key == "come-odds-working":
            return replace(setup, rules=replace(rules, come_odds_working=_flag(value)))
        if key == "table-min":
            return replace(setup, rules=replace(rules, table_min=parse_int(value, "table-min")))
        if key == "table-max":
            return replace(setup, rules=replace(rules, table_max=parse_int(value, "table-max")))
    except OptionError:
        raise
    except ValueError as problem:
        raise OptionError(f"{key}: {problem}") from None
    raise OptionError(f"unknown option {key!r}")


OPTION_NAMES = ("seed", "players", "max-odds", "come-odds-working", "table-min", "table-max")


def _flag(value: str) -> bool:
    text = value.strip().lower()
    if text in ("", "yes", "true", "on", "1"):
        return True
    if text in ("no", "false", "off", "0"):
        return False
    raise OptionError(f"expected yes or no, not {value!r}")
