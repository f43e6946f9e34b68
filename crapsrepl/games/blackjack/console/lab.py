"""How blackjack is graded: its fact queries, the book's class and method names, and
``--explore``'s moves: random rounds dealt from stacked cards only (a program cannot know
the engine's shuffle), weighted towards naturals, pairs, tens and sevens, where the classic
bugs live (3:2 rounding, the dealer's hard 17, a split ace and a ten)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence

from crapsrepl.plugin import Ask, Explorer, Lab, LabMethod, Query

from ..model import TableRules

NAMES = ("Bob", "Adam", "Cy")
CHIPS = (100, 150, 200)
# Even amounts: 3:2 on them is whole dollars at the default table's half-dollar chips, so a
# program that pays whole dollars only is explored on what it can pay; rounding between
# chips is the fact library's (natural_rounds_down, at a table of $1 chips).
BET_AMOUNTS = (4, 10, 16, 24, 6, 12, 20, 8)
LOWER_AMOUNTS = (2, 10)
INSURANCE_AMOUNTS = (2, 5, 7)
# Cards the explorer stacks, weighted: aces and tens for naturals and split aces, sevens and
# sixes for the dealer's 17s, eights for pairs.
CARDS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
CARD_WEIGHTS = (3.0, 1.5, 1.5, 1.5, 1.5, 1.0, 1.5, 2.5, 1.5, 1.0, 1.0, 0.7, 0.7)
SHUFFLED = TableRules().decks * 52  # the default shoe, none of it dealt
_PHASE = re.compile(r"Phase: (\w+)(?:, (\w+) to play)?")
_LEFT = re.compile(r"Shoe: (\d+) cards left")
_AMOUNT = re.compile(r"^(bet|insurance)\((\w+), (\d+)\)$")
_SHOE = re.compile(r"^shoe\((.*)\)$")
_PLAYER = re.compile(r"^\w+\((\w+)")


def _players(rng: random.Random) -> tuple[tuple[str, int], ...]:
    count = rng.randint(1, 3)
    return tuple((name, rng.choice(CHIPS)) for name in NAMES[:count])


def _cards(rng: random.Random, count: int) -> str:
    return ", ".join(rng.choices(CARDS, CARD_WEIGHTS, k=count))


def _round(rng: random.Random, players: int) -> str:
    """Cards for a round in casino order, laid out for the rules where bugs live: first
    cards, the dealer's up card (an ace often), second cards (often a pair, or a ten to an
    ace), the hole card; the cards drawn are stacked as the round is played."""
    first = rng.choices(CARDS, CARD_WEIGHTS, k=players)
    up = "A" if rng.random() < 0.25 else rng.choices(CARDS, CARD_WEIGHTS)[0]
    second = [
        card if rng.random() < 0.35 else "K" if card == "A" and rng.random() < 0.5 else other
        for card, other in zip(first, rng.choices(CARDS, CARD_WEIGHTS, k=players), strict=True)
    ]
    hole = rng.choices(CARDS, CARD_WEIGHTS)[0]
    return ", ".join([*first, up, *second, hole])


def _moves(rng: random.Random, ask: Ask, names: Sequence[str]) -> list[tuple[float, str]]:
    """Between rounds: bets, cards stacked for a whole round, the deal; at insurance: each
    answer; in play: the player to act's hit, stand, double, split (and surrender)."""
    found = _PHASE.search(ask("status"))
    phase, turn = (found.group(1), found.group(2)) if found else ("betting", None)
    player = turn or rng.choice(list(names))
    if phase == "betting":
        return [
            (3, f"bet({rng.choice(list(names))}, {rng.choice(BET_AMOUNTS)})"),
            (1.5, f"shoe({_round(rng, len(names))})"),
            (2, "deal()"),
        ]
    if phase == "insurance":
        return [
            (3, f"noInsurance({player})"),
            (1.5, f"insurance({player}, {rng.choice(INSURANCE_AMOUNTS)})"),
            (1.5, f"evenMoney({player})"),
        ]
    advised = ask("hint()")  # basic strategy's play: a pair of aces or 8s splits
    return [
        (3, f"hit({player})"),
        (3, f"stand({player})"),
        (1.5, f"double({player})"),
        (8 if "split" in advised else 1, f"split({player})"),
        (0.5, f"surrender({player})"),
        (1.5, f"shoe({_cards(rng, 2)})"),
    ]


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


def _one_stack(commands: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """Every ``shoe(...)`` made one, first: stacked cards are dealt first come first, and a
    session deals no other, so the same cards come in the same order."""
    stacks = [command for command in commands if _stacked(command)]
    if len(stacks) > 1:
        cards = [card for command in stacks for card in _stacked(command)]
        rest = tuple(command for command in commands if not _stacked(command))
        yield (f"shoe({', '.join(cards)})", *rest)
    yield from _later_rounds(commands)


def _later_rounds(commands: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """The session from a later round on, the latest first: the cards the rounds before it
    left stacked are stacked first, so that round is dealt the same cards."""
    from ..model import BlackjackGame
    from .controller import BlackjackController

    table = BlackjackController(BlackjackGame())
    named = (_PLAYER.match(command) for command in commands if not _stacked(command))
    for name in dict.fromkeys(found.group(1) for found in named if found):
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


def _fair(ask: Ask) -> bool:
    """Every card dealt so far was a stacked one: the shuffled shoe is untouched."""
    left = _LEFT.search(ask("status"))
    return left is not None and int(left.group(1)) == SHUFFLED


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
    # A table's rule (``--dealer H17``) as the driver gives a class: option("dealer", "H17").
    LabMethod("option", ("setOption", "setRule", "configure", "option")),
)

LAB = Lab(
    title="Blackjack",
    queries=QUERIES,
    probe=("chips", "hand"),
    session=("chips",),
    lab_class="BlackjackGame",
    methods=METHODS,
    explorer=Explorer(
        players=_players,
        moves=_moves,
        unlikely=_unlikely,
        simpler=_simpler,
        asks_after=lambda command: True,
        fair=_fair,
        rewrite=_one_stack,
    ),
    example=(
        ("bet(Bob, 15)", "Bob bets $15."),
        ("shoe(A, 9, K, 7)", "Stacked: A 9 K 7"),
        ("deal()", "Bob: A K, blackjack! Dealer: 9 7. Bob wins $22.50."),
        ("chips(Bob)", "Bob has $122.50"),
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
        "The table: 6 decks, the dealer stands on soft 17, blackjack pays 3:2 in half-dollar "
        "chips ($15 wins $22.50; a payout between chips is rounded down to one, and with "
        "`% chip-unit: 1` the chips are whole dollars: $15 wins $22), insurance pays 2:1, "
        "doubles on any two cards and after a split, split up to 4 hands, split aces take "
        "one card each and are not split again, and an ace and a ten there is 21, not "
        "blackjack; no surrender. A test's "
        "`% dealer:`, `% payout:` ... lines change a rule: your program is given the flag "
        "of the same name (`--dealer H17`).",
    ),
    method_example=("bet=wager", "hit=takeCard"),
    getter_example=("chips=bankroll",),
)
