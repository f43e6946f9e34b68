"""Craps lab: pass line, come and odds bets, several players.

Reads one command per line on standard input and answers each one at once
with exactly one line on standard output.
"""
import random
import re
import sys

POINT_NUMBERS = (4, 5, 6, 8, 9, 10)
NAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_.\-]{0,19}$")
INT_RE = re.compile(r"^[+-]?\d{1,12}$")


class Refused(Exception):
    """A command that is not allowed; nothing has been changed."""


def odds_winnings(number, amount):
    """True odds, rounded down to whole dollars."""
    if number in (4, 10):
        return amount * 3 // 2
    if number in (5, 9):
        return amount * 3 // 2
    return amount * 6 // 5  # 6 and 8


class Player:
    def __init__(self, name, chips):
        self.name = name
        self.rack = chips
        self.pass_amount = 0      # pass line bet (0 = none)
        self.pass_odds = 0        # odds behind it (only once the point is on)
        self.come_waiting = 0     # come bet still on the come line
        self.come_bets = []       # [number, amount, odds] for come bets on numbers

    def has_bets(self):
        return self.pass_amount > 0 or self.come_waiting > 0 or bool(self.come_bets)


class Table:
    def __init__(self):
        self.players = []
        self.point = 0            # 0 = off
        self.shooter = 0          # index into players

    # ----- helpers -----
    def find(self, name):
        for p in self.players:
            if p.name.lower() == str(name).lower():
                return p
        raise Refused(f"no player named {name} is seated")

    def take(self, player, amount):
        if amount < 1:
            raise Refused(f"amount must be at least $1, {amount} is invalid")
        if amount > player.rack:
            raise Refused(f"{player.name} cannot bet ${amount} (only ${player.rack} left)")

    def line_bet_on(self, player, number):
        """Returns ('pass', None) or ('come', bet) for player's line bet on number."""
        if number not in POINT_NUMBERS:
            raise Refused(f"odds go on 4, 5, 6, 8, 9 or 10, not {number}")
        if self.point == number and player.pass_amount > 0:
            return ("pass", None)
        for cb in player.come_bets:
            if cb[0] == number:
                return ("come", cb)
        raise Refused(f"{player.name} has no line bet on {number}: odds not allowed")

    # ----- commands -----
    def add_player(self, name, chips):
        if not NAME_RE.match(name):
            raise Refused(f"invalid name {name!r}")
        for p in self.players:
            if p.name.lower() == name.lower():
                raise Refused(f"{p.name} is already seated: cannot seat twice")
        if chips < 1:
            raise Refused(f"chips must be at least $1, {chips} is invalid")
        self.players.append(Player(name, chips))
        return f"Welcome {name}, with ${chips}."

    def place_line_bet(self, name, amount):
        p = self.find(name)
        if self.point:
            raise Refused(f"cannot bet the pass line while the point is {self.point}")
        self.take(p, amount)
        p.rack -= amount
        p.pass_amount += amount
        return f"{p.name} bets ${amount} on the pass line."

    def place_come_bet(self, name, amount):
        p = self.find(name)
        if not self.point:
            raise Refused("cannot bet come while the point is off")
        self.take(p, amount)
        p.rack -= amount
        p.come_waiting += amount
        return f"{p.name} bets ${amount} on come."

    def place_odds_bet(self, name, number, amount):
        p = self.find(name)
        kind, cb = self.line_bet_on(p, number)
        current = p.pass_odds if kind == "pass" else cb[2]
        if current > 0:
            raise Refused(f"{p.name} already has ${current} odds on {number}: use changeOddsBet, cannot place twice")
        self.take(p, amount)
        p.rack -= amount
        if kind == "pass":
            p.pass_odds = amount
        else:
            cb[2] = amount
        return f"{p.name} takes ${amount} odds on {kind} {number}."

    def change_odds_bet(self, name, number, amount):
        p = self.find(name)
        kind, cb = self.line_bet_on(p, number)
        current = p.pass_odds if kind == "pass" else cb[2]
        if current == 0:
            raise Refused(f"{p.name} has no odds on {number} to change; use placeOddsBet")
        if amount < 0:
            raise Refused("new odds cannot be below 0")
        if amount - current > p.rack:
            raise Refused(f"{p.name} cannot raise the odds to ${amount} (only ${p.rack} left)")
        p.rack -= amount - current
        if kind == "pass":
            p.pass_odds = amount
        else:
            cb[2] = amount
        if amount == 0:
            return f"{p.name} takes down the odds on {number}."
        return f"{p.name} now has ${amount} odds on {kind} {number}."

    def pass_dice(self):
        if not self.players:
            raise Refused("no players seated: addPlayer first")
        if self.point:
            raise Refused(f"the point is {self.point}: cannot pass the dice during a round")
        self.shooter = (self.shooter + 1) % len(self.players)
        return f"{self.players[self.shooter].name} has the dice."

    def roll(self, args):
        if not self.players:
            raise Refused("no players seated: addPlayer first")
        if len(args) == 2:
            d1, d2 = args
            if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
                raise Refused("a die shows 1 to 6: invalid roll")
        elif len(args) == 1 and args[0] != 0:
            total = args[0]
            if not 2 <= total <= 12:
                raise Refused(f"a roll totals 2 to 12, not {total}")
            d1 = max(1, total - 6)
            d2 = total - d1
        else:
            d1 = d2 = None
        shooter = self.players[self.shooter]
        if not self.point and shooter.pass_amount == 0:
            raise Refused(f"{shooter.name} must bet the pass line before the come-out roll (or passDice())")
        if d1 is None:
            d1, d2 = random.randint(1, 6), random.randint(1, 6)
        return self.settle(shooter, d1, d2)

    def settle(self, shooter, d1, d2):
        t = d1 + d2
        come_out = self.point == 0
        out = [f"{shooter.name} rolls {d1} + {d2} = {t}."]

        # 1. come bets sitting on numbers, each with its odds
        for p in self.players:
            keep = []
            for cb in p.come_bets:
                n, amt, odds = cb
                if t == n:
                    p.rack += 2 * amt
                    msg = f"{p.name}'s come {n} wins ${amt}"
                    if odds:
                        if come_out:
                            p.rack += odds
                            msg += f", ${odds} odds returned (off on the come-out)"
                        else:
                            w = odds_winnings(n, odds)
                            p.rack += odds + w
                            msg += f", odds win ${w}"
                    out.append(msg + ".")
                elif t == 7:
                    msg = f"{p.name}'s come {n} loses ${amt}"
                    if odds:
                        if come_out:
                            p.rack += odds
                            msg += f", ${odds} odds returned (off on the come-out)"
                        else:
                            msg += f", odds lose ${odds}"
                    out.append(msg + ".")
                else:
                    keep.append(cb)
            p.come_bets = keep

        # 2. the pass line, each with its odds
        for p in self.players:
            if not p.pass_amount:
                continue
            amt, odds = p.pass_amount, p.pass_odds
            if come_out:
                if t in (7, 11):
                    p.rack += 2 * amt
                    p.pass_amount = 0
                    out.append(f"{p.name}'s pass line wins ${amt}.")
                elif t in (2, 3, 12):
                    p.pass_amount = 0
                    out.append(f"{p.name}'s pass line loses ${amt}.")
            else:
                if t == self.point:
                    w = odds_winnings(t, odds) if odds else 0
                    p.rack += 2 * amt + odds + w
                    p.pass_amount = p.pass_odds = 0
                    msg = f"{p.name}'s pass line wins ${amt}"
                    if odds:
                        msg += f", odds win ${w}"
                    out.append(msg + ".")
                elif t == 7:
                    p.pass_amount = p.pass_odds = 0
                    msg = f"{p.name}'s pass line loses ${amt}"
                    if odds:
                        msg += f", odds lose ${odds}"
                    out.append(msg + ".")

        # 3. come bets waiting on the come line
        for p in self.players:
            amt = p.come_waiting
            if not amt:
                continue
            p.come_waiting = 0
            if t in (7, 11):
                p.rack += 2 * amt
                out.append(f"{p.name}'s come bet wins ${amt}.")
            elif t in (2, 3, 12):
                out.append(f"{p.name}'s come bet loses ${amt}.")
            else:
                p.come_bets.append([t, amt, 0])
                out.append(f"{p.name}'s ${amt} come bet moves to {t}.")

        # 4. the state change
        if come_out:
            if t in POINT_NUMBERS:
                self.point = t
                out.append(f"The point is {t}.")
            elif t in (7, 11):
                out.append("Natural." if t == 7 else "Eleven.")
            else:
                out.append("Craps.")
        elif t == self.point:
            self.point = 0
            out.append("Point made. The point is off.")
        elif t == 7:
            self.point = 0
            out.append("Seven out. The point is off.")
            if len(self.players) > 1:
                self.shooter = (self.shooter + 1) % len(self.players)
                out.append(f"{self.players[self.shooter].name} has the dice.")
            else:
                out.append(f"{shooter.name} keeps the dice.")
        return " ".join(out)

    # ----- queries -----
    def chips(self, name):
        p = self.find(name)
        return f"{p.name} has ${p.rack}"

    def point_text(self):
        return f"Point: {self.point}" if self.point else "off"

    def shooter_text(self):
        if not self.players:
            return "Shooter: none"
        return f"Shooter: {self.players[self.shooter].name}"

    def bets(self, name):
        p = self.find(name)
        parts = []
        if p.pass_amount:
            s = "pass"
            if self.point:
                s += f" {self.point}"
            s += f" ${p.pass_amount}"
            if p.pass_odds:
                s += f" odds ${p.pass_odds}"
            parts.append(s)
        for n, amt, odds in p.come_bets:
            s = f"come {n} ${amt}"
            if odds:
                s += f" odds ${odds}"
            parts.append(s)
        if p.come_waiting:
            parts.append(f"come ${p.come_waiting}")
        return "; ".join(parts) if parts else "no bets"


# ----- the command line -----
LINE_RE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\((.*)\))?\s*;?\s*$")

# name -> (argument kinds, handler); 'w' a word, 'n' a whole number
def build_commands(t):
    return {
        "addplayer": (["w", "n"], lambda a: t.add_player(*a)),
        "placelinebet": (["w", "n"], lambda a: t.place_line_bet(*a)),
        "placecomebet": (["w", "n"], lambda a: t.place_come_bet(*a)),
        "placeoddsbet": (["w", "n", "n"], lambda a: t.place_odds_bet(*a)),
        "changeoddsbet": (["w", "n", "n"], lambda a: t.change_odds_bet(*a)),
        "roll": (None, lambda a: t.roll(a)),
        "passdice": ([], lambda a: t.pass_dice()),
        "chips": (["w"], lambda a: t.chips(*a)),
        "point": ([], lambda a: t.point_text()),
        "shooter": ([], lambda a: t.shooter_text()),
        "bets": (["w"], lambda a: t.bets(*a)),
    }


def parse_number(s):
    if not INT_RE.match(s):
        raise Refused(f"{s!r} is not a whole number")
    return int(s)


def execute(commands, line):
    m = LINE_RE.match(line)
    if not m:
        raise Refused(f"cannot read the line {line.strip()!r}")
    name, argtext = m.group(1), m.group(2)
    args = [] if argtext is None or not argtext.strip() else [a.strip() for a in argtext.split(",")]
    entry = commands.get(name.lower().replace("_", ""))
    if entry is None:
        raise Refused(f"unknown command {name!r}")
    kinds, handler = entry
    if kinds is None:  # roll: 0, 1 or 2 numbers
        if len(args) > 2:
            raise Refused(f"roll takes at most 2 arguments, not {len(args)}")
        values = [parse_number(a) for a in args]
    else:
        if len(args) != len(kinds):
            raise Refused(f"{name} takes {len(kinds)} argument(s), not {len(args)}")
        values = [parse_number(a) if k == "n" else a for a, k in zip(args, kinds)]
    return handler(values)


def main():
    table = Table()
    commands = build_commands(table)
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            answer = execute(commands, line)
        except Refused as e:
            answer = f"error: {e}"
        print(answer, flush=True)


if __name__ == "__main__":
    main()
