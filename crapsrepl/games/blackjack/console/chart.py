"""``chart``: basic strategy for the table's rules as a casino's strategy card prints it,
hard totals, soft totals and pairs down the side, the dealer's up card across, one letter
code a cell (the key under it), surrender where the table offers it.

Every cell is the analysis' own chart (``analysis.Chart``) for the table's rules and the
posted payouts, the one ``hint`` and ``simulate basic`` play: worked out, not copied."""

from __future__ import annotations

from ..model import TableRules
from .hint import assumed

UPS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)  # the columns: 2 to 10, then the ace (values 0-9)
_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
KEY = (
    "H hit, S stand, D double (else hit), Ds double (else stand), P split,",
    "R surrender (else hit), Rs surrender (else stand), Rp surrender (else split).",
)


def _code(first: str, fallback: str) -> str:
    from ..analysis.player import DOUBLE, HIT, STAND, SURRENDER  # numpy, as chart_lines

    if first in (HIT, STAND):
        return "H" if first == HIT else "S"
    if first == DOUBLE:
        return "D" if fallback == HIT else "Ds"
    assert first == SURRENDER
    return "R" if fallback == HIT else "Rs"


def chart_lines(rules: TableRules) -> list[str]:
    from ..analysis import Chart  # numpy: only when the chart is asked for
    from ..analysis.player import SURRENDER
    from ..analysis.table import Table

    chart = Chart(Table.of(rules))
    head = "          " + "".join(f"{_NAMES[up]:>4}" for up in UPS)
    lines = [f"Basic strategy for {assumed(rules)} (the dealer's up card across):", head]

    def row(label: str, soft: bool, total: int) -> str:
        cells = (_code(chart.first[up][(soft, total)], chart.fallback[up][(soft, total)])
                 for up in UPS)  # fmt: skip
        return f"{label:<10}" + "".join(f"{cell:>4}" for cell in cells)

    lines += [row(f"hard {total}", False, total) for total in range(5, 21)]
    lines += [row(f"soft {total}", True, total) for total in range(13, 21)]
    for pair in (0, *range(1, 10)):
        name = _NAMES[pair]
        total = 12 if pair == 0 else 2 * (pair + 1)
        cells = []
        for up in UPS:
            first = chart.first[up][(pair == 0, total)]
            code = _code(first, chart.fallback[up][(pair == 0, total)])
            splits = chart.splits[up].get(pair, False)
            if first == SURRENDER and pair not in chart.keeps[up]:
                code = "Rp" if splits else code
            elif splits:
                code = "P"
            cells.append(code)
        lines.append(f"{'pair ' + name + ',' + name:<10}" + "".join(f"{c:>4}" for c in cells))
    return [*lines, *KEY]
