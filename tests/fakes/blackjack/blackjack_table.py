"""A student's blackjack program, written from the handout: its own wording, no crapsrepl.

The fakes beside it run it correctly or with one classic bug each (a natural paid 6:5, the
dealer hitting a hard 17, a split ace and a ten counted as a natural), so the blackjack
fact library and ``grade --explore`` can be shown to find each. A fake imports this module
from its own folder (tests/helpers.py puts a copy beside it).
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class Refused(Exception):
    pass


@dataclass
class Bugs:
    pays_6_to_5: bool = False  # a natural paid 6:5 at a 3:2 table
    dealer_hits_hard_17: bool = False  # the dealer draws to every 17
    split_ace_blackjack: bool = False  # a split ace and a ten paid as a natural


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
    cards: list[str] = field(default_factory=list)  # labels as given
    from_split: bool = False
    split_aces: bool = False
    done: bool = False
    settled: bool = False

    def ranks(self) -> list[str]:
        return [rank_of(c) for c in self.cards]

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
class Game:
    rules: Rules = field(default_factory=Rules)
    bugs: Bugs = field(default_factory=Bugs)
    players: list[Player] = field(default_factory=list)
    dealer: Hand = field(default_factory=Hand)
    stacked: list[str] = field(default_factory=list)
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

    def draw(self) -> str:
        return self.stacked.pop(0) if self.stacked else self.rng.choice(RANKS)

    def give(self, hand: Hand, who: str) -> None:
        hand.cards.append(self.draw())
        self.say(f"{who} draws {hand.cards[-1]} ({hand.text(self.bugs)})")

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
        up = rank_of(self.dealer.cards[0])
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
        aces = rank_of(hand.cards[0]) == "A"
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
            return f"dealer: {' '.join(self.dealer.cards)} ({self.dealer.text(self.bugs)})"
        up = Hand(cards=self.dealer.cards[:1])
        return f"dealer: {self.dealer.cards[0]} ? ({up.text(self.bugs)})"


_LINE = re.compile(r"^\s*(\w+)\s*(?:\((.*)\))?\s*$")


def rules_from(argv: list[str]) -> Rules:
    rules = Rules()
    flags = dict(zip(argv[::2], argv[1::2], strict=False))
    rules.h17 = flags.get("--dealer", "S17").upper() == "H17"
    win, _, per = flags.get("--payout", "3:2").partition(":")
    rules.pays = (int(win), int(per))
    rules.das = flags.get("--das", "yes") == "yes"
    rules.resplit_aces = flags.get("--resplit-aces", "no") == "yes"
    rules.surrender = flags.get("--surrender", "no") == "yes"
    rules.max_hands = int(flags.get("--max-hands", "4"))
    return rules


def answer(game: Game, line: str) -> str | None:
    match = _LINE.match(line)
    if match is None:  # the spaced form: bet Bob 10
        words = line.replace(",", " ").split()
        name, args = words[0], words[1:]
    else:
        name = match.group(1)
        args = [a.strip() for a in (match.group(2) or "").split(",") if a.strip()]
    number = lambda k: int(args[k])  # noqa: E731
    command = name.lower()
    if command == "chips":
        player = game.find(args[0])
        return f"{player.name} has ${player.rack}"
    if command == "hand":
        return game.hand_text(args[0])
    if command == "dealer":
        return game.dealer_text()
    actions = {
        "addplayer": lambda: game.add_player(args[0], number(1)),
        "bet": lambda: game.place_bet(args[0], number(1)),
        "deal": game.deal,
        "insurance": lambda: game.insure(args[0], number(1)),
        "evenmoney": lambda: game.even_money(args[0]),
        "noinsurance": lambda: game.decline(args[0]),
        "hit": lambda: game.hit(args[0]),
        "stand": lambda: game.stand(args[0]),
        "double": lambda: game.double(args[0]),
        "split": lambda: game.split(args[0]),
        "surrender": lambda: game.surrender(args[0]),
        "shoe": lambda: game.stacked.extend(rank_of(a) and a for a in args),
    }
    if command not in actions:
        raise Refused(f"unknown command {name}")
    actions[command]()
    return None


def main(bugs: Bugs | None = None) -> None:
    game = Game(rules_from(sys.argv[1:]), bugs or Bugs())
    for raw in sys.stdin:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line in ("quit", "exit"):
            break
        game.said = []
        try:
            reply = answer(game, line)
        except (Refused, IndexError, ValueError) as problem:
            reply = f"error: {problem}"
        for said in game.said:
            print(said)
        if reply is not None:
            print(reply)
        elif not game.said:
            print("ok")
        sys.stdout.flush()
