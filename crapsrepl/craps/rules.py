"""Table options: the limits and house choices a casino posts on the table."""

from __future__ import annotations

from dataclasses import dataclass, field

from .dice import POINT_NUMBERS


@dataclass(frozen=True, slots=True)
class OddsCap:
    """Maximum odds as a multiple of the line bet, per point number (e.g. 3-4-5x)."""

    multiples: dict[int, int] = field(default_factory=dict)
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


@dataclass(frozen=True, slots=True)
class TableRules:
    """Defaults as in docs/rules.md, "Table options": $1 minimum, no maximum, no odds cap.

    Odds on come bets are off on the come-out unless ``come_odds_working``.
    """

    table_min: int = 1
    table_max: int | None = None
    max_odds: OddsCap | None = None
    come_odds_working: bool = False

    def __post_init__(self) -> None:
        if self.table_min < 1:
            raise ValueError("the table minimum is at least $1")
        if self.table_max is not None and self.table_max < self.table_min:
            raise ValueError("the table maximum is below the table minimum")
