# Keeps state in a file beside it: a second transcript run in the same folder would
# find a player already seated and refuse to seat him again.
import os
import sys

SEEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seated.txt")
before = []
if os.path.exists(SEEN):
    with open(SEEN) as seen:
        before = seen.read().split()

racks, line, order = {}, {}, []
point, shooting = 0, 0
for raw in sys.stdin:
    name, _, rest = raw.strip().partition("(")
    args = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
    if name == "addPlayer" and args[0] in before:
        print(f"error: {args[0]} already sat down")
    elif name == "addPlayer":
        with open(SEEN, "a") as seen:
            seen.write(args[0] + "\n")
        racks[args[0]], line[args[0]] = int(args[1]), 0
        order.append(args[0])
        print(f"{args[0]} joins with {args[1]}")
    elif name == "placeLineBet" and not point and int(args[1]) <= racks[args[0]]:
        racks[args[0]] -= int(args[1])
        line[args[0]] += int(args[1])
        print("bet down")
    elif name == "roll":
        total, won = int(args[0]), None
        if not point and total in (7, 11):
            won = True
        elif not point and total in (2, 3, 12):
            won = False
        elif not point:
            point = total
        elif total == point:
            won, point = True, 0
        elif total == 7:
            won, point = False, 0
            shooting = (shooting + 1) % len(order)
        if won is not None:
            for player in order:
                racks[player] += 2 * line[player] if won else 0
                line[player] = 0
        print(f"the dice show {total}")
    elif name == "chips":
        print(f"{args[0]} holds {racks[args[0]]}")
    elif name == "bets":
        bet = line[args[0]]
        print("none" if not bet else f"pass {point} {bet}" if point else f"pass {bet}")
    elif name == "point":
        print(f"point {point or 'off'}")
    elif name == "shooter":
        print(f"{order[shooting]} shoots")
    else:
        print("error: not allowed")
    sys.stdout.flush()
