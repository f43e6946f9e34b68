"""The craps table's set-up and its options: one ``OptionSpec`` each (name, how to read
it, how to write it back, its help) in the ``OPTIONS`` table the console core drives."""

from __future__ import annotations

from dataclasses import dataclass, field

from crapsrepl.plugin import (
    OptionError,
    OptionSpec,
    OptionTable,
    Seating,
    parse_flag,
    parse_int,
    players_option,
    seed_option,
    set_rule,
)

from ..model.errors import GameError
from ..model.game import Game
from ..model.rules import Limit, OddsCap, Rounding, TableRules


@dataclass(frozen=True, slots=True)
class TableSetup(Seating):
    rules: TableRules = field(default_factory=TableRules)

    def new_game(self) -> Game:
        game = Game(seed=self.seed, rules=self.rules)
        for name, chips in self.players:
            try:
                game.add_player(name, chips)
            except GameError as problem:
                raise OptionError(f"players: {problem}") from None
        return game


def parse_field_twelve(text: str) -> int:
    value = text.strip().lower().removesuffix(":1")
    if value not in ("2", "3"):
        raise OptionError(f"field-12: the field pays 2 or 3 (to 1) on 12, not {text!r}")
    return int(value)


def parse_rounding(text: str) -> Rounding:
    try:
        return Rounding(text.strip().lower())
    except ValueError:
        raise OptionError(f"commission-rounding: down, nearest or up, not {text!r}") from None


FAMILIES = ("line", "numbers", "props", "hardways", "side")


def parse_limits(text: str) -> tuple[Limit, ...]:
    """``props:1-100, side:5-`` -> the limits of those families (no maximum after '-')."""
    limits = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        family, sep, span = item.partition(":")
        low, _, high = span.partition("-")
        family = family.strip().lower()
        if not sep or family not in FAMILIES:
            raise OptionError(
                f"bet-limits: write FAMILY:MIN-MAX with FAMILY one of "
                f"{', '.join(FAMILIES)}, not {item!r}"
            )
        minimum = parse_int(low, f"bet-limits {family} minimum")
        maximum = parse_int(high, f"bet-limits {family} maximum") if high.strip() else None
        limits.append(Limit(family, minimum, maximum))
    return tuple(limits)


SPECS: tuple[OptionSpec[TableSetup], ...] = (
    seed_option("the dice"),
    players_option(),
    OptionSpec(
        "max-odds",
        "cap odds: 3-4-5 (3x on 4/10, 4x on 5/9, 5x on 6/8) or Nx",
        set_rule("max_odds", OddsCap.parse),
        lambda s: None if s.rules.max_odds is None else s.rules.max_odds.text,
        metavar="CAP",
    ),
    OptionSpec(
        "come-odds-working",
        "odds on come bets work on the come-out roll too",
        set_rule("come_odds_working", parse_flag),
        lambda s: "yes" if s.rules.come_odds_working else None,
        switch=True,
    ),
    OptionSpec(
        "table-min",
        "smallest bet (default 1; see --bet-limits)",
        set_rule("table_min", lambda v: parse_int(v, "table-min")),
        lambda s: None if s.rules.table_min == 1 else str(s.rules.table_min),
        metavar="N",
    ),
    OptionSpec(
        "table-max",
        "largest bet on one spot (default none)",
        set_rule("table_max", lambda v: parse_int(v, "table-max")),
        lambda s: None if s.rules.table_max is None else str(s.rules.table_max),
        metavar="N",
    ),
    OptionSpec(
        "max-lay-odds",
        "cap lay odds by the win they may make: Nx or 3-4-5 of the don't bet",
        set_rule("max_lay_odds", OddsCap.parse),
        lambda s: None if s.rules.max_lay_odds is None else s.rules.max_lay_odds.text,
        metavar="CAP",
    ),
    OptionSpec(
        "field-12",
        "what the field pays on 12: 2 (2:1, default) or 3 (3:1)",
        set_rule("field_twelve", parse_field_twelve),
        lambda s: None if s.rules.field_twelve == 2 else str(s.rules.field_twelve),
        metavar="N",
    ),
    OptionSpec(
        "commission",
        "commission on buy and lay bets, in percent (default 5)",
        set_rule("commission_percent", lambda v: parse_int(v, "commission")),
        lambda s: None if s.rules.commission_percent == 5 else str(s.rules.commission_percent),
        metavar="PCT",
    ),
    OptionSpec(
        "commission-rounding",
        "round a commission down (default), to the nearest dollar or up; at least $1",
        set_rule("commission_rounding", parse_rounding),
        lambda s: (
            None
            if s.rules.commission_rounding is Rounding.DOWN
            else s.rules.commission_rounding.value
        ),
        metavar="HOW",
    ),
    OptionSpec(
        "commission-on-win",
        "take the buy/lay commission out of a win instead of when the bet is made",
        set_rule("commission_on_win", parse_flag),
        lambda s: "yes" if s.rules.commission_on_win else None,
        switch=True,
    ),
    OptionSpec(
        "come-out-working",
        "place, buy, big 6/8 and hardway bets work on come-out rolls",
        set_rule("come_out_working", parse_flag),
        lambda s: "yes" if s.rules.come_out_working else None,
        switch=True,
    ),
    OptionSpec(
        "bet-limits",
        'minimum and maximum per family: "props:1-100, side:1-25" (others use the table\'s)',
        set_rule("limits", parse_limits),
        lambda s: ", ".join(limit.text for limit in s.rules.limits) or None,
        metavar="LIST",
    ),
)

OPTIONS = OptionTable(SPECS, TableSetup, "table options")


def rules_lines(rules: TableRules) -> list[str]:
    """The table's rules as a casino posts them, defaults included."""
    most = "no maximum" if rules.table_max is None else f"maximum ${rules.table_max}"
    odds = "no cap" if rules.max_odds is None else rules.max_odds.text
    lay = "no cap" if rules.max_lay_odds is None else rules.max_lay_odds.text
    taken = "out of a win" if rules.commission_on_win else "when the bet is made"
    lines = [
        "Table rules:",
        f"  bets: minimum ${rules.table_min}, {most} on one spot",
        *(f"  {limit.family} bets: {limit.text.partition(':')[2]}" for limit in rules.limits),
        f"  odds: {odds}; lay odds: {lay}",
        f"  come bet odds work on the come-out: {'yes' if rules.come_odds_working else 'no'}",
        "  place, buy, big 6/8 and hardways work on the come-out: "
        + ("yes" if rules.come_out_working else "no"),
        f"  the field pays {rules.field_twelve}:1 on 12",
        f"  commission on buy and lay: {rules.commission_percent}%, rounded "
        f"{rules.commission_rounding.value}, at least $1, taken {taken}",
    ]
    return lines
