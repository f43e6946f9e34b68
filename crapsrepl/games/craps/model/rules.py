"""Table options: the limits and house choices a casino posts on the table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from .dice import POINT_NUMBERS


@dataclass(frozen=True, slots=True)
class OddsCap:
    """Maximum odds as a multiple of the line bet, per point number (e.g. 3-4-5x).

    ``multiples`` is a plain dict here; a strategy is shown a read-only copy."""

    multiples: Mapping[int, int] = field(default_factory=dict)
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> OddsCap:
        """Read ``3-4-5``, ``3-4-5x`` or ``Nx``; raise ValueError with a readable reason."""
        spec = text.strip().lower().removesuffix("x")
        parts = spec.split("-")
        if not all(part.isdigit() and len(part) <= 6 for part in parts) or len(parts) not in (
            1,
            3,
        ):
            raise ValueError(f"max odds must look like 3-4-5 or 2x, not {text!r}")
        values = [int(part) for part in parts]
        if any(value < 1 for value in values):
            raise ValueError("max odds multiples must be at least 1")
        if len(values) == 1:
            values *= 3
        four_ten, five_nine, six_eight = values
        by_number = {
            4: four_ten,
            10: four_ten,
            5: five_nine,
            9: five_nine,
            6: six_eight,
            8: six_eight,
        }
        assert set(by_number) == set(POINT_NUMBERS)
        label = f"{values[0]}x" if len(set(values)) == 1 else "-".join(map(str, values)) + "x"
        return cls(by_number, label)

    def limit(self, number: int, line_amount: int) -> int:
        return self.multiples[number] * line_amount


class Rounding(Enum):
    """How a commission that is not whole dollars is rounded."""

    DOWN = "down"
    NEAREST = "nearest"
    UP = "up"


@dataclass(frozen=True, slots=True)
class Limit:
    """A minimum and an optional maximum for one family of bets."""

    family: str
    minimum: int
    maximum: int | None = None

    @property
    def text(self) -> str:
        return f"{self.family}:{self.minimum}-{'' if self.maximum is None else self.maximum}"


@dataclass(frozen=True, slots=True)
class TableRules:
    """Defaults as in docs/rules.md, "Table options": $1 minimum, no maximum, no odds cap,
    come odds off, 5% commission rounded down (at least $1) paid up front, field 12 pays
    2:1, place/buy/big/hardways off on the come-out."""

    table_min: int = 1
    table_max: int | None = None
    max_odds: OddsCap | None = None
    come_odds_working: bool = False
    max_lay_odds: OddsCap | None = None
    field_twelve: int = 2
    commission_percent: int = 5
    commission_rounding: Rounding = Rounding.DOWN
    commission_on_win: bool = False
    come_out_working: bool = False
    limits: tuple[Limit, ...] = ()

    def __post_init__(self) -> None:
        if self.table_min < 1:
            raise ValueError("the table minimum is at least $1")
        if self.table_max is not None and self.table_max < self.table_min:
            raise ValueError("the table maximum is below the table minimum")
        if self.field_twelve not in (2, 3):
            raise ValueError("the field pays 2:1 or 3:1 on 12")
        if not 0 <= self.commission_percent <= 100:
            raise ValueError("the commission is 0 to 100 percent")
        for limit in self.limits:
            if limit.minimum < 1 or (limit.maximum is not None and limit.maximum < limit.minimum):
                raise ValueError(f"the {limit.family} limits {limit.text} are not a range")

    def limits_for(self, family: str) -> tuple[int, int | None, str]:
        """(minimum, maximum, name) for a family: its own limits, else the table's."""
        for limit in self.limits:
            if limit.family == family:
                return limit.minimum, limit.maximum, family
        return self.table_min, self.table_max, "table"

    def commission_on(self, base: int) -> int:
        """The commission on ``base`` dollars: the rate, rounded as posted, at least $1."""
        if base <= 0 or self.commission_percent == 0:
            return 0
        hundredths = base * self.commission_percent
        whole, part = divmod(hundredths, 100)
        if (
            self.commission_rounding is Rounding.UP
            and part
            or self.commission_rounding is Rounding.NEAREST
            and part >= 50
        ):
            whole += 1
        return max(1, whole)
