"""A table of either game as a JSON document: each game's own format, told apart by the
document's ``format`` field, so the journal keeps and resumes any table."""

from __future__ import annotations

from typing import Any

from . import blackjack_persist, persist


def to_document(game: Any) -> dict[str, Any]:
    from ..blackjack import BlackjackGame

    if isinstance(game, BlackjackGame):
        return blackjack_persist.to_document(game)
    return persist.to_document(game)


def from_document(doc: Any) -> Any:
    if isinstance(doc, dict) and doc.get("format") == blackjack_persist.FORMAT:
        try:
            return blackjack_persist.from_document(doc)
        except blackjack_persist.BlackjackLoadError as problem:
            raise persist.LoadError(str(problem)) from None
    return persist.from_document(doc)
