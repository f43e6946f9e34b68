"""Table options to and from the saved-table document.

The options the lab table had (min, max, max odds, come odds working) are required; the
wider table's options are optional, so tables saved before them still load with defaults.
"""

from __future__ import annotations

from typing import Any

from crapsrepl.plugin import flag, whole

from ..model.errors import GameError
from ..model.rules import Limit, OddsCap, Rounding, TableRules


def rules_to_json(rules: TableRules) -> dict[str, Any]:
    return {
        "table_min": rules.table_min,
        "table_max": rules.table_max,
        "max_odds": rules.max_odds.text if rules.max_odds else None,
        "come_odds_working": rules.come_odds_working,
        "max_lay_odds": rules.max_lay_odds.text if rules.max_lay_odds else None,
        "field_twelve": rules.field_twelve,
        "commission_percent": rules.commission_percent,
        "commission_rounding": rules.commission_rounding.value,
        "commission_on_win": rules.commission_on_win,
        "come_out_working": rules.come_out_working,
        "limits": [[x.family, x.minimum, x.maximum] for x in rules.limits],
    }


def _cap(value: Any) -> OddsCap | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise GameError(f"expected text, found {value!r}")
    return OddsCap.parse(value)


def _limit(entry: Any) -> Limit:
    family, low, high = entry
    if not isinstance(family, str):
        raise GameError(f"expected a family name, found {family!r}")
    return Limit(family, whole(low), None if high is None else whole(high))


def rules_from_json(raw: dict[str, Any]) -> TableRules:
    """TableRules from a document's ``rules``; GameError or ValueError when damaged."""
    defaults = TableRules()
    return TableRules(
        table_min=whole(raw["table_min"]),
        table_max=None if raw["table_max"] is None else whole(raw["table_max"]),
        max_odds=_cap(raw["max_odds"]),
        come_odds_working=flag(raw["come_odds_working"]),
        max_lay_odds=_cap(raw.get("max_lay_odds")),
        field_twelve=whole(raw.get("field_twelve", defaults.field_twelve)),
        commission_percent=whole(raw.get("commission_percent", defaults.commission_percent)),
        commission_rounding=Rounding(raw.get("commission_rounding", "down")),
        commission_on_win=flag(raw.get("commission_on_win", False)),
        come_out_working=flag(raw.get("come_out_working", False)),
        limits=tuple(_limit(entry) for entry in raw.get("limits", [])),
    )
