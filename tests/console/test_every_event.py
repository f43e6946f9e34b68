"""Every event of every game has a text renderer and a row in docs/json.md, and every bet
kind in the craps registry is placed by some command.

The event classes are found by walking the package, not listed by hand, so a new event
class fails here until it is rendered and documented. The bet kinds are reached by running
commands at real tables, not by matching their names against command words.
"""

from __future__ import annotations

import importlib
import itertools
import pkgutil
import re
import shlex
import typing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum
from types import ModuleType

import pytest

import crapsrepl
from crapsrepl import Game
from crapsrepl.console import events as shared_events
from crapsrepl.console.discovery import installed
from crapsrepl.console.games import GAMES
from crapsrepl.console.jsonout import event_name
from crapsrepl.console.shared_render import shared_lines
from crapsrepl.console.specs import Arg, CommandSpec, Param
from crapsrepl.games.blackjack.console import render as blackjack_render
from crapsrepl.games.blackjack.model import events as blackjack_events
from crapsrepl.games.craps.console import render as craps_render
from crapsrepl.games.craps.console.commands import COMMANDS
from crapsrepl.games.craps.console.controller import CrapsController
from crapsrepl.games.craps.model import events as craps_events
from crapsrepl.games.craps.model.bets import REGISTRY
from tests.helpers import ROOT, run_crapsrepl

JSON_PAGE = ROOT / "docs" / "json.md"
SHARED_SECTION = "Every table"

# Dataclasses in console/events.py that are not events.
NOT_EVENTS: dict[type, str] = {
    shared_events.Reply: "the carrier of one command's events; it is never printed itself",
}

# Events that deliberately print nothing in text, so no renderer is registered for them:
# class -> why. None today.
SILENT: dict[type, str] = {}


@dataclass(frozen=True)
class GameEvents:
    """Where one game's events come from and which renderer prints them."""

    name: str
    base: type  # the model's Event base class
    lines: Callable[[object], list[str]]  # the render module's singledispatch function
    render: Callable[[object], list[str]]


GAME_EVENTS = (
    GameEvents("craps", craps_events.Event, craps_render._lines, craps_render.render),
    GameEvents(
        "blackjack", blackjack_events.Event, blackjack_render._lines, blackjack_render.render
    ),
)


def all_modules() -> list[ModuleType]:
    """Every module of the package (``__main__`` would start the program)."""
    names = [
        info.name
        for info in pkgutil.walk_packages(crapsrepl.__path__, "crapsrepl.")
        if not info.name.endswith("__main__")
    ]
    return [importlib.import_module(name) for name in names]


def defined_dataclasses(module: ModuleType) -> Iterator[type]:
    for value in vars(module).values():
        if isinstance(value, type) and is_dataclass(value) and value.__module__ == module.__name__:
            yield value


def event_classes(base: type) -> list[type]:
    """The dataclasses in the package that subclass ``base`` (``base`` itself left out)."""
    found = {
        cls
        for module in all_modules()
        for cls in defined_dataclasses(module)
        if issubclass(cls, base) and cls is not base
    }
    return sorted(found, key=lambda cls: (cls.__module__, cls.__name__))


def shared_event_classes() -> list[type]:
    return [cls for cls in defined_dataclasses(shared_events) if cls not in NOT_EVENTS]


def json_name(cls: type) -> str:
    """What ``--json`` calls an event of this class: the real function, on a bare instance."""
    return event_name(object.__new__(cls))


def name_of(cls: type) -> str:
    return f"{cls.__module__}.{cls.__name__}"


GAME_CASES = [(game, cls) for game in GAME_EVENTS for cls in event_classes(game.base)]
SHARED_CASES = [(game, cls) for game in GAME_EVENTS for cls in shared_event_classes()]


def _case_id(case: object) -> str:
    if isinstance(case, GameEvents):
        return case.name
    return case.__name__ if isinstance(case, type) else str(case)


def test_the_walk_finds_the_events_of_both_games_and_of_every_table() -> None:
    """The search itself works: it finds known events in each place they are defined."""
    craps = set(event_classes(craps_events.Event))
    blackjack = set(event_classes(blackjack_events.Event))
    assert {craps_events.BetPushed, craps_events.WorkingSet} <= craps
    assert {"StatusReport", "FactAnswer"} <= {cls.__name__ for cls in craps}
    assert {blackjack_events.HandSettled, blackjack_events.InsuranceClosed} <= blackjack
    assert {"CardsStacked", "Answer", "TableStatus"} <= {cls.__name__ for cls in blackjack}
    assert "SeatView" not in {cls.__name__ for cls in blackjack}  # part of an event, not one
    assert set(shared_event_classes()) == {
        shared_events.Refusal,
        shared_events.HelpText,
        shared_events.RulesShown,
        shared_events.TableDrawn,
        shared_events.TableSaved,
        shared_events.TableLoaded,
        shared_events.Undone,
    }


def test_every_game_in_the_registry_is_checked_here() -> None:
    """Every game crapsrepl itself registers (an installed plug-in, such as the example
    game CI installs, is checked by its own tests and the conformance kit)."""
    built_in = {name for name, found in installed().games.items() if found.built_in}
    assert {game.name for game in GAME_EVENTS} == built_in
    assert built_in <= set(GAMES)


# Text --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "cls"), GAME_CASES, ids=_case_id)
def test_the_game_renderer_has_a_function_for_every_event(game: GameEvents, cls: type) -> None:
    registered = cls in game.lines.registry  # type: ignore[attr-defined]
    if cls in SILENT:
        assert not registered, f"{name_of(cls)} is rendered: drop it from SILENT"
    else:
        assert registered, f"{name_of(cls)} has no renderer in console/{game.name}/render.py"


@pytest.mark.parametrize(("game", "cls"), SHARED_CASES, ids=_case_id)
def test_every_table_renders_the_shared_events(game: GameEvents, cls: type) -> None:
    own = cls in game.lines.registry  # type: ignore[attr-defined]
    assert own or cls in shared_lines.registry, f"{name_of(cls)} has no renderer"


@pytest.mark.parametrize("game", GAME_EVENTS, ids=_case_id)
def test_each_game_falls_back_to_the_shared_text(game: GameEvents) -> None:
    refusal = shared_events.Refusal("no such bet")
    assert game.render(refusal) == shared_lines(refusal) == ["error: no such bet"]


def test_the_silent_list_gives_a_reason_for_each_event() -> None:
    assert all(reason.strip() for reason in SILENT.values())
    assert all(reason.strip() for reason in NOT_EVENTS.values())


# docs/json.md ------------------------------------------------------------------------------


def json_sections(text: str) -> dict[str, list[str]]:
    """The page's table rows under each ``## `` heading."""
    sections: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
        elif line.startswith("| `"):
            sections.setdefault(current, []).append(line)
    return sections


def row_naming(rows: Sequence[str], name: str) -> str | None:
    """The row whose first cell names the event (a cell may name several: `a`, `b`)."""
    for row in rows:
        first = row.split("|")[1]
        if f"`{name}`" in first:
            return row
    return None


def missing_from_row(cls: type, row: str) -> list[str]:
    """The event's fields the row does not name, and the values of its Enum fields."""
    missing = [f.name for f in fields(cls) if f"`{f.name}`" not in row]
    hints = typing.get_type_hints(cls)
    for f in fields(cls):
        kind = hints[f.name]
        if isinstance(kind, type) and issubclass(kind, Enum):
            missing += [f"{f.name}={v.value}" for v in kind if f"`{v.value}`" not in row]
    return missing


def fields_in_row_order(cls: type, row: str) -> list[str]:
    """The event's fields as the row names them, first mention first (after its name)."""
    rest = row.split("|", 2)[2]
    named = [f.name for f in fields(cls) if f"`{f.name}`" in rest]
    return sorted(named, key=lambda name: rest.index(f"`{name}`"))


DOC_CASES = [(game.name.capitalize(), cls) for game, cls in GAME_CASES] + [
    (SHARED_SECTION, cls) for cls in shared_event_classes()
]


@pytest.mark.parametrize(("section", "cls"), DOC_CASES, ids=_case_id)
def test_docs_json_has_a_row_for_every_event_with_its_fields(section: str, cls: type) -> None:
    rows = json_sections(JSON_PAGE.read_text(encoding="utf-8")).get(section, [])
    name = json_name(cls)
    row = row_naming(rows, name)
    assert row is not None, f"docs/json.md has no `{name}` row under '## {section}'"
    assert missing_from_row(cls, row) == []
    assert fields_in_row_order(cls, row) == [f.name for f in fields(cls)], "as --json prints"


def test_the_doc_checks_find_what_they_look_for() -> None:
    page = "## Craps\n| `a`, `point_set` | `point` |\n## Blackjack\n| `stood` | `player` |\n"
    sections = json_sections(page)
    assert row_naming(sections["Craps"], "point_set") == "| `a`, `point_set` | `point` |"
    assert row_naming(sections["Craps"], "point") is None
    assert missing_from_row(craps_events.PointSet, "| `point_set` | `point` |") == []
    assert missing_from_row(craps_events.Rolled, "| `rolled` | `shooter`, `call` (`craps`) |") == [
        *("d1", "d2", "total"),
        *("call=natural", "call=eleven", "call=point set", "call=point made"),
        *("call=seven-out", "call=no decision"),
    ]
    assert json_name(craps_events.BetTakenDown) == "bet_taken_down"
    swapped = "| `point_made` | `shooter`, `d2`, `d1` |"
    assert fields_in_row_order(craps_events.Rolled, swapped) == ["shooter", "d2", "d1"]


def test_the_json_page_example_is_what_the_program_prints() -> None:
    block = re.search(
        r"^```\n\$ (.*?)\n(.*?)^```", JSON_PAGE.read_text(encoding="utf-8"), re.M | re.S
    )
    assert block, "docs/json.md has no example"
    command, expected = block.group(1), block.group(2).splitlines()
    piped = re.fullmatch(r"printf '(.*)' \| crapsrepl (.*)", command)
    assert piped, command
    stdin = piped.group(1).replace("\\n", "\n")
    done = run_crapsrepl(*shlex.split(piped.group(2)), stdin=stdin)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == expected


# Every bet kind is placed by a command -----------------------------------------------------

# Table states to try every command in, each as the commands that reach it from Bob (the
# shooter) and Adam seated. Adam places the bets, so Bob's pass line never counts.
STATES: dict[str, tuple[str, ...]] = {
    "a new shooter's come-out": (),
    "the point on": ("placeLineBet(Bob, 10)", "roll(6)"),
    "a come-out after a seven-out": ("placeLineBet(Bob, 10)", "roll(6)", "roll(7)"),
}
BETTOR = "Adam"
# What to type for a parameter: any of these. A word with no choices of its own may be an
# amount or a die (placePropBet(Adam, hop, 2, 5, 10)).
TRIED: dict[Arg, tuple[str, ...]] = {
    Arg.PLAYER: (BETTOR,),
    Arg.AMOUNT: ("10",),
    Arg.NUMBER: ("4", "6", "8"),
    Arg.WORD: ("2", "5", "10"),
}


def table_in(state: Sequence[str]) -> CrapsController:
    game = Game(seed=1)
    game.add_player("Bob", 100_000)
    game.add_player(BETTOR, 100_000)
    controller = CrapsController(game)
    for line in state:
        assert not controller.execute(line).refused, line
    return controller


def words_for(param: Param) -> tuple[str, ...]:
    return param.choices or TRIED[param.kind]


def typed_lines(spec: CommandSpec[typing.Never]) -> Iterator[str]:
    """Every way to call ``spec`` with the words above: each value of each parameter, and
    the optional parameters left off from the end."""
    required = [p for p in spec.params if not p.optional]
    optional = [p for p in spec.params if p.optional]
    for given in range(len(optional) + 1):
        params = [*required, *optional[:given]]
        for words in itertools.product(*(words_for(p) for p in params)):
            yield f"{spec.name}({', '.join(words)})"


def kinds_of(controller: CrapsController) -> set[str]:
    if BETTOR not in controller.game.players:  # removePlayer(Adam)
        return set()
    return {str(bet.kind) for bet in controller.game.bets(BETTOR)}


def reached_kinds(specs: Sequence[CommandSpec[typing.Never]]) -> dict[str, str]:
    """Each bet kind some command places, with the first line that placed it."""
    reached: dict[str, str] = {}
    for state_name, state in STATES.items():
        for spec in specs:
            if spec.action is None:  # views, files, help, bots: they place no bet themselves
                continue
            for line in typed_lines(spec):
                controller = table_in(state)
                before = kinds_of(controller)
                if controller.execute(line).refused:
                    continue
                for kind in kinds_of(controller) - before:
                    reached.setdefault(kind, f"{line} at {state_name}")
    return reached


def test_every_bet_kind_in_the_registry_is_placed_by_some_command() -> None:
    reached = reached_kinds(COMMANDS)
    assert sorted(set(REGISTRY) - set(reached)) == []


def test_the_search_misses_a_kind_whose_command_is_gone() -> None:
    """A kind with no command is caught: without placeFieldBet nothing places a field bet."""
    fewer = [spec for spec in COMMANDS if spec.name != "placeFieldBet"]
    reached = reached_kinds(fewer)
    assert "field" not in reached
    assert reached["hop"].startswith("placePropBet(Adam, hop, ")
