"""Table set-up for any game: one ``OptionSpec`` per option drives its flag, its directive
and the text that writes it back.

Every way of setting up a table (a command-line flag, a ``% name: value`` transcript
directive, the header ``record`` writes, the flags a student's program is given) reads
one game's ``OptionTable``, so a new table option is one entry in that game's table, and a
new game reuses all of this with its own set-up type.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Generic, Protocol, Self, TypeVar, cast

from .parser import ParseError, whole_number

if TYPE_CHECKING:
    import argparse

    from _typeshed import DataclassInstance


class Setup(Protocol):
    """What every game's table set-up has that the shared layers read: the seed and who
    sits down (a transcript's players, the seed ``record`` writes)."""

    @property
    def seed(self) -> int | None: ...

    @property
    def players(self) -> tuple[tuple[str, int], ...]: ...

    def with_seed(self, seed: int) -> Self: ...

    def with_players(self, players: tuple[tuple[str, int], ...]) -> Self: ...


SetupT = TypeVar("SetupT", bound=Setup)


@dataclass(frozen=True, slots=True)
class Seating:
    """The seed and who sits down, as every game's set-up holds them: a game's set-up adds
    its own rules to this (``Setup`` reads these)."""

    seed: int | None = None
    players: tuple[tuple[str, int], ...] = ()

    def with_seed(self, seed: int) -> Self:
        return replace(self, seed=seed)

    def with_players(self, players: tuple[tuple[str, int], ...]) -> Self:
        return replace(self, players=players)


class OptionError(ValueError):
    """A set-up option that cannot be used; the message names the option."""


class OptionListing(OptionError):
    """An option asked to list what it takes (``--preset list``): the message is the list,
    printed as ``--help`` prints its text, and the program ends without an error."""


class Ruled(Protocol):
    """A game's set-up that keeps its table rules as one dataclass, ``rules``."""

    @property
    def rules(self) -> DataclassInstance: ...


RuledT = TypeVar("RuledT", bound="Ruled")


def set_rule(rule: str, read: Callable[[str], object]) -> Callable[[RuledT, str], RuledT]:
    """An option that sets one field of the set-up's rules from its text (every game's
    rule options are made by this one helper)."""

    def apply(setup: RuledT, text: str) -> RuledT:
        rules = replace(setup.rules, **{rule: read(text)})
        return cast("RuledT", replace(cast("DataclassInstance", setup), rules=rules))

    return apply


def parse_players(text: str) -> tuple[tuple[str, int], ...]:
    """``Bob:100, Adam:100`` -> (("Bob", 100), ("Adam", 100))."""
    seats = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, sep, chips = item.partition(":")
        if not sep:
            raise OptionError(f"players: write NAME:CHIPS, not {item!r}")
        try:
            seats.append((name.strip(), whole_number(chips.strip(), "chips")))
        except ParseError as problem:
            raise OptionError(f"players: {problem}") from None
    return tuple(seats)


def show_players(players: tuple[tuple[str, int], ...]) -> str | None:
    return ", ".join(f"{n}:{c}" for n, c in players) or None


def parse_int(text: str, what: str) -> int:
    try:
        return whole_number(text.strip(), what)
    except ParseError as problem:
        raise OptionError(str(problem)) from None


MOST = 10**9  # the largest count any option takes (sessions, hands, megabytes, jobs ...)


def at_least_one(text: str) -> int:
    """A count on a command line (``simulate --sessions``, ``grade --max-procs`` ...), as
    an argparse type: one wording of the refusal everywhere. Bounded above too: a count
    of 10^40 once reached numpy (an overflow) or a system call (``setrlimit``) and ended
    in a traceback."""
    import argparse  # only here: piped start-up does not load argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, not {value}")
    if value > MOST:
        raise argparse.ArgumentTypeError(f"expected at most {MOST:,}, not {text[:24]}")
    return value


def parse_seed(text: str) -> int:
    """A seed: a whole number from 0 (numpy's generators refuse a negative one)."""
    value = parse_int(text, "seed")
    if value < 0:
        raise OptionError(f"seed must be 0 or more, not {value}")
    return value


def parse_flag(value: str) -> bool:
    text = value.strip().lower()
    if text in ("", "yes", "true", "on", "1"):
        return True
    if text in ("no", "false", "off", "0"):
        return False
    raise OptionError(f"expected yes or no, not {value!r}")


@dataclass(frozen=True, slots=True)
class OptionSpec(Generic[SetupT]):
    """One table option: how it is read from text, applied, and written back as text.

    ``apply`` takes the set-up so far and the option's text; ``show`` gives the text that
    recreates the set-up's value, or None when it is the default (no directive needed).
    A ``switch`` option is a bare command-line flag (``--come-odds-working``).
    """

    name: str
    help: str
    apply: Callable[[SetupT, str], SetupT]
    show: Callable[[SetupT], str | None]
    metavar: str = "VALUE"
    switch: bool = False

    @property
    def flag(self) -> str:
        return "--" + self.name


def seed_option(what: str) -> OptionSpec[SetupT]:
    """Every game's ``--seed``: the same number replays the same session."""
    return OptionSpec(
        "seed",
        f"seed {what} so a session replays exactly",
        lambda s, v: s.with_seed(parse_seed(v)),
        lambda s: None if s.seed is None else str(s.seed),
        metavar="N",
    )


def players_option() -> OptionSpec[SetupT]:
    """Every game's ``--players``: who sits down before the first command."""
    return OptionSpec(
        "players",
        'seat players: "Bob:100,Adam:100"',
        lambda s, v: s.with_players(s.players + parse_players(v)),
        lambda s: show_players(s.players),
        metavar="LIST",
    )


class OptionTable(Generic[SetupT]):
    """One game's options, and everything done with them by name."""

    def __init__(
        self, specs: Sequence[OptionSpec[SetupT]], default: Callable[[], SetupT], title: str
    ) -> None:
        self.specs = tuple(specs)
        self.default = default
        self.title = title
        self.by_name = {spec.name: spec for spec in self.specs}
        self.names = tuple(self.by_name)

    def without(self, *names: str) -> OptionTable[SetupT]:
        """The same table less the named options (``simulate`` seats its own player)."""
        kept = [spec for spec in self.specs if spec.name not in names]
        return OptionTable(kept, self.default, self.title)

    def with_option(self, setup: SetupT, key: str, value: str) -> SetupT:
        """Apply one named option (``seed``, ``max-odds``, ...) as a directive or flag has it."""
        key = key.strip().lower().replace("_", "-")
        spec = self.by_name.get(key)
        if spec is None:
            raise OptionError(f"unknown option {key!r}")
        try:
            return spec.apply(setup, value)
        except OptionError:
            raise
        except ValueError as problem:
            raise OptionError(f"{key}: {problem}") from None

    def directives_for(self, setup: SetupT) -> list[str]:
        """The ``% name: value`` lines that recreate ``setup``."""
        shown = ((spec.name, spec.show(setup)) for spec in self.specs)
        return [f"% {name}: {text}" for name, text in shown if text is not None]

    def flags_for(self, key: str, value: str) -> list[str]:
        """The command-line words that set one directive's option (for another program):
        a switch is there or not; any other option is ``--name VALUE``; none if unknown."""
        spec = self.by_name.get(key)
        if spec is None:
            return []
        if spec.switch:
            return [spec.flag] if parse_flag(value) else []
        return [spec.flag, value]

    def add_to(self, parser: argparse.ArgumentParser) -> None:
        group = parser.add_argument_group(self.title)
        for spec in self.specs:
            if spec.switch:
                group.add_argument(spec.flag, action="store_true", help=spec.help)
            else:
                group.add_argument(spec.flag, metavar=spec.metavar, help=spec.help)

    def setup_from(self, args: argparse.Namespace) -> SetupT:
        """The set-up named by the flags ``add_to`` declared."""
        setup = self.default()
        for spec in self.specs:
            value = getattr(args, spec.name.replace("-", "_"), None)
            if spec.switch and value:
                setup = spec.apply(setup, "yes")
            elif not spec.switch and value is not None:
                setup = self.with_option(setup, spec.name, value)
        return setup
