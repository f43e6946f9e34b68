"""Argument checks shared by the game's methods; each raises a BlackjackError."""

from __future__ import annotations

from .errors import BlackjackError
from .rules import TableRules
from .table import Seat

MAX_NAME = 20
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NAME_REST = frozenset(_LETTERS + "0123456789_-.")


def check_name(name: str) -> None:
    if not name or len(name) > MAX_NAME:
        raise BlackjackError(f"a name has 1 to {MAX_NAME} characters")
    if name[0] not in _LETTERS or not set(name) <= _NAME_REST:
        raise BlackjackError(
            "a name starts with a letter and has only letters, digits, '_', '-' or '.'"
        )


def check_amount(amount: int, rules: TableRules, what: str = "a bet") -> None:
    """A whole number of chips, at least one (the console turns dollars into chips)."""
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise BlackjackError(f"{what} must be a whole number of chips")
    if amount < 1:
        raise BlackjackError(
            f"{what} must be at least one chip ({rules.money(1)}), not {rules.money(amount)}"
        )


def check_rack(seat: Seat, amount: int, rules: TableRules) -> None:
    if amount > seat.rack:
        raise BlackjackError(f"{seat.name} has only {rules.money(seat.rack)}")
