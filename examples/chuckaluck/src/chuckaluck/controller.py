"""Chuck-a-luck at the table: its commands, its controller (views, refusals, the table as a
document and back, what ``undo`` cannot take back)."""

from __future__ import annotations

import random

from crapsrepl.plugin import (
    Arg,
    CommandSpec,
    CommandTable,
    Controller,
    FilePolicy,
    Param,
    SessionWords,
    Tally,
    Values,
    View,
    WrongValue,
    anywhere,
    count,
    fields,
    items,
    number,
    numbers,
    opened_document,
    restoring,
    rng_from_json,
    rng_to_json,
    sealed_document,
    table_fields,
    text,
    whole,
    word,
)

from . import render
from .events import Answer, BetLost, BetWon, DiceThrown, PlayerSeated, TableStatus
from .model import NUMBERS, TRIPLE_PAYS, ChuckError, Game, Player, Rules

NAME = "chuckaluck"
FORMAT = "chuckaluck-table"


def _sit(game: Game, values: Values) -> list[object]:
    return game.sit(word(values, 0), number(values, 1))


def _bet(game: Game, values: Values) -> list[object]:
    return game.bet(word(values, 0), number(values, 1), number(values, 2))


def _throw(game: Game, values: Values) -> list[object]:
    return game.throw(numbers(values))


PLAYER = Param("player", Arg.PLAYER)
DIE = ("d1", "d2", "d3")

TABLE: CommandTable[Game] = CommandTable(
    [
        CommandSpec(
            "sit",
            (PLAYER, Param("chips", Arg.AMOUNT)),
            "seat a player with a rack of chips",
            aliases=("addPlayer",),
            example="sit(Ann, 50)",
            action=_sit,
        ),
        CommandSpec(
            "bet",
            (PLAYER, Param("number", Arg.NUMBER), Param("amount", Arg.AMOUNT)),
            "bet on a number from 1 to 6",
            example="bet(Ann, 4, 10)",
            action=_bet,
            pays="1:1 on one die, 2:1 on two, 3:1 (or 10:1) on three",
        ),
        CommandSpec(
            "throw",
            tuple(Param(d, Arg.NUMBER, optional=True) for d in DIE),
            "throw three dice, random or forced, and settle every bet",
            aliases=("roll",),
            example="throw(1, 4, 6)",
            action=_throw,
        ),
        CommandSpec("chips", (PLAYER,), "a player's rack, in one line", example="chips(Ann)"),
        CommandSpec("bets", (PLAYER,), "a player's bets, in one line", example="bets(Ann)"),
        CommandSpec("house", (), "what the house has won (negative: lost)", example="house()"),
    ],
    "Chuck-a-luck commands",
    SessionWords(
        status="every rack and bet, the house and the last throw",
        table="the layout drawn, every bet a chip on its number",
        rules="what each number pays and the table's limits",
        undo="take back the last seat or bet no throw has touched",
    ),
)


class ChuckController(Controller[Game]):
    table = TABLE
    refusals = (ChuckError,)

    def __init__(self, game: Game, files: FilePolicy = anywhere) -> None:
        super().__init__(game, files)
        self.tally = Tally(("throw", "throws"))

    def seen(self, events: list[object]) -> None:
        """The session's tally for the summary at quit: seats, wins, throws played."""
        played: dict[str, int] = {}
        for event in events:
            match event:
                case PlayerSeated(player, chips):
                    self.tally.seated(player, chips)
                case BetWon(player, _, _, _, winnings, rack):
                    self._met(player, rack - winnings)
                    self.tally.won(player, rack, winnings)
                    played[player] = rack
                case BetLost(player, _, _, rack):
                    played[player] = rack
        for player, rack in played.items():
            self._met(player, rack)
            self.tally.played(player, rack)

    def _met(self, player: str, rack: int) -> None:
        if player not in self.tally.players:
            self.tally.seen(player, rack)

    def summary(self) -> list[str]:
        for player in self.game.players:
            self._met(player.name, player.rack + sum(player.bets.values()))
        felt = {p.name: sum(p.bets.values()) for p in self.game.players}
        return self.tally.lines(self.racks(), felt)

    def views(self) -> dict[str, View]:
        return {
            "status": lambda values: [self.game.snapshot()],
            "chips": self._chips,
            "bets": self._bets,
            "house": lambda values: [Answer("house()", f"house: ${self.game.house}")],
        }

    def _chips(self, values: Values) -> list[object]:
        player = self.game.find(word(values, 0))
        return [Answer(f"chips({player.name})", f"{player.name}: ${player.rack}")]

    def _bets(self, values: Values) -> list[object]:
        player = self.game.find(word(values, 0))
        bets = render.bets_text(tuple(player.bets.items()))
        return [Answer(f"bets({player.name})", f"{player.name}: {bets}")]

    def _status(self) -> TableStatus:
        return self.game.snapshot()

    def players(self) -> list[str]:
        return [p.name for p in self.game.players]

    def racks(self) -> dict[str, int]:
        return {p.name: p.rack for p in self.game.players}

    def status_line(self) -> str:
        return render.status_line(self._status())

    def draw(self) -> list[str]:
        return render.draw(self._status())

    def rules(self) -> list[str]:
        return render.rules_lines(self.game.rules)

    def touched_by_chance(self, events: list[object]) -> bool:
        return any(isinstance(event, DiceThrown) for event in events)

    def to_document(self) -> dict[str, object]:
        return to_document(self.game)

    def from_document(self, document: object) -> Game:
        return game_from(document)


def to_document(game: Game) -> dict[str, object]:
    """The table as everyone sees it; the dice generator, which would tell the throws to
    come, sealed with it (and so the file refused if edited)."""
    secret: dict[str, object] = {"rng": rng_to_json(game.rng.getstate())}
    return sealed_document(_seen(game), secret, ChuckError, "the dice")


def _seen(game: Game) -> dict[str, object]:
    return {
        "format": FORMAT,
        "game": NAME,
        "version": 2,
        "rules": {"triple_pays": game.rules.triple_pays},
        "players": [
            {"name": p.name, "rack": p.rack, "bets": [[n, s] for n, s in p.bets.items()]}
            for p in game.players
        ],
        "house": game.house,
        "last": list(game.last) if game.last else None,
    }


def game_from(document: object) -> Game:
    """A saved table back, every value checked: damage is one ``ChuckError`` line."""
    with restoring(ChuckError):
        saved = table_fields(document, FORMAT, ChuckError)
        saved, secret = opened_document(saved, ChuckError, "the dice")
        triple = whole(fields(saved["rules"])["triple_pays"])
        if triple not in TRIPLE_PAYS:
            raise WrongValue(f"triple_pays is 3 or 10, not {triple}")
        rng = random.Random()
        rng.setstate(rng_from_json(secret["rng"]))
        game = Game(Rules(triple), rng, house=whole(saved["house"]))
        for entry in items(saved["players"]):
            seat = fields(entry)
            player = Player(text(seat["name"]), count(seat["rack"]))
            if any(p.name.casefold() == player.name.casefold() for p in game.players):
                raise WrongValue(f"{player.name} is seated twice")
            for pair in items(seat["bets"]):
                on, stake = items(pair)
                spot, amount = whole(on), count(stake)
                if spot not in NUMBERS or amount < 1 or spot in player.bets:
                    raise WrongValue(f"a bet of ${amount} on {spot} cannot be on the table")
                player.bets[spot] = amount
            player.bets = dict(sorted(player.bets.items()))
            game.players.append(player)
        last = saved.get("last")
        if last is not None:
            d1, d2, d3 = (whole(die) for die in items(last))
            if not {d1, d2, d3} <= set(NUMBERS):
                raise WrongValue(f"the last throw {d1}, {d2}, {d3} is not three dice")
            game.last = (d1, d2, d3)
        return game
