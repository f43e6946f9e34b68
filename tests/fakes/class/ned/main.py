"""Ned's program: it plays, but he never wrote the queries."""

import sys

racks: dict[str, int] = {}
for raw in sys.stdin:
    line = raw.strip()
    name, _, rest = line.partition("(")
    args = [a.strip() for a in rest.rstrip(")").split(",") if a.strip()]
    if name == "addPlayer":
        racks[args[0]] = int(args[1])
        print(f"Welcome {args[0]}")
    elif name in ("placeLineBet", "roll"):
        print("OK")
    else:
        print(f"I don't understand '{line}'")
    sys.stdout.flush()
