"""A stdin program that keeps a file in its folder: the number of runs it has seen, added
to every chips answer (a program was always started afresh; so it stays)."""

import sys
from pathlib import Path

LOG = Path(__file__).with_name("runs.txt")
with LOG.open("a") as log:
    log.write("run\n")
EXTRA = 1000 * (len(LOG.read_text().splitlines()) - 1)
chips, bets, order, point, shooter = {}, {}, [], 0, 0
for line in sys.stdin:
    name, _, rest = line.strip().partition("(")
    args = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
    if name == "addPlayer":
        chips[args[0]], bets[args[0]] = int(args[1]), 0
        order.append(args[0])
    elif name == "placeLineBet":
        amount = int(args[1])
        if point or amount <= 0 or amount > chips.get(args[0], 0):
            print("error: cannot bet", flush=True)
            continue
        chips[args[0]] -= amount
        bets[args[0]] += amount
    elif name == "roll":
        total, won = int(args[0]), None
        if point == 0 and total in (7, 11, 2, 3, 12):
            won = total in (7, 11)
        elif point == 0:
            point = total
        elif total in (point, 7):
            won, point = total == point, 0
            shooter = (shooter + (not won)) % len(order)
        for player in bets if won is not None else ():
            chips[player] += 2 * bets[player] if won else 0
            bets[player] = 0
    elif name == "chips":
        print(chips[args[0]] + EXTRA, flush=True)
    elif name == "point":
        print(point, flush=True)
    elif name == "shooter":
        print(order[shooter], flush=True)
