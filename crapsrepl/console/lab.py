"""How a game is graded, as its binding gives it to the shared grading layers.

Grading (fact transcripts, the refusal probe, ``--explore``, the method-call drivers and
the handout) is the same for every game; what differs is words: which queries a fact may
ask, which of them a refusal must leave alone, the lab's class and method names, how a
random session is drawn and shrunk, and what the handout shows. A game says those here, in
one ``Lab`` on its binding, so the shared layers name no game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

Ask = Callable[[str], str]  # a query or view sent to the engine -> its answer, label dropped
Restart = tuple[tuple[tuple[str, int], ...], tuple[str, ...]]  # (players, commands first)


@dataclass(frozen=True, slots=True)
class Query:
    """A fact query: ``chips`` asked as ``chips(Bob)`` (``per_player``) or ``point()``;
    ``meaning`` and ``example`` are the handout's."""

    name: str
    per_player: bool
    meaning: str
    example: str

    def call(self, player: str = "PLAYER") -> str:
        return f"{self.name}({player})" if self.per_player else f"{self.name}()"

    def calls(self, players: Sequence[str]) -> list[str]:
        return [self.call(p) for p in players] if self.per_player else [self.call()]


class Kind(Enum):
    """How one argument reaches a class, as both drivers pass it and the handout says it:
    a word as a string, a whole number as an integer; ``WORDS`` takes every word left, each
    a string (``shoe(A, K)``: Python ``*cards``, Java ``String...``); ``REST`` every word
    left as one string, commas kept (``option(bet-limits, props:1-100, side:1-25)``)."""

    TEXT = "text"
    NUMBER = "number"
    WORDS = "words"
    REST = "rest"


@dataclass(frozen=True, slots=True)
class Parameter:
    name: str
    kind: Kind


Form = tuple[Parameter, ...]  # one way a method is called, by its arguments


@dataclass(frozen=True, slots=True)
class LabMethod:
    """A lab name a method-call driver looks for: the names students give it, tried in
    order, and the shapes (``PARAMS->RETURNS``) that map a method by signature alone.
    ``forms`` are the arguments it is called with when it is no command of the game's
    table (a command's come from its parameters: one table for the driver and the
    handout)."""

    name: str
    synonyms: tuple[str, ...] = ()
    signatures: tuple[str, ...] = ()
    # A table option of this name is this command, for every program (``% shoe: A, K`` is
    # the line ``shoe(A, K)``); every other option is a flag, and for a class a call of the
    # lab's ``option`` method.
    from_option: bool = False
    forms: tuple[Form, ...] = ()


# The lab name a class is given each table rule through: ``option(dealer, H17)``, the name
# and the value as the flag would have them.
OPTION = "option"
OPTION_FORM: Form = (Parameter("name", Kind.TEXT), Parameter("value", Kind.REST))


@dataclass(frozen=True, slots=True)
class Stacking:
    """The commands that decide what chance would (``shoe``: the cards dealt next), and
    what the handout and a failed transcript call them (``the stacked cards``). A program
    that refuses one deals from its own shuffle: the transcript fails with that reason
    rather than be marked on a random continuation."""

    commands: tuple[str, ...]
    what: str


@dataclass(frozen=True, slots=True)
class Explorer:
    """``grade --explore``'s moves for a game. ``players`` seats a random table; ``moves``
    weighs the commands that fit the engine's state now (read through ``ask``), the likely
    ones; ``unlikely`` is a command the engine may well refuse; ``simpler`` gives plainer
    versions of one command for the shrinker (lower amounts, plainer dice or cards), each
    strictly plainer so shrinking ends; ``asks_after`` says after which commands the facts
    are asked besides every few; ``lower_chips`` the racks a seated player is shrunk to;
    ``fair``, ``refill``, ``rewrite``, ``options`` and ``restart`` are below."""

    players: Callable[[random.Random], tuple[tuple[str, int], ...]]
    moves: Callable[[random.Random, Ask, Sequence[str]], list[tuple[float, str]]]
    unlikely: Callable[[random.Random, Sequence[str]], str]
    simpler: Callable[[str], Iterator[str]]
    asks_after: Callable[[str], bool]
    # Whether the engine's table is still one another program can know (blackjack: every
    # card dealt was stacked); a session that is not is cut before the command that made it so.
    fair: Callable[[Ask], bool] = lambda ask: True
    # A whole session (its commands, its players' names in their seats, its table options)
    # rewritten as one the engine plays the same, for the shrinker to try first (blackjack:
    # every stack of cards made one at the start, so rounds drop freely).
    rewrite: Callable[
        [tuple[str, ...], Sequence[str], tuple[tuple[str, str], ...]], Iterator[tuple[str, ...]]
    ] = lambda commands, names, options: iter(())
    lower_chips: tuple[int, ...] = (50, 100)
    # Table options a session may be played under (``% surrender: yes``), each only once
    # the program has shown it takes it (a transcript with that directive passed).
    options: tuple[tuple[str, str], ...] = ()
    # A command to play instead of a move that left the table unfair (blackjack: the
    # cards that move or the next would draw, stacked), or None to draw another move.
    refill: Callable[[random.Random, Ask, Sequence[str]], str | None] = lambda rng, ask, names: None
    # A session that starts afresh at the engine's table as it is now: the players seated
    # with the chips they hold, in their seats, and the commands that bring the rest of
    # the table back (craps: the dice passed on to the shooter); None while a bet is down
    # or a round under way. The shrinker tries one in one run to drop the rounds before.
    restart: Callable[[Ask, Sequence[str]], Restart | None] = lambda ask, names: None


@dataclass(frozen=True, slots=True)
class Lab:
    """A game as grading sees it. ``probe`` names the queries a refusal must leave as they
    were (asked before and after it); ``session`` the ones explore asks of its random
    sessions; ``lab_class`` the class a folder's code is graded through when it has no
    program; ``methods`` the driver's lab names (queries included); ``example`` a short
    session for the handout as (command, what a program might print); ``notes`` the
    handout's game-specific paragraphs; ``method_example``/``getter_example`` the
    ``grading.toml`` lines it shows; ``stacking`` the commands a program must not refuse;
    ``table`` the options the lab plays by unless a file's own directive says otherwise
    (blackjack's $1 chip: a class is given whole dollars), never told to a program."""

    title: str
    queries: tuple[Query, ...]
    probe: tuple[str, ...]
    session: tuple[str, ...]
    lab_class: str
    methods: tuple[LabMethod, ...]
    explorer: Explorer
    example: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    method_example: tuple[str, ...] = ()
    getter_example: tuple[str, ...] = ()
    stacking: Stacking | None = None
    table: tuple[tuple[str, str], ...] = ()

    @property
    def query_names(self) -> tuple[str, ...]:
        return tuple(q.name for q in self.queries)

    def query(self, name: str) -> Query:
        return next(q for q in self.queries if q.name == name)

    def method(self, name: str) -> LabMethod | None:
        return next((m for m in self.methods if m.name == name), None)

    def probe_calls(self, players: Sequence[str]) -> list[str]:
        """What a refusal must leave as it was: each probed query for every player, then
        the table's own."""
        return _calls([self.query(name) for name in self.probe], players)

    def session_calls(self, players: Sequence[str]) -> list[str]:
        return _calls([self.query(name) for name in self.session], players)


def _calls(queries: Sequence[Query], players: Sequence[str]) -> list[str]:
    per_player = [q.call(p) for p in players for q in queries if q.per_player]
    return [*per_player, *(q.call() for q in queries if not q.per_player)]
