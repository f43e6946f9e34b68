"""A student's craps program, written from the lab handout: its own wording, no crapsrepl.

The fakes ``student_*.py`` run it correctly or with one deliberate bug each, so grading by
facts can be shown to cost each bug exactly the transcripts about its rule; the fakes in
``explore/`` turn on bugs in rules the fact library does not test, for ``grade --explore``
to find. A fake imports this module from its own folder: the grader (and its sandbox) sees
only that folder, so tests put a copy beside a fake kept elsewhere (tests/helpers.py).
"""

from __future__ import annotations

import math
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

POINTS = (4, 5, 6, 8, 9, 10)
TRUE_ODDS = {4: (2, 1), 10: (2, 1), 5: (3, 2), 9: (3, 2), 6: (6, 5), 8: (6, 5)}


class Refused(Exception):
    pass


@dataclass
class Bet:
    player: str
    kind: str  # "pass" or "come"
    amount: int
    number: int | None = None
    odds: int = 0


@dataclass
class Bugs:
    come_odds_work_on_come_out: bool = False
    round_odds_to_nearest: bool = False
    pays_nothing: bool = False
    # Rules the fact library does not test (the fakes in explore/):
    clears_come_on_wrap: bool = False  # come bets on numbers cleared when the dice go round
    come_odds_work_after_pass_dice: bool = False  # come-out come odds work once passDice ran
    pass_dice_no_wrap: bool = False  # passDice from the last seat keeps the dice
    change_come_odds_takes_full: bool = False  # changeOddsBet on a come bet takes it all again
    come_12_pushes: bool = False  # a come bet's first roll of 12 gives the bet back
    seven_out_last_of_four_keeps_dice: bool = False  # a seven-out from seat 4 keeps the dice


@dataclass
class Table:
    bugs: Bugs = field(default_factory=Bugs)
    racks: dict[str, int] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    shooter: int = 0
    passed: bool = False
    point: int | None = None
    bets: list[Bet] = field(default_factory=list)
    said: list[str] = field(default_factory=list)

    def say(self, text: str) -> None:
        self.said.append(text)

    def who(self, name: str) -> str:
        for seated in self.seats:
            if seated.lower() == name.lower():
                return seated
        raise Refused(f"there is no player called {name}")

    def take(self, name: str, amount: int) -> None:
        if amount <= 0:
            raise Refused("bets must be positive")
        if amount > self.racks[name]:
            raise Refused(f"{name} cannot cover ${amount}, only ${self.racks[name]} left")
        self.racks[name] -= amount

    def pay(self, bet: Bet, winnings: int, what: str) -> None:
        self.say(f"Nice! {bet.player} collects {winnings} on the {what}.")
        if not self.bugs.pays_nothing:
            self.racks[bet.player] += winnings + (bet.amount if what != "odds" else bet.odds)

    # commands -------------------------------------------------------------
    def addPlayer(self, name: str, chips: str) -> None:
        if name in self.racks:
            raise Refused(f"{name} is already playing")
        self.seats.append(name)
        self.racks[name] = int(chips)
        self.say(f"Welcome {name}, you have {chips} in chips.")

    def placeLineBet(self, name: str, amount: str) -> None:
        name = self.who(name)
        if self.point is not None:
            raise Refused("pass line bets are not taken once the point is on")
        self.take(name, int(amount))
        self.add(name, "pass", int(amount))
        self.say(f"OK, {name} is on the pass line for {amount}.")

    def add(self, name: str, kind: str, amount: int) -> None:
        """A second bet on the pass or come line adds to the one there, as at the table."""
        for bet in self.bets:
            if (bet.player, bet.kind, bet.number) == (name, kind, None):
                bet.amount += amount
                return
        self.bets.append(Bet(name, kind, amount))

    def placeComeBet(self, name: str, amount: str) -> None:
        name = self.who(name)
        if self.point is None:
            raise Refused("come bets are not taken before a point is set")
        self.take(name, int(amount))
        self.add(name, "come", int(amount))
        self.say(f"OK, {name} has a come bet of {amount}.")

    def placeOddsBet(self, name: str, number: str, amount: str) -> None:
        name, where = self.who(name), int(number)
        if where not in POINTS:
            raise Refused(f"{where} is not a point number")
        bet = next((b for b in self.bets if b.player == name and b.number == where), None)
        if bet is None or bet.odds:
            raise Refused(f"{name} cannot take odds on {where}")
        self.take(name, int(amount))
        bet.odds = int(amount)
        self.say(f"Odds of {amount} behind {name}'s {where}.")

    def changeOddsBet(self, name: str, number: str, amount: str) -> None:
        name, where = self.who(name), int(number)
        bet = next((b for b in self.bets if b.player == name and b.number == where), None)
        if bet is None or not bet.odds:
            raise Refused(f"{name} has no odds on {where} to change")
        more = int(amount) - bet.odds
        if self.bugs.change_come_odds_takes_full and bet.kind == "come":
            more = int(amount)
        if more > 0:
            self.take(name, more)
        else:
            self.racks[name] -= more
        bet.odds = int(amount)
        self.say(f"Odds behind {name}'s {where} are now {amount}.")

    def passDice(self) -> None:
        if self.point is not None:
            raise Refused("the shooter cannot pass the dice in the middle of a round")
        self.shooter = (self.shooter + 1) % len(self.seats)
        if self.bugs.pass_dice_no_wrap and self.shooter == 0:
            self.shooter = len(self.seats) - 1
        self.passed = True
        if self.bugs.clears_come_on_wrap and self.shooter == 0:
            self.bets = [b for b in self.bets if not (b.kind == "come" and b.number)]
        self.say(f"Dice go to {self.seats[self.shooter]}.")

    def roll(self, total: str = "0") -> None:
        if not self.seats:
            raise Refused("nobody is playing")
        shooter = self.seats[self.shooter]
        if self.point is None and not any(
            b.player == shooter and b.kind == "pass" for b in self.bets
        ):
            raise Refused(f"{shooter} must bet the pass line first")
        dice = int(total) or random.randint(1, 6) + random.randint(1, 6)
        if not 2 <= dice <= 12:
            raise Refused(f"{dice} is not a possible roll")
        self.say(f"{shooter} throws... {dice}!")
        for bet in list(self.bets):
            self.settle(bet, dice)
        self.move_point(dice)

    def settle(self, bet: Bet, dice: int) -> None:
        if bet.number is None:  # first roll of a pass (come-out) or come bet
            if dice in (7, 11):
                self.pay(bet, bet.amount, bet.kind)
                self.bets.remove(bet)
            elif dice == 12 and bet.kind == "come" and self.bugs.come_12_pushes:
                self.racks[bet.player] += bet.amount
                self.bets.remove(bet)
            elif dice in (2, 3, 12):
                self.say(f"Too bad, {bet.player} loses the {bet.kind} bet.")
                self.bets.remove(bet)
            else:
                bet.number = dice
            return
        odds_off = bet.kind == "come" and self.point is None
        odds_off = odds_off and not self.bugs.come_odds_work_on_come_out
        odds_off = odds_off and not (self.bugs.come_odds_work_after_pass_dice and self.passed)
        if dice == bet.number:
            self.pay(bet, bet.amount, bet.kind)
            if bet.odds and odds_off:
                self.racks[bet.player] += bet.odds
            elif bet.odds:
                self.pay(bet, self.odds_win(bet), "odds")
            self.bets.remove(bet)
        elif dice == 7:
            self.say(f"Seven! {bet.player} loses {bet.amount} on the {bet.kind}.")
            if bet.odds and odds_off:
                self.racks[bet.player] += bet.odds
            self.bets.remove(bet)

    def odds_win(self, bet: Bet) -> int:
        pays, per = TRUE_ODDS[bet.number or 0]
        exact = bet.odds * pays / per
        return (
            math.floor(exact + 0.5) if self.bugs.round_odds_to_nearest else bet.odds * pays // per
        )

    def move_point(self, dice: int) -> None:
        if self.point is None and dice in POINTS:
            self.point = dice
            self.say(f"The point is now {dice}.")
        elif self.point == dice:
            self.point = None
            self.say("Winner! Point made.")
        elif self.point is not None and dice == 7:
            self.point = None
            last = self.shooter == len(self.seats) - 1
            if not (self.bugs.seven_out_last_of_four_keeps_dice and last and len(self.seats) > 3):
                self.shooter = (self.shooter + 1) % len(self.seats)
            self.say(f"Seven out. {self.seats[self.shooter]} shoots next.")

    # queries: the handout's contract --------------------------------------------
    def chips(self, name: str) -> None:
        name = self.who(name)
        self.say(f"{name} has {self.racks[name]} chips")

    def point_(self) -> None:
        self.say(f"Point: {'OFF' if self.point is None else self.point}")

    def shooter_(self) -> None:
        self.say(f"The shooter is {self.seats[self.shooter] if self.seats else 'nobody'}")

    def bets_(self, name: str) -> None:
        name = self.who(name)
        mine = [b for b in self.bets if b.player == name]
        if not mine:
            self.say(f"{name} has no bets")
        for b in mine:
            where = f" on {b.number}" if b.number else " (waiting)"
            odds = f" with odds ${b.odds}" if b.odds else ""
            self.say(f"{b.kind} line ${b.amount}{where}{odds}")


COMMAND = re.compile(r"^\s*(\w+)\s*(?:\((.*)\))?\s*$")


def execute(table: Table, line: str) -> list[str]:
    table.said = []
    found = COMMAND.match(line)
    if not found:
        return ["Invalid input, try again."] if line.strip() else []
    name, args = found.group(1), [a.strip() for a in (found.group(2) or "").split(",")]
    method: Callable[..., None] | None = getattr(table, name + "_", None) or getattr(
        table, name, None
    )
    if method is None or name.startswith("_") or name in ("say", "who", "take", "pay"):
        return [f"Invalid command: {name}"]
    try:
        method(*[a for a in args if a])
    except Refused as why:
        return [f"Sorry, not allowed: {why}."]
    except (TypeError, ValueError):
        return ["Invalid arguments."]
    return table.said


def main(bugs: Bugs | None = None, prompt: str = "") -> None:
    table = Table(bugs or Bugs())
    while True:
        try:
            line = input(prompt) if prompt else sys.stdin.readline()
        except EOFError:
            break
        if not prompt and not line:
            break
        for text in execute(table, line):
            print(text)
