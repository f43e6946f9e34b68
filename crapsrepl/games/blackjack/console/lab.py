"""How blackjack is graded: its fact queries, the book's class and method names, and
``--explore``'s moves: random rounds dealt from stacked cards only (a program cannot know
the engine's shuffle), weighted towards naturals, pairs, tens and sevens, where the classic
bugs live (3:2 rounding, the dealer's hard 17, a split ace and a ten)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence

from crapsrepl.plugin import (
    OPTION,
    OPTION_FORM,
    Ask,
    Explorer,
    Lab,
    LabMethod,
    Query,
    Restart,
    Stacking,
)

from ..model import TableRules

NAMES = ("Bob", "Adam", "Cy")
CHIPS = (100, 150, 200)
# Odd amounts make 3:2 round at the lab's $1 chips (a $15 blackjack wins $22, not $22.50
# nor $23).
BET_AMOUNTS = (5, 10, 15, 25, 7, 9, 11, 20)
LOWER_AMOUNTS = (5, 10)
INSURANCE_AMOUNTS = (2, 5, 7)
# Cards the explorer stacks, weighted: aces and tens for naturals and split aces, sevens and
# sixes for the dealer's 17s, eights for pairs.
CARDS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
CARD_WEIGHTS = (3.0, 1.5, 1.5, 1.5, 1.5, 1.0, 1.5, 2.5, 1.5, 1.0, 1.0, 0.7, 0.7)
TENS = ("10", "J", "Q", "K")
SMALL = ("2", "3", "4", "5")
PAIRS = ("8", "9", "7", "2", "6", "3")  # aces are a situation of their own
# The situations a round is laid out for, drawn by weight (``_round``): the rarer a bug's
# situation is otherwise, and the more moves it takes (three hits in a row for five cards),
# the heavier.
SITUATIONS = {
    "ace up": 2.5,
    "ten up": 1.0,
    "natural": 2.0,
    "pair": 2.0,
    "aces": 3.0,
    "push": 1.0,
    "soft 17": 2.0,
    "small": 2.5,
    "busts": 2.0,
    "any": 0.5,
}
_DECKS = re.compile(r"(\d+) decks?,")
_PHASE = re.compile(r"Phase: (\w+)(?:, (\w+) to play)?")
# ``status`` as ``ask`` gives it (one line, no $): ``Bob 90: bet 10``.
_BETTOR = re.compile(r"(\w+) \d+: bet \d+")
_RACK = re.compile(r"(\w+) (\d+): ")
_IN_ROUND = re.compile(r"(\w+) \d+: hand")
_TO_PLAY = re.compile(r"\[([^\]]*)\][^\[]*◀ to play")
_RANK = re.compile(r"A|K|Q|J|10|[2-9]")
_LEFT = re.compile(r"Shoe: (\d+) cards left")
_AMOUNT = re.compile(r"^(bet|insurance)\((\w+), (\d+)\)$")
_SHOE = re.compile(r"^shoe\((.*)\)$")


def _players(rng: random.Random) -> tuple[tuple[str, int], ...]:
    count = rng.randint(1, 3)
    return tuple((name, rng.choice(CHIPS)) for name in NAMES[:count])


def _cards(rng: random.Random, count: int) -> str:
    return ", ".join(rng.choices(CARDS, CARD_WEIGHTS, k=count))


def _total(cards: Sequence[str]) -> tuple[int, bool]:
    """A hand's total and whether it is soft (an ace still counting 11)."""
    total = sum(11 if c == "A" else 10 if c in TENS else int(c) for c in cards)
    aces = cards.count("A")
    while total > 21 and aces:
        total, aces = total - 10, aces - 1
    return total, aces > 0


def _draws(rng: random.Random, dealer: list[str], h17: bool) -> list[str]:
    """Cards for the dealer to draw to a total it stands on, so that the round ends on
    stacked cards (a shuffled one would end the session's fairness). Standing on soft 17,
    one more: a program whose dealer hits it draws a stacked card too, and answers the
    same when the session is run again (a shuffled one would make it flaky, not shrunk)."""
    drawn: list[str] = []
    while True:
        total, soft = _total([*dealer, *drawn])
        if total == 17 and soft and not h17:
            return [*drawn, *rng.choices(CARDS, CARD_WEIGHTS)]
        if total > 17 or total == 17 and not soft:
            return drawn
        drawn.append(rng.choices(CARDS, CARD_WEIGHTS)[0])


def _round(rng: random.Random, bettors: int, h17: bool) -> str:
    """Cards for a round in casino order (first cards, the dealer's up card, second cards,
    the hole card), then the cards its play draws: the hands' (in the order they are
    played) and the dealer's, so that a split, a double or the dealer's play is dealt
    stacked cards. Laid out for one of the situations where bugs live: an ace up with a
    ten or not in the hole (insurance, even money), a ten up over an ace (the peek),
    naturals, a pair (its split hands' cards: another of the pair to resplit, or a small
    one to double on), a pair of aces (another ace, a ten), equal totals (a push), the
    dealer's soft 17, small cards and small draws (a five-card hand), a hand that busts
    while the dealer busts for another; or any cards. Where one hand's play is the point,
    the other hands stand (a ten and a 7 to 9), so that its cards reach it."""
    first = rng.choices(CARDS, CARD_WEIGHTS, k=bettors)
    second = rng.choices(CARDS, CARD_WEIGHTS, k=bettors)
    up, hole = rng.choices(CARDS, CARD_WEIGHTS, k=2)
    seat = rng.randrange(bettors)
    played: list[str] = []
    drawn: list[str] | None = None
    situation = rng.choices(list(SITUATIONS), list(SITUATIONS.values()))[0]
    if situation in ("pair", "aces", "small", "busts"):  # the others stand, drawing none
        for other in range(bettors):
            first[other], second[other] = "10", rng.choice(("7", "8", "9"))
    match situation:
        case "ace up":
            up, hole = "A", rng.choice(TENS) if rng.random() < 0.7 else hole
            if rng.random() < 0.5:
                first[seat], second[seat] = "A", rng.choice(TENS)
        case "ten up":
            up, hole = rng.choice(TENS), "A" if rng.random() < 0.6 else hole
        case "natural":
            first[seat], second[seat] = rng.sample(["A", rng.choice(TENS)], 2)
        case "pair":
            pair = rng.choice(PAIRS)
            first[seat] = second[seat] = pair
            again = pair if rng.random() < 0.3 else rng.choice(("2", "3"))
            played = [again, *rng.choices(CARDS, CARD_WEIGHTS, k=2)]
        case "aces":
            first[seat] = second[seat] = "A"
            played = [rng.choice(("A", "A", "A", "A", rng.choice(TENS), "9")), _cards(rng, 1)]
        case "push":
            first[seat], second[seat] = "10", rng.choice(("7", "8", "9"))
            up, hole = "10", second[seat]
        case "soft 17":
            up, hole = rng.sample(["A", "6"], 2)
        case "small":
            first[seat], second[seat] = rng.choice(SMALL), rng.choice(SMALL)
            played = rng.choices(("2", "3"), k=3)
        case "busts" if bettors > 1:
            first[seat], second[seat], played = "10", "6", ["10"]
            up, hole, drawn = rng.choice(("4", "5", "6")), "10", ["10"]
    if drawn is None:
        drawn = _draws(rng, [up, hole], h17)
    return ", ".join([*first, up, *second, hole, *played, *drawn])


def _moves(rng: random.Random, ask: Ask, names: Sequence[str]) -> list[tuple[float, str]]:
    """Between rounds: bets (each player's first) and the deal; at insurance: each
    answer; in play: the player to act's hit, stand, double (often after a split), split
    (a pair, often) and surrender (often, on two cards where the table offers it). Hands of
    11 or less, and long hands below 18, are hit most often. The cards are stacked by
    ``_refill`` when a move finds none."""
    status = ask("status")
    rules = ask("rules")
    found = _PHASE.search(status)
    phase, turn = (found.group(1), found.group(2)) if found else ("betting", None)
    player = turn or rng.choice(list(names))
    if phase == "betting":
        bettors = _BETTOR.findall(status)
        idle = [name for name in names if name not in bettors]
        amount = rng.choice(BET_AMOUNTS)
        moves = [(3.0 if idle else 1.0, f"bet({rng.choice(idle or list(names))}, {amount})")]
        return [*moves, (3.0 if idle else 8.0, "deal()")] if bettors else moves
    if phase == "insurance":  # each player in the round answers, in any order
        player = rng.choice(_IN_ROUND.findall(status) or list(names))
        return [
            (1.5, f"noInsurance({player})"),
            (4, f"insurance({player}, {rng.choice(INSURANCE_AMOUNTS)})"),
            (3, f"evenMoney({player})"),
        ]
    held = _TO_PLAY.search(ask("table"))
    cards = _RANK.findall(held.group(1)) if held else []
    total, _ = _total(cards)
    two, long = len(cards) == 2, len(cards) >= 3
    split = "," in ask(f"hand({player})")
    offered = "late surrender: yes" in rules
    hit = 8 if total <= 11 or long and total < 18 else 4 if total < 17 else 1
    return [
        (hit, f"hit({player})"),
        (1 if total <= 11 else 2 if total < 17 else 3, f"stand({player})"),
        (10 if two and split else 1.5, f"double({player})"),
        (12 if two and cards[0] == cards[1] else 0.5, f"split({player})"),
        (12 if two and offered and not split else 0.5, f"surrender({player})"),
    ]


def _refill(rng: random.Random, ask: Ask, names: Sequence[str]) -> str | None:
    """The cards a move needs that the stack has run out of: a round laid out for the
    players who bet (``_round``) before a deal; two cards in play (small ones to a hand of
    three cards or more, where five-card hands are). Stacked only when needed, so that a
    round's cards are not left over for the next."""
    status = ask("status")
    found = _PHASE.search(status)
    if found is None or found.group(1) == "betting":
        bettors = _BETTOR.findall(status)
        h17 = "(H17)" in ask("rules")
        return f"shoe({_round(rng, len(bettors), h17)})" if bettors else None
    held = _TO_PLAY.search(ask("table"))
    long = held is not None and len(_RANK.findall(held.group(1))) >= 3
    return f"shoe({', '.join(rng.choices(SMALL, k=2)) if long else _cards(rng, 2)})"


def _unlikely(rng: random.Random, names: Sequence[str]) -> str:
    """A command the engine may well refuse: out of turn, too big, nobody's."""
    name = rng.choice([*names, "Zed"])
    return rng.choice(
        [
            f"bet({name}, {rng.choice((0, 10, 5000))})",
            "deal()",
            f"hit({name})",
            f"split({name})",
            f"double({name})",
            f"surrender({name})",
            f"insurance({name}, 50)",
            f"evenMoney({name})",
        ]
    )


def _simpler(command: str) -> Iterator[str]:
    """A bet or insurance lowered; a stack of cards halved or shortened by a card at either
    end."""
    found = _AMOUNT.match(command)
    if found is not None:
        verb, name, amount = found.group(1), found.group(2), int(found.group(3))
        yield from (f"{verb}({name}, {lower})" for lower in LOWER_AMOUNTS if lower < amount)
        return
    cards = _stacked(command)
    half = len(cards) // 2
    shorter = [cards[:half], cards[half:], cards[:-1], cards[1:]] if len(cards) > 1 else []
    for kept in dict.fromkeys(", ".join(k) for k in shorter if k):
        yield f"shoe({kept})"


def _stacked(command: str) -> list[str]:
    found = _SHOE.match(command)
    return [] if found is None else [c.strip() for c in found.group(1).split(",")]


def _one_stack(
    commands: tuple[str, ...], names: Sequence[str], options: tuple[tuple[str, str], ...]
) -> Iterator[tuple[str, ...]]:
    """Every ``shoe(...)`` made one, first: stacked cards are dealt first come first, and a
    session deals no other, so the same cards come in the same order."""
    stacks = [command for command in commands if _stacked(command)]
    if len(stacks) > 1:
        cards = [card for command in stacks for card in _stacked(command)]
        rest = tuple(command for command in commands if not _stacked(command))
        yield (f"shoe({', '.join(cards)})", *rest)
    yield from _later_rounds(commands, names, options)


def _later_rounds(
    commands: tuple[str, ...], names: Sequence[str], options: tuple[tuple[str, str], ...]
) -> Iterator[tuple[str, ...]]:
    """The session from a later round on, the latest first: the cards the rounds before it
    left stacked are stacked first, so that round is dealt the same cards. Played with the
    players in their seats (the deal goes in seat order) and under the session's options
    (a surrender, or the dealer's draws at H17, decide where a round ends and which cards
    it leaves)."""
    from ..model import BlackjackGame
    from .controller import BlackjackController
    from .options import OPTIONS, BlackjackSetup

    setup = BlackjackSetup()
    for key, value in options:
        setup = OPTIONS.with_option(setup, key, value)
    table = BlackjackController(BlackjackGame(rules=setup.rules))
    for name in names:
        table.execute(f"addPlayer({name}, 1000000)")
    starts: list[tuple[int, list[str]]] = []
    for index, command in enumerate(commands):
        game = table.game
        idle = game.turn() is None and not game.awaiting_insurance()
        if (
            index
            and command.startswith("bet(")
            and idle
            and not any(s.bet for s in game.table.seats)
        ):
            starts.append((index, [card.label for card in game.shoe.stacked]))
        table.execute(command)
    for index, left in reversed(starts):
        if any(not _stacked(command) for command in commands[:index]):
            yield (*([f"shoe({', '.join(left)})"] if left else []), *commands[index:])


def _restart(ask: Ask, names: Sequence[str]) -> Restart | None:
    """Between rounds with no bet down: the players with the chips in their racks (cards
    stacked and not yet dealt are not carried over: such a restart deals otherwise)."""
    status = ask("status")
    found = _PHASE.search(status)
    if found is None or found.group(1) != "betting" or _BETTOR.search(status):
        return None
    racks = dict(_RACK.findall(status))
    return tuple((name, int(racks.get(name, 0))) for name in names), ()


def _fair(ask: Ask) -> bool:
    """Every card dealt so far was a stacked one: the shuffled shoe is untouched."""
    left = _LEFT.search(ask("status"))
    decks = _DECKS.search(ask("rules"))
    shuffled = 52 * int(decks.group(1)) if decks else 52 * TableRules().decks
    return left is not None and int(left.group(1)) == shuffled


QUERIES = (
    Query("chips", True, "the chips in PLAYER's rack, bets on the table not counted", "Bob: $85"),
    Query(
        "hand",
        True,
        "PLAYER's hand total: `17`, `17 soft`, `21 blackjack`, `23 bust`; after a split each "
        "hand's, in order, separated by commas",
        "12 soft, 16 soft",
    ),
    Query("dealer", False, "the dealer's cards as far as they are shown, and the total", "9 ?: 9"),
)

_PLAYER_ONLY = ("str->void|bool",)
METHODS = (
    LabMethod(
        "chips",
        ("getChips", "getBalance", "getBankroll", "getMoney", "getRack", "balance", "bankroll"),
        ("str->number",),
    ),
    LabMethod("hand", ("getHand", "handTotal", "getHandTotal", "total", "getTotal", "hands")),
    LabMethod("dealer", ("getDealer", "dealerHand", "getDealerHand", "dealerCards")),
    LabMethod(
        "addPlayer",
        ("addPlayer", "newPlayer", "join", "seatPlayer", "sitDown", "sit", "add"),
        ("str,int->void|bool",),
    ),
    LabMethod("bet", ("bet", "placeBet", "makeBet", "wager")),
    LabMethod("deal", ("deal", "dealRound", "startRound", "newRound"), ("->void",)),
    LabMethod("insurance", ("insurance", "takeInsurance", "insure", "buyInsurance")),
    LabMethod("evenMoney", ("evenMoney", "takeEvenMoney")),
    LabMethod("noInsurance", ("noInsurance", "declineInsurance", "decline")),
    LabMethod("hit", ("hit", "hitMe", "draw")),
    LabMethod("stand", ("stand", "stay")),
    LabMethod("double", ("double", "doubleDown")),
    LabMethod("split", ("split", "splitPair", "splitHand")),
    LabMethod("surrender", ("surrender", "lateSurrender")),
    LabMethod("shoe", ("shoe", "stack", "stackShoe", "setShoe", "stackCards"), from_option=True),
    # A table's rule (``--dealer H17``) as a class is given it: option("dealer", "H17").
    LabMethod(OPTION, ("setOption", "setRule", "configure", "option"), forms=(OPTION_FORM,)),
)

LAB = Lab(
    title="Blackjack",
    queries=QUERIES,
    probe=("chips", "hand"),
    session=("chips", "hand", "dealer"),
    lab_class="BlackjackGame",
    methods=METHODS,
    explorer=Explorer(
        players=_players,
        moves=_moves,
        unlikely=_unlikely,
        simpler=_simpler,
        asks_after=lambda command: True,
        fair=_fair,
        refill=_refill,
        rewrite=_one_stack,
        restart=_restart,
        # Surrender twice: the one option that opens a move of its own is played twice as
        # often (the options are taken in turn).
        options=(
            ("surrender", "yes"),
            ("dealer", "H17"),
            ("surrender", "yes"),
            ("das", "no"),
            ("payout", "6:5"),
            ("resplit-aces", "yes"),
            ("decks", "1"),
            ("decks", "2"),
        ),
    ),
    example=(
        ("bet(Bob, 15)", "Bob bets $15."),
        ("shoe(A, 9, K, 7)", "Stacked: A 9 K 7"),
        ("deal()", "Bob: A K, blackjack! Dealer: 9 7. Bob wins $22."),
        ("chips(Bob)", "Bob has $122"),
        ("hand(Bob)", "21 blackjack"),
        ("hit(Bob)", "error: no hand is being played"),
    ),
    notes=(
        "The tests stack the cards: `shoe(A, 9, K, 7)` puts those cards on top of your shoe, "
        "dealt next in that order and before any shuffled card, first come first dealt "
        "(a second `shoe(...)` goes under the first's cards not yet dealt). The deal goes in "
        "casino order: one card to each player who bet, in seating order, one to the dealer, "
        "a second to each player, then the dealer's hole card; then hits, doubles and "
        "split hands' cards as they are played, then the dealer's draws. A card is `A`, `2` "
        "to `10`, `J`, `Q` or `K`, with an optional suit (`As`, `10h`).",
        "The table: money is whole dollars (every amount given and answered is a whole "
        "number), 6 decks, the dealer stands on soft 17, blackjack pays 3:2 (rounded down "
        "to the dollar: $15 wins $22), insurance pays 2:1, doubles on any two cards and "
        "after a split, split up to 4 hands, split aces take one card each and are not "
        "split again, and an ace and a ten there is 21, not blackjack; no surrender. A test's "
        "`% dealer:`, `% payout:` ... lines change a rule (below: how your program is told).",
    ),
    method_example=("bet=wager", "hit=takeCard"),
    getter_example=("chips=bankroll",),
    stacking=Stacking(("shoe",), "the stacked cards"),
    # The lab's money is whole dollars (a class's amounts and getChips are ints): its
    # table pays in $1 chips unless a file's % chip-unit: says otherwise.
    table=(("chip-unit", "1"),),
)
