"""A student built to keep state across transcripts: it counts its tables in
a file in its own folder."""

from pathlib import Path

LOG = Path(__file__).with_name("tables.txt")


def tables():
    with LOG.open("a") as log:
        log.write("table\n")
    return len(LOG.read_text().splitlines())


class CrapsGame:
    """Pass-line craps, right when ``tables()`` reads 1: every chips answer is off by 1000
    for each table an earlier transcript made that this one can see."""

    def __init__(self):
        self.extra = 1000 * (tables() - 1)
        self.chips, self.bets, self.order = {}, {}, []
        self.point = self.shooter = 0

    def add_player(self, name, chips):
        if name in self.chips:
            raise ValueError(name + " is already seated")
        self.chips[name], self.bets[name] = chips, 0
        self.order.append(name)

    def place_line_bet(self, name, amount):
        if self.point or amount <= 0 or amount > self.chips.get(name, 0):
            raise ValueError(name + " cannot bet " + str(amount))
        self.chips[name] -= amount
        self.bets[name] += amount

    def roll(self, total):
        won = None
        if self.point == 0 and total in (7, 11, 2, 3, 12):
            won = total in (7, 11)
        elif self.point == 0:
            self.point = total
        elif total in (self.point, 7):
            won, self.point = total == self.point, 0
            self.shooter = (self.shooter + (not won)) % len(self.order)
        for name in self.bets if won is not None else ():
            self.chips[name] += 2 * self.bets[name] if won else 0
            self.bets[name] = 0

    def get_chips(self, name):
        return self.chips[name] + self.extra

    def get_point(self):
        return self.point

    def get_shooter(self):
        return self.order[self.shooter]
