# Correct but slow: 0.3 s over every line it reads (the grader's own lines are not
# counted against its --timeout).
import sys
import time

racks, line, order = {}, {}, []
point, shooting = 0, 0
for raw in sys.stdin:
    time.sleep(0.3)
    name, _, rest = raw.strip().partition("(")
    args = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
    if name == "addPlayer":
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
