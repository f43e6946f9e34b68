"""A student's pass-line craps class with no input or output (graded by method calls)."""


class CrapsGame:
    def __init__(self):
        self.chips = {}
        self.bets = {}
        self.order = []
        self.point = 0
        self.shooter = 0

    def add_player(self, name, chips):
        if name in self.chips:
            raise ValueError(name + " is already seated")
        self.chips[name] = chips
        self.bets[name] = 0
        self.order.append(name)

    def place_line_bet(self, name, amount):
        if name not in self.chips:
            raise ValueError("no such player " + name)
        if self.point:
            raise ValueError("the point is on")
        if amount <= 0 or amount > self.chips[name]:
            raise ValueError(name + " cannot bet " + str(amount))
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
            self.shooter = (self.shooter + 1) % len(self.order)

    def settle(self, won):
        for name, bet in self.bets.items():
            if won:
                self.chips[name] += 2 * bet
            self.bets[name] = 0

    def get_chips(self, name):
        return self.chips[name]

    def get_point(self):
        return self.point

    def get_shooter(self):
        return self.order[self.shooter]
