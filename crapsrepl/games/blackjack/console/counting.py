"""Card counting at the table: the Hi-Lo count of the cards seen since the shuffle, its true
count, the index plays that change basic strategy with it (the Illustrious 18 and the Fab 4
surrenders), and the running-count drill.

The count is read off the table itself, not kept beside it: the cards dealt from the shoe
since its last shuffle, less the dealer's hole card while it is face down. So a loaded or
resumed table counts what it had seen, and ``undo`` never leaves a count behind. Stacked
cards (``shoe(...)``) come on top of the shoe and take nothing out of it: they change
nothing in what is left to deal, so they are not counted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..model import BlackjackError, BlackjackGame, Card, Hand
from .table_events import DrillAnswered, DrillShown

HI_LO = {1: -1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 0, 8: 0, 9: 0, 10: -1}


def hi_lo(card: Card) -> int:
    """+1 for a 2-6, 0 for a 7-9, -1 for a ten or an ace."""
    return HI_LO[card.value]


@dataclass(frozen=True, slots=True)
class Count:
    running: int
    decks_left: float  # the shoe's unseen cards, in decks
    seen: int  # cards counted since the shuffle

    @property
    def true(self) -> float:
        """The running count per deck left (a quarter deck at least, so it stays finite)."""
        return self.running / max(self.decks_left, 0.25)

    def text(self) -> str:
        return (
            f"Hi-Lo running count {self.running:+d}, true count {self.true:+.1f} "
            f"({self.decks_left:.1f} decks left; {self.seen} cards seen since the shuffle)"
        )


def table_count(game: BlackjackGame) -> Count:
    """The count of the cards seen since the shoe's last shuffle."""
    dealt = list(game.shoe.dealt)
    unseen = game.shoe.remaining
    hidden = game.hole_at
    if hidden is not None and not game.hole_shown and hidden[0] == game.shoe.shuffles:
        dealt.pop(hidden[1])  # the hole card, face down: not seen yet
        unseen += 1
    return Count(sum(hi_lo(card) for card in dealt), unseen / 52, len(dealt))


@dataclass(frozen=True, slots=True)
class IndexPlay:
    """At a true count of ``index`` or more, ``at`` replaces ``below``, for ``kind``
    (``hard``, ``pair`` or ``insurance``) ``total`` against ``up`` (1 an ace .. 10)."""

    name: str
    kind: str
    total: int
    up: int
    index: float
    at: str
    below: str


# The Illustrious 18 (Schlesinger, Blackjack Attack, for a shoe game; insurance first) and
# the Fab 4 surrenders, as plays for the hand: at or above the index, ``at``.
INDEX_PLAYS = (
    IndexPlay("insurance at +3", "insurance", 0, 1, 3, "insurance", "no insurance"),
    IndexPlay("16 v 10 stands at 0", "hard", 16, 10, 0, "stand", "hit"),
    IndexPlay("15 v 10 stands at +4", "hard", 15, 10, 4, "stand", "hit"),
    IndexPlay("10,10 v 5 splits at +5", "pair", 20, 5, 5, "split", "stand"),
    IndexPlay("10,10 v 6 splits at +4", "pair", 20, 6, 4, "split", "stand"),
    IndexPlay("10 v 10 doubles at +4", "hard", 10, 10, 4, "double", "hit"),
    IndexPlay("12 v 3 stands at +2", "hard", 12, 3, 2, "stand", "hit"),
    IndexPlay("12 v 2 stands at +3", "hard", 12, 2, 3, "stand", "hit"),
    IndexPlay("11 v A doubles at +1", "hard", 11, 1, 1, "double", "hit"),
    IndexPlay("9 v 2 doubles at +1", "hard", 9, 2, 1, "double", "hit"),
    IndexPlay("10 v A doubles at +4", "hard", 10, 1, 4, "double", "hit"),
    IndexPlay("9 v 7 doubles at +3", "hard", 9, 7, 3, "double", "hit"),
    IndexPlay("16 v 9 stands at +5", "hard", 16, 9, 5, "stand", "hit"),
    IndexPlay("13 v 2 hits below -1", "hard", 13, 2, -1, "stand", "hit"),
    IndexPlay("12 v 4 hits below 0", "hard", 12, 4, 0, "stand", "hit"),
    IndexPlay("12 v 5 hits below -2", "hard", 12, 5, -2, "stand", "hit"),
    IndexPlay("12 v 6 hits below -1", "hard", 12, 6, -1, "stand", "hit"),
    IndexPlay("13 v 3 hits below -2", "hard", 13, 3, -2, "stand", "hit"),
    IndexPlay("14 v 10 surrenders at +3", "surrender", 14, 10, 3, "surrender", ""),
    IndexPlay("15 v 10 surrenders at 0", "surrender", 15, 10, 0, "surrender", ""),
    IndexPlay("15 v 9 surrenders at +2", "surrender", 15, 9, 2, "surrender", ""),
    IndexPlay("15 v A surrenders at +1", "surrender", 15, 1, 1, "surrender", ""),
)


def index_play(hand: Hand, up: Card, kinds: tuple[str, ...]) -> IndexPlay | None:
    """The first index play for this hand against this up card, of one of ``kinds``."""
    value = up.value
    for play in INDEX_PLAYS:
        if play.kind not in kinds or play.up != value:
            continue
        if play.kind == "pair":
            if hand.pair and hand.total == play.total:
                return play
        elif not hand.soft and hand.total == play.total:
            return play
    return None


@dataclass(slots=True)
class Drill:
    """The running-count drill: cards from a shuffled shoe of its own (the table's cards
    and random generator are never touched), and the player's score."""

    rng: random.Random = field(default_factory=random.Random)
    cards: tuple[Card, ...] = ()
    asked: int = 0
    right: int = 0

    def deal(self, count: int, decks: int) -> tuple[Card, ...]:
        from ..model.cards import full_deck

        shoe = full_deck() * decks
        self.rng.shuffle(shoe)
        self.cards = tuple(shoe[:count])
        return self.cards

    def answer(self, said: int) -> tuple[bool, int]:
        """Whether ``said`` is the drill's running count, and the count."""
        count = sum(hi_lo(card) for card in self.cards)
        self.cards = ()
        self.asked += 1
        self.right += said == count
        return said == count, count


def drill_shown(drill: Drill, size: str = "10") -> list[object]:
    """``drill [N]``: N cards (10 unless said) from the drill's own deck, to count."""
    try:
        cards = int(size)
    except ValueError:
        raise BlackjackError(f"a drill is 1 to 52 cards, not {size!r}") from None
    if not 1 <= cards <= 52:
        raise BlackjackError(f"a drill is 1 to 52 cards, not {cards}")
    dealt = drill.deal(cards, 1)
    return [DrillShown(tuple(card.label for card in dealt))]


def drill_answered(drill: Drill, said: str) -> list[object]:
    """``guess N``: the running count of the last drill, judged."""
    if not drill.cards:
        raise BlackjackError("no drill to answer: drill first")
    try:
        value = int(said)
    except ValueError:
        raise BlackjackError(
            f"a running count is a whole number such as -2 or 3, not {said!r}"
        ) from None
    _, count = drill.answer(value)
    return [DrillAnswered(value, count, drill.right, drill.asked)]
