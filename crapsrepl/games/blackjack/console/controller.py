"""Blackjack at the console: its views (chips, hand, dealer, status) and a stacked shoe,
on the one controller every game shares."""

from __future__ import annotations

from dataclasses import dataclass

from crapsrepl.plugin import (
    Controller,
    FilePolicy,
    Reply,
    Tally,
    Values,
    View,
    anywhere,
    word,
    words,
)

from ..model import BlackjackError, BlackjackGame, Phase, parse_card
from ..model import events as ev
from ..model.events import Event
from . import persistence
from .commands import TABLE
from .hint import hint
from .layout import draw
from .money import amount, dollars, in_cents
from .options import rules_lines
from .toolbar import toolbar_text


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
    """A seat as ``status`` shows it; every amount in cents."""

    name: str
    rack: int
    bet: int
    insurance: int
    # (cards, total, bet, what became of it: "" while in play, "surrendered") per hand
    hands: tuple[tuple[tuple[str, ...], str, int, str], ...]


@dataclass(frozen=True, slots=True)
class TableStatus(Event):
    """``status``: the table as text; ``house`` and the seats' amounts in cents."""

    dealer: tuple[str, ...]
    dealer_total: str
    phase: str
    turn: str | None
    seats: tuple[SeatView, ...]
    cards_left: int
    house: int


# Events that show what the shoe held: a command with one cannot be taken back.
_CHANCE = (ev.CardDealt, ev.Shuffled, ev.HoleRevealed, ev.DealerPeeked)

# One key for the player to act, at a terminal; each is echoed and kept as the whole command.
PLAY_KEYS = {"h": "hit", "s": "stand", "d": "double", "p": "split", "u": "surrender"}
INSURANCE_KEYS = {"i": "insurance({player}, {half})", "n": "noInsurance({player})"}


class BlackjackController(Controller[BlackjackGame]):
    table = TABLE
    refusals = (BlackjackError,)
    state_names = ("game", "tally")
    chance_since = "cards have been dealt since"
    journal_table_after_chance = True

    def __init__(self, game: BlackjackGame, files: FilePolicy = anywhere) -> None:
        super().__init__(game, files)
        self.tally = Tally(("hand", "hands"), money=dollars)  # in cents
        cent = game.rules.chip_cents
        for seat in game.table.seats:  # a resumed table: chips on the felt are theirs too
            self.tally.seen(seat.name, (seat.rack + seat.on_felt()) * cent)

    def execute(self, line: str) -> Reply:
        """The shared controller's reply, its amounts told in cents (``money.in_cents``)."""
        reply = super().execute(line)
        cent = self.game.rules.chip_cents
        reply.events = [in_cents(event, cent) for event in reply.events]
        return reply

    def touched_by_chance(self, events: list[object]) -> bool:
        return any(isinstance(event, _CHANCE) for event in events)

    def seen(self, events: list[object]) -> None:
        cent = self.game.rules.chip_cents
        for event in events:
            match event:
                case ev.PlayerSeated(player=name, chips=chips):
                    self.tally.seated(name, chips * cent)
                case ev.PlayerLeft(player=name, chips=chips):
                    self.tally.left(name, chips * cent)
                case ev.HandSettled(player=name, bet=bet, paid=paid, rack=rack):
                    self.tally.played(name, rack * cent)
                    self.tally.won(name, rack * cent, max(0, paid - bet) * cent)

    def summary(self) -> list[str]:
        seats, cent = self.game.table.seats, self.game.rules.chip_cents
        return self.tally.lines(
            {s.name: s.rack * cent for s in seats}, {s.name: s.on_felt() * cent for s in seats}
        )

    def views(self) -> dict[str, View]:
        return {
            "chips": lambda values: self._chips(word(values, 0)),
            "hand": lambda values: self._hand(word(values, 0)),
            "dealer": lambda values: self._dealer(),
            "status": lambda values: self._status(),
            "hint": lambda values: self._hint(*words(values)),
        }

    def special(self, name: str, values: Values) -> Reply | None:
        if name == "shoe":
            return Reply(self._stack(words(values)), changed=True)
        return None

    def players(self) -> list[str]:
        return list(self.game.players)

    def racks(self) -> dict[str, int]:
        """Each rack in cents (``money`` writes them)."""
        cent = self.game.rules.chip_cents
        return {s.name: s.rack * cent for s in self.game.table.seats}

    def money(self, amount: int) -> str:
        return dollars(amount)

    def status_line(self) -> str:
        return toolbar_text(self.game)

    def rules(self) -> list[str]:
        return rules_lines(self.game.rules)

    def draw(self) -> list[str]:
        return draw(self.game)

    def to_document(self) -> dict[str, object]:
        return persistence.to_document(self.game)

    def from_document(self, document: object) -> BlackjackGame:
        return persistence.from_document(document)

    def _stack(self, cards: tuple[str, ...]) -> list[object]:
        parsed = [parse_card(card) for card in cards]
        self.game.stack(parsed)
        return [CardsStacked(tuple(card.label for card in parsed))]

    def _chips(self, name: str) -> list[object]:
        cents = self.game.chips(name) * self.game.rules.chip_cents
        return [Answer(f"chips({name})", amount(cents))]

    def _hand(self, name: str) -> list[object]:
        hands = self.game.hands(name)
        if not hands:
            raise BlackjackError(f"{self.game.table.find(name).name} has no hand")
        return [Answer(f"hand({name})", ", ".join(h.describe() for h in hands))]

    def to_act(self) -> list[str]:
        """The players still to answer insurance, or the one whose hand is to play."""
        waiting = self.game.awaiting_insurance()
        if waiting:
            return waiting
        turn = self.game.turn()
        return [] if turn is None else [turn[0]]

    def timeout_move(self, player: str) -> str | None:
        """Out of time, a player declines insurance, and stands."""
        if player in self.game.awaiting_insurance():
            return f"noInsurance({player})"
        return f"stand({player})"

    def warm_up(self) -> None:
        """``hint``'s chart for this table's rules: a second of work the first time."""
        from ..analysis import ChartStrategy

        ChartStrategy(self.game.rules)

    def quick_line(self, key: str) -> str | None:
        game = self.game
        waiting = game.awaiting_insurance()
        if waiting and key in INSURANCE_KEYS:
            name = waiting[0]
            half = game.hands(name)[0].bet // 2  # the most insurance a hand may take
            return INSURANCE_KEYS[key].format(
                player=name, half=amount(half * game.rules.chip_cents)
            )
        turn = game.turn()
        if turn is not None and key in PLAY_KEYS:
            return f"{PLAY_KEYS[key]}({turn[0]})"
        return None

    def _hint(self, name: str | None = None) -> list[object]:
        return [Answer("hint()" if name is None else f"hint({name})", hint(self.game, name))]

    def _dealer(self) -> list[object]:
        cards, total = self._dealer_shown()
        return [Answer("dealer()", f"{' '.join(cards)}: {total}" if cards else "no cards")]

    def _dealer_shown(self) -> tuple[tuple[str, ...], str]:
        from ..model import Hand

        dealer = self.game.dealer
        if not dealer.cards:
            return (), ""
        if self.game.hole_shown:
            return tuple(c.label for c in dealer.cards), dealer.describe()
        up = dealer.cards[0]
        return (up.label, "?"), Hand(cards=[up]).describe()

    def _status(self) -> list[object]:
        game = self.game
        cent = game.rules.chip_cents
        seats = tuple(
            SeatView(
                s.name,
                s.rack * cent,
                s.bet * cent,
                s.insurance * cent,
                tuple(
                    (
                        tuple(c.label for c in h.cards),
                        h.describe(),
                        h.bet * cent,
                        "surrendered" if h.surrendered else "",
                    )
                    for h in s.hands
                ),
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
                game.table.house * cent,
            )
        ]
