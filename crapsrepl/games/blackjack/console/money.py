"""Money between the player and the model: dollars typed become whole chips of the table's
unit, and the model's events, counted in chips, are told in cents, so the text and
``--json`` write every amount in dollars whatever the table's chip.

The model keeps every amount as a whole number of chips (``TableRules.chip_cents`` each:
half-dollar chips at a table opened here). What a player types is dollars and cents
(``bet(Bob, 7.50)``); an amount that is not a whole number of chips is refused, never
rounded. Every event that carries money leaves the controller in cents (``in_cents``), the
one scale the renderer and the JSON writer read.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..model import BlackjackError, TableRules
from ..model import events as ev
from ..model.money import amount, dollars

# Each event that carries money, and its fields that do (in chips as the model made it).
MONEY_FIELDS: dict[type[ev.Event], tuple[str, ...]] = {
    ev.PlayerSeated: ("chips",),
    ev.PlayerLeft: ("chips",),
    ev.BetPlaced: ("amount", "rack"),
    ev.InsurancePlaced: ("amount", "rack"),
    ev.InsuranceSettled: ("amount", "paid", "rack"),
    ev.Doubled: ("bet", "rack"),
    ev.Split: ("bet", "rack"),
    ev.HandSettled: ("bet", "paid", "rack"),
}

__all__ = ["MONEY_FIELDS", "amount", "as_dollars", "chips_of", "dollars", "in_cents", "json_money"]


def chips_of(rules: TableRules, cents: int, what: str = "an amount") -> int:
    """Dollars typed (as whole cents) as chips of the table, or a refusal saying why: the
    table never rounds what a player puts down."""
    whole, left = divmod(cents, rules.chip_cents)
    if left:
        chip = rules.money(1)
        below, above = rules.money(whole), rules.money(whole + 1)
        raise BlackjackError(
            f"{what} must be a whole number of the table's {chip} chips: {dollars(cents)} is not "
            f"({below} or {above} is)"
        )
    return whole


def in_cents(event: object, chip_cents: int) -> object:
    """The event with its amounts in cents (an event without money is itself)."""
    names = MONEY_FIELDS.get(type(event))  # type: ignore[arg-type]
    if not names or chip_cents == 1:
        return event
    scaled: dict[str, Any] = {name: getattr(event, name) * chip_cents for name in names}
    return replace(event, **scaled)  # type: ignore[type-var]


def json_money(event: object) -> dict[str, object]:
    """The money fields of a model event (in cents) as ``--json`` writes them, in dollars."""
    names = MONEY_FIELDS.get(type(event), ())  # type: ignore[arg-type]
    return {name: as_dollars(getattr(event, name)) for name in names}


def as_dollars(cents: int) -> int | float:
    """``1000`` -> ``10``; ``750`` -> ``7.5`` (two decimals at most, so exact as text)."""
    whole, part = divmod(cents, 100)
    return whole if not part else round(cents / 100, 2)
