"""Over/Under 7 at crapsrepl's table: commands, controller, options, lab, binding."""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from crapsrepl.plugin import (
    API_VERSION,
    OPTION,
    OPTION_FORM,
    Arg,
    Ask,
    CommandSpec,
    CommandTable,
    Controller,
    Explorer,
    GameBinding,
    Lab,
    LabMethod,
    OptionSpec,
    OptionTable,
    Param,
    ProgressBar,
    Query,
    Restart,
    Seating,
    SessionWords,
    Tally,
    Values,
    View,
    anywhere,
    at_least_one,
    count,
    fields,
    items,
    number,
    players_option,
    restoring,
    rng_from_json,
    rng_to_json,
    seed_option,
    set_rule,
    shared_lines,
    table_fields,
    text,
    whole,
    word,
)

from overunder.model import (
    KINDS,
    PAYS,
    BetLost,
    BetPlaced,
    BetWon,
    Game,
    Left,
    OverUnderError,
    Rolled,
    Rules,
    Seated,
)

NAME = "overunder"
FORMAT = "overunder-table"


# --- views' events -----------------------------------------------------------
@dataclass(frozen=True)
class Answer:
    label: str
    amount: int


@dataclass(frozen=True)
class Status:
    lines: tuple[str, ...]


def money(amount: int) -> str:
    return f"-${-amount}" if amount < 0 else f"${amount}"


def render(event: object) -> list[str]:
    match event:
        case Seated(player, chips):
            return [f"{player} sits down with {money(chips)}."]
        case Left(player, chips):
            return [f"{player} leaves with {money(chips)}."]
        case BetPlaced(player, bet, amount, total, rack):
            more = "" if amount == total else f", {money(total)} in all"
            return [f"{player} bets {money(amount)} on {bet}{more} (rack {money(rack)})."]
        case Rolled(d1, d2, total, call):
            return [f"The dice: {d1} + {d2} = {total}: {call}."]
        case BetWon(player, bet, amount, won, rack):
            return [f"{player} wins {money(won)} on {bet} (rack {money(rack)})."]
        case BetLost(player, bet, amount, rack):
            return [f"{player} loses {money(amount)} on {bet} (rack {money(rack)})."]
        case Answer(label, amount):
            return [f"{label}: {money(amount)}"]
        case Status(lines):
            return list(lines)
    return shared_lines(event)


def style(event: object) -> str:
    if isinstance(event, BetWon):
        return "win"
    if isinstance(event, BetLost):
        return "loss"
    if isinstance(event, Rolled):
        return "roll"
    return "state" if isinstance(event, Status) else ""


# --- commands --------------------------------------------------------------------
def _roll(game: Game, values: Values) -> list[object]:
    if len(values) == 0:
        return game.roll()
    if len(values) == 1:
        raise OverUnderError("force both dice, roll(d1, d2), or neither")
    return game.roll(number(values, 0), number(values, 1))


SPECS: list[CommandSpec[Game]] = [
    CommandSpec(
        "sit",
        (Param("player", Arg.PLAYER), Param("chips", Arg.AMOUNT)),
        "seat a player with a rack of chips",
        aliases=("addPlayer",),
        example="sit(Bob, 100)",
        action=lambda game, values: game.sit(word(values, 0), number(values, 1)),
    ),
    CommandSpec(
        "leave",
        (Param("player", Arg.PLAYER),),
        "a player with no bets down leaves with their rack",
        aliases=("removePlayer",),
        example="leave(Bob)",
        action=lambda game, values: game.leave(word(values, 0)),
    ),
    CommandSpec(
        "bet",
        (
            Param("player", Arg.PLAYER),
            Param("kind", Arg.WORD, choices=KINDS),
            Param("amount", Arg.AMOUNT),
        ),
        "bet on over (8-12), under (2-6) or seven",
        aliases=("b",),
        example="bet(Bob, over, 10)",
        pays="over and under 1:1, seven 4:1",
        action=lambda game, values: game.bet(word(values, 0), word(values, 1), number(values, 2)),
    ),
    CommandSpec(
        "roll",
        (Param("d1", Arg.NUMBER, optional=True), Param("d2", Arg.NUMBER, optional=True)),
        "roll the two dice (or force them) and settle every bet",
        aliases=("r",),
        example="roll(3, 4)",
        action=_roll,
        forces=lambda values: len(values) > 0,
    ),
    CommandSpec(
        "chips",
        (Param("player", Arg.PLAYER),),
        "a player's rack",
        example="chips(Bob)",
        group="facts",
    ),
    CommandSpec(
        "bets",
        (Param("player", Arg.PLAYER),),
        "what a player has on the table",
        example="bets(Bob)",
        group="facts",
    ),
    CommandSpec("house", (), "the house's bank", example="house()", group="facts"),
]

TABLE: CommandTable[Game] = CommandTable(
    SPECS,
    "Over/Under 7",
    SessionWords(
        status="every rack, bet and the house's bank",
        table="the layout drawn",
        rules="what each bet pays and the house's starting bank",
    ),
    groups={"table": "Playing", "facts": "Facts", "session": "The session"},
)


# --- controller ------------------------------------------------------------
class OverUnderController(Controller[Game]):
    table = TABLE
    refusals = (OverUnderError,)
    state_names = ("game", "tally")
    chance_since = "the dice have rolled since"

    def __init__(self, game: Game, files=anywhere) -> None:  # type: ignore[no-untyped-def]
        super().__init__(game, files)
        self.tally = Tally(("round", "rounds"))
        for name, chips in game.racks.items():
            self.tally.seen(name, chips)

    def views(self) -> dict[str, View]:
        g = self.game
        return {
            "chips": lambda values: [Answer(g.name(word(values, 0)), g.chips(word(values, 0)))],
            "bets": lambda values: [
                Answer(g.name(word(values, 0)), g.on_table(word(values, 0)))
            ],
            "house": lambda values: [Answer("house", g.house)],
            "status": lambda values: [Status(tuple(self.status_lines()))],
        }

    def status_lines(self) -> list[str]:
        g = self.game
        lines = [f"house {money(g.house)}, {g.rolls} roll{'' if g.rolls == 1 else 's'}"]
        if not g.racks:
            lines.append("no one is seated")
        for name, rack in g.racks.items():
            mine = g.bets.get(name, {})
            down = ", ".join(f"{k} {money(v)}" for k, v in mine.items()) or "no bets"
            lines.append(f"{name}: rack {money(rack)}; {down}")
        return lines

    def players(self) -> list[str]:
        return list(self.game.racks)

    def racks(self) -> dict[str, int]:
        return dict(self.game.racks)

    def status_line(self) -> str:
        g = self.game
        racks = "  ".join(f"{n} {money(r)}" for n, r in g.racks.items())
        return f"house {money(g.house)}  {racks}".rstrip()

    def draw(self) -> list[str]:
        g = self.game
        cols = [("under 2-6 (1:1)", "under"), ("SEVEN (4:1)", "seven"), ("over 8-12 (1:1)", "over")]
        cell = 25
        top = "+" + "-" * (cell * 3 + 2) + "+"
        head = "|" + "|".join(t.center(cell) for t, _ in cols) + "|"
        rows = []
        for name, mine in g.bets.items():
            rows.append(
                "|"
                + "|".join(
                    (f"{name[:10]} {money(mine[k])}" if k in mine else "").center(cell)
                    for _, k in cols
                )
                + "|"
            )
        if not rows:
            rows.append("|" + "|".join("".center(cell) for _ in cols) + "|")
        foot = "   ".join(f"{n} {money(r)}" for n, r in g.racks.items())
        return [top, head, top, *rows, top, f"house {money(g.house)}   {foot}"[:80]]

    def rules(self) -> list[str]:
        return [
            "One roll of two dice settles every bet.",
            f"over (8 to 12) pays {PAYS['over']}:1, under (2 to 6) pays {PAYS['under']}:1,"
            f" seven pays {PAYS['seven']}:1.",
            f"The house opens with a bank of {money(self.game.rules.bank)}.",
        ]

    def touched_by_chance(self, events: list[object]) -> bool:
        return any(isinstance(e, Rolled) for e in events)

    def seen(self, events: list[object]) -> None:
        played: dict[str, int] = {}  # who had a bet on this roll -> rack after it
        for e in events:
            if isinstance(e, Seated):
                self.tally.seated(e.player, e.chips)
            elif isinstance(e, Left):
                self.tally.left(e.player, e.chips)
            elif isinstance(e, BetWon):
                self.tally.won(e.player, e.rack, e.won)
                played[e.player] = e.rack
            elif isinstance(e, BetLost):
                played[e.player] = e.rack
        for name, rack in played.items():
            self.tally.played(name, rack)

    def summary(self) -> list[str]:
        felt = {n: sum(b.values()) for n, b in self.game.bets.items()}
        return self.tally.lines(self.racks(), felt)

    def to_document(self) -> dict[str, object]:
        return to_document(self.game)

    def from_document(self, document: object) -> Game:
        return game_from(document)


# --- saved tables -------------------------------------------------------------
def to_document(game: Game) -> dict[str, object]:
    return {
        "format": FORMAT,
        "game": NAME,
        "bank": game.rules.bank,
        "house": game.house,
        "rolls": game.rolls,
        "players": [{"name": n, "chips": c} for n, c in game.racks.items()],
        "bets": [
            {"player": n, "bet": k, "amount": a} for n, mine in game.bets.items() for k, a in mine.items()
        ],
        "rng": rng_to_json(game.rng.getstate()),
    }


def game_from(document: object) -> Game:
    doc = table_fields(document, FORMAT, OverUnderError)
    with restoring(OverUnderError):
        game = Game(rules=Rules(bank=whole(doc["bank"])))
        game.house = whole(doc["house"])
        game.rolls = count(doc["rolls"])
        game.racks = {}
        for entry in items(doc["players"]):
            player = fields(entry)
            game.racks[text(player["name"])] = count(player["chips"])
        for entry in items(doc["bets"]):
            bet = fields(entry)
            name, kind, amount = text(bet["player"]), text(bet["bet"]), count(bet["amount"])
            if name not in game.racks or kind not in KINDS or amount < 1:
                raise OverUnderError(f"the saved table is damaged (a bet of {name!r} on {kind!r})")
            game.bets.setdefault(name, {})[kind] = amount
        game.rng.setstate(rng_from_json(doc["rng"]))  # type: ignore[arg-type]
    return game


# --- options ------------------------------------------------------------------
@dataclass(frozen=True)
class Setup(Seating):
    rules: Rules = field(default_factory=Rules)

    def new_game(self) -> Game:
        game = Game(rules=self.rules, seed=self.seed)
        for name, chips in self.players:
            game.sit(name, chips)
        return game


OPTIONS: OptionTable[Setup] = OptionTable(
    [
        seed_option("the dice"),
        players_option(),
        OptionSpec(
            "bank",
            "the house's starting bank (default $1000)",
            apply=set_rule("bank", at_least_one),
            show=lambda setup: None if setup.rules.bank == 1000 else str(setup.rules.bank),
            metavar="N",
        ),
    ],
    Setup,
    "Over/Under 7 table",
)


# --- grading -----------------------------------------------------------------
NAMES = ("Ann", "Bob", "Cy", "Dee")


def _players(rng: random.Random) -> tuple[tuple[str, int], ...]:
    n = rng.randint(1, 3)
    return tuple((name, rng.choice((20, 50, 100))) for name in NAMES[:n])


def _num(answer: str) -> int:
    return int(answer.strip().replace("$", "").split(":")[-1].strip())


def _moves(rng: random.Random, ask: Ask, names: Sequence[str]) -> list[tuple[float, str]]:
    moves: list[tuple[float, str]] = []
    down = 0
    for name in names:
        chips = _num(ask(f"chips({name})"))
        down += _num(ask(f"bets({name})"))
        if chips > 0:
            amount = rng.randint(1, min(chips, 25))
            for kind, weight in (("over", 2.0), ("under", 2.0), ("seven", 1.0)):
                moves.append((weight, f"bet({name}, {kind}, {amount})"))
    if not moves and down == 0:
        return []
    d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
    moves.append((3.0 if down else 0.5, f"roll({d1}, {d2})"))
    moves.append((1.0, f"roll({d1}, {7 - d1})"))
    return moves


def _unlikely(rng: random.Random, names: Sequence[str]) -> str:
    name = rng.choice(list(names)) if names else "Zed"
    return rng.choice(
        (f"bet({name}, over, 100000)", f"bet({name}, middle, 5)", f"roll(7, 1)", "bet(Nobody, seven, 5)")
    )


def _simpler(command: str) -> Iterator[str]:
    if command.startswith("bet(") and command.endswith(")"):
        name, kind, amount = (p.strip() for p in command[4:-1].split(","))
        n = int(amount)
        if n > 1:
            yield f"bet({name}, {kind}, 1)"
        if n > 2:
            yield f"bet({name}, {kind}, {n // 2})"


def _restart(ask: Ask, names: Sequence[str]) -> Restart | None:
    players = []
    for name in names:
        if _num(ask(f"bets({name})")):
            return None
        chips = _num(ask(f"chips({name})"))
        if chips > 0:
            players.append((name, chips))
    return (tuple(players), ())


LAB = Lab(
    title="Over/Under 7",
    queries=(
        Query("chips", True, "the chips in the player's rack", "chips(Bob) => 90"),
        Query("bets", True, "the player's chips on the table, not yet settled", "bets(Bob) => 10"),
        Query("house", False, "the house's bank", "house() => 1000"),
    ),
    probe=("chips", "bets", "house"),
    session=("chips", "bets", "house"),
    lab_class="OverUnderGame",
    methods=(
        LabMethod("sit", ("addPlayer", "sit"), ("str,int->void",)),
        LabMethod("leave", ("removePlayer", "leave"), ("str->void",)),
        LabMethod("bet", ("placeBet", "bet"), ("str,str,int->void",)),
        LabMethod("roll", ("roll",), ("int,int->void", "->void")),
        LabMethod("chips", ("getChips", "chips"), ("str->int",)),
        LabMethod("bets", ("getBets", "bets"), ("str->int",)),
        LabMethod("house", ("getHouse", "house"), ("->int",)),
        LabMethod(OPTION, ("setOption",), forms=(OPTION_FORM,)),
    ),
    explorer=Explorer(
        players=_players,
        moves=_moves,
        unlikely=_unlikely,
        simpler=_simpler,
        asks_after=lambda command: command.lower().startswith("roll"),
        restart=_restart,
    ),
    example=(("sit(Bob, 100)", "Bob sits down with $100."), ("bet(Bob, seven, 10)", "Bob bets $10 on seven (rack $90).")),
    notes=("One roll of two dice settles every bet: over (8-12) and under (2-6) pay 1:1, seven 4:1.",),
    method_example=("bet=placeBet",),
    getter_example=("chips=getChips",),
)


# --- simulate -----------------------------------------------------------------
def simulate(argv: Sequence[str], progress: ProgressBar | None) -> int:
    parser = argparse.ArgumentParser(prog="crapsrepl simulate --game overunder")
    parser.add_argument("bet", choices=KINDS)
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(list(argv))
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    game = Game(seed=args.seed)
    game.sit("Sim", args.rounds)
    for _ in range(args.rounds):
        game.bet("Sim", args.bet, 1)
        game.roll()
    net = game.racks["Sim"] - args.rounds
    print(f"{args.rounds} rounds of $1 on {args.bet}: net {money(net)}, {net / args.rounds:+.4f} a round")
    return 0


BINDING: GameBinding = GameBinding(
    name=NAME,
    api=API_VERSION,
    commands=TABLE,
    options=OPTIONS,
    new_controller=lambda setup, files: OverUnderController(setup.new_game(), files or anywhere),
    restore=lambda document: OverUnderController(game_from(document)),
    render=render,
    seed_matters=lambda commands: any(
        c.strip().lower().replace(" ", "") in ("roll", "roll()", "r", "r()") for c in commands
    ),
    simulate=simulate,
    formats=(FORMAT,),
    seat_command="sit({name}, {chips})",
    leave_command="leave({name})",
    lab=LAB,
    style=style,
)
