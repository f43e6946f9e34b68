"""A student's blackjack class with the book's names (``Card``, ``Hand``, ``Player``,
``BlackjackGame``) and no program around it: the grader calls its methods through the
method-call driver. A refused request raises; the queries return their values
(``getChips`` a number, ``getHand`` and ``getDealer`` a line); ``setOption`` takes a
table's rule (``dealer``, ``payout`` ...) as the handout says: its name and value, both text;
``shoe`` each stacked card as a string of its own (``shoe("10", "K")``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class Refused(Exception):
    pass


@dataclass
class Bugs:  # none: this class is correct
    pays_6_to_5: bool = False
    dealer_hits_hard_17: bool = False
    split_ace_blackjack: bool = False


class Card:
    def __init__(self, label: str) -> None:
        self.label = label
        self.rank = rank_of(label)

    def value(self) -> int:
        return value(self.rank)

    def __str__(self) -> str:
        return self.label


@dataclass
class Rules:
    h17: bool = False
    pays: tuple[int, int] = (3, 2)
    das: bool = True
    resplit_aces: bool = False
    surrender: bool = False
    max_hands: int = 4


def rank_of(text: str) -> str:
    text = text.strip().upper()
    rank = text[:-1] if len(text) > 1 and text[-1] in "SHDC" and text != "10" else text
    if rank not in RANKS:
        raise Refused(f"{text!r} is not a card")
    return rank


def value(rank: str) -> int:
    return 1 if rank == "A" else 10 if rank in ("10", "J", "Q", "K") else int(rank)


@dataclass
class Hand:
    bet: int = 0
    cards: list[Card] = field(default_factory=list)
    from_split: bool = False
    split_aces: bool = False
    done: bool = False
    settled: bool = False

    def ranks(self) -> list[str]:
        return [c.rank for c in self.cards]

    def hard(self) -> int:
        return sum(value(r) for r in self.ranks())

    def soft(self) -> bool:
        return self.hard() <= 11 and "A" in self.ranks()

    def total(self) -> int:
        return self.hard() + (10 if self.soft() else 0)

    def natural(self, bugs: Bugs) -> bool:
        counts = not self.from_split or bugs.split_ace_blackjack
        return len(self.cards) == 2 and self.total() == 21 and counts

    def bust(self) -> bool:
        return self.hard() > 21

    def pair(self) -> bool:
        return len(self.cards) == 2 and self.ranks()[0] == self.ranks()[1]

    def text(self, bugs: Bugs) -> str:
        if self.natural(bugs):
            return "21 blackjack"
        if self.bust():
            return f"{self.total()} bust"
        return f"{self.total()} soft" if self.soft() else str(self.total())


@dataclass
class Player:
    name: str
    rack: int
    bet: int = 0
    hands: list[Hand] = field(default_factory=list)
    insurance: int = 0
    answered: bool = False


@dataclass
class Table:
    rules: Rules = field(default_factory=Rules)
    bugs: Bugs = field(default_factory=Bugs)
    players: list[Player] = field(default_factory=list)
    dealer: Hand = field(default_factory=Hand)
    stacked: list[Card] = field(default_factory=list)
    phase: str = "betting"
    hole_shown: bool = False
    said: list[str] = field(default_factory=list)
    rng: random.Random = field(default_factory=random.Random)

    def say(self, text: str) -> None:
        self.said.append(text)

    def find(self, name: str) -> Player:
        for player in self.players:
            if player.name.lower() == name.lower():
                return player
        raise Refused(f"nobody called {name} sits here")

    def draw(self) -> Card:
        return self.stacked.pop(0) if self.stacked else Card(self.rng.choice(RANKS))

    def give(self, hand: Hand, who: str) -> None:
        hand.cards.append(self.draw())
        self.say(f"{who} draws {hand.cards[-1]}")

    # seating and betting ----------------------------------------------------------
    def add_player(self, name: str, chips: int) -> None:
        if any(p.name.lower() == name.lower() for p in self.players) or chips < 1:
            raise Refused(f"cannot seat {name}")
        self.players.append(Player(name, chips))
        self.say(f"Welcome, {name}.")

    def place_bet(self, name: str, amount: int) -> None:
        player = self.find(name)
        if self.phase != "betting" or player.bet:
            raise Refused("no bet now")
        self.stake(player, amount)
        player.bet = amount
        self.say(f"{player.name} puts down ${amount}")

    def stake(self, player: Player, amount: int) -> None:
        if amount < 1 or amount > player.rack:
            raise Refused(f"{player.name} cannot cover ${amount}")
        player.rack -= amount

    def deal(self) -> None:
        if self.phase != "betting" or not any(p.bet for p in self.players):
            raise Refused("cannot deal now")
        playing = [p for p in self.players if p.bet]
        for player in self.players:
            player.hands = [Hand(bet=player.bet)] if player.bet else []
            player.bet, player.answered = 0, False
        self.dealer, self.hole_shown = Hand(), False
        for _ in range(2):
            for player in playing:
                self.give(player.hands[0], player.name)
            self.dealer.cards.append(self.draw())
        for player in playing:
            player.hands[0].done = player.hands[0].natural(self.bugs)
        up = self.dealer.cards[0].rank
        if up == "A":
            self.phase = "insurance"
            self.say("Dealer shows an ace. Insurance?")
            return
        self.phase = "playing"
        if value(up) == 10:
            self.peek()
        else:
            self.advance()

    # insurance ----------------------------------------------------------------------
    def insurable(self, name: str) -> Player:
        player = self.find(name)
        if self.phase != "insurance" or not player.hands or player.answered:
            raise Refused("no insurance now")
        return player

    def insure(self, name: str, amount: int) -> None:
        player = self.insurable(name)
        if amount > player.hands[0].bet // 2:
            raise Refused("too much insurance")
        self.stake(player, amount)
        player.insurance = amount
        self.answered(player)

    def even_money(self, name: str) -> None:
        player = self.insurable(name)
        if not player.hands[0].natural(self.bugs):
            raise Refused("even money needs a blackjack")
        self.settle(player, player.hands[0], 2 * player.hands[0].bet)
        self.answered(player)

    def decline(self, name: str) -> None:
        self.answered(self.insurable(name))

    def answered(self, player: Player) -> None:
        player.answered = True
        if all(p.answered for p in self.in_round()):
            self.peek()

    def peek(self) -> None:
        natural = self.dealer.natural(self.bugs)
        for player in self.in_round():
            if player.insurance:
                player.rack += 3 * player.insurance if natural else 0
                player.insurance = 0
        self.phase = "playing"
        if natural:
            self.finish(dealer_plays=False)
        else:
            self.advance()

    # playing ----------------------------------------------------------------------
    def in_round(self) -> list[Player]:
        return [p for p in self.players if p.hands]

    def current(self) -> tuple[Player, Hand] | None:
        for player in self.in_round():
            for hand in player.hands:
                if not hand.done:
                    return player, hand
        return None

    def turn(self, name: str) -> tuple[Player, Hand]:
        player = self.find(name)
        now = self.current()
        if self.phase == "betting" or now is None or now[0] is not player:
            raise Refused(f"it is not {player.name}'s turn")
        return now

    def begin(self) -> bool:
        """A decision closes the insurance offer; False when the dealer's peek ended it."""
        if self.phase == "insurance":
            self.peek()
        return self.phase != "betting"

    def hit(self, name: str) -> None:
        player, hand = self.turn(name)
        if hand.split_aces:
            raise Refused("split aces get one card")
        if not self.begin():
            return
        self.give(hand, player.name)
        if hand.bust():
            self.settle(player, hand, 0)
        elif hand.total() == 21:
            hand.done = True
        else:
            return
        self.advance()

    def stand(self, name: str) -> None:
        _, hand = self.turn(name)
        if not self.begin():
            return
        hand.done = True
        self.advance()

    def double(self, name: str) -> None:
        player, hand = self.turn(name)
        if hand.split_aces or len(hand.cards) != 2 or hand.from_split and not self.rules.das:
            raise Refused("no double here")
        if hand.bet > player.rack:
            raise Refused("not enough chips to double")
        if not self.begin():
            return
        self.stake(player, hand.bet)
        hand.bet *= 2
        self.give(hand, player.name)
        hand.done = True
        if hand.bust():
            self.settle(player, hand, 0)
        self.advance()

    def split(self, name: str) -> None:
        player, hand = self.turn(name)
        if not hand.pair() or len(player.hands) >= self.rules.max_hands:
            raise Refused("no split here")
        if hand.split_aces and not self.rules.resplit_aces:
            raise Refused("split aces stay split once")
        if hand.bet > player.rack:
            raise Refused("not enough chips to split")
        if not self.begin():
            return
        self.stake(player, hand.bet)
        aces = hand.cards[0].rank == "A"
        new = Hand(hand.bet, [hand.cards.pop()], from_split=True, split_aces=aces)
        hand.from_split, hand.split_aces = True, aces
        player.hands.insert(player.hands.index(hand) + 1, new)
        self.advance()

    def surrender(self, name: str) -> None:
        player, hand = self.turn(name)
        if not self.rules.surrender or len(player.hands) > 1 or len(hand.cards) != 2:
            raise Refused("no surrender")
        if not self.begin():
            return
        self.settle(player, hand, hand.bet // 2)
        self.advance()

    def advance(self) -> None:
        while (now := self.current()) is not None:
            player, hand = now
            if len(hand.cards) == 1:
                self.give(hand, player.name)
            resplit = hand.pair() and self.rules.resplit_aces
            if hand.split_aces and not (resplit and len(player.hands) < self.rules.max_hands):
                hand.done = True
                continue
            if hand.total() == 21:
                hand.done = True
                continue
            return
        self.finish(dealer_plays=True)

    def dealer_hits(self) -> bool:
        total = self.dealer.total()
        if self.bugs.dealer_hits_hard_17 and total == 17 and not self.dealer.soft():
            return True
        return total < 17 or total == 17 and self.dealer.soft() and self.rules.h17

    def finish(self, dealer_plays: bool) -> None:
        self.hole_shown = True
        live = any(
            not h.settled and not h.natural(self.bugs) for p in self.players for h in p.hands
        )
        if dealer_plays and live:
            while self.dealer_hits():
                self.give(self.dealer, "Dealer")
        for player in self.in_round():
            for hand in player.hands:
                if not hand.settled:
                    self.settle(player, hand, self.returned(hand))
        self.phase = "betting"

    def returned(self, hand: Hand) -> int:
        dealer = self.dealer
        if hand.bust():
            return 0
        if hand.natural(self.bugs):
            if dealer.natural(self.bugs):
                return hand.bet
            win, per = (6, 5) if self.bugs.pays_6_to_5 else self.rules.pays
            return hand.bet + hand.bet * win // per
        if dealer.natural(self.bugs):
            return 0
        if dealer.bust() or hand.total() > dealer.total():
            return 2 * hand.bet
        return hand.bet if hand.total() == dealer.total() else 0

    def settle(self, player: Player, hand: Hand, paid: int) -> None:
        player.rack += paid
        hand.settled = hand.done = True
        self.say(f"{player.name} gets ${paid} back")

    # queries ----------------------------------------------------------------------
    def hand_text(self, name: str) -> str:
        player = self.find(name)
        if not player.hands:
            raise Refused(f"{player.name} has no cards")
        return ", ".join(h.text(self.bugs) for h in player.hands)

    def dealer_text(self) -> str:
        if not self.dealer.cards:
            return "dealer has no cards"
        if self.hole_shown:
            shown = " ".join(map(str, self.dealer.cards))
            return f"dealer: {shown} ({self.dealer.text(self.bugs)})"
        up = Hand(cards=self.dealer.cards[:1])
        return f"dealer: {self.dealer.cards[0]} ? ({up.text(self.bugs)})"


class BlackjackGame:
    """The lab's class: one method per command, named as the handout names them."""

    def __init__(self) -> None:
        self.table = Table()

    def setOption(self, name: str, text: str) -> None:  # noqa: N802
        rules = self.table.rules
        if name == "dealer":
            rules.h17 = text.upper() == "H17"
        elif name == "payout":
            win, _, per = text.partition(":")
            rules.pays = (int(win), int(per))
        elif name in ("das", "resplit-aces", "surrender"):
            setattr(
                rules, {"das": "das", "resplit-aces": "resplit_aces"}.get(name, name), text == "yes"
            )
        elif name == "max-hands":
            rules.max_hands = int(text)

    def addPlayer(self, name: str, chips: int) -> None:  # noqa: N802
        self.table.add_player(name, chips)

    def bet(self, name: str, amount: int) -> None:
        self.table.place_bet(name, amount)

    def deal(self) -> None:
        self.table.deal()

    def insurance(self, name: str, amount: int) -> None:
        self.table.insure(name, amount)

    def evenMoney(self, name: str) -> None:  # noqa: N802
        self.table.even_money(name)

    def noInsurance(self, name: str) -> None:  # noqa: N802
        self.table.decline(name)

    def hit(self, name: str) -> None:
        self.table.hit(name)

    def stand(self, name: str) -> None:
        self.table.stand(name)

    def double(self, name: str) -> None:
        self.table.double(name)

    def split(self, name: str) -> None:
        self.table.split(name)

    def surrender(self, name: str) -> None:
        self.table.surrender(name)

    def shoe(self, *cards: str) -> None:
        self.table.stacked.extend([Card(card) for card in cards])

    def getChips(self, name: str) -> int:  # noqa: N802
        return self.table.find(name).rack

    def getHand(self, name: str) -> str:  # noqa: N802
        return self.table.hand_text(name)

    def getDealer(self) -> str:  # noqa: N802
        return self.table.dealer_text()
