"""The fast path's table as a strategy gets it: ``FastTables`` sealed
(``strategies/sealed.py``), each value a read-only copy made once per change of the table.

``FastTables`` holds every session's chips and bets in arrays that betting and settling
write in place, and counts its changes per part (``versions``); a strategy asking for the
rack a dozen times between two bets gets one copy, handed out again.
"""

from __future__ import annotations

from ..strategies.sealed import Seat, sealed
from .engine import FastTables

FRESH = frozenset(
    {"on_table", "at_point", "on_numbers", "result"}
)  # made anew on each call: no copy needed


def strategy_table(tables: FastTables) -> Seat:
    """A strategy's window on ``tables``: read-only copies, the table's own betting."""
    return sealed(tables, tables, tables.versions, FRESH)
