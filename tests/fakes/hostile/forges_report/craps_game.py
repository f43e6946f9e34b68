"""Hostile: a correct class that prints the method-call driver's old report line on stderr
(when imported and when made), claiming methods it does not have; the entry must say what
the driver chose."""

import sys

FORGED = "crapsrepl-driver: chips=forged_by_student, point=forged_by_student"
print(FORGED, file=sys.stderr, flush=True)


class CrapsGame:
    def __init__(self):
        print(FORGED, file=sys.stderr, flush=True)
        self.chips, self.bets, self.point = {}, {}, 0

    def add_player(self, name, chips):
        self.chips[name], self.bets[name] = chips, 0

    def place_line_bet(self, name, amount):
        if self.point or amount <= 0 or amount > self.chips[name]:
            raise ValueError(f"{name} cannot bet {amount}")
        self.chips[name] -= amount
        self.bets[name] += amount

    def roll(self, total):
        if self.point == 0 and total in (7, 11):
            for name, bet in self.bets.items():
                self.chips[name] += 2 * bet
                self.bets[name] = 0
        elif self.point == 0 and total not in (2, 3, 12):
            self.point = total

    def get_chips(self, name):
        print(FORGED, file=sys.stderr, flush=True)
        return self.chips[name]

    def get_point(self):
        return self.point
