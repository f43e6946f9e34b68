"""A stdin program that uses the time it waits before its first line: the longer it was
started before its transcript, the more it could have done unclocked (four seconds of
work, once, for a program started ahead). It answers every chips question wrong (-1) when more
than 0.75 s passed between its start and its first line, and stays a second and a half
past the end of its input, so the next one started ahead would wait that long. Held before
its command until its transcript is handed to it, it never waits: full marks."""

import sys
import time

STARTED = time.monotonic()
FIRST = sys.stdin.readline()
WRONG = time.monotonic() - STARTED > 0.75


def lines():
    yield FIRST
    yield from sys.stdin


chips, bets, order, point, shooter = {}, {}, [], 0, 0
for line in lines():
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
        print(-1 if WRONG else chips[args[0]], flush=True)
    elif name == "point":
        print(point, flush=True)
    elif name == "shooter":
        print(order[shooter], flush=True)
time.sleep(1.5)
