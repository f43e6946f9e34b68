"""Gina's pass-line game. It hangs asleep (benchmarks/class_200.py makes it spin);
tests/fakes/student_hangs_on_point.py spins (tests/grading/test_timing.py): here a class
run would spend a core for its whole --timeout on every grading of the class."""

import time


class Game:
    def __init__(self):
        self.chips = {}
        self.bets = {}
        self.order = []
        self.point = 0
        self.shooter = 0

    def add_player(self, name, chips):
        self.chips[name] = chips
        self.bets[name] = 0
        self.order.append(name)

    def line_bet(self, name, amount):
        if self.point or amount <= 0 or amount > self.chips.get(name, 0):
            raise ValueError("that bet is not allowed")
        self.chips[name] -= amount
        self.bets[name] += amount

    def roll(self, total):
        if self.point == 0:
            if total in (7, 11):
                self.settle(True)
            elif total in (2, 3, 12):
                self.settle(False)
            else:
                self.point = total
        elif total == self.point:
            self.settle(True)
            self.point = 0
        elif total == 7:
            self.settle(False)
            self.point = 0
            while True:  # bug: waits for a next shooter nobody will name
                time.sleep(1)

    def settle(self, won):
        for name, bet in self.bets.items():
            if won:
                self.chips[name] += 2 * bet
            self.bets[name] = 0
