"""Everything the coin game gives the shared layers, in one module: its commands, its
controller (views, documents), its renderer, its options and its ``BINDING``."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import singledispatch

from crapsrepl.plugin import (
    API_VERSION,
    Arg,
    Ask,
    CommandSpec,
    CommandTable,
    Controller,
    Explorer,
    GameBinding,
    Lab,
    LabMethod,
    OptionTable,
    Param,
    ProgressBar,
    Query,
    Seating,
    SessionWords,
    View,
    anywhere,
    number,
    players_option,
    rng_from_json,
    rng_to_json,
    seed_option,
    shared_lines,
    word,
    words,
)
from tests.thirdgame.model import Called, CoinError, CoinGame, Flipped, Paid, Seated

FORMAT = "coin-table"
_PLAYER = Param("player", Arg.PLAYER)

TABLE: CommandTable[CoinGame] = CommandTable(
    (
        CommandSpec(
            "sit",
            (_PLAYER, Param("chips", Arg.AMOUNT)),
            "seat a player",
            example="sit(Ann, 50)",
            action=lambda g, a: g.seat(word(a, 0), number(a, 1)),
        ),
        CommandSpec(
            "call",
            (
                _PLAYER,
                Param("side", Arg.WORD, choices=("heads", "tails")),
                Param("amount", Arg.AMOUNT),
            ),
            "bet on heads or tails",
            example="call(Ann, heads, 10)",
            action=lambda g, a: g.call(word(a, 0), word(a, 1), number(a, 2)),
        ),
        CommandSpec(
            "flip",
            (Param("number", Arg.WORD, True),),
            "flip the coin (or say how it lands)",
            example="flip()",
            action=lambda g, a: g.flip(*words(a)),
        ),
        CommandSpec("rack", (_PLAYER,), "a player's rack, one line", example="rack(Ann)"),
    ),
    "Coin commands:",
    SessionWords(status="every rack and call", table="the coin table", rules="even money"),
)


@dataclass(frozen=True, slots=True)
class Answer:
    text: str


class CoinController(Controller[CoinGame]):
    table = TABLE
    refusals = (CoinError,)

    def views(self) -> dict[str, View]:
        return {
            "rack": lambda a: [Answer(str(self.game.racks.get(word(a, 0), 0)))],
            "status": lambda a: [Answer(f"{n} ${r}") for n, r in sorted(self.game.racks.items())],
        }

    def touched_by_chance(self, events: list[object]) -> bool:
        return any(isinstance(event, Flipped) for event in events)

    def players(self) -> list[str]:
        return list(self.game.racks)

    def racks(self) -> dict[str, int]:
        return dict(self.game.racks)

    def rules(self) -> list[str]:
        return ["Coin pays even money."]

    def draw(self) -> list[str]:
        return [f"( {n}: ${r} )" for n, r in self.game.racks.items()]

    def to_document(self) -> dict[str, object]:
        game = self.game
        return {
            "format": FORMAT,
            "game": "coin",
            "seed": game.seed,
            "rng": rng_to_json(game.rng.getstate()),
            "racks": game.racks,
            "bets": {n: list(b) for n, b in game.bets.items()},
        }

    def from_document(self, document: object) -> CoinGame:
        return _game(document)


def _game(document: object) -> CoinGame:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise CoinError("this is not a saved coin table")
    try:
        game = CoinGame(seed=document["seed"])
        game.rng.setstate(rng_from_json(document["rng"]))
        game.racks = {str(n): int(r) for n, r in document["racks"].items()}
        game.bets = {str(n): (str(s), int(a)) for n, (s, a) in document["bets"].items()}
    except (KeyError, TypeError, ValueError) as problem:
        raise CoinError(f"the saved coin table is damaged ({problem})") from None
    return game


@singledispatch
def render(event: object) -> list[str]:
    return shared_lines(event)


@render.register
def _(e: Seated) -> list[str]:
    return [f"{e.player} sits with ${e.chips}."]


@render.register
def _(e: Called) -> list[str]:
    return [f"{e.player} calls {e.side} for ${e.amount} (rack ${e.rack})."]


@render.register
def _(e: Flipped) -> list[str]:
    return [f"The coin lands {e.side}."]


@render.register
def _(e: Paid) -> list[str]:
    verb = "wins" if e.won else "loses"
    return [f"{e.player} {verb} ${e.amount} (rack ${e.rack})."]


@render.register
def _(e: Answer) -> list[str]:
    return [e.text]


@dataclass(frozen=True, slots=True)
class CoinSetup(Seating):
    def new_game(self) -> CoinGame:
        game = CoinGame(seed=self.seed)
        for name, chips in self.players:
            game.seat(name, chips)
        return game


OPTIONS: OptionTable[CoinSetup] = OptionTable(
    [seed_option("the coin"), players_option()], CoinSetup, "coin table"
)


def _simulate(argv: Sequence[str], progress: ProgressBar | None) -> int:
    print("coin has no simulator")
    return 0


def _moves(rng: random.Random, ask: Ask, names: Sequence[str]) -> list[tuple[float, str]]:
    side = rng.choice(("heads", "tails"))
    return [
        (2, f"call({rng.choice(list(names))}, {side}, {rng.choice((5, 10))})"),
        (1, f"flip({side})"),
    ]


def _lower(command: str) -> Iterator[str]:
    if command.endswith(", 10)"):
        yield command.replace(", 10)", ", 5)")


LAB = Lab(
    title="Coin",
    queries=(Query("rack", True, "the chips in PLAYER's rack", "Ann: $50"),),
    probe=("rack",),
    session=("rack",),
    lab_class="CoinGame",
    methods=(LabMethod("rack", ("getRack",)), LabMethod("call"), LabMethod("flip")),
    explorer=Explorer(
        players=lambda rng: (("Ann", 50), ("Ben", rng.choice((50, 80)))),
        moves=_moves,
        unlikely=lambda rng, names: "call(Zed, heads, 5)",
        simpler=_lower,
        asks_after=lambda command: command.startswith("flip"),
    ),
    example=(("call(Ann, heads, 10)", "Ann calls heads"), ("rack(Ann)", "40")),
)


BINDING: GameBinding[CoinGame, CoinSetup] = GameBinding(
    name="coin",
    api=API_VERSION,
    commands=TABLE,
    options=OPTIONS,
    new_controller=lambda setup, files: CoinController(setup.new_game(), files or anywhere),
    restore=lambda document: CoinController(_game(document)),
    render=render,
    seed_matters=lambda commands: any(c.strip() in ("flip", "flip()") for c in commands),
    simulate=_simulate,
    formats=(FORMAT,),
    seat_command="sit({name}, {chips})",
    lab=LAB,
    style=lambda event: "win" if isinstance(event, Paid) and event.won else "",
)
