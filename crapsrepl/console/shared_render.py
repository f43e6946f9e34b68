"""The text of the events every game shares (``events``); each game's renderer falls back
to this one, so a refusal or a save reads the same at every table."""

from __future__ import annotations

from functools import singledispatch

from .events import HelpText, Refusal, RulesShown, TableDrawn, TableLoaded, TableSaved, Undone


@singledispatch
def shared_lines(event: object) -> list[str]:
    return []


@shared_lines.register
def _(e: Refusal) -> list[str]:
    return [f"error: {e.message}"]


@shared_lines.register
def _(e: HelpText) -> list[str]:
    return list(e.lines)


@shared_lines.register
def _(e: RulesShown) -> list[str]:
    return list(e.lines)


@shared_lines.register
def _(e: TableDrawn) -> list[str]:
    return list(e.lines)


@shared_lines.register
def _(e: TableSaved) -> list[str]:
    return [f"Table saved to {e.path}."]


@shared_lines.register
def _(e: TableLoaded) -> list[str]:
    seated = "1 player" if e.players == 1 else f"{e.players} players"
    return [f"Table loaded from {e.path} ({seated} seated)."]


@shared_lines.register
def _(e: Undone) -> list[str]:
    return [f"Took back {e.command}."]
