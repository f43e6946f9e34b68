"""Bob's program in one file: a natural eleven is wrongly scored as craps."""

import sys


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
            if total == 7:
                self.settle(True)
            elif total in (2, 3, 11, 12):
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


def main():
    game = Game()
    for raw in sys.stdin:
        line = raw.strip()
        print("craps> " + line)
        name, _, rest = line.partition("(")
        args = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
        try:
            if name == "addPlayer":
                game.add_player(args[0], int(args[1]))
                print(f"Welcome {args[0]}, you have {args[1]} dollars")
            elif name == "placeLineBet":
                game.line_bet(args[0], int(args[1]))
                print("Bet accepted")
            elif name == "roll":
                game.roll(int(args[0]))
                print(f"Rolled {args[0]}")
            elif name == "chips":
                print(f"{args[0]} has ${game.chips[args[0]]}")
            elif name == "point":
                print(f"point: {game.point or 'off'}")
            elif name == "shooter":
                print(f"shooter: {game.order[game.shooter]}")
            else:
                print("error: unknown command")
        except (ValueError, IndexError, KeyError) as problem:
            print(f"error: {problem}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
