"""What every bet is: the small interface through which the table settles any bet.

Each bet class declares when it may be placed, when it works, what a throw does to it and
what it pays, and registers itself under its kind name, so a new kind of bet is one new
class in a family module of this package, with no change to the game, the views or storage.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import ClassVar

from ..dice import Throw
from ..errors import GameError
from ..rules import TableRules

Ratio = tuple[int, int]


class BetKind(str):
    """A bet's kind as the API spells it (``"pass"``, ``"place"``, ...).

    A plain string, so ``kind == "pass"`` reads naturally; ``.value`` keeps callers that
    were written when kinds were an Enum working.
    """

    __slots__ = ()

    @property
    def value(self) -> str:
        return str(self)


class Phase(Enum):
    """What a game state says about the moment; a bet is placeable in some of them."""

    COME_OUT = "come-out"
    POINT_ON = "point on"
    NEW_SHOOTER = "new shooter"
    AFTER_SEVEN = "after a seven"


ANY_TIME = frozenset({Phase.COME_OUT, Phase.POINT_ON})


class Outcome(Enum):
    WIN = "win"
    LOSE = "lose"
    RETURN = "return"  # the bet was off: its stake goes back (odds off on a come-out)
    PUSH = "push"  # a tie: the stake goes back (bar 12, the world on a 7)
    TRAVEL = "travel"


class Step(IntEnum):
    """Settlement order within one roll (docs/rules.md, "Settlement order"), so output order."""

    ONE_ROLL = 0
    NUMBERS = 1
    PASS_LINE = 2
    COME_LINE = 3
    SIDE = 4


class Family(Enum):
    """The families of the layout: one module each, one help group each, one limit each."""

    LINE = "line"
    ODDS = "odds"
    NUMBERS = "numbers"
    PROPS = "props"
    HARDWAYS = "hardways"
    SIDE = "side"


def pays(amount: int, ratio: Ratio) -> int:
    """Winnings at ``ratio``, rounded down in the house's favour."""
    numerator, denominator = ratio
    return amount * numerator // denominator


REGISTRY: dict[str, type[Bet]] = {}


@dataclass
class Bet(ABC):
    """Chips one player has on one spot; ``number`` is None while a line bet waits.

    Class declarations read by the game, the views and storage:
    ``kind`` (API name), ``label`` (the spot's name in refusals), ``family``, ``pays_text``,
    ``placeable`` (the phases it may be put down in), ``numbers`` (the numbers it may be
    put on, empty for a bet without one), ``off_on_come_out`` (placed-number bets that the
    game turns off on a come-out roll unless they are working), ``takes_odds``.
    """

    player: str
    amount: int
    number: int | None = None
    odds: int = 0

    kind: ClassVar[str]
    label: ClassVar[str]
    family: ClassVar[Family]
    pays_text: ClassVar[str] = "1:1"
    placeable: ClassVar[frozenset[Phase]] = ANY_TIME
    numbers: ClassVar[tuple[int, ...]] = ()
    travels: ClassVar[tuple[int, ...]] = ()
    step: ClassVar[Step] = Step.NUMBERS
    off_on_come_out: ClassVar[bool] = False
    takes_odds: ClassVar[bool] = False
    odds_verb: ClassVar[str] = "takes"
    ends_with_hand: ClassVar[bool] = False
    when_text: ClassVar[str] = ""
    progress_text: ClassVar[str] = "so far"
    odds_work_on_come_out: ClassVar[bool] = False
    stays_up_on_win: ClassVar[bool] = False
    contract: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" in cls.__dict__:
            cls.kind = BetKind(cls.kind)
            assert cls.kind not in REGISTRY, f"two bets named {cls.kind}"
            REGISTRY[cls.kind] = cls

    # what a throw does ----------------------------------------------------
    @abstractmethod
    def decide(self, throw: Throw, point: int | None = None) -> Outcome | None:
        """What ``throw`` does to the bet, or None when it stays as it is.

        ``point`` is the table's point before the throw (None on a come-out roll); only
        bets tracked across a shooter's hand read it.
        """

    def advance(self, throw: Throw, point: int | None) -> None:
        """Record a throw before ``decide`` sees it (bets with a memory override this)."""
        return None

    def winnings(self, throw: Throw, rules: TableRules) -> int:
        """What a win on ``throw`` pays, whole dollars, rounded down."""
        return self.amount

    def odds_winnings(self) -> int:
        raise NotImplementedError

    def commission(self, rules: TableRules) -> int:
        """The house's commission on this bet as it stands (0 for most bets)."""
        return 0

    def refusal(self) -> str | None:
        """Why this bet, as made, cannot be taken (None: it can)."""
        return None

    def progress(self) -> list[int]:
        """What the bet remembers of the hand so far, for saving (empty for most)."""
        return []

    def restore(self, progress: list[int]) -> None:
        if progress:
            raise GameError(f"a {self.label} bet keeps no progress")

    # where it sits ----------------------------------------------------------
    @property
    def step_now(self) -> Step:
        return self.step

    @classmethod
    def check_number(cls, number: int | None) -> None:
        if not cls.numbers:
            if number is not None:
                raise GameError(f"a {cls.label} bet takes no number")
        elif number not in cls.numbers:
            shown = ", ".join(map(str, cls.numbers[:-1])) + f" or {cls.numbers[-1]}"
            raise GameError(f"a {cls.label} bet goes on {shown}, not {number}")

    @classmethod
    def check_resting(cls, number: int | None) -> None:
        """A saved bet's number: where it was placed, or where a line bet travelled."""
        if (cls.travels and number is None) or number in cls.travels:
            return
        cls.check_number(number)

    def adds_to(self, other: Bet) -> bool:
        """Whether a new bet placed now joins ``other`` rather than sitting beside it."""
        return (
            type(other) is type(self)
            and other.player == self.player
            and other.number == self.number
            and not other.progress()
        )

    def removable(self, phases: frozenset[Phase]) -> bool:
        """Whether the player may take the bet down now (contract bets on a number can't)."""
        return not (self.contract and self.number is not None)

    # how it reads -------------------------------------------------------------
    @classmethod
    def spot(cls, number: int | None) -> str:
        """Where the chips sit, as a person says it: 'place 6', 'the field'."""
        return cls.label if number is None else f"{cls.label} {number}"

    @classmethod
    def status_spot(cls, number: int | None) -> str:
        return cls.spot(number)

    @classmethod
    def odds_spot(cls, number: int | None) -> str:
        return f"odds on {cls.label} {number}"

    @classmethod
    def travel_text(cls) -> str | None:
        """How a move to a number is told, or None when the point line says it already."""
        return None


def bet_type(kind: str) -> type[Bet]:
    """The bet class registered under ``kind`` (API spelling), or a GameError."""
    found = REGISTRY.get(kind)
    if found is None:
        raise GameError(f"no bet called {kind!r}; bets: {', '.join(REGISTRY)}")
    return found
