"""What blackjack's console commands answer beyond the model's own events: the stacked
shoe, insurance answers, the trainer (coach, count, drill, bots), the chart, the values of
each play and ``status``. Plain data (every amount in cents), drawn by ``render``."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.events import Event


@dataclass(frozen=True, slots=True)
class CardsStacked(Event):
    """``shoe(...)``: ``cards`` go under ``under``, the cards stacked before and not dealt
    yet, which still come first (a stack is a queue, as the handout tells students)."""

    cards: tuple[str, ...]
    under: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class StackLeft(Event):
    """A round is over and stacked cards were not dealt: the next deal starts with them."""

    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Answer(Event):
    """A fact query's answer, one line: ``chips(Bob)`` -> ``90``."""

    query: str
    answer: str


@dataclass(frozen=True, slots=True)
class CoachNote(Event):
    """The coach, after a decision that was not the table's best: ``best``, not ``did``,
    on ``what``; ``cost`` in cents given up on average (0 where only the count says)."""

    player: str
    did: str
    best: str
    what: str
    cost: int


@dataclass(frozen=True, slots=True)
class CoachReport(Event):
    """The session's accuracy so far (``status`` with the coach on); ``lost`` in cents."""

    decisions: int
    right: int
    lost: int


@dataclass(frozen=True, slots=True)
class CountShown(Event):
    """``count``: the Hi-Lo count of the cards seen since the shuffle."""

    running: int
    true: float
    decks_left: float
    seen: int


@dataclass(frozen=True, slots=True)
class DrillShown(Event):
    """``drill``: cards to count; ``guess(n)`` answers."""

    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DrillAnswered(Event):
    said: int
    count: int
    right: int
    asked: int


@dataclass(frozen=True, slots=True)
class TrainerSet(Event):
    """``coach on|off``, ``counting on|off``: the setting as it is now."""

    what: str
    on: bool


@dataclass(frozen=True, slots=True)
class BotSeated(Event):
    """``bot(name, chips, kind)``: the seat just taken is the table's to play, by basic
    strategy or counting."""

    player: str
    kind: str


@dataclass(frozen=True, slots=True)
class BotPlayed(Event):
    """A bot's decision, before the events it makes: ``play`` as the hint words it."""

    player: str
    play: str


@dataclass(frozen=True, slots=True)
class StrategyChart(Event):
    """``chart``: basic strategy for the table's rules, as lines to print."""

    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayValues(Event):
    """``hint ... ev``: each play on offer and its expected result per unit of the hand's
    bet (``bet``, in cents), best first."""

    player: str
    bet: int
    values: tuple[tuple[str, float], ...]


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
    stacked: tuple[str, ...] = ()  # cards on top of the shoe, dealt next, in order
    unpeeked: bool = False  # early surrender: the dealer has not looked under the ace or ten
