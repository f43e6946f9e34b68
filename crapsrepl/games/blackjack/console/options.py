"""The blackjack table's set-up and its options, one ``OptionSpec`` each in the
``OPTIONS`` table the console core drives (as craps' are)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from crapsrepl.plugin import (
    OptionError,
    OptionListing,
    OptionSpec,
    OptionTable,
    ParseError,
    Seating,
    cents,
    parse_flag,
    parse_int,
    players_option,
    seed_option,
    set_rule,
)

from ..model import (
    CONTINUOUS,
    BlackjackError,
    BlackjackGame,
    Doubles,
    Payout,
    TableRules,
    parse_card,
)
from ..model.money import amount, dollars
from .money import chips_of

# The table a session opens: the model's rules with half-dollar chips, the smallest a
# casino pays a 3:2 natural in (3:2 on $5 is $7.50, a $5 surrender gets $2.50 back).
HALF_DOLLAR = 50
TABLE = TableRules(chip_cents=HALF_DOLLAR)


@dataclass(frozen=True, slots=True)
class BlackjackSetup(Seating):
    rules: TableRules = TABLE
    shoe: tuple[str, ...] = ()
    coach: bool = False  # the trainer's settings: the controller's, not the table's
    counting: bool = False
    preset: str = ""  # the preset the rules came from, as its directive writes it back

    def new_game(self) -> BlackjackGame:
        game = BlackjackGame(seed=self.seed, rules=self.rules)
        try:
            for name, chips in self.players:
                game.add_player(name, chips_of(self.rules, chips * 100, "chips"))
            game.stack([parse_card(card) for card in self.shoe])
        except BlackjackError as problem:
            raise OptionError(f"players or shoe: {problem}") from None
        return game


def _shown(rule: str, text: Callable[[Any], str] = str) -> Callable[[BlackjackSetup], str | None]:
    def show(setup: BlackjackSetup) -> str | None:
        from .presets import BY_NAME

        value = getattr(setup.rules, rule)
        base = BY_NAME[setup.preset].rules if setup.preset else TABLE  # what it changes
        return None if value == getattr(base, rule) else text(value)

    return show


def _cards(text: str) -> tuple[str, ...]:
    cards = tuple(part.strip() for part in text.replace(",", " ").split())
    for card in cards:
        try:
            parse_card(card)
        except BlackjackError as problem:
            raise OptionError(f"shoe: {problem}") from None
    return cards


def _dealer(text: str) -> str:
    return text.strip().upper()


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"


def _chip(text: str) -> int:
    """``0.50``, ``.5``, ``$0.25``, ``1``, ``5``: the chip's worth in cents."""
    try:
        worth = cents(text.strip(), "chip-unit")
    except ParseError as problem:
        raise OptionError(str(problem)) from None
    if worth < 1:
        raise OptionError(f"chip-unit: a chip is worth at least $0.01, not {text.strip()!r}")
    return worth


ROUNDINGS = {"chip": False, "dollar": True}


def _rounding(text: str) -> bool:
    word = text.strip().lower()
    if word not in ROUNDINGS:
        raise OptionError(f"rounding: chip or dollar, not {text.strip()!r}")
    return ROUNDINGS[word]


def _preset(setup: BlackjackSetup, text: str) -> BlackjackSetup:
    """Every rule of a real casino's table at once (its chip kept as the table has it)."""
    from .presets import BY_NAME, preset_list

    name = text.strip().lower()
    if name == "list":
        raise OptionListing("\n".join(["Presets (--preset NAME):", *preset_list()]))
    if name not in BY_NAME:
        listed = "\n".join(preset_list())
        raise OptionError(f"preset: no preset named {name!r}; the presets are:\n{listed}")
    found = BY_NAME[name].rules
    return replace(
        setup,
        rules=replace(
            found, chip_cents=setup.rules.chip_cents, whole_dollars=setup.rules.whole_dollars
        ),
        preset=name,
    )


def _dollars_option(name: str) -> Callable[[str], int]:
    def read(text: str) -> int:
        try:
            worth = cents(text.strip(), name)
        except ParseError as problem:
            raise OptionError(str(problem)) from None
        if worth < 0:
            raise OptionError(f"{name}: at least $0, not {text.strip()!r}")
        return worth

    return read


SPECS: tuple[OptionSpec[BlackjackSetup], ...] = (
    seed_option("the shuffle"),
    players_option(),
    OptionSpec(
        "preset",
        "a real casino's rules at once (`--preset list` names them); options after it "
        "change one rule of it",
        _preset,
        lambda s: s.preset or None,
        metavar="NAME",
    ),
    OptionSpec(
        "decks",
        "decks in the shoe, 1-8 (default 6)",
        set_rule("decks", lambda v: parse_int(v, "decks")),
        _shown("decks"),
        metavar="N",
    ),
    OptionSpec(
        "dealer",
        "S17 (stands on soft 17, default) or H17",
        set_rule("dealer", _dealer),
        _shown("dealer"),
        metavar="S17|H17",
    ),
    OptionSpec(
        "payout",
        "blackjack pays 3:2 (default) or 6:5",
        set_rule("blackjack_pays", Payout.parse),
        _shown("blackjack_pays", lambda p: p.text),
        metavar="W:P",
    ),
    OptionSpec(
        "das",
        "double after a split: yes (default) or no",
        set_rule("double_after_split", parse_flag),
        _shown("double_after_split", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "doubles",
        "which hands double: any (default), 9-11 or 10-11",
        set_rule("doubles", Doubles.parse),
        _shown("doubles", lambda d: d.value),
        metavar="RULE",
    ),
    OptionSpec(
        "max-hands",
        "hands a player may split to (default 4)",
        set_rule("max_hands", lambda v: parse_int(v, "max-hands")),
        _shown("max_hands"),
        metavar="N",
    ),
    OptionSpec(
        "resplit-aces",
        "split aces may be split again: no (default) or yes",
        set_rule("resplit_aces", parse_flag),
        _shown("resplit_aces", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "surrender",
        "late surrender: no (default) or yes",
        set_rule("late_surrender", parse_flag),
        _shown("late_surrender", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "early-surrender",
        "early surrender: half back before the dealer peeks under an ace or a ten: no "
        "(default) or yes",
        set_rule("early_surrender", parse_flag),
        _shown("early_surrender", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "penetration",
        "percent of the shoe dealt before the cut card (25-95, default 75; 0 shuffles "
        "before every round)",
        set_rule("penetration", lambda v: parse_int(v, "penetration")),
        _shown("penetration"),
        metavar="PCT",
    ),
    OptionSpec(
        "no-hole-card",
        "the European rule: no hole card, no peek; a dealer blackjack takes doubles and "
        "splits too: no (default) or yes",
        set_rule("no_hole_card", parse_flag),
        _shown("no_hole_card", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "split-tens",
        "any two tens split (K-Q too), not only a pair: no (default) or yes",
        set_rule("split_tens", parse_flag),
        _shown("split_tens", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "hit-split-aces",
        "split aces are played on (hit, double) like any split hand: no (default) or yes",
        set_rule("hit_split_aces", parse_flag),
        _shown("hit_split_aces", _yes_no),
        metavar="yes|no",
    ),
    OptionSpec(
        "min-bet",
        "the table's minimum bet, in dollars (default none)",
        set_rule("table_min", _dollars_option("min-bet")),
        _shown("table_min", amount),
        metavar="DOLLARS",
    ),
    OptionSpec(
        "max-bet",
        "the table's maximum bet, in dollars (default none; doubles and splits may pass it)",
        set_rule("table_max", _dollars_option("max-bet")),
        _shown("table_max", amount),
        metavar="DOLLARS",
    ),
    OptionSpec(
        "chip-unit",
        "the smallest chip, in dollars: 0.50 (default), 0.25, 1 ... every bet and payout "
        "is a whole number of them",
        set_rule("chip_cents", _chip),
        _shown("chip_cents", amount),
        metavar="DOLLARS",
    ),
    OptionSpec(
        "rounding",
        "a payout between chips is rounded down to the chip (default) or to a whole dollar",
        set_rule("whole_dollars", _rounding),
        _shown("whole_dollars", lambda whole: "dollar" if whole else "chip"),
        metavar="chip|dollar",
    ),
    OptionSpec(
        "coach",
        "a line after each decision that is not the best, with its cost: no (default) or yes",
        lambda s, v: replace(s, coach=parse_flag(v)),
        lambda s: "yes" if s.coach else None,
        metavar="yes|no",
    ),
    OptionSpec(
        "counting",
        "count the cards: index plays and insurance at +3 in hint and the coach: no or yes",
        lambda s, v: replace(s, counting=parse_flag(v)),
        lambda s: "yes" if s.counting else None,
        metavar="yes|no",
    ),
    OptionSpec(
        "shoe",
        'cards stacked on top of the shoe: "A, K, 9, 7"',
        lambda s, v: replace(s, shoe=s.shoe + _cards(v)),
        lambda s: ", ".join(s.shoe) or None,
        metavar="CARDS",
    ),
)

OPTIONS = OptionTable(SPECS, BlackjackSetup, "blackjack table options")


def rules_lines(rules: TableRules) -> list[str]:
    """The table's rules as a casino posts them, defaults included."""
    soft = "hits" if rules.dealer == "H17" else "stands on"
    cut = (
        "shuffled before every round"
        if rules.penetration == CONTINUOUS
        else f"cut card at {rules.penetration}% of the shoe"
    )
    return [
        "Table rules:",
        f"  {rules.decks} deck{'s' if rules.decks > 1 else ''}, {cut}",
        f"  the dealer {soft} soft 17 ({rules.dealer})",
        f"  blackjack pays {rules.blackjack_pays.text}; insurance pays 2:1",
        "  double on "
        + (
            "any two cards"
            if rules.doubles is Doubles.ANY
            else f"two cards totalling {rules.doubles.value.replace('-', ' to ')}"
        )
        + f"; after a split: {'yes' if rules.double_after_split else 'no'}",
        f"  split to {rules.max_hands} hands; split aces again: "
        + ("yes" if rules.resplit_aces else "no"),
        (
            "  early surrender: yes (before the dealer's peek)"
            if rules.early_surrender
            else f"  late surrender: {'yes' if rules.late_surrender else 'no'}"
        ),
        *(
            ["  no hole card: a dealer blackjack takes doubles and splits too"]
            if rules.no_hole_card
            else []
        ),
        *(["  any two tens split"] if rules.split_tens else []),
        *(["  split aces are played on"] if rules.hit_split_aces else []),
        *(
            [
                f"  bets of {dollars(rules.table_min)} to {dollars(rules.table_max)}"
                if rules.table_max
                else f"  bets of {dollars(rules.table_min)} or more"
            ]
            if rules.table_min or rules.table_max
            else []
        ),
        f"  chips of {dollars(rules.chip_cents)}; a payout between "
        + (
            "whole dollars rounds down to one"
            if rules.whole_dollars
            else "chips rounds down to one"
        )
        + " (the house keeps the rest)",
    ]
