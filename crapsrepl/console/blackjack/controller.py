"""Maps parsed blackjack commands to the game and wraps what happened in a ``Reply``.

The shared ``Reply`` is typed with craps events; blackjack's go in as ``Any`` until the
console's reply type is made game-neutral.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...blackjack import BlackjackError, BlackjackGame, Phase, parse_card
from ...blackjack.events import Event
from ...craps.errors import GameError
from ..controller import (
    FilePolicy,
    HelpText,
    PathRefused,
    Refusal,
    Reply,
    TableLoaded,
    TableSaved,
    _anywhere,
)
from ..parser import ParseError, parse
from .commands import TABLE


@dataclass(frozen=True, slots=True)
class CardsStacked(Event):
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Answer(Event):
    """A fact query's answer, one line: ``chips(Bob)`` -> ``90``."""

    query: str
    answer: str


@dataclass(frozen=True, slots=True)
class SeatView:
    name: str
    rack: int
    bet: int
    insurance: int
    hands: tuple[tuple[tuple[str, ...], str, int], ...]  # (cards, total, bet) per hand


@dataclass(frozen=True, slots=True)
class TableStatus(Event):
    dealer: tuple[str, ...]
    dealer_total: str
    phase: str
    turn: str | None
    seats: tuple[SeatView, ...]
    cards_left: int
    house: int


class BlackjackController:
    def __init__(self, game: BlackjackGame, files: FilePolicy = _anywhere) -> None:
        self.game = game
        self._files = files
        self._views: dict[str, Callable[..., list[Any]]] = {
            "help": self._help,
            "chips": self._chips,
            "hand": self._hand,
            "dealer": self._dealer,
            "status": self._status,
            "save": self._save,
        }

    def execute(self, line: str) -> Reply:
        try:
            command = TABLE.to_command(parse(line))
            name = command.spec.name
            if name == "quit":
                return Reply(quit=True)
            if name == "load":
                return self._load(*command.values)
            if name == "shoe":
                return Reply(self._stack(*command.values), changed=True)
            if name in self._views:
                return Reply(self._views[name](*command.values))
            action = command.spec.action
            assert action is not None, f"{name} has neither a view nor an action"
            return Reply(action(self.game, *command.values), changed=True)
        except (ParseError, BlackjackError, GameError, PathRefused) as refusal:
            return Reply([Refusal(str(refusal))], refused=True)

    def _stack(self, cards: tuple[str, ...]) -> list[Any]:
        parsed = [parse_card(card) for card in cards]
        self.game.stack(parsed)
        return [CardsStacked(tuple(card.label for card in parsed))]

    def _help(self, topic: Any = None) -> list[Any]:
        return [HelpText(tuple(TABLE.help_lines(topic)))]

    def _chips(self, name: str) -> list[Any]:
        return [Answer(f"chips({name})", str(self.game.chips(name)))]

    def _hand(self, name: str) -> list[Any]:
        hands = self.game.hands(name)
        if not hands:
            raise BlackjackError(f"{self.game.table.find(name).name} has no hand")
        return [Answer(f"hand({name})", ", ".join(h.describe() for h in hands))]

    def _dealer(self) -> list[Any]:
        cards, total = self._dealer_shown()
        return [Answer("dealer()", f"{' '.join(cards)}: {total}" if cards else "no cards")]

    def _dealer_shown(self) -> tuple[tuple[str, ...], str]:
        from ...blackjack import Hand

        dealer = self.game.dealer
        if not dealer.cards:
            return (), ""
        if self.game.hole_shown:
            return tuple(c.label for c in dealer.cards), dealer.describe()
        up = dealer.cards[0]
        return (up.label, "?"), Hand(cards=[up]).describe()

    def _status(self) -> list[Any]:
        game = self.game
        seats = tuple(
            SeatView(
                s.name,
                s.rack,
                s.bet,
                s.insurance,
                tuple((tuple(c.label for c in h.cards), h.describe(), h.bet) for h in s.hands),
            )
            for s in game.table.seats
        )
        turn = game.turn()
        cards, total = self._dealer_shown()
        return [
            TableStatus(
                cards,
                total,
                game.phase.value,
                None if turn is None or game.phase is Phase.BETTING else f"{turn[0]}",
                seats,
                game.shoe.remaining,
                game.table.house,
            )
        ]

    def _save(self, path: str) -> list[Any]:
        from ...storage.blackjack_persist import save

        save(self.game, self._files(path, True))
        return [TableSaved(path)]

    def _load(self, path: str) -> Reply:
        from ...storage.blackjack_persist import load

        self.game = load(self._files(path, False))
        return Reply([TableLoaded(path, len(self.game.players))], changed=True, replaced_table=True)
