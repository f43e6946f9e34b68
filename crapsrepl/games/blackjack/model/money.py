"""Money as the table writes it: a count of cents as dollars, with the cents only when the
amount is not whole (``$90``, ``$7.50``), so a table of whole-dollar amounts reads as it
always has. Every amount the model keeps is a whole number of the table's chips
(``TableRules.chip_cents`` each); this is only how one is written."""

from __future__ import annotations


def dollars(cents: int) -> str:
    """``750`` -> ``$7.50``; ``9000`` -> ``$90``; ``-350`` -> ``-$3.50``."""
    return ("-" if cents < 0 else "") + "$" + amount(abs(cents))


def amount(cents: int) -> str:
    """The number alone, as ``chips(p)`` answers it: ``7.50``, ``90``, ``-3.50``."""
    whole, part = divmod(abs(cents), 100)
    sign = "-" if cents < 0 else ""
    return f"{sign}{whole}" if part == 0 else f"{sign}{whole}.{part:02d}"
