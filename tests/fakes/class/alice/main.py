"""Alice's program: her own wording, the query commands answered one line each."""

import sys

from game import Game

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
