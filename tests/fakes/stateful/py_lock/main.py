"""A stdin program that signals through a file lock on the Python install every sandbox
shares: while it runs it holds a shared flock on ``os.py`` (and keeps it a second past the
end of its input); at its start it looks for half a second for one held by another
program, and if it sees one, answers every chips question wrong (-1). A program of the same
student started ahead, or graded beside it, once saw the lock; sandboxes that refuse locks
(and a student's programs never running at once) leave it nothing to see: full marks."""

import contextlib
import fcntl
import os
import sys
import time

SHARED = open(os.__file__, "rb")  # noqa: SIM115 (held for the whole run)
SAW = False
looking_until = time.monotonic() + 0.5
while time.monotonic() < looking_until:
    try:
        fcntl.flock(SHARED, fcntl.LOCK_EX | fcntl.LOCK_NB)
        fcntl.flock(SHARED, fcntl.LOCK_UN)
    except BlockingIOError:
        SAW = True
        break
    except OSError:  # locks refused here: nothing to see
        break
    time.sleep(0.01)
with contextlib.suppress(OSError):
    fcntl.flock(SHARED, fcntl.LOCK_SH | fcntl.LOCK_NB)
WRONG = SAW
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
        print(-1 if WRONG else chips[args[0]], flush=True)
    elif name == "point":
        print(point, flush=True)
    elif name == "shooter":
        print(order[shooter], flush=True)
time.sleep(1.0)  # the lock held past the end of input
